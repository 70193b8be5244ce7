/* Table body for "Todos" with thousands of rows: only the rows in view (plus a margin) are in the
   DOM. The body is as tall as the whole list and its top padding puts the first rendered row at
   its place; each row is a fixed 40 px (never measured) with its layout contained, so a scroll
   lays out the new rows only (decision 123). Rows stay in normal flow: absolutely positioned
   rows made every frame's style recalculation several times slower in Chromium.
   The rows a scroll brings in render as a transition, outside the scroll event (decision 335):
   React builds them in slices of a few ms between frames instead of one long task in the frame,
   and a frame drawn before they arrive shows the body's empty row lines (styles.css).
   While a scroll moves, the overscan is kept ahead of it only: the rows it has just left behind
   are not rendered again (decision 357); when it stops, both edges have their overscan.
   A row that leaves the window hands its elements to a row that enters it (decision 366): rows
   are keyed by a slot, not by their id, so a scroll updates the text of the elements it has
   instead of building new ones and leaving the old ones to the garbage collector. A row that
   stays in the window keeps its slot (also when the list is re-sorted), and the row holding the
   keyboard focus never hands its slot over. */
import { observeElementOffset, useVirtualizer } from '@tanstack/react-virtual';
import type { Virtualizer } from '@tanstack/react-virtual';
import { startTransition, useCallback, useRef } from 'react';
import type { KeyboardEvent, ReactNode, RefObject } from 'react';

export const ROW_HEIGHT = 40;
/** Rows kept beyond each edge of the view: 4 covers a wheel notch (~100 px) per frame; each
 *  commit after a fast scroll carries the whole window, so fewer is cheaper (decision 335). */
export const OVERSCAN = 4;

interface VirtualRowsProps<T> {
  rows: readonly T[];
  scrollRef: RefObject<HTMLDivElement | null>;
  /** The row's id (the slots follow it). */
  rowId: (row: T) => string;
  /** Renders one row, given its 1-based position among the table's rows (the header is 1) and
   *  the React key to give it (its slot). */
  renderRow: (row: T, position: number, key: string) => ReactNode;
  onKeyDown: (event: KeyboardEvent<HTMLTableSectionElement>) => void;
}

/** The scroll box's offset as the virtualiser reads it, its re-render marked as a transition. */
function offsetAsTransition(instance: Virtualizer<HTMLDivElement, Element>, cb: (offset: number, isScrolling: boolean) => void) {
  return observeElementOffset(instance, (offset, isScrolling) => startTransition(() => cb(offset, isScrolling)));
}

type Direction = 'forward' | 'backward' | null;

/** The indexes to render: the visible range with `overscan` rows beyond each edge, or, while a
 *  scroll moves (`direction`), beyond its leading edge only. Every visible row is always in. */
export function rowsToRender(range: { startIndex: number; endIndex: number; overscan: number; count: number }, direction: Direction): number[] {
  const start = Math.max(range.startIndex - (direction === 'forward' ? 0 : range.overscan), 0);
  const end = Math.min(range.endIndex + (direction === 'backward' ? 0 : range.overscan), range.count - 1);
  const indexes: number[] = [];
  for (let i = start; i <= end; i++) indexes.push(i);
  return indexes;
}

/**
 * The slot of each id in view: an id in view before keeps its slot; a new one takes a slot freed
 * by an id that left (`pinned` never frees its slot), else a new slot. Slots stay unique.
 */
export function assignSlots(previous: ReadonlyMap<string, number>, ids: readonly string[], pinned: string | null = null): Map<string, number> {
  const inView = new Set(ids);
  // Slots whose elements exist and are let go, reused first; then the lowest slot nobody holds.
  const free: number[] = [];
  const held = new Set<number>();
  for (const [id, slot] of previous) {
    held.add(slot);
    if (!inView.has(id) && id !== pinned) free.push(slot);
  }
  let lowest = 0;
  const unused = () => {
    while (held.has(lowest)) lowest++;
    held.add(lowest);
    return lowest;
  };
  const slots = new Map<string, number>();
  for (const id of ids) slots.set(id, previous.get(id) ?? free.pop() ?? unused());
  if (pinned !== null && !inView.has(pinned) && previous.has(pinned)) slots.set(pinned, previous.get(pinned)!);
  return slots;
}

/** The id of the row holding the keyboard focus inside `body`, if any. */
function focusedRow(body: HTMLElement | null): string | null {
  if (!body || typeof document === 'undefined') return null;
  const active = document.activeElement;
  const row = active && body.contains(active) ? active.closest('tr[data-id]') : null;
  return row?.getAttribute('data-id') ?? null;
}

export function VirtualRows<T>({ rows, scrollRef, rowId, renderRow, onKeyDown }: VirtualRowsProps<T>) {
  const body = useRef<HTMLTableSectionElement | null>(null);
  const slots = useRef<Map<string, number>>(new Map());
  // The virtualiser is one object for the component's life; a render after a scroll event reads
  // where that scroll goes (null once it has stopped, 150 ms after the last event).
  const instance = useRef<Virtualizer<HTMLDivElement, Element> | null>(null);
  const direction: Direction = instance.current?.isScrolling ? instance.current.scrollDirection : null;
  // A new function only when the direction changes: the virtualiser recomputes its indexes then.
  const rangeExtractor = useCallback((range: Parameters<typeof rowsToRender>[0]) => rowsToRender(range, direction), [direction]);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
    rangeExtractor,
    // The body starts below the sticky header row, which is as tall as a row.
    scrollMargin: ROW_HEIGHT,
    // Before the first measurement (and in tests without layout) assume a viewport-sized box.
    initialRect: { width: 1024, height: 720 },
    observeElementOffset: offsetAsTransition,
    useFlushSync: false,
  });
  instance.current = virtualizer;
  const items = virtualizer.getVirtualItems();
  const top = (items[0]?.start ?? ROW_HEIGHT) - ROW_HEIGHT;
  const inView = items.flatMap((item) => {
    const row = rows[item.index];
    return row === undefined ? [] : [{ row, id: rowId(row), position: item.index + 2 }];
  });
  // A render React discards (a transition overtaken) may have moved the slots too: harmless, the
  // next render starts from them and slots stay unique within each render.
  slots.current = assignSlots(slots.current, inView.map((r) => r.id), focusedRow(body.current));
  return (
    <tbody ref={body} role="rowgroup" onKeyDown={onKeyDown} className="fluxo-virtual-body"
      style={{ height: virtualizer.getTotalSize(), paddingTop: top }}>
      {inView.map(({ row, id, position }) => renderRow(row, position, `s${slots.current.get(id)!}`))}
    </tbody>
  );
}
