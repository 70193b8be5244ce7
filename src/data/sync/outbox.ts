/* Outbox bookkeeping shared by the page and the service worker: dependencies, outcomes, retry
   and discard. Entries are removed only after the server accepted them (2xx) or when the user
   discards them; nothing here drops an entry on its own. */
import { emit, emitRows } from './changes.ts';
import type { CollectionName } from '../collections.ts';
import type { FluxoDb } from '../db.ts';
import type { OutboxEntry } from './outbox-entry.ts';
import { uuidv7 } from 'uuidv7';

export function shadowKey(table: CollectionName, id: string): string {
  return `${table}:${id}`;
}

/** Ids of entries that touch any of `ids` (a later change to them must wait for these). */
export async function entriesTouching(db: FluxoDb, ids: readonly string[]): Promise<OutboxEntry[]> {
  if (ids.length === 0) return [];
  return db.outbox.where('touchIds').anyOf([...new Set(ids)]).distinct().toArray();
}

/** Every row id some entry still touches: pulls leave these rows alone. */
export async function pendingRowIds(db: FluxoDb): Promise<Set<string>> {
  return new Set((await db.outbox.orderBy('touchIds').uniqueKeys()) as string[]);
}

export async function listEntries(db: FluxoDb): Promise<OutboxEntry[]> {
  return db.outbox.orderBy('seq').toArray();
}

export interface OutboxCounts {
  pending: number;
  failed: number;
}

export async function countEntries(db: FluxoDb): Promise<OutboxCounts> {
  const [pending, failed, blocked] = await Promise.all([
    db.outbox.where('status').equals('pending').count(),
    db.outbox.where('status').equals('failed').count(),
    db.outbox.where('status').equals('blocked').count(),
  ]);
  // Blocked entries wait on a refused one: like it, they need the person's decision.
  return { pending, failed: failed + blocked };
}

/** The entry and every entry depending on it, directly or not, in send order. */
export function withDependants(all: readonly OutboxEntry[], rootId: string): OutboxEntry[] {
  const ids = new Set([rootId]);
  const out: OutboxEntry[] = [];
  for (const entry of all) {
    if (entry.id === rootId || entry.dependsOn.some((d) => ids.has(d))) {
      ids.add(entry.id);
      out.push(entry);
    }
  }
  return out;
}

/**
 * Accepted by the server: the entries and the shadows nobody else needs go away,
 * in one transaction. Only the entries' own ids are checked: a drain of 1,000 entries must not
 * rescan the outbox for each of them.
 */
export async function completeEntries(db: FluxoDb, entries: readonly OutboxEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db.transaction('rw', [db.outbox, db.shadows, db.files, db.fileChunks], async () => {
    await db.outbox.bulkDelete(entries.map((e) => e.seq!));
    // Uploaded files stay on the device until sweepOrphanFiles (a day later): until the next
    // pull brings the server's file names, the local row still points at the device copy.
    const touched = entries.flatMap((e) => e.touches);
    if (touched.length === 0) return;
    const still = new Set((await db.outbox.where('touchIds').anyOf([...new Set(touched.map((t) => t.id))]).keys()) as string[]);
    const keys = touched.filter((t) => !still.has(t.id)).map((t) => shadowKey(t.table, t.id));
    if (keys.length) await db.shadows.bulkDelete([...new Set(keys)]);
  });
  emit({ type: 'outbox', user: db.userId });
}

export async function deleteFiles(db: FluxoDb, fileIds: readonly string[]): Promise<void> {
  for (const fileId of fileIds) {
    await db.files.delete(fileId);
    await db.fileChunks.where('[fileId+part]').between([fileId, 0], [fileId, Infinity]).delete();
  }
}

/** Puts a refused entry (and what it blocked) back in the queue. */
export async function retryEntry(db: FluxoDb, id: string): Promise<void> {
  await db.transaction('rw', db.outbox, async () => {
    const all = await db.outbox.orderBy('seq').toArray();
    for (const entry of withDependants(all, id)) {
      if (entry.status === 'pending' && entry.id !== id) continue;
      // A refused entry's answer is stored under its key: only a new key makes the server try again.
      const key = entry.status === 'failed' ? { key: uuidv7() } : {};
      await db.outbox.update(entry.seq!, {
        status: 'pending', attempts: 0, nextAttemptAt: 0, lastError: null, lastStatus: null, errors: null, ...key,
      });
    }
  });
  emit({ type: 'outbox', user: db.userId });
}

/**
 * Drops an entry and everything that depends on it, undoing their local changes: each touched
 * row goes back to its before-image, or to the server's copy a pull held back meanwhile.
 */
export async function discardEntry(db: FluxoDb, id: string): Promise<void> {
  const changed = new Map<CollectionName, Set<string>>();
  await db.transaction('rw', [db.outbox, db.shadows, db.files, db.fileChunks, ...db.lojas()], async () => {
    const all = await db.outbox.orderBy('seq').toArray();
    const doomed = withDependants(all, id);
    if (doomed.length === 0) return;
    for (const entry of [...doomed].reverse()) {
      for (const image of entry.before) {
        const table = db.rows(image.table);
        if (image.row) await table.put(image.row);
        else await table.delete(image.id);
        if (!changed.has(image.table)) changed.set(image.table, new Set());
        changed.get(image.table)!.add(image.id);
      }
    }
    await db.outbox.bulkDelete(doomed.map((e) => e.seq!));
    for (const entry of doomed) await deleteFiles(db, entry.fileIds);
    const still = await pendingRowIds(db);
    for (const [table, ids] of changed) {
      for (const rowId of ids) {
        if (still.has(rowId)) continue;
        const shadow = await db.shadows.get(shadowKey(table, rowId));
        if (!shadow) continue;
        if (shadow.row) await db.rows(table).put(shadow.row);
        else await db.rows(table).delete(rowId);
        await db.shadows.delete(shadow.key);
      }
    }
  });
  for (const [table, ids] of changed) emitRows(db.userId, table, ids);
  emit({ type: 'outbox', user: db.userId });
}
