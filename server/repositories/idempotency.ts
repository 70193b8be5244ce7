/* Idempotency-Key SQL (decision 004): the keys' advisory locks, their stored answers and new
   keys. One request is a batch of one; POST /api/lote (decision 120) does each step once for
   all its entries. */
import { sql } from 'drizzle-orm';
import { arrayOf, inArray } from '../db/in-list.ts';
import { rowsOf } from '../db/migrate.ts';
import { idempotencyKeys } from '../db/schema.ts';
import type { Tx } from '../db/client.ts';

export type KeyRow = typeof idempotencyKeys.$inferInsert;
export interface StoredAnswer { requestHash: string; responseStatus: number; responseBody: unknown }

/** Takes each key's transaction-scoped advisory lock; returns the keys locked (the others are held elsewhere). */
export async function lockKeys(tx: Tx, keys: readonly string[]): Promise<Set<string>> {
  const locks = rowsOf<{ key: string; ok: boolean }>(await tx.execute(
    sql`SELECT k AS key, pg_try_advisory_xact_lock(hashtextextended(k, 0)) AS ok FROM unnest(${arrayOf(keys, 'text')}) AS k`,
  ));
  return new Set(locks.filter((l) => l.ok).map((l) => l.key));
}

/** The answers already stored for `keys`. */
export async function storedAnswers(tx: Tx, keys: readonly string[]): Promise<Map<string, StoredAnswer>> {
  const rows = await tx.select().from(idempotencyKeys).where(inArray(idempotencyKeys.key, [...keys]));
  return new Map(rows.map((r) => [r.key, { requestHash: r.requestHash, responseStatus: r.responseStatus, responseBody: r.responseBody }]));
}

export async function insertKeys(tx: Tx, rows: readonly KeyRow[]): Promise<void> {
  if (rows.length) await tx.insert(idempotencyKeys).values([...rows]);
}
