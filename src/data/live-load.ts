/* Helpers of the live store's load from IndexedDB (live-store.ts): waiting for the head's paint,
   the final order of the rows read in id order, and the list order itself (comparatorFor,
   mergeSorted). */
import type { CollectionSpec } from './collections.ts';
import type { LocalRow } from './wire.ts';

/** Timings of the load for the bench (fluxo:store:head|count|loaded:<list>); none outside a page. */
export const now = (): number => (typeof performance === 'undefined' ? 0 : performance.now());
export function measure(name: string, start: number, detail?: Record<string, unknown>): void {
  if (typeof performance !== 'undefined' && typeof performance.measure === 'function') performance.measure(name, { start, end: performance.now(), detail });
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
  const order = new LoadOrder(spec, compare);
  order.add(rowsByIdAsc);
  return order.rows();
}

/**
 * sortLoaded's order: rows are grouped by date as they are added, so the end only sorts the
 * distinct dates and lays the groups out. Orders that are not by date keep the rows and sort
 * them at the end.
 */
export class LoadOrder {
  private readonly field: 'data' | 'vencimento' | null;
  /** By date: the rows of each date in id-ascending order (laid out backwards). */
  private readonly groups = new Map<string, LocalRow[]>();
  private readonly all: LocalRow[] = [];
  private count = 0;

  constructor(spec: CollectionSpec, private readonly compare: (a: LocalRow, b: LocalRow) => number) {
    this.field = spec.order === 'data-desc' ? 'data' : spec.order === 'vencimento-desc' ? 'vencimento' : null;
  }

  /** Rows after every row added before, in id order. */
  add(rowsByIdAsc: readonly LocalRow[]): void {
    this.count += rowsByIdAsc.length;
    const { field, groups } = this;
    if (field === null) {
      for (const row of rowsByIdAsc) this.all.push(row);
      return;
    }
    for (const row of rowsByIdAsc) {
      const key = text(row[field]);
      const group = groups.get(key);
      if (group) group.push(row);
      else groups.set(key, [row]);
    }
  }

  /** Every row added, in the list's order. */
  rows(): LocalRow[] {
    if (this.field === null) return this.all.slice().sort(this.compare);
    const dates = [...this.groups.keys()].sort((x, y) => (x < y ? 1 : x > y ? -1 : 0));
    const out = new Array<LocalRow>(this.count);
    let k = 0;
    for (const date of dates) {
      const group = this.groups.get(date)!;
      // Rows come in id order, except a packed list's rows written here later (sync/paginas.ts):
      // a group out of order is sorted (a check of each group costs one pass).
      if (!ascending(group)) group.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
      for (let i = group.length - 1; i >= 0; i--) out[k++] = group[i]!;
    }
    return out;
  }
}

function ascending(rows: readonly LocalRow[]): boolean {
  for (let i = 1; i < rows.length; i++) if (rows[i - 1]!.id > rows[i]!.id) return false;
  return true;
}

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

export function comparatorFor(spec: CollectionSpec): (a: LocalRow, b: LocalRow) => number {
  const byIdDesc = (a: LocalRow, b: LocalRow) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
  if (spec.order === 'data-desc' || spec.order === 'vencimento-desc') {
    const field = spec.order === 'data-desc' ? 'data' : 'vencimento';
    return (a, b) => {
      const x = text(a[field]);
      const y = text(b[field]);
      return x < y ? 1 : x > y ? -1 : byIdDesc(a, b);
    };
  }
  const field = spec.order.by;
  return (a, b) => collator.compare(text(a[field]), text(b[field])) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** Looks a joined name up; the stored copy is the fallback while the source is loading. */

/** The first `n` of `rows` in `compare`'s order, without sorting them all (one pass). */
export function primeiras<T>(rows: Iterable<T>, n: number, compare: (x: T, y: T) => number): T[] {
  const out: T[] = [];
  for (const row of rows) {
    if (out.length === n && compare(row, out[n - 1]!) >= 0) continue;
    let lo = 0;
    let hi = out.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (compare(out[mid]!, row) <= 0) lo = mid + 1;
      else hi = mid;
    }
    out.splice(lo, 0, row);
    if (out.length > n) out.pop();
  }
  return out;
}

export function mergeSorted<T>(a: readonly T[], b: readonly T[], compare: (x: T, y: T) => number): T[] {
  if (b.length === 0) return a.slice();
  const out: T[] = new Array<T>(a.length + b.length);
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < a.length && j < b.length) out[k++] = compare(a[i]!, b[j]!) <= 0 ? a[i++]! : b[j++]!;
  while (i < a.length) out[k++] = a[i++]!;
  while (j < b.length) out[k++] = b[j++]!;
  return out;
}

/** The same record, field by field (nested values by their JSON). */
export function sameRow(a: LocalRow, b: LocalRow): boolean {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((k) => a[k] === b[k] || JSON.stringify(a[k]) === JSON.stringify(b[k]));
}

type ComPostTask = { scheduler?: { postTask?: (cb: () => void, o: { priority: 'user-visible' }) => Promise<void> } };

/**
 * A turn for the page (paint, input, the list's head) between batches, queued as an ordinary
 * task: `scheduler.yield()` put the load's next batch ahead of every waiting task, so a screen's
 * chunk opened during a reload arrived only when 100,000 rows were in (≈ 330 ms later in the
 * bench's trace, decision 452). postTask has no setTimeout clamp after a few nested turns.
 */
export function yieldToPage(): Promise<void> {
  const { scheduler } = globalThis as ComPostTask;
  return scheduler?.postTask ? scheduler.postTask(() => undefined, { priority: 'user-visible' }) : new Promise((resolve) => setTimeout(resolve, 0));
}
