/* Pulls every collection (after sign-in, on reconnect, on refresh/F8, every 60 s while visible).
   One tab at a time (Web Lock 'fluxo-pull'); the others see the rows through the event bus.
   Lists pulled before ask for their delta together in one request (pull-delta.ts, decision 121),
   and so do the small lists' first loads, once the big lists' streams were read (decision 456);
   the big lists' first downloads, resumed first loads and answers larger than a page go list by
   list (pull.ts). */
import { emit } from './changes.ts';
import { PULL_ORDER } from '../collections.ts'; // every synced list, lookups first: the registry's order
import type { CollectionName } from '../collections.ts';
import { readMeta, writeMeta } from '../db.ts';
import type { FluxoDb } from '../db.ts';
import { measure } from './drain.ts';
import { isQuotaError } from '../files.ts';
import { withLock } from '../locks.ts';
import { pullCollection } from './pull.ts';
import { HEAD_FIRST, pullHead } from './pull-head.ts';
import { deltaReady, pullDelta, readPullStates } from './pull-delta.ts';

export const LAST_SYNC_KEY = 'lastSyncAt';

/** offline: the server could not be reached (nothing is wrong with the data). */
export type PullAllResult = 'ok' | 'unauthorized' | 'error' | 'offline' | 'storage-full' | 'busy';

export interface PullProgress {
  done: number;
  total: number;
}

/** No complete pull yet on this device (a list the server lacks does not keep it "first"). */
export async function isFirstLoad(db: FluxoDb): Promise<boolean> {
  return (await readMeta<string>(db, LAST_SYNC_KEY)) === undefined;
}

export async function pullAll(
  db: FluxoDb,
  options: { onProgress?: (progress: PullProgress) => void; signal?: AbortSignal; ifAvailable?: boolean } = {},
): Promise<PullAllResult> {
  const result = await withLock(`fluxo-pull-${db.userId}`, () => pullEverything(db, options), { ifAvailable: options.ifAvailable ?? false });
  return result ?? 'busy';
}

/** How long a first load's small lists wait at most for the big lists' streams (decision 456): on a
    slow connection the banks and categories still come within seconds. */
export const ESPERA_GRANDES_MS = 5_000;
/** How many lists are pulled at once: the biggest first, the small lookups beside it. */
const PULL_CONCURRENCY = 6;
const SEVERITY: readonly PullAllResult[] = ['unauthorized', 'storage-full', 'offline', 'error', 'ok'];

async function pullEverything(
  db: FluxoDb,
  options: { onProgress?: (progress: PullProgress) => void; signal?: AbortSignal },
): Promise<PullAllResult> {
  const started = typeof performance === 'undefined' ? 0 : performance.now();
  const counts = new Map<CollectionName, PullProgress>();
  const report = () => {
    let done = 0;
    let total = 0;
    for (const c of counts.values()) {
      done += c.done;
      total += Math.max(c.total, c.done);
    }
    options.onProgress?.({ done, total });
  };
  let outcome: PullAllResult = 'ok';
  const settle = (result: PullAllResult) => {
    if (SEVERITY.indexOf(result) < SEVERITY.indexOf(outcome)) outcome = result;
  };
  const failed = (error: unknown, what: string) => {
    // SPEC §8: list load failures are logged only; the other lists still sync.
    if (options.signal?.aborted || isNetworkError(error)) return settle('offline');
    if (isQuotaError(error)) return settle('storage-full');
    console.error(`fluxo: pull ${what} failed`, error);
    settle('error');
  };
  // "Everything is on the device" (fluxo:pull:device): every list stored.
  const notOnDevice = new Set<CollectionName>(PULL_ORDER);
  const onDevice = (name: CollectionName) => {
    if (!notOnDevice.delete(name) || notOnDevice.size > 0 || !started || outcome !== 'ok') return;
    measure('fluxo:pull:device', started);
  };
  // A big list's first download: resolved once its stream was read whole (its rows parsed).
  const lidos = new Map<CollectionName, () => void>();
  const one = async (name: CollectionName): Promise<void> => {
    if (options.signal?.aborted || outcome === 'unauthorized' || outcome === 'offline') return;
    try {
      const result = await pullCollection(db, name, {
        signal: options.signal,
        onProgress: (done, total) => {
          counts.set(name, { done, total: total ?? done });
          report();
          if (total !== null && done >= total) lidos.get(name)?.();
        },
      });
      if (result === 'unauthorized') settle('unauthorized');
      else onDevice(name);
    } catch (error) {
      failed(error, name);
    }
  };
  let oneByOne: CollectionName[] = [...PULL_ORDER];
  // A big list's first download (its stream under way since Entrar, decision 331) does not wait
  // for the small lists' request (decision 456).
  let baixando: CollectionName[] = [];
  let downloads: Promise<void>[] = [];
  try {
    const states = await readPullStates(db, PULL_ORDER);
    // A first download of a big list: its newest rows are asked for before anything else, so the
    // server answers them first and a list opened now paints them (decision 291).
    for (const name of HEAD_FIRST) if (!states.get(name)?.cursor && !states.get(name)?.partial) void pullHead(db, name, options.signal);
    baixando = PULL_ORDER.filter((name) => HEAD_FIRST.has(name) && !states.get(name)?.cursor);
    const lidas = baixando.map((name) => new Promise<void>((resolve) => lidos.set(name, resolve)));
    downloads = baixando.map(one);
    oneByOne = oneByOne.filter((name) => !baixando.includes(name));
    const ready = deltaReady(states, PULL_ORDER);
    // The small lists' first load waits until the big lists' streams were read, for at most
    // ESPERA_GRANDES_MS: beside them it slowed the payables' stream (decision 456, session 27).
    if (ready.some((name) => !states.get(name)?.cursor)) {
      let prazo: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([
        Promise.all(baixando.map((_, i) => Promise.race([downloads[i], lidas[i]]))),
        new Promise<void>((resolve) => { prazo = setTimeout(resolve, ESPERA_GRANDES_MS); }),
      ]);
      clearTimeout(prazo);
    }
    const delta = ready.length > 0 && !options.signal?.aborted ? await pullDelta(db, ready, states, { signal: options.signal }) : null;
    if (delta?.kind === 'unauthorized') settle('unauthorized');
    if (delta?.kind === 'done') {
      for (const [name, page] of delta.pages) counts.set(name, { done: page.rows.length, total: page.total ?? page.rows.length });
      if (delta.pages.size) report();
      oneByOne = oneByOne.filter((name) => !delta.pages.has(name) || delta.rest.includes(name));
    }
  } catch (error) {
    // Nothing of the delta was written (one transaction). Offline or a full disk ends the pull
    // as a list would; anything else is logged and the lists go one by one, which may succeed.
    if (options.signal?.aborted || isNetworkError(error) || isQuotaError(error)) failed(error, 'sincronizacao');
    else console.error('fluxo: pull sincronizacao failed', error);
  }
  // The big lists lead (they are the critical path; a first download's stream may be here
  // already, decision 331, and runs beside the rest): the payables and receivables first, then
  // the rest from the end of PULL_ORDER; the lookups finish beside them (decision 355).
  for (const name of PULL_ORDER) if (!oneByOne.includes(name) && !baixando.includes(name)) onDevice(name); // the delta brought them
  const reversed = [...oneByOne].reverse();
  const queue = [...reversed.filter((name) => HEAD_FIRST.has(name)), ...reversed.filter((name) => !HEAD_FIRST.has(name))];
  await Promise.all([...downloads, ...Array.from({ length: PULL_CONCURRENCY }, async () => {
    for (let name = queue.shift(); name; name = queue.shift()) await one(name);
  })]);
  if (options.signal?.aborted && outcome === 'ok') outcome = 'offline';
  if (outcome !== 'ok') {
    // fluxo:pull:all means "everything is on the device"; an unfinished pull says why it ended,
    // so whoever waits for it (the benchmark, a profile) sees a reason instead of a silent wait.
    if (started) measure(`fluxo:pull:all:${outcome}`, started);
    return outcome;
  }
  const at = new Date().toISOString();
  await writeMeta(db, LAST_SYNC_KEY, at);
  emit({ type: 'synced', user: db.userId, at });
  if (started) measure('fluxo:pull:all', started);
  return 'ok';
}

function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError || (error as { name?: string } | null)?.name === 'AbortError' || (error as { name?: string } | null)?.name === 'TimeoutError';
}

export async function lastSyncAt(db: FluxoDb): Promise<string | null> {
  return (await readMeta<string>(db, LAST_SYNC_KEY)) ?? null;
}
