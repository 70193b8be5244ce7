/* Wire ↔ local rows. The wire carries SPEC's snake_case fields with money as decimal strings;
   locally rows keep the same fields with money in integer cents (the domain types). Names of
   banks and categories are joined at read time (live.ts), so the stored copy may be stale. */
import { parseDecimal } from '../domain/money.ts';
import * as v from 'valibot';
import { COLECAO } from '../domain/colecoes.ts';
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

/** Sent by the server for integrations, never stored (see fromWire). */
const IGNORADOS: ReadonlySet<string> = new Set(['vencimento_efetivo']);

/**
 * Development and tests read every row through its collection's wire schema (decision 341): a
 * field the schema does not name (a new column, money or not), a missing one or a wrong type
 * throws, so the real-server tests of every write fail at once. The built app keeps the plain
 * conversion driven by the same schema's money fields: full parsing costs about as much again
 * on a first pull of 100,000 rows (bench/wire-linhas.ts).
 */
// The service worker's build has no vite/client types: read the flag Vite (and Vitest) define.
const CHECAR = (import.meta as { env?: { DEV?: boolean } }).env?.DEV === true;

function checar(name: CollectionName, row: Record<string, unknown>): void {
  const schema = COLECAO[name].wire;
  const extras = Object.keys(row).filter((k) => !(k in schema.entries) && !IGNORADOS.has(k));
  const result = v.safeParse(schema, row);
  if (extras.length === 0 && result.success) return;
  const problemas = result.success ? [] : result.issues.map((i) => `${v.getDotPath(i) ?? '?'}: ${i.message}`);
  throw new Error(`${name}: linha fora do esquema (${[...extras.map((k) => `${k}: campo sem esquema`), ...problemas].join('; ')})`);
}

/** One server row to its local shape; null when it has no id (ignored, never stored). */
export function fromWire(name: CollectionName, wire: unknown): LocalRow | null {
  if (!wire || typeof wire !== 'object') return null;
  return paraLocal(name, { ...(wire as Record<string, unknown>) });
}

/** `row` (a copy of a server row, changed in place) to its local shape; null when it has no id. */
function paraLocal(name: CollectionName, row: Record<string, unknown>): LocalRow | null {
  if (typeof row.id !== 'string' && typeof row.id !== 'number') return null;
  row.id = String(row.id).toLowerCase();
  if (CHECAR) checar(name, row);
  // The server's vencimento_efetivo is for integrations: the device recomputes it with the holidays
  // it holds (vencimento-efetivo.ts), so a stored copy never goes stale when a holiday is added.
  if ('vencimento_efetivo' in row) delete row.vencimento_efetivo;
  for (const field of COLECAO[name].money) {
    if (field in row && row[field] !== null) row[field] = cents(row[field]);
  }
  return row as LocalRow;
}

/**
 * The rows of a first download sent as arrays (`formato=colunas`, decision 458), by the names in
 * its first line: each row an object made from one template, so every row has the same shape
 * and its fields are read at the speed of an object JSON.parse made (a spread copy whose
 * vencimento_efetivo was then deleted read 3× slower). Then the same conversion as fromWire.
 */
export function leitorDeColunas(name: CollectionName, colunas: readonly string[]): (linhas: readonly unknown[]) => LocalRow[] {
  const modelo: Record<string, unknown> = {};
  for (const coluna of colunas) modelo[coluna] = null;
  const linha = (valores: unknown): LocalRow | null => {
    if (!Array.isArray(valores)) return null;
    const row = { ...modelo };
    for (let i = 0; i < colunas.length; i++) row[colunas[i]!] = valores[i];
    return paraLocal(name, row);
  };
  return (linhas) => mapRows(linhas, linha);
}

/** A list response's rows for `name`; [] when the key is missing or not a list. */
export function rowsFromBody(name: CollectionName, body: unknown): LocalRow[] {
  const deWire = (item: unknown) => fromWire(name, item);
  if (Array.isArray(body) && name === 'usuarios') return mapRows(body, deWire);
  if (!body || typeof body !== 'object') return [];
  const list = (body as Record<string, unknown>)[COLECAO[name].key];
  return Array.isArray(list) ? mapRows(list, deWire) : [];
}

/** Each item read by `ler`; the ones it refuses (no id) are left out. */
function mapRows(list: readonly unknown[], ler: (item: unknown) => LocalRow | null): LocalRow[] {
  const out: LocalRow[] = [];
  for (const item of list) {
    const row = ler(item);
    if (row) out.push(row);
  }
  return out;
}
