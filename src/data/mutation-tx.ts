/* What a mutation's `apply` may do to local rows, inside the mutation's Dexie transaction. Every
   write records the row's before-image the first time it is touched, so discarding the entry
   can undo exactly this change, and the changed ids, so open lists update incrementally. */
import type { CollectionName } from './collections.ts';
import type { FluxoDb } from './db.ts';
import type { BeforeImage, Touch } from './sync/outbox-entry.ts';
import type { LocalRow } from './wire.ts';

export interface MutationTx {
  get<T extends LocalRow = LocalRow>(table: CollectionName, id: string): Promise<T | undefined>;
  /** Rows whose `index` equals `value` (e.g. every instalment of an id_titulo). */
  where<T extends LocalRow = LocalRow>(table: CollectionName, index: string, value: string): Promise<T[]>;
  put(table: CollectionName, row: LocalRow): Promise<void>;
  update(table: CollectionName, id: string, changes: Record<string, unknown>): Promise<void>;
  delete(table: CollectionName, id: string): Promise<void>;
}

export interface RecordingTx extends MutationTx {
  capture(touches: readonly Touch[]): Promise<void>;
  touched(): Touch[];
  beforeImages(): BeforeImage[];
  changedByTable(): Map<CollectionName, Set<string>>;
}

export function createMutationTx(db: FluxoDb): RecordingTx {
  const before = new Map<string, BeforeImage>();
  const changed = new Map<CollectionName, Set<string>>();

  async function remember(table: CollectionName, id: string): Promise<void> {
    const key = `${table}:${id}`;
    if (before.has(key)) return;
    const row = (await db.rows(table).get(id)) ?? null;
    before.set(key, { table, id, row: row ? structuredClone(row) : null });
  }

  function mark(table: CollectionName, id: string): void {
    if (!changed.has(table)) changed.set(table, new Set());
    changed.get(table)!.add(id);
  }

  return {
    async get<T extends LocalRow = LocalRow>(table: CollectionName, id: string) {
      return (await db.rows(table).get(id)) as T | undefined;
    },
    async where<T extends LocalRow = LocalRow>(table: CollectionName, index: string, value: string) {
      return (await db.rows(table).where(index).equals(value).toArray()) as T[];
    },
    async put(table, row) {
      await remember(table, row.id);
      await db.rows(table).put(row);
      mark(table, row.id);
    },
    async update(table, id, changes) {
      await remember(table, id);
      await db.rows(table).update(id, changes);
      mark(table, id);
    },
    async delete(table, id) {
      await remember(table, id);
      await db.rows(table).delete(id);
      mark(table, id);
    },
    async capture(touches) {
      for (const t of touches) await remember(t.table, t.id);
    },
    touched() {
      return [...before.values()].map(({ table, id }) => ({ table, id }));
    },
    beforeImages() {
      return [...before.values()];
    },
    changedByTable() {
      // Declared touches count as changed too, in case `apply` wrote around this object.
      for (const image of before.values()) mark(image.table, image.id);
      return changed;
    },
  };
}
