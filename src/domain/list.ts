// Pure list-kit rules shared by every table (SPEC §2 "Shared list behaviour"): paging, the pager
// window, row selection and the timings. Selection functions never mutate: they return new Sets.

export const PAGE_SIZES = [15, 30, 50, 'Todos'] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 15;

export const ROW_CLICK_DELAY_MS = 10;
export const DRAG_SELECT_MS = 200;
export const TOAST_MS = 3000;
export const DOTS_MS = 500;
export const LOGIN_ERROR_MS = 6000;
export const USER_MODAL_CLOSE_MS = 900;

export type PagerItem = number | 'ellipsis';

/** Number of pages; at least 1 so page 1 always exists, even for an empty list. */
export function pageCount(total: number, size: PageSize): number {
  if (size === 'Todos' || total <= 0) return 1;
  return Math.ceil(total / size);
}

export function clampPage(page: number, totalPages: number): number {
  return Math.min(Math.max(1, Math.trunc(page) || 1), Math.max(1, totalPages));
}

/** The footer's "start - end de total", 1-based; {0, 0} when the list is empty. */
export function pageRange(page: number, size: PageSize, total: number): { start: number; end: number } {
  if (total <= 0) return { start: 0, end: 0 };
  if (size === 'Todos') return { start: 1, end: total };
  const current = clampPage(page, pageCount(total, size));
  return { start: (current - 1) * size + 1, end: Math.min(current * size, total) };
}

/** The rows of one page. */
export function pageSlice<T>(rows: readonly T[], page: number, size: PageSize): T[] {
  if (size === 'Todos') return rows.slice();
  const current = clampPage(page, pageCount(rows.length, size));
  return rows.slice((current - 1) * size, current * size);
}

/**
 * Page links between the previous/next arrows: first and last always, up to three middle pages
 * around the current one, 'ellipsis' for each gap; every page when there are five or fewer.
 */
export function pagerWindow(current: number, totalPages: number): PagerItem[] {
  if (totalPages <= 0) return [];
  if (totalPages <= 5) return Array.from({ length: totalPages }, (_, i) => i + 1);
  const page = clampPage(current, totalPages);
  const start = Math.max(2, Math.min(page - 1, totalPages - 3));
  const end = start + 2;
  const items: PagerItem[] = [1];
  if (start > 2) items.push('ellipsis');
  for (let p = start; p <= end; p++) items.push(p);
  if (end < totalPages - 1) items.push('ellipsis');
  items.push(totalPages);
  return items;
}

/** Ctrl+Up grows the page size, Ctrl+Down shrinks it; stops at the ends. */
export function nextPageSize(current: PageSize, direction: 'up' | 'down'): PageSize {
  const index = PAGE_SIZES.indexOf(current);
  const next = direction === 'up' ? index + 1 : index - 1;
  return PAGE_SIZES[Math.min(Math.max(next, 0), PAGE_SIZES.length - 1)] ?? current;
}

/** Parses the page-size select's value ('15', '30', '50', 'Todos'). */
export function parsePageSize(value: string | number): PageSize {
  const found = PAGE_SIZES.find((size) => String(size) === String(value));
  return found ?? DEFAULT_PAGE_SIZE;
}

export function toggleSelection(selected: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/**
 * Shift-click: adds every row between the anchor (last clicked row) and the target, in either
 * direction. Without a usable anchor it just adds the target.
 */
export function selectRange(
  selected: ReadonlySet<string>,
  orderedIds: readonly string[],
  anchorId: string | null | undefined,
  targetId: string,
): Set<string> {
  const next = new Set(selected);
  const to = orderedIds.indexOf(targetId);
  const from = anchorId ? orderedIds.indexOf(anchorId) : -1;
  if (to < 0) return next;
  if (from < 0) {
    next.add(targetId);
    return next;
  }
  const [lo, hi] = from <= to ? [from, to] : [to, from];
  for (let i = lo; i <= hi; i++) {
    const id = orderedIds[i];
    if (id !== undefined) next.add(id);
  }
  return next;
}

/** Header checkbox: when the whole page is selected it unselects the page, else selects it. */
export function toggleHeader(selected: ReadonlySet<string>, pageIds: readonly string[]): Set<string> {
  const next = new Set(selected);
  const allSelected = pageIds.length > 0 && pageIds.every((id) => next.has(id));
  for (const id of pageIds) {
    if (allSelected) next.delete(id);
    else next.add(id);
  }
  return next;
}

/** State of the header checkbox for the current page. */
export function headerState(
  selected: ReadonlySet<string>,
  pageIds: readonly string[],
): 'all' | 'some' | 'none' {
  let count = 0;
  for (const id of pageIds) if (selected.has(id)) count++;
  if (count === 0) return 'none';
  return count === pageIds.length ? 'all' : 'some';
}

/** A press held 200 ms or more, or one that left text selected, is a text selection. */
export function isTextSelectionClick(click: {
  pressDurationMs: number;
  hasTextSelection: boolean;
}): boolean {
  return click.hasTextSelection || click.pressDurationMs >= DRAG_SELECT_MS;
}

/** Drops selected ids no longer present in the data. Returns the same Set when nothing changes. */
export function pruneSelection<S extends ReadonlySet<string>>(
  selected: S,
  existingIds: ReadonlySet<string> | readonly string[],
): S | Set<string> {
  const existing: ReadonlySet<string> = Array.isArray(existingIds)
    ? new Set(existingIds)
    : (existingIds as ReadonlySet<string>);
  let changed = false;
  const next = new Set<string>();
  for (const id of selected) {
    if (existing.has(id)) next.add(id);
    else changed = true;
  }
  return changed ? next : selected;
}
