/* Idempotency-Key SQL (decisions 004, 140): the keys' advisory locks, their stored answers and
   new keys, always within ONE user's keys: (user_id, key) is the table's key, the lock hashes
   both, so user B sending user A's key neither waits on A nor receives A's answer. One request
   is a batch of one; POST /api/lote (decision 120) does each step once for all its entries.
   Keys older than IDEMPOTENCY_TTL_DAYS are pruned in bounded slices (pruneKeys). */
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client.ts';
import { arrayOf, inArray } from '../db/in-list.ts';
import { rowsOf } from '../db/migrate.ts';
import { idempotencyKeys } from '../db/schema.ts';
import type { Tx } from '../db/client.ts';

export type KeyRow = typeof idempotencyKeys.$inferInsert;
export interface StoredAnswer { requestHash: string; responseStatus: number; responseBody: unknown }

/** The owner of a key sent without a session (none today: every write needs one). */
export const NO_USER = '00000000-0000-0000-0000-000000000000';

/**
 * Takes each of the user's keys' transaction-scoped advisory lock; returns the keys locked (the
 * others are held elsewhere). On the embedded database (`kind` 'pglite') there is one connection
 * and PGlite runs its transactions one after another, so no other transaction can hold a key
 * while this one runs: every key is ours without the statement, which was 1.5 of a write's
 * 10.8 ms inside PGlite (decision 418).
 */
export async function lockKeys(tx: Tx, userId: string, keys: readonly string[], kind: Database['kind']): Promise<Set<string>> {
  if (kind === 'pglite') return new Set(keys);
  const locks = rowsOf<{ key: string; ok: boolean }>(await tx.execute(
    sql`SELECT k AS key, pg_try_advisory_xact_lock(hashtextextended(${userId}::text || ':' || k, 0)) AS ok FROM unnest(${arrayOf(keys, 'text')}) AS k`,
  ));
  return new Set(locks.filter((l) => l.ok).map((l) => l.key));
}

/** The answers already stored for the user's `keys`. */
export async function storedAnswers(tx: Tx, userId: string, keys: readonly string[]): Promise<Map<string, StoredAnswer>> {
  const rows = await tx.select().from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), inArray(idempotencyKeys.key, keys)));
  return new Map(rows.map((r) => [r.key, { requestHash: r.requestHash, responseStatus: r.responseStatus, responseBody: r.responseBody }]));
}

/** Stores answers; with `skipAnswered`, a key answered meanwhile keeps its first answer. */
export async function insertKeys(tx: Tx | Db, rows: readonly KeyRow[], opts: { skipAnswered?: boolean } = {}): Promise<void> {
  if (!rows.length) return;
  const insert = tx.insert(idempotencyKeys).values([...rows]);
  await (opts.skipAnswered ? insert.onConflictDoNothing() : insert);
}

/**
 * Deletes keys created more than `days` days ago, at most `slice` rows per statement and
 * `slices` statements per call, so a long-idle server never runs one huge delete. Returns the
 * number of keys removed.
 */
export async function pruneKeys(db: Db, days: number, slice = 5000, slices = 20): Promise<number> {
  let removed = 0;
  for (let i = 0; i < slices; i++) {
    const rows = rowsOf<{ n: number }>(await db.execute(sql`
      WITH old AS (SELECT user_id, key FROM ${idempotencyKeys}
        WHERE created_at < now() - make_interval(days => ${days}::int) LIMIT ${slice})
      DELETE FROM ${idempotencyKeys} k USING old WHERE k.user_id = old.user_id AND k.key = old.key
      RETURNING 1 AS n`));
    removed += rows.length;
    if (rows.length < slice) break;
  }
  return removed;
}
