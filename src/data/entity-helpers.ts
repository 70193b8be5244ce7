/* Small helpers the per-entity mutation modules share. */
import { uuidv7 } from 'uuidv7';
import type { CollectionName } from './collections.ts';
import { currentDb } from './db.ts';
import { TabelaEmpacotada } from './sync/paginas.ts';
import type { LocalRow } from './wire.ts';

/** The input with a client-generated UUIDv7 `id` when it has none (ids are born on the client). */
export function withClientId(input: unknown): unknown {
  if (!input || typeof input !== 'object') return input;
  const record = input as Record<string, unknown>;
  return record.id ? input : { ...record, id: uuidv7() };
}

export async function localRow<T extends LocalRow = LocalRow>(table: CollectionName, id: string): Promise<T | undefined> {
  const db = currentDb();
  return db ? ((await db.rows(table).get(id.toLowerCase())) as T | undefined) : undefined;
}

/** The `version` an edit is based on: the caller's, else the local row's. */
export async function baseVersion(table: CollectionName, input: unknown): Promise<unknown> {
  if (!input || typeof input !== 'object') return input;
  const record = input as Record<string, unknown>;
  if (record.version !== undefined && record.version !== null && record.version !== '') return input;
  if (typeof record.id !== 'string') return input;
  const row = await localRow(table, record.id);
  return typeof row?.version === 'number' ? { ...record, version: row.version } : input;
}

/** How many local rows of `table` reference any of `ids` through `field` (its index when it has one). */
export async function countReferences(table: CollectionName, field: string, ids: readonly string[]): Promise<number> {
  const db = currentDb();
  if (!db || ids.length === 0) return 0;
  const rows = db.rows(table);
  // A big list is looked up in memory (sync/paginas.ts); a small one through its index when it has one.
  if (rows instanceof TabelaEmpacotada || db.table(table).schema.indexes.some((i) => i.name === field)) return rows.where(field).anyOf([...ids]).count();
  // Small collections (funds, trades) keep no index on it: read them through.
  const wanted = new Set(ids);
  return rows.filter((row) => wanted.has(String(row[field]))).count();
}

/** The rows' names, for the Sincronização label of a batch action ("Itaú, Caixa"). */
export async function rowNames(table: CollectionName, ids: readonly string[], field: string): Promise<string> {
  const rows = await Promise.all(ids.map((id) => localRow(table, id)));
  return rows.map((r) => r?.[field]).filter((n): n is string => typeof n === 'string').join(', ');
}

export function nowIso(): string {
  return new Date().toISOString();
}

/** SPEC sends switches as 1/0. */
export function flag(value: boolean): 1 | 0 {
  return value ? 1 : 0;
}
