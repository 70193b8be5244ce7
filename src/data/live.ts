/* Hooks every screen reads through (DESIGN §2): whole collections from Dexie, kept in memory
   per tab and patched incrementally on local writes, pulls and other tabs' changes. */
import { useCallback, useSyncExternalStore } from 'react';
import { listen } from './sync/changes.ts';
import { COLLECTION_SPECS, COLLECTIONS, dependantsOf } from './collections.ts';
import type { CollectionName, JoinSpec } from './collections.ts';
import { currentDb, onDbChange } from './db.ts';
import { firstPullSettled } from './sync/first-pull.ts';
import type { FluxoDb } from './db.ts';
import { CollectionStore } from './live-store.ts';
import type { Snapshot } from './live-store.ts';
import type { LocalRow } from './wire.ts';
import type { LinhasLocais } from '../domain/colecoes.ts';

const EMPTY: Snapshot = { rows: [], ready: false };
let stores = new Map<CollectionName, CollectionStore>();
let storesDb: FluxoDb | null = null;
// Hooks subscribe here, by name, so they survive a change of user (stores are replaced).
const hookListeners = new Map<CollectionName, Set<() => void>>();

/**
 * The caller's row type for a collection's local rows. Rows are stored as the server sends them
 * (money in cents, see wire.ts); the type a screen reads them as is its claim, checked by the
 * real-server tests that compare those rows with the server's (tests/data/mutacoes-real.test.ts).
 */
export function rowsAs<T>(rows: readonly LocalRow[]): readonly T[] {
  return rows as readonly unknown[] as readonly T[];
}

/** One local row read as its domain type (the same claim as rowsAs). */
export function rowAs<T>(row: LocalRow | undefined): T | undefined {
  return row === undefined ? undefined : rowsAs<T>([row])[0];
}

function notify(name: CollectionName): void {
  for (const listener of [...(hookListeners.get(name) ?? [])]) listener();
}

function nameSource(join: JoinSpec, id: string): string | undefined {
  const source = stores.get(join.from);
  const value = source?.get(id)?.[join.nameField];
  return typeof value === 'string' ? value : undefined;
}

function storeFor(name: CollectionName): CollectionStore | null {
  const db = currentDb();
  if (!db) return null;
  if (db !== storesDb) resetStores(db, false);
  let store = stores.get(name);
  if (!store) {
    store = new CollectionStore(db, name, nameSource, {
      whenReadable: (onHead) => firstPullSettled(db, name, onHead),
    });
    stores.set(name, store);
    store.subscribe(() => notify(name));
    const created = store;
    // Joined names come from their source lists: load them too and re-join once they are in.
    for (const join of COLLECTION_SPECS[name].joins) {
      void storeFor(join.from)?.load().then(() => created.rejoin(join, 'all'));
    }
  }
  return store;
}

function resetStores(db: FluxoDb | null, notifyHooks = true): void {
  for (const store of stores.values()) store.close();
  stores = new Map();
  storesDb = db;
  if (notifyHooks) for (const name of COLLECTIONS) notify(name);
}

onDbChange((db) => resetStores(db));

listen((event) => {
  if (!storesDb || event.user !== storesDb.userId) return;
  // A full pull replaced the list (a big list's first download writes no per-row event): read it again.
  if (event.type === 'pulled') void stores.get(event.table)?.reload();
  if (event.type !== 'rows') return;
  const store = stores.get(event.table);
  if (!store) return;
  void store.applyChanges(event.ids).then(() => {
    const ids = new Set(event.ids);
    for (const dependant of dependantsOf(event.table)) {
      const target = stores.get(dependant);
      for (const join of COLLECTION_SPECS[dependant].joins) if (join.from === event.table) target?.rejoin(join, ids);
    }
  });
});

function subscribeTo(name: CollectionName, listener: () => void): () => void {
  if (!hookListeners.has(name)) hookListeners.set(name, new Set());
  hookListeners.get(name)!.add(listener);
  return () => hookListeners.get(name)?.delete(listener);
}

function snapshotOf(name: CollectionName): Snapshot {
  const store = storeFor(name);
  if (!store) return EMPTY;
  void store.load();
  return store.getSnapshot();
}

/**
 * Calls `fazer` once `name`'s rows are all in memory in this tab (decision 453: what may wait for
 * a reload's work). Never, if no screen asks for them. Returns how to stop waiting.
 */
export function quandoCarregada(name: CollectionName, fazer: () => void): () => void {
  const tentar = () => {
    if (!stores.get(name)?.getSnapshot().ready) return;
    parar();
    fazer();
  };
  const parar = subscribeTo(name, tentar);
  tentar();
  return parar;
}

export interface CollectionView<T> {
  rows: readonly T[];
  ready: boolean;
  /** While a large collection loads: its newest rows, in list order. */
  head?: { rows: readonly T[]; total?: number; vistas?: Readonly<Record<string, readonly T[]>> };
}

/**
 * The whole collection, newest first (by `data`, then id) for postings, by name for banks,
 * categories and users. A new array identity only when something changed.
 */
export function useCollection<N extends CollectionName>(name: N): CollectionView<LinhasLocais[N]> {
  const subscribe = useCallback((listener: () => void) => subscribeTo(name, listener), [name]);
  const getSnapshot = useCallback(() => snapshotOf(name), [name]);
  const view = useSyncExternalStore(subscribe, getSnapshot, () => EMPTY);
  return view as CollectionView<unknown> as CollectionView<LinhasLocais[N]>;
}

/** One row by id (undefined while loading or when it does not exist). */
export function useRow<N extends CollectionName>(name: N, id: string | null): LinhasLocais[N] | undefined {
  const subscribe = useCallback((listener: () => void) => subscribeTo(name, listener), [name]);
  const getSnapshot = useCallback(() => {
    snapshotOf(name);
    return id ? storeFor(name)?.get(id.toLowerCase()) : undefined;
  }, [name, id]);
  return rowAs<LinhasLocais[N]>(useSyncExternalStore(subscribe, getSnapshot, () => undefined));
}

/**
 * The collection outside React (actions that need the current rows); loads it if needed, and
 * waits for the changes already announced (a check right after a write sees that write).
 */
export async function readCollection<N extends CollectionName>(name: N): Promise<readonly LinhasLocais[N][]> {
  const store = storeFor(name);
  if (!store) return [];
  await store.settled();
  return rowsAs<LinhasLocais[N]>(store.getSnapshot().rows);
}
