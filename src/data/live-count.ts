/* A later open shows a large list's total before its rows load (decision 338). `count()` walks
   the whole store (0.5–1 s at 100,000 under load), so the store keeps the count it saw when it
   last loaded every row, with the table's write generation at that moment. Every write to a
   counted table — any tab, any write path, since all go through Dexie here — bumps the generation
   in localStorage first (a Dexie middleware). A kept count is used only while its generation is
   still the current one: no write since, so it is exact. Otherwise the store counts. */
import type { DBCore, Middleware } from 'dexie';
import { isCollectionName } from './collections.ts';


const genKey = (db: string, table: string) => `fluxo:geracao:${db}:${table}`;
const countKey = (db: string, table: string) => `fluxo:contagem:${db}:${table}`;

/** localStorage in a page; none in a worker (this module is also compiled into the service worker). */
interface KeyValueStore { getItem(key: string): string | null; setItem(key: string, value: string): void; removeItem(key: string): void }

function storage(): KeyValueStore | null {
  try {
    return (globalThis as { localStorage?: KeyValueStore }).localStorage ?? null;
  } catch {
    return null; // storage blocked: every open counts
  }
}

/** The table's write generation (0 before any write this browser saw). */
export function writeGeneration(db: string, table: string): number {
  return Number(storage()?.getItem(genKey(db, table)) ?? 0) || 0;
}

/** Bumps the table's generation: kept counts of it are no longer used. The count guard does it
 *  for a page's writes; a page calls it for writes made where there is no localStorage (the first
 *  download's worker, decision 353). */
export function bumpGeneration(db: string, table: string): void {
  try {
    storage()?.setItem(genKey(db, table), String(writeGeneration(db, table) + 1));
  } catch {
    storage()?.removeItem(countKey(db, table)); // could not bump: the kept count must go
  }
}

/** Dexie middleware: any write to a counted table bumps its generation before it runs. */
export function countGuard(dbName: string): Middleware<DBCore> {
  return {
    stack: 'dbcore',
    name: 'fluxo-count-guard',
    create: (down) => ({
      ...down,
      table: (name) => {
        const table = down.table(name);
        // Only the synced lists' tables are read by list stores (the registry's names): the outbox,
        // meta, files, shadows, quotes and packed downloads need no generation.
        if (!isCollectionName(name)) return table;
        return { ...table, mutate: (req) => { bumpGeneration(dbName, name); return table.mutate(req); } };
      },
    }),
  };
}

/** The count kept at generation `gen` (read before the load's first chunk). */
export function keepCount(db: string, table: string, gen: number, count: number): void {
  const store = storage();
  if (!store || writeGeneration(db, table) !== gen) return; // written meanwhile: not exact
  try {
    store.setItem(countKey(db, table), JSON.stringify({ gen, count }));
  } catch { /* not kept: the next open counts */ }
}

/** The kept count, if no write has happened since it was kept. */
export function keptCount(db: string, table: string): number | undefined {
  const store = storage();
  if (!store) return undefined;
  try {
    const kept = JSON.parse(store.getItem(countKey(db, table)) ?? 'null') as { gen?: unknown; count?: unknown } | null;
    return kept && typeof kept.count === 'number' && kept.gen === writeGeneration(db, table) ? kept.count : undefined;
  } catch {
    return undefined;
  }
}
