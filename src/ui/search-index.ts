/* Search over up to 100,000 rows: each row's normalised key (buildSearchKey) is computed once per
   row object and cached in a WeakMap, so a keystroke only runs `includes` over cached strings. */
import { matchesSearchKey, normalizeSearch, searchTerms } from '../domain/search.ts';

export type SearchKeyOf<T> = (row: T) => string;

// One cache per key function: the same row object can be searched by different lists.
const caches = new WeakMap<object, WeakMap<object, string>>();

export function cachedSearchKey<T extends object>(row: T, keyOf: SearchKeyOf<T>): string {
  let cache = caches.get(keyOf);
  if (!cache) {
    cache = new WeakMap();
    caches.set(keyOf, cache);
  }
  let key = cache.get(row);
  if (key === undefined) {
    key = keyOf(row);
    cache.set(row, key);
  }
  return key;
}

/** The previous search, so a query that only grows narrows the last result instead of all rows. */
export interface SearchMemo<T> {
  rows: readonly T[];
  normalized: string;
  result: readonly T[];
}

export function filterRows<T extends object>(
  rows: readonly T[],
  query: string,
  keyOf: SearchKeyOf<T>,
  previous?: SearchMemo<T> | null,
): SearchMemo<T> {
  const normalized = normalizeSearch(query);
  const terms = searchTerms(query);
  if (terms.length === 0) return { rows, normalized, result: rows };
  // Every row matching "abc d" also matched "abc " or "ab": the old result is a superset.
  const source =
    previous && previous.rows === rows && previous.normalized !== '' && normalized.startsWith(previous.normalized)
      ? previous.result
      : rows;
  const result: T[] = [];
  for (const row of source) {
    if (matchesSearchKey(cachedSearchKey(row, keyOf), terms)) result.push(row);
  }
  return { rows, normalized, result };
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
export function warmSearchKeys<T extends object>(rows: readonly T[], keyOf: SearchKeyOf<T>, chunk = 2000): () => void {
  let index = 0;
  let handle: IdleHandle | null = null;
  function step() {
    const end = Math.min(rows.length, index + chunk);
    for (; index < end; index++) {
      const row = rows[index];
      if (row !== undefined) cachedSearchKey(row, keyOf);
    }
    handle = index < rows.length ? whenIdle(step) : null;
  }
  handle = whenIdle(step);
  return () => handle?.cancel();
}
