/* A first download of a big list in one streamed answer (decision 330): `GET <list>?formato=colunas`
   sends `{cursor,total,colunas}`, then one wire row per line in id order (an array of those
   fields, decision 458), then `{fim: rows sent}`
   (server/sync/ndjson.ts). The page parses the rows as the bytes arrive, a turn for the page
   between batches, and once the stream ended whole stores the list in one transaction, packed
   (pull-store.ts guardarDownload, decision 450): there is no worker, no tee and no staging any
   more (decisions 353 and 369 retired: a packed page of 2,000 rows stores in ≈ 2 ms, so storing
   is no longer the cost to hide). Nothing is resumable here on purpose: the caller stores the
   list's cursor only once every row is on the device, so an interrupted download starts again
   from scratch. A server that does not know the format answers its usual JSON: 'fallback', and
   the caller pulls pages. */
import { COLLECTION_SPECS, LISTAS_GRANDES } from '../collections.ts';
import type { CollectionName } from '../collections.ts';
import type { FluxoDb } from '../db.ts';
import { guardarDownload, readStream } from './pull-store.ts';
import { yieldToPage } from '../live-load.ts';
import type { StreamHead } from './pull-store.ts';
import { pedirPull } from './transport.ts';
import type { LocalRow } from '../wire.ts';

/** The lists whose first download is streamed (the big ones; the others are a page or two). */
export const STREAMED: ReadonlySet<CollectionName> = LISTAS_GRANDES;

export type StreamOutcome = { cursor: string | null } | 'missing' | 'unauthorized' | 'fallback' | { status: number };

/** Told of each batch parsed (progress), and asked at the end which ids this device wrote meanwhile. */
export interface StreamHooks {
  parsed(rows: readonly LocalRow[], head: StreamHead): void;
  keep(): ReadonlySet<string>;
}

/**
 * Downloads `name` as NDJSON (or reads `early`, the same request made at Entrar), parsing it as
 * it arrives; resolves with the list's cursor once every row was parsed and stored.
 */
export async function streamList(
  db: FluxoDb, name: CollectionName, signal: AbortSignal | undefined, hooks: StreamHooks, early: Promise<Response> | null = null,
): Promise<StreamOutcome> {
  // Asked at Entrar (pull-early.ts) if it was; a failed early request is asked again here.
  const response = (early ? await early.catch(() => null) : null)
    ?? await pedirPull(`${COLLECTION_SPECS[name].path}?formato=colunas`, signal, 'application/x-ndjson');
  if (response.status === 404) return 'missing';
  if (response.status === 401) return 'unauthorized';
  if (!response.ok) return { status: response.status };
  if (!response.body || !(response.headers.get('Content-Type') ?? '').includes('x-ndjson')) {
    await response.body?.cancel().catch(() => undefined);
    return 'fallback';
  }
  const batches: LocalRow[][] = [];
  const head = await readStream(name, response.body, (rows, h) => {
    batches.push(rows);
    hooks.parsed(rows, h);
  }, yieldToPage, signal);
  const started = typeof performance === 'undefined' ? 0 : performance.now();
  await guardarDownload(db, name, batches.flat(), hooks.keep());
  if (started) performance.measure(`fluxo:pull-store:${name}`, { start: started });
  return { cursor: head.cursor };
}
