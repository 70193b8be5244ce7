/* src/data/sync: the device's half of sync (decisions 424, 437). The protocol, as the device
   sees it; the server's half states it in server/sync/pull.ts, and the two must agree.
   - What is synced: one registry entry per collection (src/data/collections.ts, the device's
     half of server/sync/colecoes.ts): path, response key, wire schema and money fields from the
     domain (src/domain/colecoes.ts); here its Dexie store, its list order and joins, and whether
     it is big (stored packed, paginas.ts). Rows are kept by `id` with money in cents (wire.ts); the pull order is the
     registry's (lookups first). Each list's state is `pull:<list>` in `meta` (pull.ts): the cursor
     of its last complete pull, or a first download interrupted between pages.
   - First download (no cursor): the big lists' newest rows first (`?recentes=`, pull-head.ts,
     decision 291), asked for at Entrar already (pull-early.ts, 331), then the list as ONE NDJSON
     stream (`?formato=colunas`: `{cursor,total,colunas}`, one row a line as an array of those
     fields (decision 458), `{fim}`; a body without `fim`
     was cut and is downloaded again, pull-stream.ts, 330) — on the server maybe the bytes of a
     brotli snapshot, the device cannot tell. The page parses it as it arrives and stores it whole
     in one transaction, packed for good (`paginas_<list>`, paginas.ts, decision 450): what is
     downloaded is what is stored. The small lists' first loads come together in the delta's
     one request, with cursor 0 (decision 456); one that does not fit an answer, or a list the
     server does not name there, is `GET <list>?limit=&after=` page by page, resumable. Such a
     full pull deletes the local rows it did not mention (unless an outbox entry touches them). The cursor is stored only once every row is: until then a list is loading,
     never empty (first-pull.ts, 192).
   - Delta by txid: the lists pulled before ask together, `GET /api/sincronizacao?<list>=<cursor>…`
     (pull-delta.ts, 121), written in one transaction with the new cursors; a list whose `proximo`
     is not null goes on with its own `?since=&limit=&after=` pages (pull.ts). `removidos` deletes.
     Rows may come twice (the cursor is a snapshot's xmin): applied by id, harmless.
   - A server row an outbox entry still touches is never written over: it waits as a shadow
     (`shadows`), used if the entry is discarded; once no entry touches it, pulls write it again.
   - Live announcements: one tab per user holds the SSE `GET /api/eventos` (live-push.ts, 190); it
     names lists, never rows, and a signal only triggers a delta pull; without it, every 60 s.
     Other tabs and the service worker hear everything through the event bus (changes.ts).
   - Writes: the domain's rule runs on the device, the row is written locally and an outbox entry
     queued (outbox-entry.ts) in one transaction. The drain (drain.ts, one context at a time, Web
     Lock 'fluxo-outbox', also in the service worker) sends entries in order with their
     `Idempotency-Key` (outbox-entry.ts: kept across automatic retries, so a replay is applied
     once; a refused entry sent again by the person gets a new one), consecutive JSON
     entries together as `POST /api/lote` (drain-batch.ts, 120), uploads as multipart alone.
   - Answers (drain-send.ts classifyAnswer): 2xx → the entry leaves the outbox; 401 → the whole
     queue pauses (`authPaused`) and the page goes to /login, resumed after the next sign-in (a
     pull's 401 also sends to /login: sync-status.ts); 409 "em processamento" (the same key still
     running) → that entry waits and is sent again; any other 409/422/4xx → refused, its message
     shown on Sincronização, its dependants blocked, the rest goes on, and the person sends it
     again or discards it (its before-images undo the local change); 408/5xx/429/network → later,
     with backoff and jitter (Retry-After honoured). Nothing drops an entry on its own.
   - All HTTP goes through the one transport (transport.ts, 346): base URL, credentials, 401 rule.
   This file: the engine of the page, which starts pulls and drains. It
   runs the offline engine for the signed-in user in the page: opens their database, pulls
   (after sign-in, on reconnect, on visibility regain, when the live stream says a write landed
   — else every 60 s while visible —, after accepted writes) and drains (on new entries,
   reconnect, visibility, backoff timer), and asks Chromium for a background sync so the
   service worker sends what is left after the tab closes. */
import { notifyUnauthorized } from '../unauthorized.ts';
import { listen } from './changes.ts';
import { closeUserDb, openUserDb } from '../db.ts';
import type { FluxoDb } from '../db.ts';
import { requestDrain, stopDrainTimer } from './drain-scheduler.ts';
import { resumeAfterSignIn } from './drain.ts';
import { configureBatchRule } from './drain-batch.ts';
import { sweepOrphanFiles } from '../files.ts';
import { localWritesInFlight } from '../local-writes.ts';
import { coalesce, isLiveConnected, pullAfterWrites, startLivePush } from './live-push.ts';
import { clearSessionPointer, writeSessionPointer } from '../session-pointer.ts';
import { abortPulls, getSyncStatus, runPull, setBrowserOnline } from './sync-status.ts';

// The batch allow-list loads with the first drain that has entries, not with the shell (decision 295).
configureBatchRule(() => import('../../domain/lote-pedidos.ts').then((m) => m.podeIrEmLote));

export const PULL_INTERVAL_MS = 60_000;
/** A live signal pulls this soon: the server already groups a write's tables into one signal. */
export const LIVE_PULL_DELAY_MS = 50;
export const SYNC_TAG = 'fluxo-outbox';

function visible(): boolean {
  return typeof document === 'undefined' || document.visibilityState !== 'hidden';
}

/** Starts the engine for `userId`; returns the function that stops it (sign-out). */
export function startEngine(userId: string): () => void {
  const db = openUserDb(userId);
  let stopped = false;
  const cleanups: (() => void)[] = [];
  const on = <K extends keyof WindowEventMap>(type: K, handler: (e: WindowEventMap[K]) => void) => {
    window.addEventListener(type, handler);
    cleanups.push(() => window.removeEventListener(type, handler));
  };

  const booted = boot(db, () => stopped);

  on('online', () => {
    setBrowserOnline(true);
    void requestDrain(db, { ignoreBackoff: true });
    void runPull({ ifAvailable: true });
  });
  on('offline', () => setBrowserOnline(false));
  // Leaving while a change is being written would abort its transaction: the browser asks first
  // (decision 362). Once written, the change is in the outbox and leaving loses nothing.
  on('beforeunload', (event) => {
    if (localWritesInFlight() === 0) return;
    event.preventDefault();
    event.returnValue = ''; // older Chromium shows the prompt only with returnValue set
  });
  const onVisibility = () => {
    if (!visible()) return;
    void requestDrain(db);
    void runPull({ ifAvailable: true });
  };
  document.addEventListener('visibilitychange', onVisibility);
  cleanups.push(() => document.removeEventListener('visibilitychange', onVisibility));
  // Polling is the fallback: while this tab's live stream is up, a change elsewhere pulls at once.
  const interval = setInterval(() => {
    if (visible() && !isLiveConnected()) void runPull({ ifAvailable: true });
  }, PULL_INTERVAL_MS);
  cleanups.push(() => clearInterval(interval));

  // After the start-up pull (a first load is no place for a second one). Waits for the pull lock
  // rather than skipping (`ifAvailable`): a pull already running in another tab may have read
  // its snapshot before the signalled write committed.
  const livePull = coalesce(async () => {
    await booted;
    return stopped ? null : runPull();
  }, LIVE_PULL_DELAY_MS);
  cleanups.push(() => livePull.cancel());
  // Accepted writes: pull soon so server-made fields (versions, dates) replace the local guess.
  const pullSoon = pullAfterWrites(livePull, 1500);
  let syncSoon: ReturnType<typeof setTimeout> | null = null;
  cleanups.push(listen((event) => {
    if (event.user !== userId) return;
    // A 401 met by any drainer (this tab, another, the worker): the session is gone (SPEC §7).
    if (event.type === 'entry' && event.outcome.kind === 'needs-auth') notifyUnauthorized();
    // Debounced, not throttled: during a long drain the pull waits for the queue to go quiet.
    if (event.type === 'entry' && event.outcome.kind === 'done') pullSoon.written();
    if (event.type === 'outbox' && !syncSoon) {
      syncSoon = setTimeout(() => {
        syncSoon = null;
        void registerBackgroundSync();
      }, 1000);
    }
  }));
  cleanups.push(() => {
    pullSoon.cancel();
    if (syncSoon) clearTimeout(syncSoon);
  });
  // This tab's own accepted writes also signal; a pull already follows them (pullSoon).
  cleanups.push(startLivePush(userId, { onSignal: () => pullSoon.signal() }));

  return () => {
    stopped = true;
    cleanups.forEach((c) => c());
    abortPulls();
    stopDrainTimer();
    closeUserDb();
    void clearSessionPointer().catch(() => undefined);
  };
}

async function boot(db: FluxoDb, isStopped: () => boolean): Promise<void> {
  try {
    await writeSessionPointer(db.userId);
    await resumeAfterSignIn(db); // signing in again un-pauses a queue stopped by a 401
    if (isStopped()) return;
    void requestPersistentStorage();
    void sweepOrphanFiles(db).catch(() => undefined);
    await Promise.all([requestDrain(db), runPull()]);
  } catch (error) {
    console.error('fluxo: engine start', error);
  }
}

/** Asks the browser not to evict this origin's data: the outbox lives there. */
async function requestPersistentStorage(): Promise<void> {
  try {
    if (navigator.storage?.persisted && !(await navigator.storage.persisted())) await navigator.storage.persist?.();
  } catch {
    // Not offered (private mode, old browser): the data still works, only eviction is possible.
  }
}

/** Chromium's Background Sync wakes the service worker to drain once the network is back. */
async function registerBackgroundSync(): Promise<void> {
  if (getSyncStatus().pending === 0 || !('serviceWorker' in navigator)) return;
  try {
    const registration = (await navigator.serviceWorker.getRegistration()) as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined;
    await registration?.sync?.register(SYNC_TAG);
  } catch {
    // Unsupported or denied: the page's own triggers still drain.
  }
}
