/* The list table: a header checkbox for the current page, memoised rows, 'Busca não encontrada!'
   when nothing matches, and a virtualised body when "Todos" shows thousands of rows. Columns
   have set widths and every row is a grid on them (decision 123); the elements stay <table>
   ones with explicit roles, so assistive tech reads a table either way. */
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { headerState } from '../domain/list.ts';
import { msg } from '../domain/messages.ts';
import { Button } from './button.tsx';
import { ALIGN_CLASS, cellClasses, classeDeOrdem, columnLayout, sortKeyOf } from './column.ts';
import type { Column } from './column.ts';
import { DataTableRow } from './data-table-row.tsx';
import type { ListState } from './use-list-state.ts';
import { useRowPress } from './use-row-press.ts';
import { ROW_HEIGHT, VirtualRows } from './virtual-rows.tsx';
import { useFocarRegistro } from './use-registro-da-url.ts';

/** Below this many rows even "Todos" renders plainly. */
export const VIRTUAL_THRESHOLD = 200;

/** The create action an empty list offers (issue 13: a list never filled says so). */
export interface EmptyAction {
  label: string;
  onCreate: () => void;
}

interface DataTableProps<T> {
  list: ListState<T>;
  columns: readonly Column<T>[];
  label: string;
  ready?: boolean;
  /** Ids of rows that have notes (Observações): they show a small marker. */
  marcados?: ReadonlyMap<string, string> | undefined;
  /** Given (and no filter narrowing the rows): a list with no rows and no search says it is empty
   *  and offers this action instead of 'Busca não encontrada!' (decision 214). */
  empty?: EmptyAction | null;
  /** false: a read-only table (a preview) has no selection column. */
  selectable?: boolean;
  /** Opens a row (Editar): a double click on it, or Enter on its checkbox. */
  onAbrir?: ((row: T) => void) | undefined;
}

// ArrowUp / ArrowDown move between the rows' checkboxes, so the keyboard can walk the list.
function moveFocus(event: KeyboardEvent<HTMLTableSectionElement>) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  if (event.ctrlKey || event.altKey || event.metaKey) return;
  const row = (event.target as HTMLElement).closest('tr');
  let next = event.key === 'ArrowDown' ? row?.nextElementSibling : row?.previousElementSibling;
  while (next && !next.querySelector('input[type="checkbox"]')) {
    next = event.key === 'ArrowDown' ? next.nextElementSibling : next.previousElementSibling;
  }
  const box = next?.querySelector<HTMLInputElement>('input[type="checkbox"]');
  if (!box) return;
  event.preventDefault();
  box.focus();
  box.scrollIntoView({ block: 'nearest' });
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/** ▲ ▼ or both, drawn (no text: the header's text stays its name, which lists and tests read). */
function SortIcon({ direcao }: { direcao: 'asc' | 'desc' | null }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 10 14" className={`h-3 w-2.5 shrink-0 ${direcao ? 'text-sky-800' : 'text-slate-400'}`} fill="currentColor">
      {direcao !== 'desc' && <path d="M5 1 9 6H1z" />}
      {direcao !== 'asc' && <path d="M5 13 1 8h8z" />}
    </svg>
  );
}

/** A column header: a button that sorts by the column (click, Enter or Space), with aria-sort. */
function SortHeader<T>({ column, list }: { column: Column<T>; list: ListState<T> }) {
  const keyOf = sortKeyOf(column);
  const align = `${ALIGN_CLASS[column.align ?? 'left']}${classeDeOrdem(column)}${column.fixa ? ' fluxo-fixa' : ''}`;
  if (!keyOf) {
    return <th role="columnheader" scope="col" className={`px-3 ${align}`}>{column.header}</th>;
  }
  const direcao = list.sort?.coluna === column.id ? list.sort.direcao : null;
  return (
    <th role="columnheader" scope="col" className={`px-1 ${align}`} aria-sort={direcao ? ARIA_SORT[direcao] : 'none'}>
      <button type="button" onClick={() => list.toggleSort(column.id, keyOf)} title={msg.ux.ordenarPor(column.header)}
        className={`inline-flex w-full cursor-pointer items-center gap-1 rounded px-2 py-1 uppercase hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-sky-700 ${column.align === 'right' ? 'justify-end' : column.align === 'center' ? 'justify-center' : ''}`}>
        <span className={ALIGN_CLASS[column.align ?? 'left']}>{column.header}</span>
        <SortIcon direcao={direcao} />
      </button>
    </th>
  );
}

export function DataTable<T>({ list, columns, label, ready = true, marcados, empty = null, selectable = true, onAbrir }: DataTableProps<T>) {
  const { pageRows, getRowId, selected, press } = list;
  const abrir = useCallback((id: string) => {
    const row = pageRows.find((r) => getRowId(r) === id);
    if (row !== undefined) onAbrir?.(row);
  }, [pageRows, getRowId, onAbrir]);
  const handlers = useRowPress(press, onAbrir ? abrir : undefined);
  // Enter on a row's checkbox opens the row (Space keeps toggling it); arrows walk the rows.
  const onKeyDown = useCallback((event: KeyboardEvent<HTMLTableSectionElement>) => {
    const target = event.target as HTMLElement;
    if (onAbrir && event.key === 'Enter' && !event.ctrlKey && !event.altKey && !event.metaKey && !event.shiftKey
      && target instanceof HTMLInputElement && target.type === 'checkbox') {
      const id = target.closest('tr')?.getAttribute('data-id');
      if (id) {
        event.preventDefault();
        abrir(id);
      }
      return;
    }
    moveFocus(event);
  }, [onAbrir, abrir]);
  const scrollRef = useRef<HTMLDivElement>(null);
  const headerBox = useRef<HTMLInputElement>(null);
  const virtual = list.pageSize === 'Todos' && pageRows.length > VIRTUAL_THRESHOLD;
  const headerIds = useMemo(() => list.headerRows.map(getRowId), [list.headerRows, getRowId]);
  const header = headerState(selected, headerIds);
  // A record opened by ?id= (a notification's link): scrolled into view and focused (decision 321).
  useFocarRegistro(list.foco, list.focado, scrollRef, virtual ? ROW_HEIGHT : null);

  useEffect(() => {
    if (headerBox.current) headerBox.current.indeterminate = header === 'some';
  }, [header]);

  // The benchmark reads this mark: the moment a list's rows are on screen.
  useEffect(() => {
    if (ready) performance.mark('fluxo:list:rendered', { detail: { label, rows: pageRows.length } });
  }, [pageRows, ready, label]);

  const cellClass = useMemo(() => cellClasses(columns), [columns]);
  const renderRow = useCallback(
    (row: T, position?: number, key?: string) => {
      const id = getRowId(row);
      return <DataTableRow key={key ?? id} row={row} id={id} selected={selected.has(id)} columns={columns} handlers={handlers} press={press}
        position={position} cellClass={cellClass} marcado={marcados?.has(id) ?? false} selectable={selectable} />;
    },
    [getRowId, selected, columns, handlers, press, cellClass, marcados, selectable],
  );
  const layout = useMemo(() => columnLayout(columns, selectable), [columns, selectable]);

  return (
    // The scroll box takes the keyboard focus (with its name), so a table wider or taller than
    // the screen scrolls from the keyboard too.
    <div ref={scrollRef} className={`fluxo-scroller ${virtual ? 'fluxo-scroll' : 'overflow-x-auto'}`} data-virtual={virtual || undefined}
      tabIndex={0} role="region" aria-label={`Tabela ${label}`}>
      <table role="table" aria-label={label} aria-rowcount={virtual ? pageRows.length + 1 : undefined}
        className="fluxo-table text-sm text-slate-700" style={layout}>
        <thead role="rowgroup" className="sticky top-0 z-10 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr role="row" aria-rowindex={virtual ? 1 : undefined} className="fluxo-row border-b border-slate-200">
            {selectable && <th role="columnheader" className="fluxo-sel px-3">
              <input ref={headerBox} type="checkbox" aria-label={list.headerCoversAll ? 'Selecionar todas' : 'Selecionar página'}
                checked={header === 'all'} onChange={list.toggleAllOnPage} disabled={list.headerRows.length === 0} className="block size-4 cursor-pointer accent-sky-700" />
            </th>}
            {columns.map((column) => (
              <SortHeader key={column.id} column={column} list={list} />
            ))}
          </tr>
        </thead>
        {pageRows.length === 0 ? (
          <tbody role="rowgroup">
            <tr role="row" className="fluxo-message"><td role="cell" colSpan={columns.length + (selectable ? 1 : 0)} data-testid="list-message" className="px-3 py-8 text-center text-slate-600">
              {!ready ? `${msg.layout.carregando}...` : empty && list.rows.length === 0 && list.query.trim() === '' ? (
                <span className="inline-flex flex-col items-center gap-3" data-testid="list-empty">
                  <span>{msg.ux.listaVazia}</span>
                  <Button variant="primary" onClick={empty.onCreate} title={empty.label}>{msg.ux.criarPrimeiro}</Button>
                </span>
              ) : msg.lista.buscaNaoEncontrada}
            </td></tr>
          </tbody>
        ) : virtual ? (
          <VirtualRows rows={pageRows} scrollRef={scrollRef} rowId={getRowId} renderRow={renderRow} onKeyDown={onKeyDown} />
        ) : (
          <tbody role="rowgroup" onKeyDown={onKeyDown}>{pageRows.map((row) => renderRow(row))}</tbody>
        )}
      </table>
    </div>
  );
}
