/* Storing pulled rows, in any context: a page, or the first download's worker (pull-worker.ts,
   decision 353). No DOM, no localStorage, no session here: this module and what it imports must
   stay loadable in a dedicated worker.
   `applyPage` writes server rows inside the caller's transaction, keeping the rows an outbox entry
   touches as shadows (decision 330's rule for every pull). `readStream` parses a streamed first
   download (`{cursor,total}`, one wire row per line, `{fim}`, decision 330) into batches;
   `storeStream` parses and stores one, batch after batch, each in its own transaction: the worker
   runs it on its branch of the answer, and a page with no `Worker` runs it itself.
   Packed first (decision 369): each batch is put as one record of the list's packed store
   (`pacotes_<list>`) as soon as it is parsed (≈ 5 ms for 5,000 rows, against ≈ 100 µs a row in
   the list's own table with its indexes), and once the stream ended whole a marker says the
   download is on the device. The batches are then unpacked into the list's table one transaction
   each; the last one deletes the pages and the marker. A page that dies meanwhile leaves the
   pages and the marker: the next pull unpacks them (`unpackStaged`) instead of downloading
   again, with or without a network. */
import type { CollectionName } from '../collections.ts';
import { COLLECTION_SPECS } from '../collections.ts';
import type { FluxoDb, Pacote } from '../db.ts';
import { MARKER_SEQ, readEmpacotado } from './pacotes.ts';
import type { Empacotado } from './pacotes.ts';
import { pendingRowIds, shadowKey } from './outbox.ts';
import { rowsFromBody } from '../wire.ts';
import type { LocalRow } from '../wire.ts';

/** Rows per batch (one packed record, then one IndexedDB transaction each). */
export const STREAM_BATCH = 5000;
let batchSize = STREAM_BATCH;
/** Tests: smaller batches, so a few rows make several pages. */
export function setStreamBatch(size: number): void {
  batchSize = size;
}

/** The list's packed pages, in stream order (the marker is not one). */
export async function readPacotes(db: FluxoDb, name: CollectionName): Promise<Pacote[]> {
  return db.pacotes(name).where('seq').aboveOrEqual(0).toArray();
}

/** Forgets a list's packed pages and marker (a new download starts, or they do not add up). */
export async function clearPacotes(db: FluxoDb, name: CollectionName): Promise<void> {
  await db.pacotes(name).clear();
}

/** A stream that ended without its `fim` line, or with a count that does not match: retry. */
export class StreamCutError extends Error {
  constructor(readonly received: number) {
    super(`list stream cut after ${received} rows`);
    this.name = 'StreamCutError';
  }
}

/**
 * Applies server rows and removals inside the caller's transaction (over the list's table,
 * outbox and shadows); `pending`: the ids some outbox entry touches, read in that transaction.
 * Those rows are never overwritten: the server's copy waits as a shadow. Returns the ids written
 * or deleted (for open lists).
 */
export async function applyPage(db: FluxoDb, name: CollectionName, page: { rows: LocalRow[]; removed: string[] }, pending: Set<string>): Promise<string[]> {
  const table = db.rows(name);
  const put: LocalRow[] = [];
  const shadows = [];
  for (const row of page.rows) {
    if (pending.has(row.id)) shadows.push({ key: shadowKey(name, row.id), table: name, id: row.id, row });
    else put.push(row);
  }
  const gone: string[] = [];
  // A row in the page exists now: a tombstone of the same id is older (an id used again, decision 316).
  const vivos = new Set(page.rows.map((r) => r.id));
  for (const id of page.removed) {
    if (vivos.has(id)) continue;
    if (pending.has(id)) shadows.push({ key: shadowKey(name, id), table: name, id, row: null });
    else gone.push(id);
  }
  if (put.length) await table.bulkPut(put);
  if (gone.length) await table.bulkDelete(gone);
  if (shadows.length) await db.shadows.bulkPut(shadows);
  return [...put.map((r) => r.id), ...gone];
}

/** Writes one page in its own transaction; returns the ids written or deleted. (A first
 *  download's pages are unpacked with their `keep` ids instead, `unpack` below.) */
export async function writePage(db: FluxoDb, name: CollectionName, rows: LocalRow[], removed: string[]): Promise<string[]> {
  return db.transaction('rw', [db.rows(name), db.outbox, db.shadows], async () => {
    return applyPage(db, name, { rows, removed }, await pendingRowIds(db));
  });
}

export interface StreamHead {
  cursor: string | null;
  total: number | null;
}

/**
 * Parses a streamed list answer's body, calling `onBatch(rows, head)` for every STREAM_BATCH rows
 * (and the rest) as the bytes arrive; `pause` runs after each batch (a turn for the page); `signal`
 * stops the read (the body is cancelled). Throws
 * `StreamCutError` when the end mark is missing or its count is wrong; a read error as it came.
 */
export async function readStream(
  name: CollectionName, body: ReadableStream<Uint8Array<ArrayBuffer>>, onBatch: (rows: LocalRow[], head: StreamHead) => void,
  pause?: () => Promise<void>, signal?: AbortSignal,
): Promise<StreamHead> {
  const key = COLLECTION_SPECS[name].key;
  const head: StreamHead = { cursor: null, total: null };
  let header = true;
  let end: number | null = null;
  let received = 0;
  let batch: unknown[] = [];
  const flush = () => {
    const rows = rowsFromBody(name, { [key]: batch });
    received += batch.length;
    batch = [];
    onBatch(rows, head);
  };
  const line = (text: string) => {
    if (!text) return;
    const value = JSON.parse(text) as Record<string, unknown>;
    if (header) {
      header = false;
      head.cursor = value.cursor === undefined || value.cursor === null ? null : String(value.cursor);
      head.total = typeof value.total === 'number' ? value.total : null;
    } else if (typeof value.fim === 'number' && value.id === undefined) end = value.fim;
    else batch.push(value);
  };
  const reader = body.pipeThrough(new TextDecoderStream(), signal ? { signal } : {}).getReader();
  let rest = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      const parts = (rest + value).split('\n');
      rest = parts.pop() ?? '';
      let flushed = false;
      for (const part of parts) {
        line(part);
        if (batch.length >= batchSize) {
          flush();
          flushed = true;
        }
      }
      if (flushed && pause) await pause();
    }
    line(rest);
  } catch (error) {
    await reader.cancel().catch(() => undefined);
    throw error;
  }
  if (batch.length) flush();
  if (end === null || end !== received) throw new StreamCutError(received);
  return head;
}

/** Told of each batch: parsed (before it is stored), stored (`changed`: ids written), and of the stream ending whole. */
export interface StoreHooks {
  parsed?(rows: LocalRow[], head: StreamHead): void;
  stored?(changed: string[], count: number): void;
  /** The stream ended with every row (before the last batches are stored). */
  ended?(): void;
  /** Every row is packed on the device (decision 369); unpacking follows. */
  packed?(): void;
  pause?: () => Promise<void>;
  /** Ids written on this device since the answer was read (writePage's `keep`); read at each batch. */
  keep?: ReadonlySet<string>;
  /** Storing starts once this settles (pull-stream.ts holdStoring); parsing does not wait. */
  hold?: Promise<unknown>;
}

/**
 * Parses, packs and stores a streamed first download (the worker's core, and a page's without
 * `Worker`). Parsing does not wait for IndexedDB (decision 332): each batch is packed as it comes
 * (decision 369), and once the stream ended whole (and `hold` settled) the pages are unpacked into
 * the list's table, in order. Resolves with the list's head (cursor) once every row is in the
 * table; a failed stream packs no more and throws once the page in flight is written. It never
 * writes the cursor: its caller does, only after this resolved (decision 330).
 */
export async function storeStream(db: FluxoDb, name: CollectionName, body: ReadableStream<Uint8Array<ArrayBuffer>>, hooks: StoreHooks = {}): Promise<StreamHead> {
  // An earlier download's pages (cut, or never ended) are not this one's.
  let packing: Promise<unknown> = clearPacotes(db, name);
  let cut = false;
  const pages: Pacote[] = [];
  let head: StreamHead;
  let rows = 0;
  try {
    head = await readStream(name, body, (batch, h) => {
      hooks.parsed?.(batch, h);
      const page: Pacote = { seq: pages.length, rows: batch };
      pages.push(page);
      rows += batch.length;
      packing = packing.then(() => (cut ? undefined : db.pacotes(name).put(page)));
      packing.catch(() => undefined); // awaited below; this only avoids an "unhandled" report
    }, hooks.pause);
  } catch (error) {
    cut = true;
    await packing.catch(() => undefined);
    throw error;
  }
  hooks.ended?.();
  await packing;
  const marker: Empacotado = { cursor: head.cursor, total: head.total, rows, pages: pages.length, unpacked: 0, keep: [...(hooks.keep ?? [])] };
  await db.pacotes(name).put({ seq: MARKER_SEQ, rows: [], marker });
  hooks.packed?.();
  if (hooks.hold) await hooks.hold.then(() => undefined, () => undefined);
  await unpack(db, name, pages, 0, hooks);
  return head;
}

/**
 * Unpacks a packed download left on the device (its page died while unpacking, decision 369) into
 * the list's table, from its first page not unpacked; `stored` after each. Resolves with the
 * marker it unpacked (null when there was none, or its pages did not add up: then they are gone
 * and the list is downloaded again).
 */
export async function unpackStaged(db: FluxoDb, name: CollectionName, hooks: Pick<StoreHooks, 'stored' | 'keep' | 'hold'> = {}): Promise<Empacotado | null> {
  const marker = await readEmpacotado(db, name);
  const pages = marker ? await readPacotes(db, name) : [];
  if (!marker || !inteiros(marker, pages)) {
    await clearPacotes(db, name);
    return null;
  }
  if (hooks.hold) await hooks.hold.then(() => undefined, () => undefined);
  await unpack(db, name, pages, marker.unpacked, hooks);
  return marker;
}

/** The pages are the marker's, every one: numbered 0…pages-1, `rows` rows in all. */
export function inteiros(marker: Empacotado, pages: readonly Pacote[]): boolean {
  return pages.length === marker.pages
    && pages.every((page, i) => page.seq === i)
    && pages.reduce((sum, page) => sum + page.rows.length, 0) === marker.rows;
}

/**
 * Writes pages `from`… into the list's table, one transaction each (writePage's rule: rows an
 * outbox entry touches, or kept, wait as shadows). Each transaction also counts the page as
 * unpacked and keeps the `keep` ids known so far in the marker, so a page dying between two
 * pages loses neither; the last one deletes the pages and the marker.
 */
async function unpack(db: FluxoDb, name: CollectionName, pages: readonly Pacote[], from: number, hooks: Pick<StoreHooks, 'stored' | 'keep'>): Promise<void> {
  if (from >= pages.length) await clearPacotes(db, name); // an empty list: nothing to unpack
  for (let i = from; i < pages.length; i++) {
    const last = i === pages.length - 1;
    const page = pages[i]!;
    const changed = await db.transaction('rw', [db.rows(name), db.outbox, db.shadows, db.pacotes(name)], async () => {
      const marker = await readEmpacotado(db, name);
      const keep = new Set([...(marker?.keep ?? []), ...(hooks.keep ?? [])]);
      const pending = await pendingRowIds(db);
      keep.forEach((id) => pending.add(id));
      const written = await applyPage(db, name, { rows: page.rows, removed: [] }, pending);
      if (last) await db.pacotes(name).clear();
      else if (marker) await db.pacotes(name).put({ seq: MARKER_SEQ, rows: [], marker: { ...marker, unpacked: i + 1, keep: [...keep] } satisfies Empacotado });
      return written;
    });
    hooks.stored?.(changed, page.rows.length);
  }
}

/** A turn for the page (paint, input, the list's head) between batches. */
export function yieldToPage(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}
