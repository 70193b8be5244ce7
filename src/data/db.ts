/* The only owner of IndexedDB (DESIGN §2): one Dexie database per signed-in user,
   `fluxo-<userId>`, so a second person on the same device never sees the first one's data.
   SCHEMA CHANGES ONLY THROUGH A NEW `this.version(n)` WITH AN UPGRADE FUNCTION: never edit a
   published version's stores, or existing users' databases fail to open (and keep their outbox). */
import Dexie from 'dexie';
import type { Table } from 'dexie';
import type { CollectionName } from './collections.ts';
import type { OutboxEntry } from './sync/outbox-entry.ts';
import type { Linha } from '../domain/wire-linhas.ts';
import type { LocalRow } from './wire.ts';
import { countGuard } from './live-count.ts';

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

export const SCHEMA_V1: Record<string, string> = {
  bancos: 'id, banco',
  categorias: 'id, descricao',
  lancamentos: 'id, id_titulo, data, status, vencimento, banco_id, categoria_id',
  recebiveis: 'id, id_titulo, data, status, vencimento',
  faturas: 'id, banco_id, status, vencimento',
  comprovantes: 'id, data, lancamento_titulo',
  entradas: 'id, data, banco_id, id_titulo',
  investimentos: 'id, data, banco_id',
  usuarios: 'id, login',
  pagamentos: 'id, alvo_id',
  movimentacoes: 'id, alvo_id',
  outbox: '++seq, &id, status, *touchIds',
  files: 'id',
  fileChunks: '[fileId+part]',
  shadows: 'key',
  meta: 'key',
};

/**
 * v2: lists sort and filter in memory (live-store.ts), so indexes are kept only for what code
 * looks up in IndexedDB (groups by id_titulo, history by alvo_id, banks and categories in use).
 * Every index costs on each of the 100,000 rows of a first pull.
 */
export const SCHEMA_V2: Record<string, string> = {
  lancamentos: 'id, id_titulo, banco_id, categoria_id',
  recebiveis: 'id, id_titulo',
  faturas: 'id, banco_id',
  comprovantes: 'id, lancamento_titulo',
  entradas: 'id, banco_id, id_titulo',
  investimentos: 'id, banco_id',
};

/**
 * v3: the payables and receivables lists paint their first page before the whole collection is
 * in memory, from the newest rows read through a `data` index (live-store.ts, decision 122).
 * Adding an index keeps the rows as they are: no upgrade function needed.
 */
export const SCHEMA_V3: Record<string, string> = {
  lancamentos: 'id, id_titulo, banco_id, categoria_id, data',
  recebiveis: 'id, id_titulo, data',
};

/** v4 (issue 15): the administrator's holidays. A new table: no upgrade function needed. */
export const SCHEMA_V4: Record<string, string> = {
  feriados: 'id',
};

/**
 * v8 (issue 17): reminders, notes (by record, for the lists' marker) and the bell's read marks;
 * payables, receivables and invoices get a `vencimento` index so the bell reads only the few
 * titles due around today instead of 100,000 rows (decision 242). New tables and an added
 * index keep the rows as they are: no upgrade function needed.
 */
export const SCHEMA_V8: Record<string, string> = {
  lembretes: 'id',
  observacoes: 'id, registro_id',
  lidas: 'id, chave',
  lancamentos: 'id, id_titulo, banco_id, categoria_id, data, vencimento',
  recebiveis: 'id, id_titulo, data, vencimento',
  faturas: 'id, banco_id, vencimento',
};

/**
 * v9 (issue 19): Ações' trades, funds and their movements (synced), and the quotations typed by
 * hand on the Posições tab (local only, by ticker: they never leave the device). New tables only.
 */
export const SCHEMA_V9: Record<string, string> = {
  operacoes: 'id',
  fundos: 'id',
  fundo_movimentos: 'id, fundo_id',
  cotacoes: 'ticker',
};

/** v10 (issue 21): Histórico Escolar, indexed by aluno so Consulta paints its first rows early (decision 264). A new table: no upgrade function needed. */
export const SCHEMA_V10: Record<string, string> = {
  historicos: 'id, aluno',
};

/** v11 (issue 16): bank statement lines, looked up by bank and by duplicate key. A new table. */
export const SCHEMA_V11: Record<string, string> = {
  extratos: 'id, banco_id, chave',
};

/**
 * v12 (issue 22, decision 369): each streamed list's first download packed as it arrives, one
 * record per 5,000 rows by its place in the stream (`seq`), and at `seq` -1 the marker saying it
 * is whole; unpacked into the list's table behind it. A store per list, so one list's unpacking
 * never waits on the other's packing. New tables.
 */
export const SCHEMA_V12: Record<string, string> = {
  pacotes_lancamentos: 'seq',
  pacotes_recebiveis: 'seq',
};

/**
 * v13 (issue 32): transferências between banks (looked up by either bank when one is deleted),
 * and receivables by the bank they land in. A new table and an added index; the banks' new
 * opening balance is filled in on the rows already stored (0 from no date, as the server's
 * default), so the saldos never read a missing field.
 */
export const SCHEMA_V13: Record<string, string> = {
  transferencias: 'id, de, para',
  recebiveis: 'id, id_titulo, data, vencimento, banco_id',
};

/**
 * v14 (issue 34): Contas recorrentes, and a `recorrencia_id` index on payables and receivables so
 * a recorrência's occurrences are read without scanning 100,000 rows (rows with no recorrência
 * are not in the index). A new table and added indexes: no upgrade function needed. (v13 is
 * another list's.)
 */
export const SCHEMA_V14: Record<string, string> = {
  recorrencias: 'id',
  lancamentos: 'id, id_titulo, banco_id, categoria_id, data, vencimento, recorrencia_id',
  recebiveis: 'id, id_titulo, data, vencimento, banco_id, recorrencia_id',
};

/**
 * v15 (issue 32, decision 426): a statement line keeps its statement's closing balance. No index
 * changes; the lines already stored get null in both fields (they came without one), as the
 * server's rows before 0030.
 */
export const SCHEMA_V15: Record<string, string> = SCHEMA_V11;

/**
 * v17 (issue 35, decision 440): Centros de custo, a small list by código. A new table: no upgrade
 * function. (v16 is issue 36's, the packed storage.)
 */
export const SCHEMA_V17: Record<string, string> = {
  centros_custo: 'id, codigo',
};

/** One packed batch of a first download (decision 369), or at `seq` -1 its marker. */
export interface Pacote {
  seq: number;
  rows: LocalRow[];
  marker?: unknown;
}

export function dbName(userId: string): string {
  return `fluxo-${userId}`;
}

/** Each synced list's table, typed by its row (`db.lancamentos`…): one per registry entry (collections.ts). */
type TabelasSincronizadas = { readonly [N in CollectionName]: Table<Linha<N>, string> };

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
  declare pacotes_lancamentos: Table<Pacote, number>;
  declare pacotes_recebiveis: Table<Pacote, number>;

  readonly userId: string;

  constructor(userId: string) {
    super(dbName(userId));
    this.userId = userId;
    this.version(1).stores(SCHEMA_V1);
    // Only indexes are dropped: the rows stay as they are, no upgrade function needed.
    this.version(2).stores(SCHEMA_V2);
    this.version(3).stores(SCHEMA_V3);
    this.version(4).stores(SCHEMA_V4);
    this.version(8).stores(SCHEMA_V8);
    this.version(9).stores(SCHEMA_V9);
    this.version(10).stores(SCHEMA_V10);
    this.version(11).stores(SCHEMA_V11);
    this.version(12).stores(SCHEMA_V12);
    this.version(13).stores(SCHEMA_V13).upgrade((tx) => tx.table('bancos').toCollection().modify((b: Partial<Linha<'bancos'>>) => {
      b.saldo_inicial ??= 0;
      b.data_saldo_inicial ??= null;
    }));
    this.version(14).stores(SCHEMA_V14);
    this.version(15).stores(SCHEMA_V15).upgrade((tx) => tx.table('extratos').toCollection().modify((e: Partial<Linha<'extratos'>>) => {
      e.saldo_final ??= null;
      e.data_saldo_final ??= null;
    }));
    this.version(17).stores(SCHEMA_V17);
    this.use(countGuard(this.name)); // a later open's kept list totals (decision 338)
  }

  rows(name: CollectionName): Table<LocalRow, string> {
    return this.table(name);
  }

  /** A streamed list's packed first download (decision 369). */
  pacotes(name: CollectionName): Table<Pacote, number> {
    return this.table(`pacotes_${name}`);
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
