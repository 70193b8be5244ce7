/* Live push, the page's half (decision 190). While signed in and online, one tab per user keeps
   an EventSource on GET /api/eventos (a Web Lock elects it: every stream holds one of the
   browser's six connections to the server, and the other tabs hear the leader's pulls through
   the event bus). The stream only says "pull now"; the delta pull stays the one source of data.
   - `pronto` (connected) and `mudanca` (someone committed a write) call `onSignal`;
   - a cut stream (error, or nothing heard for SILENCE_MS although the server pings every 20 s)
     reconnects after a growing delay; `fim` (the server ended it on purpose) reconnects at once;
   - while it is not connected, `isLiveConnected()` is false and the 60 s polling takes over. */
import { useSyncExternalStore } from 'react';
import { withLock } from '../locks.ts';

export const LIVE_URL = '/api/eventos';
/** First reconnection delay after a failure; doubles up to BACKOFF_MAX_MS. */
export const BACKOFF_MIN_MS = 1000;
export const BACKOFF_MAX_MS = 30_000;
/** The server pings every 20 s: this much silence means a dead stream (a proxy, a sleeping laptop). */
export const SILENCE_MS = 50_000;

type EventSourceLike = Pick<EventSource, 'addEventListener' | 'close'> & { onerror: ((event: Event) => void) | null };
type EventSourceFactory = (url: string) => EventSourceLike;

export interface LivePushOptions {
  /** Pull now (coalesced by the caller). */
  onSignal(): void;
  url?: string;
  /** Tests replace the browser's EventSource. */
  createEventSource?: EventSourceFactory;
}

let connected = false;
const watchers = new Set<(value: boolean) => void>();

/** True while this tab holds a live stream: the periodic pull is then redundant. */
export function isLiveConnected(): boolean {
  return connected;
}

/** Follows isLiveConnected() (tests, diagnostics). */
export function onLiveConnected(watcher: (value: boolean) => void): () => void {
  watchers.add(watcher);
  return () => watchers.delete(watcher);
}

/** isLiveConnected() for the top bar (its `data-live`, read by tests and the bench). */
export function useLiveConnected(): boolean {
  return useSyncExternalStore(onLiveConnected, isLiveConnected, () => false);
}

function setConnected(value: boolean): void {
  if (connected === value) return;
  connected = value;
  watchers.forEach((w) => w(value));
}

function browserEventSource(): EventSourceFactory | null {
  if (typeof EventSource === 'undefined') return null;
  return (url) => new EventSource(url, { withCredentials: true });
}

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** Starts the live stream for `userId`; returns the function that stops it (sign-out). */
export function startLivePush(userId: string, options: LivePushOptions): () => void {
  const create = options.createEventSource ?? browserEventSource();
  if (!create) return () => undefined;
  const url = options.url ?? LIVE_URL;
  let stopped = false;
  let source: EventSourceLike | null = null;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let silence: ReturnType<typeof setTimeout> | null = null;
  let failures = 0;
  let release: () => void = () => undefined;

  const drop = () => {
    source?.close();
    source = null;
    if (silence) clearTimeout(silence);
    silence = null;
    setConnected(false);
  };
  const reconnect = (delay: number) => {
    drop();
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = null;
      connect();
    }, delay);
  };
  const fail = () => {
    // ±20 % so tabs of many users cut by one server restart do not all return at once.
    const delay = Math.min(BACKOFF_MIN_MS * 2 ** failures, BACKOFF_MAX_MS) * (0.8 + Math.random() * 0.4);
    failures += 1;
    reconnect(delay);
  };
  const alive = () => {
    if (silence) clearTimeout(silence);
    silence = setTimeout(fail, SILENCE_MS);
  };
  const connect = () => {
    if (stopped || source || isOffline()) return; // offline: the `online` event connects
    const es = create(url);
    source = es;
    alive();
    es.addEventListener('pronto', () => {
      failures = 0;
      setConnected(true);
      alive();
      options.onSignal(); // changes made while this tab had no stream
    });
    es.addEventListener('mudanca', () => {
      alive();
      options.onSignal();
    });
    es.addEventListener('ping', alive);
    es.addEventListener('fim', () => reconnect(0));
    // EventSource would retry by itself, but without a limit or a growing delay, and not at
    // all after a 401: this loop decides instead.
    es.onerror = () => {
      if (source === es) fail();
    };
  };

  const onOnline = () => {
    failures = 0;
    if (retry) clearTimeout(retry);
    retry = null;
    connect();
  };
  const onOffline = () => drop();
  const events = typeof window !== 'undefined' ? window : null;
  events?.addEventListener('online', onOnline);
  events?.addEventListener('offline', onOffline);

  void withLock(`fluxo-live-${userId}`, () => new Promise<void>((resolve) => {
    release = resolve;
    if (stopped) resolve();
    else connect();
  })).catch((error: unknown) => console.error('fluxo: live push', error));

  return () => {
    stopped = true;
    events?.removeEventListener('online', onOnline);
    events?.removeEventListener('offline', onOffline);
    if (retry) clearTimeout(retry);
    retry = null;
    drop();
    release();
  };
}

/**
 * Runs `run` `delayMs` after a request; requests meanwhile join it, and requests while it runs
 * make it run once more afterwards (a signal may come after the running pull read its snapshot).
 */
export function coalesce(run: () => Promise<unknown>, delayMs: number): { request(): void; cancel(): void } {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running = false;
  let again = false;
  let cancelled = false;
  const schedule = () => {
    timer = setTimeout(() => void fire(), delayMs);
  };
  const fire = async () => {
    timer = null;
    running = true;
    try {
      await run();
    } catch (error) {
      console.error('fluxo: live pull', error);
    } finally {
      running = false;
    }
    if (again && !cancelled) {
      again = false;
      schedule();
    }
  };
  return {
    request() {
      if (cancelled) return;
      if (running) again = true;
      else if (!timer) schedule();
    },
    cancel() {
      cancelled = true;
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}

/**
 * The pull after this tab's accepted writes (server-made fields replace the local guess): once
 * the queue has been quiet for `quietMs`, through `pull` — the live pull, which waits for the
 * pull lock and runs once more when asked during a run. This tab's own writes come back as live
 * signals; one arriving while that pull is pending is folded into it (not a second pull). The
 * pending pull must not skip when another pull holds the lock (it did: `ifAvailable`): that pull
 * may have read its snapshot before the signalled commit, and the folded signal — another
 * device's read mark, say — was then lost until the next change (decision 349).
 */
export function pullAfterWrites(pull: { request(): void }, quietMs: number): { written(): void; signal(): void; cancel(): void } {
  let pending: ReturnType<typeof setTimeout> | null = null;
  return {
    written() {
      if (pending) clearTimeout(pending);
      pending = setTimeout(() => {
        pending = null;
        pull.request();
      }, quietMs);
    },
    signal() {
      if (!pending) pull.request();
    },
    cancel() {
      if (pending) clearTimeout(pending);
      pending = null;
    },
  };
}
