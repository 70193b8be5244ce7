/* A first download of a big list in one streamed answer (decision 330): `GET <list>?formato=ndjson`
   sends `{cursor,total}`, then one wire row per line in id order, then `{fim: rows sent}`
   (server/sync/ndjson.ts). Rows are parsed as the bytes arrive and handed over in batches.
   Storing them is a dedicated worker's job where the browser has one (decision 353): the answer's
   body is teed, one branch goes to the worker (pull-worker.ts), which parses and stores it, while
   the page parses the other for the lists waiting for it (decision 332); the page's main thread
   pays no per-record IndexedDB cost. Without `Worker` (tests, old browsers) the page parses and
   stores itself through the same `storeStream`. Nothing is resumable here on purpose: the caller
   stores the list's cursor only once every row is on the device, so an interrupted download starts
   again from scratch (and its removal sweep stays exact). A server that does not know the format
   answers its usual JSON: 'fallback', and the caller pulls pages. */
import { COLLECTION_SPECS } from '../collections.ts';
import type { CollectionName } from '../collections.ts';
import type { FluxoDb } from '../db.ts';
import { bumpGeneration } from '../live-count.ts';
import { LISTAS_EMPACOTADAS } from './pacotes.ts';
import { StreamCutError, readStream, storeStream, unpackStaged, yieldToPage } from './pull-store.ts';
import type { StoreHooks } from './pull-store.ts';
import type { PullWorkerGo, PullWorkerJob, PullWorkerKeep, PullWorkerReport } from './pull-worker.ts';
import { pedirPull } from './transport.ts';

/** The lists whose first download is streamed (the big ones; the others are a page or two), and packed (decision 369). */
export const STREAMED: ReadonlySet<CollectionName> = LISTAS_EMPACOTADAS;

export type StreamOutcome = { cursor: string | null } | 'missing' | 'unauthorized' | 'fallback' | { status: number };

/** Ids written on this device while the download runs (pull.ts watchLocalWrites), and later ones as they come. */
export interface LocalWrites {
  ids: ReadonlySet<string>;
  watch(listener: (ids: readonly string[]) => void): () => void;
}

/** What the caller is told: rows parsed (for the feed, decision 332), a batch stored, the stream
 *  ended whole; and what the storing must not overwrite (`local`, decision 365). */
export type StreamHooks = Required<Pick<StoreHooks, 'parsed' | 'stored' | 'ended' | 'packed'>> & { local: LocalWrites };

/**
 * Storing a first download waits for this (pull-all.ts: the other lists' own pulls) up to
 * STORE_HOLD_MS: the worker's 5,000-row transactions would otherwise queue every small list's
 * write behind them (each list's write locks the outbox too), and the banks and categories came
 * tens of seconds after the payables were searchable. The list itself does not wait: it is fed
 * from the page's read (decision 332).
 */
let storeHold: Promise<unknown> = Promise.resolve();
export const STORE_HOLD_MS = 10_000;
export function holdStoring(until: Promise<unknown>): void {
  storeHold = until;
}
function storingMayStart(): Promise<unknown> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([storeHold, new Promise((resolve) => { timer = setTimeout(resolve, STORE_HOLD_MS); })]).finally(() => clearTimeout(timer));
}

/** Set by `enableWorker(false)` (tests of the page's own path in a browser); on by default. */
let workerAllowed = true;
export function enableWorker(allowed: boolean): void {
  workerAllowed = allowed;
}

/**
 * Downloads `name` as NDJSON (or reads `early`, the same request made at Entrar), telling `hooks`
 * of each batch parsed and stored (in order). Resolves with the list's cursor once every row was
 * parsed and stored.
 */
export async function streamList(
  db: FluxoDb, name: CollectionName, signal: AbortSignal | undefined, hooks: StreamHooks, early: Promise<Response> | null = null,
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
  if (!workerAllowed || typeof Worker === 'undefined') {
    const { parsed, stored, ended, packed, local } = hooks;
    const store = { parsed, stored, ended, packed, keep: local.ids, hold: storingMayStart(), pause: yieldToPage };
    return { cursor: (await storeStream(db, name, response.body, store)).cursor };
  }
  const [mine, theirs] = response.body.tee();
  const storing = storeInWorker(db, name, theirs, hooks);
  // The worker failed (IndexedDB): stop reading our branch too.
  const stop = new AbortController();
  storing.done.catch(() => stop.abort());
  try {
    const reading = performance.now();
    const head = await readStream(name, mine, hooks.parsed, yieldToPage, stop.signal);
    performance.measure(`fluxo:pull-read:${name}`, { start: reading }); // the page's branch read whole (profile)
    hooks.ended();
    await storingMayStart();
    performance.mark(`fluxo:pull-store-go:${name}`); // the worker may store now (profile, e2e)
    storing.go();
    await storing.done;
    return { cursor: head.cursor };
  } catch (error) {
    if (stop.signal.aborted) await storing.done; // throws the worker's own error
    storing.stop();
    throw error;
  }
}

/**
 * Unpacks the list's packed download left on the device by a page that died while unpacking it
 * (decision 369): no request, so also offline. The caller read the pages (for the list's feed)
 * and checked they are whole. Stored by the worker where there is one, after the other lists.
 */
export async function replayStaged(db: FluxoDb, name: CollectionName, hooks: Pick<StreamHooks, 'stored' | 'local'>): Promise<void> {
  if (!workerAllowed || typeof Worker === 'undefined') {
    const marker = await unpackStaged(db, name, { stored: hooks.stored, keep: hooks.local.ids, hold: storingMayStart() });
    if (!marker) throw new Error('pacotes: the packed download is no longer whole');
    return;
  }
  const storing = storeInWorker(db, name, null, { ...hooks, parsed: () => undefined, ended: () => undefined, packed: () => undefined });
  try {
    await storingMayStart();
    storing.go();
    await storing.done;
  } catch (error) {
    storing.stop();
    throw error;
  }
}

/** Failures reported by the worker, rebuilt as the page's own: a cut stream, a network cut (offline), or another error. */
function rebuilt(report: Extract<PullWorkerReport, { type: 'failed' }>): Error {
  if (report.kind === 'cut') return new StreamCutError(report.received);
  if (report.kind === 'network') return new TypeError(report.message);
  const error = new Error(report.message);
  error.name = report.name;
  return error;
}

/**
 * Stores `body` in a dedicated worker; `stored` after each batch it committed. The worker's
 * writes do not pass the page's count guard (no localStorage there, decision 338), so the page
 * bumps the list's write generation for them: before the first and after each stored batch.
 */
function storeInWorker(db: FluxoDb, name: CollectionName, body: ReadableStream<Uint8Array<ArrayBuffer>> | null, { stored, packed, local }: StreamHooks) {
  const started = performance.now();
  const worker = new Worker(new URL('./pull-worker.ts', import.meta.url), { type: 'module', name: `fluxo-pull-${name}` });
  let fail: (error: Error) => void = () => undefined;
  bumpGeneration(db.name, name);
  // The worker keeps what this device writes meanwhile (decision 365): told now and as it happens.
  const unwatch = local.watch((ids) => worker.postMessage({ type: 'keep', ids: [...ids] } satisfies PullWorkerKeep));
  const done = new Promise<void>((resolve, reject) => {
    fail = (error) => {
      worker.terminate();
      reject(error);
    };
    worker.onmessage = (event: MessageEvent<PullWorkerReport>) => {
      const report = event.data;
      if (report.type === 'packed') packed();
      else if (report.type === 'stored') {
        bumpGeneration(db.name, name);
        stored(report.changed, report.count);
      } else if (report.type === 'done') {
        worker.terminate();
        bumpGeneration(db.name, name);
        // A test hook and a profile mark: the rows were stored by the worker.
        performance.measure(`fluxo:pull-worker:${name}`, { start: started, detail: { rows: report.rows } });
        resolve();
      } else fail(rebuilt(report));
    };
    worker.onerror = (event) => {
      event.preventDefault();
      // The worker could not run (its script did not load, or threw): this pull fails and is
      // retried, and this page's later pulls store on the main thread instead.
      workerAllowed = false;
      fail(new Error(`pull worker: ${event.message || 'failed to start'}`));
    };
    worker.onmessageerror = () => fail(new Error('pull worker: message not readable'));
  });
  done.catch(() => undefined); // awaited by the caller; this only avoids an "unhandled" report
  void done.then(unwatch, unwatch);
  try {
    worker.postMessage({ type: 'job', user: db.userId, name, body, keep: [...local.ids] } satisfies PullWorkerJob, body ? [body] : []);
  } catch {
    if (!body) throw new Error('pull worker: the job was not accepted');
    // No transferable streams: this branch is stored by the page itself, once the page read its own.
    unwatch();
    worker.terminate();
    let go: () => void = () => undefined;
    const mayStart = new Promise<void>((resolve) => { go = resolve; });
    return { done: mayStart.then(() => storeStream(db, name, body, { stored, packed, keep: local.ids })).then(() => undefined), go, stop: () => undefined };
  }
  return {
    done,
    /** The page read its branch: the worker may read and store its own (see pull-worker.ts). */
    go: () => worker.postMessage({ type: 'go' } satisfies PullWorkerGo),
    stop: () => fail(new Error('pull worker stopped')),
  };
}
