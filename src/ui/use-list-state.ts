/* State of one list screen (SPEC §2 "Shared list behaviour"): search, page, page size and the
   selection, over rows held in memory. Pure rules come from domain/list.ts. While a large
   collection loads, its head (newest rows) shows the first page; a search or a page size the head
   does not fill waits for every row, so a partial result is never shown (decision 122). */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  DEFAULT_PAGE_SIZE,
  clampPage,
  nextPageSize,
  pageCount,
  pageRange,
  pageSlice,
  pruneSelection,
  selectRange,
  toggleHeader,
  toggleSelection,
} from '../domain/list.ts';
import type { PageSize } from '../domain/list.ts';
import { proximaOrdem } from '../domain/ordenacao-lista.ts';
import type { ChaveOrdem, DirecaoOrdem } from '../domain/ordenacao-lista.ts';
import { normalizeSearch } from '../domain/search.ts';
import { filterRows, warmSearchKeys } from './search-index.ts';
import type { SearchKeyOf, SearchMemo } from './search-index.ts';
import { sortedView } from './sort-index.ts';
import { useRevelarRegistro } from './use-registro-da-url.ts';
import type { SortSpec } from './sort-index.ts';

export interface ListStateOptions<T> {
  rows: readonly T[];
  /** Must be stable (module level): it keys the search cache. */
  searchKeyOf: SearchKeyOf<T>;
  getRowId: (row: T) => string;
  initialPageSize?: PageSize;
  /** Only while `rows` are still loading: the first rows in list order. */
  head?: ListHead<T> | null;
  /** The header checkbox covers every row the search leaves, not only the page (SPEC §2: the
   *  first receivables list). */
  headerCoversAll?: boolean;
  /** The list's own filter (outside the search), cleared when it hides the record an address
   *  with ?id= opens (decision 321); returns true when a filter was in force. */
  limparFiltro?: () => boolean;
}

export interface ListHead<T> {
  rows: readonly T[];
  /** How many rows the whole list holds, when known before they load (a later open). */
  total?: number;
}

export interface ListState<T> {
  rows: readonly T[];
  getRowId: (row: T) => string;
  query: string;
  setQuery: (query: string) => void;
  filtered: readonly T[];
  /** How many rows the search leaves (the footer's total); null while the rows load, unless the
   *  head carries the list's count (no search). */
  total: number | null;
  /** The list shows a head while its rows load. */
  loading: boolean;
  /** The page waits for the rows to load (a search, or a page size the head does not fill). */
  pending: boolean;
  pageRows: readonly T[];
  page: number;
  totalPages: number;
  setPage: (page: number) => void;
  pageSize: PageSize;
  setPageSize: (size: PageSize) => void;
  stepPage: (delta: 1 | -1) => void;
  stepPageSize: (direction: 'up' | 'down') => void;
  range: { start: number; end: number };
  selected: ReadonlySet<string>;
  /** Click or Space on a row; with `extend` (shift) it selects from the last row clicked. */
  press: (id: string, extend: boolean) => void;
  toggleAllOnPage: () => void;
  /** The rows the header checkbox covers: the page, or every row the search leaves. */
  headerRows: readonly T[];
  headerCoversAll: boolean;
  clearSelection: () => void;
  /** The selected rows, in list order. */
  selectedRows: readonly T[];
  /** The column the rows are sorted by, or null for the list's own order (decision 211). */
  sort: { coluna: string; direcao: DirecaoOrdem } | null;
  /** A header click: ascending, then descending, then the list's own order again. */
  toggleSort: (coluna: string, keyOf: (row: T) => ChaveOrdem) => void;
  /** The row an address with ?id= selected, for the table to scroll to and focus (decision 321). */
  foco: { id: string; indice: number } | null;
  /** The table has focused it. */
  focado: () => void;
}

const NO_ROWS: readonly never[] = [];

function idSet<T>(rows: readonly T[], getRowId: (row: T) => string): Set<string> {
  const ids = new Set<string>();
  for (const row of rows) ids.add(getRowId(row));
  return ids;
}

export function useListState<T extends object>(options: ListStateOptions<T>): ListState<T> {
  const { rows, searchKeyOf, getRowId } = options;
  const [query, setQueryState] = useState('');
  const [rawPage, setRawPage] = useState(1);
  const [pageSize, setPageSizeState] = useState<PageSize>(options.initialPageSize ?? DEFAULT_PAGE_SIZE);
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const anchor = useRef<string | null>(null);
  const memo = useRef<SearchMemo<T> | null>(null);
  const [sortSpec, setSortSpec] = useState<SortSpec<T> | null>(null);
  const [foco, setFoco] = useState<{ id: string; indice: number } | null>(null);

  const searchResult = useMemo(() => {
    memo.current = filterRows(rows, query, searchKeyOf, memo.current);
    return memo.current;
  }, [rows, query, searchKeyOf]);
  // A header sort reorders what the search leaves, through the sorted index of all the rows.
  const filtered = useMemo(
    () => (sortSpec ? sortedView(rows, searchResult.result, searchResult.positions, sortSpec) : searchResult.result),
    [rows, searchResult, sortSpec],
  );

  const head = options.head ?? null;
  const searching = head !== null && normalizeSearch(query) !== '';
  // While the rows load only the head's pages are known, and only without a search; the total
  // only when the store counted the rows (decision 338).
  const total = head ? (searching ? null : head.total ?? null) : filtered.length;
  const totalPages = head && total === null ? 1 : pageCount(total ?? 0, pageSize);
  const page = clampPage(rawPage, totalPages);
  const range = pageRange(page, pageSize, total ?? 0);
  const pageRows = useMemo(() => {
    if (!head) return pageSlice(filtered, page, pageSize);
    const covered = !searching && pageSize !== 'Todos' && page * pageSize <= head.rows.length;
    return covered ? pageSlice(head.rows, page, pageSize) : NO_ROWS;
  }, [head, searching, filtered, page, pageSize]) as readonly T[];
  const pending = head !== null && pageRows.length === 0;
  // Rows a selection, a shift range or a page-size change can refer to right now.
  const known = head ? head.rows : rows;

  useEffect(() => warmSearchKeys(rows, searchKeyOf), [rows, searchKeyOf]);

  // Rows deleted here, in another tab or by a pull leave the selection.
  useEffect(() => {
    setSelected((current) => (current.size === 0 ? current : pruneSelection(current, idSet(known, getRowId))));
  }, [known, getRowId]);

  const setQuery = useCallback((next: string) => {
    setQueryState(next);
    setRawPage(1);
  }, []);

  const toggleSort = useCallback((coluna: string, keyOf: (row: T) => ChaveOrdem) => {
    setSortSpec((current) => {
      const next = proximaOrdem(current, coluna);
      return next ? { ...next, keyOf } : null;
    });
    setRawPage(1);
  }, []);

  const setPage = useCallback((next: number) => setRawPage(next), []);

  const setPageSize = useCallback(
    (size: PageSize) => {
      setPageSizeState(size);
      setRawPage(1);
      setSelected((current) => (current.size === 0 ? current : pruneSelection(current, idSet(known, getRowId))));
    },
    [known, getRowId],
  );

  const stepPage = useCallback(
    (delta: 1 | -1) => setRawPage((current) => clampPage(clampPage(current, totalPages) + delta, totalPages)),
    [totalPages],
  );

  const stepPageSize = useCallback(
    (direction: 'up' | 'down') => {
      const next = nextPageSize(pageSize, direction);
      if (next !== pageSize) setPageSize(next);
    },
    [pageSize, setPageSize],
  );

  const press = useCallback(
    (id: string, extend: boolean) => {
      // Read the anchor now: the updater runs later, after the anchor has moved to `id`.
      const from = extend ? anchor.current : null;
      setSelected((current) =>
        from !== null ? selectRange(current, (head ? head.rows : filtered).map(getRowId), from, id) : toggleSelection(current, id),
      );
      anchor.current = id;
    },
    [head, filtered, getRowId],
  );

  const headerCoversAll = options.headerCoversAll === true && head === null;
  const headerRows = headerCoversAll ? filtered : pageRows;
  const toggleAllOnPage = useCallback(() => {
    setSelected((current) => toggleHeader(current, headerRows.map(getRowId)));
  }, [headerRows, getRowId]);

  const clearSelection = useCallback(() => {
    anchor.current = null;
    setSelected(new Set());
  }, []);

  const pageSizeNumber = pageSize === 'Todos' ? null : pageSize;
  const selecionar = useCallback((id: string, indice: number) => {
    anchor.current = id;
    setSelected(new Set([id]));
    setRawPage(pageSizeNumber === null ? 1 : Math.floor(indice / pageSizeNumber) + 1);
    setFoco({ id, indice: pageSizeNumber === null ? indice : indice % pageSizeNumber });
  }, [pageSizeNumber]);
  const focado = useCallback(() => setFoco(null), []);
  useRevelarRegistro({
    rows, filtered, getRowId, completo: head === null, query, setQuery, limparFiltro: options.limparFiltro, selecionar,
  });

  const selectedRows = useMemo(
    () => (selected.size === 0 ? [] : known.filter((row) => selected.has(getRowId(row)))),
    [known, selected, getRowId],
  );

  return {
    rows, getRowId, query, setQuery, filtered, total, loading: head !== null, pending, pageRows, page, totalPages,
    setPage, pageSize, setPageSize, stepPage, stepPageSize, range, selected, press, toggleAllOnPage,
    headerRows, headerCoversAll, clearSelection, selectedRows,
    sort: sortSpec ? { coluna: sortSpec.coluna, direcao: sortSpec.direcao } : null, toggleSort, foco, focado,
  };
}
