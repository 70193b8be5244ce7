// Case- and accent-insensitive search. Lists hold up to 100,000 rows, so each row keeps a
// precomputed key (buildSearchKey) and a keystroke only runs `includes` over those keys.

import { formatValor } from './money.ts';

const MARKS_RE = /\p{M}/gu;
const SPACES_RE = /\s+/g;
// Only these need the full treatment: anything outside printable ASCII, and spacing that is not
// one plain space between words. Most keys skip both (fewer strings to build at 100,000 rows).
const NON_ASCII_RE = /[^\x20-\x7e]/;
const ODD_SPACES_RE = /\s\s|[^\S ]|^\s|\s$/;

/** 'São  Paulo ' → 'sao paulo'. */
export function normalizeSearch(text: string): string {
  const plain = NON_ASCII_RE.test(text) ? text.normalize('NFD').replace(MARKS_RE, '') : text;
  const lower = plain.toLowerCase();
  return ODD_SPACES_RE.test(lower) ? lower.replace(SPACES_RE, ' ').trim() : lower;
}

// Fields repeat across rows (status, bank, the instalments of one purchase): 100,000 keys
// normalise a few thousand distinct texts. Bounded, so unique texts cannot grow it forever.
const PARTS = new Map<string, string>();
const PARTS_MAX = 20_000;

function normalizedPart(text: string): string {
  let out = PARTS.get(text);
  if (out === undefined) {
    out = normalizeSearch(text);
    if (PARTS.size >= PARTS_MAX) PARTS.clear();
    PARTS.set(text, out);
  }
  return out;
}

/** One normalized string per row, built from the fields search covers. */
/**
 * An amount as a clerk types it into a search (issue 33): "1.234,56", and without the thousands
 * dots "1234,56" when it has them; "846" then finds R$ 846,44 as a part of "846,44".
 */
export function valorParaBusca(cents: number): string {
  const br = formatValor(cents);
  const semPontos = br.replaceAll('.', '');
  return semPontos === br ? br : `${br} ${semPontos}`;
}

export function buildSearchKey(parts: readonly (string | number | null | undefined)[]): string {
  const normalized: string[] = [];
  for (const part of parts) {
    if (part === null || part === undefined || part === '') continue;
    normalized.push(normalizedPart(String(part)));
  }
  // A separator that normalizeSearch never produces keeps terms from matching across fields.
  // join() also makes one flat string: `+=` would leave a rope that the first search flattens.
  return normalized.join('\u0001');
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
