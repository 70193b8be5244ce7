/* Search over up to 100,000 rows: each row's normalised key (buildSearchKey) is computed once per
   row object and cached in a WeakMap; each rows array gets its keys in a parallel array, so a
   keystroke only runs `includes` over strings it reaches by index (no lookup per row). */
import { matchesSearchKey, normalizeSearch, searchTerms } from '../domain/search.ts';

export type SearchKeyOf<T> = (row: T) => string;

// One cache per key function: the same row object can be searched by different lists.
const caches = new WeakMap<object, WeakMap<object, string>>();
// The keys of one rows array, by index; `filled` of them are built (idle time fills the rest).
interface KeyArray { keys: string[]; filled: number }
const keyArrays = new WeakMap<object, WeakMap<readonly object[], KeyArray>>();

function cacheFor(keyOf: object): WeakMap<object, string> {
  let cache = caches.get(keyOf);
  if (!cache) {
    cache = new WeakMap();
    caches.set(keyOf, cache);
  }
  return cache;
}

function keyIn<T extends object>(cache: WeakMap<object, string>, row: T, keyOf: SearchKeyOf<T>): string {
  let key = cache.get(row);
  if (key === undefined) {
    key = keyOf(row);
    cache.set(row, key);
  }
  return key;
}

export function cachedSearchKey<T extends object>(row: T, keyOf: SearchKeyOf<T>): string {
  return keyIn(cacheFor(keyOf), row, keyOf);
}

function keyArrayOf<T extends object>(rows: readonly T[], keyOf: SearchKeyOf<T>): KeyArray {
  let byRows = keyArrays.get(keyOf);
  if (!byRows) {
    byRows = new WeakMap();
    keyArrays.set(keyOf, byRows);
  }
  let entry = byRows.get(rows);
  if (!entry) {
    entry = { keys: new Array<string>(rows.length), filled: 0 };
    byRows.set(rows, entry);
  }
  return entry;
}

/** Fills the parallel keys of `rows` up to `end`. */
function fillKeys<T extends object>(rows: readonly T[], keyOf: SearchKeyOf<T>, entry: KeyArray, end: number): void {
  if (entry.filled >= end) return;
  const cache = cacheFor(keyOf);
  const { keys } = entry;
  for (let i = entry.filled; i < end; i++) keys[i] = keyIn(cache, rows[i]!, keyOf);
  entry.filled = end;
}

/** The previous search, so a query that only grows narrows the last result instead of all rows. */
export interface SearchMemo<T> {
  rows: readonly T[];
  normalized: string;
  result: readonly T[];
  /** Positions of `result` in `rows`. */
  positions: readonly number[] | null;
}

export function filterRows<T extends object>(
  rows: readonly T[],
  query: string,
  keyOf: SearchKeyOf<T>,
  previous?: SearchMemo<T> | null,
): SearchMemo<T> {
  const normalized = normalizeSearch(query);
  const terms = searchTerms(query);
  if (terms.length === 0) return { rows, normalized, result: rows, positions: null };
  const entry = keyArrayOf(rows, keyOf);
  fillKeys(rows, keyOf, entry, rows.length);
  const { keys } = entry;
  const result: T[] = [];
  const positions: number[] = [];
  // Every row matching "abc d" also matched "abc " or "ab": the old result is a superset.
  const narrowFrom =
    previous && previous.rows === rows && previous.positions && normalized.startsWith(previous.normalized)
      ? previous.positions
      : null;
  if (narrowFrom) {
    for (const i of narrowFrom) {
      if (matchesSearchKey(keys[i]!, terms)) {
        positions.push(i);
        result.push(rows[i]!);
      }
    }
  } else {
    for (let i = 0; i < keys.length; i++) {
      if (matchesSearchKey(keys[i]!, terms)) {
        positions.push(i);
        result.push(rows[i]!);
      }
    }
  }
  return { rows, normalized, result, positions };
}

type IdleHandle = { cancel: () => void };

function whenIdle(run: () => void): IdleHandle {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: 1000 });
    return { cancel: () => cancelIdleCallback(id) };
  }
  const id = setTimeout(run, 0);
  return { cancel: () => clearTimeout(id) };
}

/**
 * Computes the rows' keys in small idle-time chunks after the rows arrive, so the first
 * keystroke on 100,000 rows does not pay for normalising them all. Returns a cancel function.
 */
export function warmSearchKeys<T extends object>(rows: readonly T[], keyOf: SearchKeyOf<T>, chunk = 5000): () => void {
  const entry = keyArrayOf(rows, keyOf);
  let handle: IdleHandle | null = null;
  function step() {
    fillKeys(rows, keyOf, entry, Math.min(rows.length, entry.filled + chunk));
    handle = entry.filled < rows.length ? whenIdle(step) : null;
  }
  handle = entry.filled < rows.length ? whenIdle(step) : null;
  return () => handle?.cancel();
}
