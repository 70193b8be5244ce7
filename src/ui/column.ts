/* A table column: its header text, how a row renders in it and how wide it is. Widths are set,
   never measured from the content (decision 123): a row's layout then never depends on other
   rows, which keeps scrolling "Todos" through 100,000 rows free of long frames. */
import type { CSSProperties, ReactNode } from 'react';
import type { ChaveOrdem } from '../domain/ordenacao-lista.ts';
import { larguraDaMaiorPalavra, MOLDURA_ORDENAVEL_PX, MOLDURA_SIMPLES_PX } from './largura-cabecalho.ts';

export interface Column<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  align?: 'left' | 'right' | 'center';
  /** Least width in px (padding included); wider tables share the extra space in proportion. */
  width?: number;
  /** Text shown on hover, for a cell whose text may be cut short by the column's width. */
  title?: (row: T) => string | undefined;
  /** Shown first after the columns before it that also have it, so money, status and due date
   *  fit a 1366 px (and 820 px) screen; the rest follow and scroll in (issue 13). The DOM order,
   *  which assistive tech reads, stays SPEC's. */
  priority?: boolean;
  /** Drawn right after the priority columns, before the rest: wanted on a laptop's screen, but
   *  not at the cost of a priority column on a tablet's (Parcela, Pago: decision 435). */
  depois?: boolean;
  /** What a header click sorts by (decision 211); by default the row's field named by `id`. */
  sortValue?: (row: T) => ChaveOrdem;
  /** false: the header does not sort (a column of buttons, or one derived from another). */
  sortable?: boolean;
  /** Stays in place while the rest scrolls sideways (the row's name: Descrição), after the
   *  selection cell; the column chooser cannot hide it (issue 33, decision 435). */
  fixa?: boolean;
  /** Hidden until a person shows it in the column chooser (a column the list can do without). */
  oculta?: boolean;
}

/** How a column's rows compare when its header sorts, or null when it does not sort. */
export function sortKeyOf<T>(column: Column<T>): ((row: T) => ChaveOrdem) | null {
  if (column.sortable === false) return null;
  if (column.sortValue) return column.sortValue;
  const field = column.id;
  return (row) => {
    const value = (row as Record<string, unknown>)[field];
    return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : null;
  };
}

export const ALIGN_CLASS = { left: 'text-left', right: 'text-right', center: 'text-center' } as const;

/** Width of the selection checkbox column, in px. */
export const CHECKBOX_WIDTH = 40;
/** Width of a column that declares none, in px. */
export const DEFAULT_COLUMN_WIDTH = 120;

/** A column's least width: its own, or more when its header's longest word would not fit (the
 *  header wraps between words, never inside one: issue 33). */
export function larguraDaColuna<T>(column: Column<T>): number {
  const moldura = sortKeyOf(column) ? MOLDURA_ORDENAVEL_PX : MOLDURA_SIMPLES_PX;
  return Math.max(column.width ?? DEFAULT_COLUMN_WIDTH, larguraDaMaiorPalavra(column.header) + moldura);
}

/** Where each column is drawn: priority columns first, each group in its given order. The cells
 *  get there by one shared class, not a per-cell style (cellClasses). */
export function visualOrder<T>(columns: readonly Column<T>[]): number[] {
  const indexes = columns.map((_, i) => i);
  const first = indexes.filter((i) => columns[i]?.priority);
  const second = indexes.filter((i) => !columns[i]?.priority && columns[i]?.depois);
  const rest = indexes.filter((i) => !columns[i]?.priority && !columns[i]?.depois);
  const order: number[] = new Array<number>(columns.length);
  [...first, ...second, ...rest].forEach((columnIndex, position) => {
    order[columnIndex] = position + 1;
  });
  return order;
}

/** Each column's cell class: padding, alignment and, for a priority column, `fluxo-prio` (CSS
 *  `order: -1`, styles.css), which draws it before the other columns while the DOM keeps SPEC's
 *  order; the selection cell is `fluxo-sel` (`order: -2`). One shared class instead of an inline
 *  `order` style per cell: 15 fewer style declarations per row to build and match while
 *  "Todos" scrolls (decision 357). Same placement as visualOrder. */
export function cellClasses<T>(columns: readonly Column<T>[]): string[] {
  return columns.map((column) => `px-3 ${ALIGN_CLASS[column.align ?? 'left']}${classeDeOrdem(column)}${column.fixa ? ' fluxo-fixa' : ''}`);
}

/** The order class of a column's cells and header: ' fluxo-prio', ' fluxo-depois' or ''. */
export function classeDeOrdem<T>(column: Column<T>): string {
  return column.priority ? ' fluxo-prio' : column.depois ? ' fluxo-depois' : '';
}

/** The grid every row of a table shares: the checkbox (unless the table has no selection), then
 *  each column at its width or more. */
export function columnLayout<T>(columns: readonly Column<T>[], selectable = true): CSSProperties {
  const order = visualOrder(columns);
  const drawn = [...columns].map((column, i) => ({ column, at: order[i] ?? i })).sort((a, b) => a.at - b.at).map((x) => x.column);
  const widths = drawn.map(larguraDaColuna);
  const tracks = widths.map((w) => `minmax(${w}px, ${w}fr)`).join(' ');
  const box = selectable ? CHECKBOX_WIDTH : 0;
  const minWidth = widths.reduce((sum, w) => sum + w, box);
  const layout = { '--fluxo-cols': selectable ? `${CHECKBOX_WIDTH}px ${tracks}` : tracks, minWidth } as CSSProperties;
  // A fixed column (Descrição) sticks after the selection cell (styles.css .fluxo-fixa).
  return columns.some((c) => c.fixa) ? { ...layout, '--fluxo-fixa-left': `${box}px` } as CSSProperties : layout;
}
