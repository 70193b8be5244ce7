/* What the top bar shows about sync (DESIGN §3): online/offline, pending and failed changes, a
   paused queue, the last sync time and the first load's progress; and refreshAll for the
   refresh button and F8. One store per tab, fed by the engine's events. */
import { useSyncExternalStore } from 'react';
import { listen } from './changes.ts';
import { currentDb, onDbChange } from '../db.ts';
import type { FluxoDb } from '../db.ts';
import { isAuthPaused } from './drain.ts';
import { countEntries } from './outbox.ts';
import { isFirstLoad, lastSyncAt, pullAll } from './pull-all.ts';
import type { PullAllResult } from './pull-all.ts';
import { getTransport } from './transport.ts';

export interface SyncStatus {
  online: boolean;
  pending: number;
  failed: number;
  needsAuth: boolean;
  lastSyncAt: string | null;
  progress: { done: number; total: number } | null;
  /** IndexedDB refused a write for lack of space (never silent: the top bar says so). */
  storageFull: boolean;
}

let browserOnline = typeof navigator === 'undefined' ? true : navigator.onLine !== false;
// navigator.onLine only knows about the network card; a server out of reach counts as offline.
let reachable = true;
let state: SyncStatus = { online: browserOnline, pending: 0, failed: 0, needsAuth: false, lastSyncAt: null, progress: null, storageFull: false };
const listeners = new Set<() => void>();

function set(patch: Partial<SyncStatus>): void {
  const next = { ...state, ...patch };
  if ((Object.keys(next) as (keyof SyncStatus)[]).every((k) => next[k] === state[k])) return;
  state = next;
  listeners.forEach((l) => l());
}

export function getSyncStatus(): SyncStatus {
  return state;
}

export function useSyncStatus(): SyncStatus {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
    () => state,
  );
}

export function setBrowserOnline(online: boolean): void {
  browserOnline = online;
  if (online) reachable = true;
  set({ online: browserOnline && reachable });
}

function setReachable(value: boolean): void {
  reachable = value;
  set({ online: browserOnline && reachable });
}

let countTimer: ReturnType<typeof setTimeout> | null = null;

/** Recounts the outbox soon (many events during a drain collapse into one count). */
export function scheduleCount(db: FluxoDb | null = currentDb()): void {
  if (countTimer || !db) return;
  countTimer = setTimeout(() => {
    countTimer = null;
    void recount(db);
  }, 50);
}

async function recount(db: FluxoDb): Promise<void> {
  if (currentDb() !== db) return;
  try {
    const [counts, paused, last] = await Promise.all([countEntries(db), isAuthPaused(db), lastSyncAt(db)]);
    if (currentDb() === db) set({ ...counts, needsAuth: paused, lastSyncAt: last });
  } catch (error) {
    console.error('fluxo: status', error);
  }
}

listen((event) => {
  const db = currentDb();
  if (!db || event.user !== db.userId) return;
  if (event.type === 'outbox') scheduleCount(db);
  else if (event.type === 'synced') set({ lastSyncAt: event.at });
  else if (event.type === 'entry') {
    if (event.outcome.kind === 'done') setReachable(true);
    else if (event.outcome.kind === 'retrying' && event.outcome.network) setReachable(false);
  }
});

onDbChange((db) => {
  set({ pending: 0, failed: 0, needsAuth: false, lastSyncAt: null, progress: null });
  if (db) scheduleCount(db);
});

let controller = new AbortController();

/** Stops pulls in flight (sign-out). */
export function abortPulls(): void {
  controller.abort();
  controller = new AbortController();
}

/** Pulls everything; the first load reports progress. `ifAvailable`: skip when another tab is pulling. */
export async function runPull(options: { ifAvailable?: boolean } = {}): Promise<PullAllResult | null> {
  const db = currentDb();
  if (!db) return null;
  const first = await isFirstLoad(db);
  const result = await pullAll(db, {
    ifAvailable: options.ifAvailable ?? false,
    signal: controller.signal,
    onProgress: first ? (progress) => set({ progress }) : undefined,
  });
  if (first) set({ progress: null });
  if (result === 'ok') {
    setReachable(true);
    set({ storageFull: false });
  }
  if (result === 'storage-full') set({ storageFull: true });
  if (result === 'offline' && currentDb() === db) setReachable(false);
  if (result === 'unauthorized') getTransport().onUnauthorized();
  return result;
}

/** The refresh button and F8: pull everything now. */
export async function refreshAll(): Promise<void> {
  await runPull();
}
