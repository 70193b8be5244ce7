/* The Sincronização screen's data: the outbox entries still waiting or refused and the top bar's
   counters, live through useLiveQuery (decision 203), and the person's decisions about them (send
   again, or discard and undo the local change). */
import { useConsulta } from './consultas.ts';
import { currentDb } from './db.ts';
import { requestDrain } from './sync/drain-scheduler.ts';
import { countEntries, discardEntry, listEntries, retryEntry, withDependants } from './sync/outbox.ts';
import type { OutboxCounts } from './sync/outbox.ts';
import type { EntryStatus, OutboxEntry } from './sync/outbox-entry.ts';

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

function toView(entry: OutboxEntry, all: readonly OutboxEntry[]): SyncEntryView {
  return {
    id: entry.id, label: entry.label, status: entry.status, message: entry.lastError, httpStatus: entry.lastStatus,
    errors: entry.errors, attempts: entry.attempts, createdAt: entry.createdAt,
    dependants: entry.status === 'failed' ? withDependants(all, entry.id).length - 1 : 0,
  };
}

/** Pending, refused and blocked entries, in the order they will be sent; live through
    useLiveQuery (decision 203): any write to the outbox, here or in another tab, re-reads it. */
export function useSyncEntries(): readonly SyncEntryView[] {
  const entries = useConsulta(async (db) => {
    const all = await listEntries(db);
    return all.map((e) => toView(e, all));
  }, []);
  return entries ?? NENHUMA;
}

const NENHUMA: readonly SyncEntryView[] = [];

/** The top bar's counters (pending; refused or blocked), live from the outbox. */
export function useContagemOutbox(): OutboxCounts {
  return useConsulta((db) => countEntries(db), []) ?? ZERO;
}

const ZERO: OutboxCounts = { pending: 0, failed: 0 };

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
