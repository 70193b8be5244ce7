/* Wire ↔ local rows. The wire carries SPEC's snake_case fields with money as decimal strings;
   locally rows keep the same fields with money in integer cents (the domain types). Names of
   banks and categories are joined at read time (live.ts), so the stored copy may be stale. */
import { parseDecimal } from '../domain/money.ts';
import { COLLECTION_SPECS } from './collections.ts';
import type { CollectionName } from './collections.ts';

export interface LocalRow {
  id: string;
  [field: string]: unknown;
}

// The wire sends decimals in reais ("1234.56"); a number is read as reais too.
function cents(value: unknown): unknown {
  if (typeof value === 'string' || typeof value === 'number') return parseDecimal(value) ?? 0;
  return value;
}

/** One server row to its local shape; null when it has no id (ignored, never stored). */
export function fromWire(name: CollectionName, wire: unknown): LocalRow | null {
  if (!wire || typeof wire !== 'object') return null;
  const row = { ...(wire as Record<string, unknown>) };
  if (typeof row.id !== 'string' && typeof row.id !== 'number') return null;
  row.id = String(row.id).toLowerCase();
  // The server's vencimento_efetivo is for integrations: the device recomputes it with the holidays
  // it holds (vencimento-efetivo.ts), so a stored copy never goes stale when a holiday is added.
  delete row.vencimento_efetivo;
  for (const field of COLLECTION_SPECS[name].money) {
    if (field in row && row[field] !== null) row[field] = cents(row[field]);
  }
  return row as LocalRow;
}

/** A list response's rows for `name`; [] when the key is missing or not a list. */
export function rowsFromBody(name: CollectionName, body: unknown): LocalRow[] {
  if (Array.isArray(body) && name === 'usuarios') return mapRows(name, body);
  if (!body || typeof body !== 'object') return [];
  const list = (body as Record<string, unknown>)[COLLECTION_SPECS[name].key];
  return Array.isArray(list) ? mapRows(name, list) : [];
}

function mapRows(name: CollectionName, list: unknown[]): LocalRow[] {
  const out: LocalRow[] = [];
  for (const item of list) {
    const row = fromWire(name, item);
    if (row) out.push(row);
  }
  return out;
}
