/* The only owner of IndexedDB (DESIGN §2): one Dexie database per signed-in user,
   `fluxo-<userId>`, so a second person on the same device never sees the first one's data.
   SCHEMA CHANGES ONLY THROUGH A NEW VERSION (db-versoes.ts): never edit a published version's
   stores, or existing users' databases fail to open (and keep their outbox). A new version with
   an upgrade function is declared after the last; one without takes the last one's place when
   that has none (its number, its stores added: decision 462). */
import Dexie from 'dexie';
import type { Table } from 'dexie';
import type { CollectionName } from './collections.ts';
import type { OutboxEntry } from './sync/outbox-entry.ts';
import type { Linha } from '../domain/wire-linhas.ts';
import type { LocalRow } from './wire.ts';
import { COLLECTION_SPECS, LISTAS_GRANDES, PULL_ORDER } from './collections.ts';
import { comparatorFor } from './live-load.ts';
import { TabelaEmpacotada } from './sync/paginas.ts';
import { LINHAS_POR_PAGINA } from './sync/paginas-estado.ts';
import { SCHEMA_V1, SCHEMA_V2, SCHEMA_V3, SCHEMA_V4, SCHEMA_V8, SCHEMA_V9, SCHEMA_V10, SCHEMA_V11, SCHEMA_V12, SCHEMA_V13, SCHEMA_V14, SCHEMA_V15, SCHEMA_V16, SCHEMA_V17, SCHEMA_V18 } from './db-versoes.ts';
import type { Pagina } from './sync/paginas-estado.ts';

export interface StoredFile {
  id: string;
  name: string;
  type: string;
  size: number;
  parts: number;
  createdAt: string;
}

/** Files are ArrayBuffer chunks: Safari mishandles Blobs stored in IndexedDB. */
export interface FileChunk {
  fileId: string;
  part: number;
  data: ArrayBuffer;
}

/** A server row a pull did not apply because a pending entry touches it (see pull.ts). */
export interface Shadow {
  key: string;
  table: CollectionName;
  id: string;
  /** null: the server deleted it. */
  row: LocalRow | null;
}

export interface MetaRecord {
  key: string;
  value: unknown;
}

export function dbName(userId: string): string {
  return `fluxo-${userId}`;
}

/** The big lists (collections.ts `grande`): stored packed (sync/paginas.ts). */
type NomeGrande = 'lancamentos' | 'recebiveis';
/** Each synced list's table, typed by its row (`db.lancamentos`…): one per registry entry
 *  (collections.ts); a big list's is its packed table. */
type TabelasSincronizadas = { readonly [N in Exclude<CollectionName, NomeGrande>]: Table<Linha<N>, string> }
  & { readonly [N in NomeGrande]: TabelaEmpacotada<Linha<N>> };

/** A synced list's table as the code uses it, the part of Dexie's Table that the packed one
 *  (sync/paginas.ts) also offers: Dexie's for a small list, the packed one for a big list. */
export interface TabelaLista {
  get(id: string): Promise<LocalRow | undefined>;
  bulkGet(ids: string[]): Promise<(LocalRow | undefined)[]>;
  put(row: LocalRow): Promise<unknown>;
  bulkPut(rows: readonly LocalRow[]): Promise<unknown>;
  update(id: string, changes: Record<string, unknown>): Promise<number>;
  delete(id: string): Promise<void>;
  bulkDelete(ids: string[]): Promise<void>;
  clear(): Promise<void>;
  toArray(): Promise<LocalRow[]>;
  count(): Promise<number>;
  filter(test: (row: LocalRow) => boolean): ConsultaLista;
  where(field: string): {
    equals(value: string): ConsultaLista;
    anyOf(values: string[]): ConsultaLista;
    between(lower: string, upper: string, includeLower?: boolean, includeUpper?: boolean): ConsultaLista;
  };
}

/** The part of a Dexie Collection the code uses on a synced list. */
export interface ConsultaLista {
  toArray(): Promise<LocalRow[]>;
  first(): Promise<LocalRow | undefined>;
  count(): Promise<number>;
  primaryKeys(): Promise<unknown[]>;
}

/** `ids`' rows as the device holds them. */
export async function readRows(db: FluxoDb, name: CollectionName, ids: readonly string[]): Promise<(LocalRow | undefined)[]> {
  return db.rows(name).bulkGet([...ids]);
}

/** The rows whose `field` equals `value` (an index of a small list; memory for a big one). */
export async function readWhere(db: FluxoDb, name: CollectionName, field: string, value: string): Promise<LocalRow[]> {
  return db.rows(name).where(field).equals(value).toArray();
}

// The class gets a typed property per synced list from the registry's names, not a line each.
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging, @typescript-eslint/no-empty-object-type -- its members are TabelasSincronizadas'
export interface FluxoDb extends TabelasSincronizadas {}

// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging -- Dexie sets the tables up: the interface above only types them
export class FluxoDb extends Dexie {
  declare cotacoes: Table<{ ticker: string; cotacao: number; em: string }, string>;
  declare outbox: Table<OutboxEntry, number>;
  declare files: Table<StoredFile, string>;
  declare fileChunks: Table<FileChunk, [string, number]>;
  declare shadows: Table<Shadow, string>;
  declare meta: Table<MetaRecord, string>;

  readonly userId: string;
  private readonly empacotadas = new Map<CollectionName, TabelaEmpacotada>();

  constructor(userId: string) {
    super(dbName(userId));
    this.userId = userId;
    // Dexie parses every version declared so far again at each declaration: 14 versions cost
    // ≈ 55 ms of every page load here (decision 462). An installed version need not be declared (Dexie ≥ 3
    // upgrades from the database's real schema), so only those with an upgrade function are, and
    // the last; each with the stores changed since the one declared before it.
    this.version(13).stores({
      ...SCHEMA_V1, ...SCHEMA_V2, ...SCHEMA_V3, ...SCHEMA_V4, ...SCHEMA_V8, ...SCHEMA_V9, ...SCHEMA_V10, ...SCHEMA_V11, ...SCHEMA_V12, ...SCHEMA_V13,
    }).upgrade((tx) => tx.table('bancos').toCollection().modify((b: Partial<Linha<'bancos'>>) => {
      b.saldo_inicial ??= 0;
      b.data_saldo_inicial ??= null;
    }));
    this.version(15).stores({ ...SCHEMA_V14, ...SCHEMA_V15 }).upgrade((tx) => tx.table('extratos').toCollection().modify((e: Partial<Linha<'extratos'>>) => {
      e.saldo_final ??= null;
      e.data_saldo_final ??= null;
    }));
    this.version(16).stores(SCHEMA_V16).upgrade(async (tx) => {
      for (const name of ['lancamentos', 'recebiveis'] as const) {
        const rows = (await tx.table(name).toArray()) as LocalRow[];
        const pages: Pagina[] = [];
        for (let n = 0; n * LINHAS_POR_PAGINA < rows.length; n++) pages.push({ n, rows: rows.slice(n * LINHAS_POR_PAGINA, (n + 1) * LINHAS_POR_PAGINA) });
        await tx.table(`paginas_${name}`).bulkPut([...pages, { n: -1, rows: [], versao: 'v16' }]);
      }
      // A first download staged and not yet unpacked (decision 369) is dropped with its store.
      for (const name of ['lancamentos', 'recebiveis'] as const) {
        if (await tx.table(`pacotes_${name}`).count()) await tx.table('meta').delete(`pull:${name}`);
      }
    });
    this.version(18).stores({ ...SCHEMA_V17, ...SCHEMA_V18 });
    for (const name of LISTAS_GRANDES) {
      Object.defineProperty(this, name, { get: () => this.empacotada(name), enumerable: false, configurable: true });
    }
  }

  /** A synced list's table: Dexie's for a small list, the packed one for a big list. */
  rows(name: CollectionName): TabelaLista {
    return LISTAS_GRANDES.has(name) ? this.empacotada(name) : this.table<LocalRow, string>(name);
  }

  /**
   * Runs `fn` (inside a transaction over every packed list's store) so that each packed page it
   * touches is rewritten once, at its end (TabelaEmpacotada.emLote).
   */
  emLote<R>(fn: () => Promise<R>): Promise<R> {
    return [...LISTAS_GRANDES].reduce<() => Promise<R>>((inner, name) => async () => this.empacotada(name).emLote(inner), fn)();
  }

  /** The IndexedDB store(s) holding a list, for a transaction's scope. */
  loja(name: CollectionName): Table {
    return LISTAS_GRANDES.has(name) ? this.table(`paginas_${name}`) : this.table(name);
  }

  /** Every synced list's store, for a transaction that may touch any of them. */
  lojas(): Table[] {
    return PULL_ORDER.map((name) => this.loja(name));
  }

  private empacotada(name: CollectionName): TabelaEmpacotada {
    let tabela = this.empacotadas.get(name);
    if (!tabela) {
      const loja = this.table<Pagina, number>(`paginas_${name}`);
      tabela = new TabelaEmpacotada(loja, (modo, fn) => this.transaction(modo === 'r' ? 'r?' : 'rw?', loja, fn), {
        ordem: comparatorFor(COLLECTION_SPECS[name]),
        vistas: COLLECTION_SPECS[name].vistas,
      });
      this.empacotadas.set(name, tabela);
    }
    return tabela;
  }
}

let current: FluxoDb | null = null;
const listeners = new Set<(db: FluxoDb | null) => void>();

/** Opens (or keeps) the signed-in user's database; another user's is closed first. */
export function openUserDb(userId: string): FluxoDb {
  if (current?.userId === userId) return current;
  current?.close();
  current = new FluxoDb(userId);
  listeners.forEach((l) => l(current));
  return current;
}

export function closeUserDb(): void {
  if (!current) return;
  current.close();
  current = null;
  listeners.forEach((l) => l(null));
}

export function currentDb(): FluxoDb | null {
  return current;
}

export function onDbChange(listener: (db: FluxoDb | null) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export async function readMeta<T>(db: FluxoDb, key: string): Promise<T | undefined> {
  return (await db.meta.get(key))?.value as T | undefined;
}

export async function writeMeta(db: FluxoDb, key: string, value: unknown): Promise<void> {
  await db.meta.put({ key, value });
}
