// Case- and accent-insensitive search. Lists hold up to 100,000 rows, so each row keeps a
// precomputed key (buildSearchKey) and a keystroke only runs `includes` over those keys.

const MARKS_RE = /\p{M}/gu;
const SPACES_RE = /\s+/g;

/** 'São  Paulo ' → 'sao paulo'. */
export function normalizeSearch(text: string): string {
  return text.normalize('NFD').replace(MARKS_RE, '').toLowerCase().replace(SPACES_RE, ' ').trim();
}

/** One normalized string per row, built from the fields search covers. */
export function buildSearchKey(parts: readonly (string | number | null | undefined)[]): string {
  let key = '';
  for (const part of parts) {
    if (part === null || part === undefined || part === '') continue;
    // A separator that normalizeSearch never produces keeps terms from matching across fields.
    key += (key === '' ? '' : '\u0001') + normalizeSearch(String(part));
  }
  return key;
}

/** The normalized terms of a query; [] when the query is blank (everything matches). */
export function searchTerms(query: string): string[] {
  const normalized = normalizeSearch(query);
  return normalized === '' ? [] : normalized.split(' ');
}

/** True when every term appears somewhere in a key made by buildSearchKey. */
export function matchesSearchKey(key: string, terms: readonly string[]): boolean {
  for (const term of terms) {
    if (!key.includes(term)) return false;
  }
  return true;
}

/** True when every whitespace-separated term of the query appears in some part. */
export function matchesSearch(
  haystackParts: readonly (string | number | null | undefined)[],
  query: string,
): boolean {
  return matchesSearchKey(buildSearchKey(haystackParts), searchTerms(query));
}
