/* The Sincronização screen's data: the outbox entries still waiting or refused, live, and the
   person's decisions about them (send again, or discard and undo the local change). */
import { useSyncExternalStore } from 'react';
import { listen } from './changes.ts';
import { currentDb, onDbChange } from './db.ts';
import { requestDrain } from './drain-scheduler.ts';
import { discardEntry, listEntries, retryEntry, withDependants } from './outbox.ts';
import type { EntryStatus, OutboxEntry } from './outbox-entry.ts';

export interface SyncEntryView {
  id: string;
  label: string;
  status: EntryStatus;
  message: string | null;
  httpStatus: number | null;
  errors: Record<string, string[]> | null;
  attempts: number;
  createdAt: string;
  /** How many later entries would be discarded with this one. */
  dependants: number;
}

let entries: readonly SyncEntryView[] = [];
let loadedFor: string | null = null;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | null = null;

function toView(entry: OutboxEntry, all: readonly OutboxEntry[]): SyncEntryView {
  return {
    id: entry.id, label: entry.label, status: entry.status, message: entry.lastError, httpStatus: entry.lastStatus,
    errors: entry.errors, attempts: entry.attempts, createdAt: entry.createdAt,
    dependants: entry.status === 'failed' ? withDependants(all, entry.id).length - 1 : 0,
  };
}

async function reload(): Promise<void> {
  const db = currentDb();
  if (!db) {
    entries = [];
    loadedFor = null;
  } else {
    const all = await listEntries(db);
    if (currentDb() !== db) return;
    entries = all.map((e) => toView(e, all));
    loadedFor = db.userId;
  }
  listeners.forEach((l) => l());
}

function scheduleReload(): void {
  if (timer) return;
  timer = setTimeout(() => {
    timer = null;
    void reload();
  }, 100);
}

listen((event) => {
  if (event.type === 'outbox' && event.user === loadedFor) scheduleReload();
});
onDbChange(() => scheduleReload());

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (loadedFor !== currentDb()?.userId) scheduleReload();
  return () => listeners.delete(listener);
}

/** Pending, refused and blocked entries, in the order they will be sent. */
export function useSyncEntries(): readonly SyncEntryView[] {
  return useSyncExternalStore(subscribe, () => entries, () => entries);
}

export async function retrySyncEntry(id: string): Promise<void> {
  const db = currentDb();
  if (!db) return;
  await retryEntry(db, id);
  await requestDrain(db, { ignoreBackoff: true });
}

export async function discardSyncEntry(id: string): Promise<void> {
  const db = currentDb();
  if (db) await discardEntry(db, id);
}
