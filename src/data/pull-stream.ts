/* A first download of a big list in one streamed answer (decision 330): `GET <list>?formato=ndjson`
   sends `{cursor,total}`, then one wire row per line in id order, then `{fim: rows sent}`
   (server/lib/pull-ndjson.ts). Rows are parsed as the bytes arrive and handed over in batches, so
   storing one batch overlaps the download of the next, instead of twenty chunked requests that
   each wait for the previous page and redo the server's per-request work. Nothing is resumable
   here on purpose: the caller stores the list's cursor only once every row is on the device, so an
   interrupted download starts again from scratch (and its removal sweep stays exact). A server
   that does not know the format answers its usual JSON: 'fallback', and the caller pulls pages. */
import { COLLECTION_SPECS } from './collections.ts';
import type { CollectionName } from './collections.ts';
import { pedirPull } from './transport.ts';
import { rowsFromBody } from './wire.ts';
import type { LocalRow } from './wire.ts';

/** The lists whose first download is streamed (the big ones; the others are a page or two). */
export const STREAMED: ReadonlySet<CollectionName> = new Set(['lancamentos', 'recebiveis']);

/** Rows per batch handed to `onBatch` (one IndexedDB transaction each). */
export const STREAM_BATCH = 5000;

/** A stream that ended without its `fim` line, or with a count that does not match: retry. */
export class StreamCutError extends Error {
  constructor(readonly received: number) {
    super(`list stream cut after ${received} rows`);
    this.name = 'StreamCutError';
  }
}

export type StreamOutcome = { cursor: string | null } | 'missing' | 'unauthorized' | 'fallback' | { status: number };

/** Told of the rows as they are parsed, and of a stream that ended whole, before they are stored (decision 332). */
export interface StreamFeed {
  rows(rows: LocalRow[]): void;
  end(): void;
}

/**
 * Downloads `name` as NDJSON (or reads `early`, the same request made at Entrar), calling `onBatch(rows, total)` for each batch (one at a time, in
 * order, while the download goes on). Resolves with the list's cursor once every row was handed over and stored.
 */
export async function streamList(
  name: CollectionName, signal: AbortSignal | undefined, onBatch: (rows: LocalRow[], total: number | null) => Promise<void>,
  early: Promise<Response> | null = null, feed?: StreamFeed,
): Promise<StreamOutcome> {
  // Asked at Entrar (pull-early.ts) if it was; a failed early request is asked again here.
  const response = (early ? await early.catch(() => null) : null)
    ?? await pedirPull(`${COLLECTION_SPECS[name].path}?formato=ndjson`, signal, 'application/x-ndjson');
  if (response.status === 404) return 'missing';
  if (response.status === 401) return 'unauthorized';
  if (!response.ok) return { status: response.status };
  if (!response.body || !(response.headers.get('Content-Type') ?? '').includes('x-ndjson')) {
    await response.body?.cancel().catch(() => undefined);
    return 'fallback';
  }
  const key = COLLECTION_SPECS[name].key;
  let cursor: string | null = null;
  let total: number | null = null;
  let header = true;
  let end: number | null = null;
  let received = 0;
  let batch: unknown[] = [];
  let writing: Promise<void> = Promise.resolve();
  let cut = false;
  // Parsing does not wait for IndexedDB (decision 332): batches queue, one stored at a time, in order.
  const flush = () => {
    const rows = rowsFromBody(name, { [key]: batch });
    received += batch.length;
    batch = [];
    feed?.rows(rows);
    writing = writing.then(() => (cut ? undefined : onBatch(rows, total)));
    writing.catch(() => undefined); // awaited below; this only avoids an "unhandled" report
  };
  // A failed stream stores no more batches; the caller's error comes once the one in flight ended.
  const fail = async (error: unknown): Promise<never> => {
    cut = true;
    await writing.catch(() => undefined);
    throw error;
  };
  const line = (text: string) => {
    if (!text) return;
    const value = JSON.parse(text) as Record<string, unknown>;
    if (header) {
      header = false;
      cursor = value.cursor === undefined || value.cursor === null ? null : String(value.cursor);
      total = typeof value.total === 'number' ? value.total : null;
    } else if (typeof value.fim === 'number' && value.id === undefined) end = value.fim;
    else batch.push(value);
  };
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let rest = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      const parts = (rest + value).split('\n');
      rest = parts.pop() ?? '';
      for (const part of parts) line(part);
      if (batch.length >= STREAM_BATCH) {
        flush();
        await yieldToPage();
      }
    }
    line(rest);
  } catch (error) {
    return fail(error);
  }
  if (batch.length) flush();
  if (end === null || end !== received) return fail(new StreamCutError(received));
  feed?.end();
  await writing;
  return { cursor };
}

/** A turn for the page (paint, input, the list's head) between batches: parsing no longer waits for IndexedDB. */
function yieldToPage(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}
