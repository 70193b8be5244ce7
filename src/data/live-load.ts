/* Helpers of the live store's load from IndexedDB (live-store.ts): waiting for the head's paint,
   and the final order of the rows read in id order. */
import type { CollectionSpec } from './collections.ts';
import type { LocalRow } from './wire.ts';

/** Timings of the load for the bench (fluxo:store:head|count|loaded:<list>); none outside a page. */
export const now = (): number => (typeof performance === 'undefined' ? 0 : performance.now());
export function measure(name: string, start: number): void {
  if (typeof performance !== 'undefined' && typeof performance.measure === 'function') performance.measure(name, { start, end: performance.now() });
}

export function text(value: unknown): string {
  return typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value);
}

/**
 * Resolves once the head has been painted and one more frame has gone by, so the first chunk's
 * work does not delay either (or after 100 ms in a hidden tab, where frames do not run).
 */
export function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, 100);
    if (typeof requestAnimationFrame !== 'function') return;
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => {
      clearTimeout(timer);
      resolve();
    }, 0)));
  });
}

/**
 * Sorts rows read in id order. Date orders group the rows by date (walking ids backwards keeps
 * each group in id-descending order) and sort only the distinct dates: the same order as
 * comparatorFor, without 1.7 million comparisons at 100,000 rows.
 */
export function sortLoaded(
  rowsByIdAsc: readonly LocalRow[],
  spec: CollectionSpec,
  compare: (a: LocalRow, b: LocalRow) => number,
): LocalRow[] {
  if (spec.order !== 'data-desc' && spec.order !== 'vencimento-desc') return [...rowsByIdAsc].sort(compare);
  const field = spec.order === 'data-desc' ? 'data' : 'vencimento';
  const groups = new Map<string, LocalRow[]>();
  for (let i = rowsByIdAsc.length - 1; i >= 0; i--) {
    const row = rowsByIdAsc[i]!;
    const key = text(row[field]);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  const dates = [...groups.keys()].sort((x, y) => (x < y ? 1 : x > y ? -1 : 0));
  const out: LocalRow[] = [];
  for (const date of dates) for (const row of groups.get(date)!) out.push(row);
  return out;
}
