/* The state of one POST /api/lote (decision 120) shared by its entries. The idempotency steps
   of runMutation are done once per batch instead of once per entry: every key's advisory lock and stored answer in
   two queries at the start, the new keys in one insert before the commit. Same rules as a
   single request: a key held elsewhere → 409; a stored key → its answer (or 422 with other
   content); a refused entry stores nothing. A key repeated inside the batch replays the
   earlier entry, as a resend would. */
import { AsyncLocalStorage } from 'node:async_hooks';
import { insertKeys, lockKeys, storedAnswers } from '../repositories/idempotency.ts';
import type { KeyRow, StoredAnswer } from '../repositories/idempotency.ts';
import type { Database, Tx } from '../db/client.ts';

export interface BatchState {
  tx: Tx;
  /** Keys whose advisory lock this transaction holds. */
  locked: Set<string>;
  stored: Map<string, StoredAnswer>;
  inserts: KeyRow[];
  /** Values read once per batch (batchMemo). */
  memo: Map<string, unknown>;
  /** An entry's work failed: the transaction may hold part of it (or be aborted). */
  spoiled: boolean;
  /** The user whose keys these are (decision 140). */
  userId: string;
  /** The key and answer of an entry refused by its work, stored once the batch is redone. */
  refusal: KeyRow | null;
}

/* The open batch, seen by the entries it runs through app.inject. Every handler a batch may
   call does all its reads and writes through runMutation's `tx` (lote-pedidos.ts): a query on
   the pool instead would not see the batch's earlier entries on PostgreSQL, and on PGlite (one
   connection) it would wait forever for the batch to end. */
const current = new AsyncLocalStorage<BatchState>();

export function currentBatch(): BatchState | undefined {
  return current.getStore();
}

/** Locks every key of the batch and reads the answers already stored for them. */
export async function openBatch(tx: Tx, userId: string, keys: readonly string[], kind: Database['kind']): Promise<BatchState> {
  const unique = [...new Set(keys)];
  return {
    tx,
    locked: await lockKeys(tx, userId, unique, kind),
    stored: await storedAnswers(tx, userId, unique),
    inserts: [],
    memo: new Map(),
    spoiled: false,
    userId,
    refusal: null,
  };
}

/**
 * Runs `fn` inside the batch. `fn` may return a thenable that starts on `then` (app.inject's
 * Chain): it is awaited inside the context, or the entry would miss the batch.
 */
export function runInBatch<T>(state: BatchState, fn: () => PromiseLike<T>): Promise<T> {
  return current.run(state, async () => await fn());
}

/** An entry's key and answer, kept with the batch's transaction (a later entry may replay it). */
export function rememberAnswer(state: BatchState, row: KeyRow): void {
  state.stored.set(row.key, { requestHash: row.requestHash, responseStatus: row.responseStatus, responseBody: row.responseBody });
  state.inserts.push(row);
}

/**
 * Stores the accepted entries' keys, and `refusal` (the entry after them, refused by its work)
 * unless its key was answered meanwhile; called last, inside the batch's transaction.
 */
export async function closeBatch(state: BatchState, refusal: KeyRow | null = null): Promise<void> {
  await insertKeys(state.tx, state.inserts);
  if (refusal) await insertKeys(state.tx, [refusal], { skipAnswered: true });
}

/**
 * A value read once per batch instead of once per entry (outside a batch, `load` runs every
 * time). The entries that change what it reflects update it through batchMemoPeek. A change
 * made by an entry that is then refused is never read again: the batch stops at that entry.
 */
export async function batchMemo<T>(key: string, load: () => Promise<T>): Promise<T> {
  const batch = current.getStore();
  if (!batch) return load();
  if (batch.memo.has(key)) return batch.memo.get(key) as T;
  const value = await load();
  batch.memo.set(key, value);
  return value;
}

/** Forgets every memo of the running batch whose key starts with `prefix` (its next read loads again). */
export function batchMemoForget(prefix: string): void {
  const memo = current.getStore()?.memo;
  if (!memo) return;
  for (const key of memo.keys()) if (key.startsWith(prefix)) memo.delete(key);
}

/** The batch's memo for `key`, if this runs in a batch that has read it. */
export function batchMemoPeek<T>(key: string): T | undefined {
  return current.getStore()?.memo.get(key) as T | undefined;
}
