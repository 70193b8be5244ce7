/* A streamed first download feeds the open lists before IndexedDB has it (decision 332). The rows
   of `lancamentos`/`recebiveis` are parsed from one NDJSON answer (decision 330) much faster than
   IndexedDB stores them (≈ 80 µs a record): a list waiting for that first download (decision 192)
   takes the stream's rows as soon as the stream's last row arrived and its count checked, instead
   of waiting for the `pulled` event and reading every row back. IndexedDB keeps writing behind;
   the cursor is still stored only once every row is stored (pull.ts, unchanged).
   In this tab only (the pull runs here; other tabs wait for `pulled` as before). The rows are
   shared with the write queue, not copied, and forgotten when the pull ends, well or not: a cut
   stream never completes its feed, so a waiting list keeps waiting (busy, head only).
   A waiting list may also watch the batches as they are parsed (decision 363): it joins and
   indexes them while the stream still arrives, so taking the whole list at its end is a check
   that the rows are the ones it prepared, not 100,000 rows of work at once. */
import { uuidv7 } from 'uuidv7';
import type { CollectionName } from '../collections.ts';
import type { FluxoDb } from '../db.ts';
import type { LocalRow } from '../wire.ts';

/** What a waiting list takes: every streamed row in id order, and the ids the device may hold
 *  another copy of (pending in the outbox, or written here while the pull runs, up to the moment
 *  the list reads them): read those locally. */
export interface Fed {
  rows: readonly LocalRow[];
  local: () => ReadonlySet<string>;
  /** This download's name on the `rows` events of its stored batches (decision 367). */
  token: string;
}

interface Feed {
  token: string;
  batches: LocalRow[][];
  done: Fed | null;
  /** How many rows (a prefix: batches are stored in stream order) IndexedDB holds already. */
  stored: number;
  /** Ids this device holds its own copy of (pending, or written here while the pull runs). */
  isLocal: (id: string) => boolean;
}

/** A streamed first download's rows as a list takes them, and its name on the `rows` events of
 *  its stored batches (decision 367). */
export interface StreamedList {
  rows: readonly LocalRow[];
  feed: string;
}

/** Told of each batch parsed, in stream order; `feed` tells one download's batches from the next
 *  one's (a cut stream's rows are not the list: its next download starts again from the first row). */
export type BatchWatcher = (rows: readonly LocalRow[], feed: object) => void;

const feeds = new Map<string, Feed>();
/** Lists waiting, by user and list: a list may start waiting before its pull starts. */
const waiters = new Map<string, Set<(fed: Fed) => void>>();
const batchWatchers = new Map<string, Set<BatchWatcher>>();
const key = (user: string, table: CollectionName) => `${user}:${table}`;

/**
 * Starts the feed of one streamed first download; `close` when the pull ends, however it ends.
 * `isLocal`: the ids the device has its own copy of (never read from the feed, decision 365).
 */
export function openFeed(db: FluxoDb, name: CollectionName, isLocal: (id: string) => boolean = () => false) {
  const id = key(db.userId, name);
  const feed: Feed = { token: uuidv7(), batches: [], done: null, stored: 0, isLocal };
  feeds.set(id, feed);
  return {
    token: feed.token,
    /** Rows parsed, in stream (id) order. */
    add(rows: LocalRow[]): void {
      feed.batches.push(rows);
      for (const watcher of [...(batchWatchers.get(id) ?? [])]) watcher(rows, feed);
    },
    /** `count` more rows are in IndexedDB (in stream order). */
    stored(count: number): void {
      feed.stored += count;
    },
    /** The stream ended with every row; `local`: ids to read from the device instead. */
    complete(local: () => ReadonlySet<string>): void {
      const fed: Fed = { rows: feed.batches.flat(), local, token: feed.token };
      feed.batches = [fed.rows as LocalRow[]];
      feed.done = fed;
      for (const waiter of [...(waiters.get(id) ?? [])]) waiter(fed);
    },
    close(): void {
      feed.batches = [];
      feed.stored = 0;
      if (feeds.get(id) === feed) feeds.delete(id);
    },
  };
}

/**
 * Calls `take` once with the list's streamed rows (now, or when its stream completes) until `stop`;
 * meanwhile `onBatch` with every batch parsed (those parsed before this call first).
 */
export function watchFeed(db: FluxoDb, name: CollectionName, take: (fed: Fed) => void, onBatch?: BatchWatcher): () => void {
  const id = key(db.userId, name);
  const current = feeds.get(id);
  if (current?.done) {
    take(current.done);
    return () => undefined;
  }
  if (current && onBatch) for (const rows of current.batches) onBatch(rows, current);
  addTo(waiters, id, take);
  if (onBatch) addTo(batchWatchers, id, onBatch);
  return () => {
    removeFrom(waiters, id, take);
    if (onBatch) removeFrom(batchWatchers, id, onBatch);
  };
}

function addTo<T>(map: Map<string, Set<T>>, id: string, item: T): void {
  if (!map.has(id)) map.set(id, new Set());
  map.get(id)!.add(item);
}

function removeFrom<T>(map: Map<string, Set<T>>, id: string, item: T): void {
  map.get(id)?.delete(item);
  if (map.get(id)?.size === 0) map.delete(id);
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

/**
 * The rows of a first download parsed here and not stored yet, matching `test` (decision 365):
 * the list shows them (decision 332) before IndexedDB holds them, so an action on them reads
 * them here. Not the ones the device has its own copy of (read from the table, or deleted here).
 */
function unstored(db: FluxoDb, name: CollectionName, test: (row: LocalRow) => boolean): LocalRow[] {
  const feed = feeds.get(key(db.userId, name));
  if (!feed) return [];
  const out: LocalRow[] = [];
  let index = 0;
  for (const batch of feed.batches) {
    // Stored batches are skipped whole; a partly stored one from its first unstored row.
    if (index + batch.length <= feed.stored) {
      index += batch.length;
      continue;
    }
    for (let i = Math.max(0, feed.stored - index); i < batch.length; i++) {
      const row = batch[i]!;
      if (test(row) && !feed.isLocal(row.id)) out.push(row);
    }
    index += batch.length;
  }
  return out;
}

/** `ids`' rows as the device knows them: the table's, else a first download's not stored yet. */
export async function readRows(db: FluxoDb, name: CollectionName, ids: readonly string[]): Promise<(LocalRow | undefined)[]> {
  const rows = await db.rows(name).bulkGet([...ids]);
  const missing = new Set(ids.filter((_, i) => rows[i] === undefined));
  if (missing.size === 0) return rows;
  const found = new Map(unstored(db, name, (row) => missing.has(row.id)).map((row) => [row.id, row]));
  return rows.map((row, i) => row ?? found.get(ids[i]!));
}

/** The rows whose indexed `field` equals `value`: the table's, and a first download's not stored yet. */
export async function readWhere(db: FluxoDb, name: CollectionName, field: string, value: string): Promise<LocalRow[]> {
  const rows = await db.rows(name).where(field).equals(value).toArray();
  const more = unstored(db, name, (row) => row[field] === value);
  if (more.length === 0) return rows;
  const have = new Set(rows.map((row) => row.id));
  return [...rows, ...more.filter((row) => !have.has(row.id))];
}
