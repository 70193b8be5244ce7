/* A streamed first download feeds the open lists before IndexedDB has it (decision 332). The rows
   of `lancamentos`/`recebiveis` are parsed from one NDJSON answer (decision 330) much faster than
   IndexedDB stores them (≈ 80 µs a record): a list waiting for that first download (decision 192)
   takes the stream's rows as soon as the stream's last row arrived and its count checked, instead
   of waiting for the `pulled` event and reading every row back. IndexedDB keeps writing behind;
   the cursor is still stored only once every row is stored (pull.ts, unchanged).
   In this tab only (the pull runs here; other tabs wait for `pulled` as before). The rows are
   shared with the write queue, not copied, and forgotten when the pull ends, well or not: a cut
   stream never completes its feed, so a waiting list keeps waiting (busy, head only). */
import type { CollectionName } from './collections.ts';
import type { FluxoDb } from './db.ts';
import type { LocalRow } from './wire.ts';

/** What a waiting list takes: every streamed row in id order, and the ids the device may hold
 *  another copy of (pending in the outbox, or written here while the pull runs, up to the moment
 *  the list reads them): read those locally. */
export interface Fed {
  rows: readonly LocalRow[];
  local: () => ReadonlySet<string>;
}

interface Feed {
  batches: LocalRow[][];
  done: Fed | null;
}

const feeds = new Map<string, Feed>();
/** Lists waiting, by user and list: a list may start waiting before its pull starts. */
const waiters = new Map<string, Set<(fed: Fed) => void>>();
const key = (user: string, table: CollectionName) => `${user}:${table}`;

/** Starts the feed of one streamed first download; `close` when the pull ends, however it ends. */
export function openFeed(db: FluxoDb, name: CollectionName) {
  const id = key(db.userId, name);
  const feed: Feed = { batches: [], done: null };
  feeds.set(id, feed);
  return {
    /** Rows parsed, in stream (id) order. */
    add(rows: LocalRow[]): void {
      feed.batches.push(rows);
    },
    /** The stream ended with every row; `local`: ids to read from the device instead. */
    complete(local: () => ReadonlySet<string>): void {
      const fed: Fed = { rows: feed.batches.flat(), local };
      feed.batches = [];
      feed.done = fed;
      for (const waiter of [...(waiters.get(id) ?? [])]) waiter(fed);
    },
    close(): void {
      feed.batches = [];
      if (feeds.get(id) === feed) feeds.delete(id);
    },
  };
}

/** Calls `take` once with the list's streamed rows (now, or when its stream completes) until `stop`. */
export function watchFeed(db: FluxoDb, name: CollectionName, take: (fed: Fed) => void): () => void {
  const id = key(db.userId, name);
  const done = feeds.get(id)?.done;
  if (done) {
    take(done);
    return () => undefined;
  }
  if (!waiters.has(id)) waiters.set(id, new Set());
  waiters.get(id)!.add(take);
  return () => {
    waiters.get(id)?.delete(take);
    if (waiters.get(id)?.size === 0) waiters.delete(id);
  };
}

/**
 * The fed rows in id order, with the rows this device wrote meanwhile or still has pending read
 * from the table instead: the local copy wins there, as in the table (decision 292).
 */
export async function fedRows(db: FluxoDb, name: CollectionName, fed: Fed): Promise<readonly LocalRow[]> {
  const local = fed.local();
  if (local.size === 0) return fed.rows;
  const ids = [...local].sort();
  const found = (await db.rows(name).bulkGet(ids)).filter((row): row is LocalRow => row !== undefined);
  const byId = (a: LocalRow, b: LocalRow) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  return [...fed.rows.filter((row) => !local.has(row.id)), ...found].sort(byId);
}
