/* One logical format for backups, restores and the move to PostgreSQL (decision 385).
   A backup is a folder `fluxo-<UTC time>` holding
     manifesto.json          the engine, the migrations applied, each table's row count and the
                             sum of each of its integer columns, the sequences, the receipt files
     tabelas/<t>.ndjson.gz   each row as PostgreSQL's row_to_json, one a line
     comprovantes/<nome>     the receipt files the snapshot's rows name
   Every table is read in ONE repeatable-read transaction, after a SHARE lock on
   comprovante_arquivos: no receipt can be added or removed while its files are copied, so the
   files match the rows. It is written as `.<name>.parcial` and renamed when complete.
   A restore loads the rows with json_populate_recordset (PostgreSQL's own conversions, so every
   type comes back as it was) with user triggers off (no audit entries, no notifications for the
   copied rows), sets the sequences and checks counts and sums against the manifest before it
   commits. `txid` is not restored: it takes the restoring transaction's id, so the target's sync
   cursors (transaction ids of THAT database) keep working for devices that download afresh. */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database, Db, Tx } from '../db/client.ts';
import { rowsOf } from '../db/migrate.ts';
import { msgBackup } from '../../src/domain/messages-backup.ts';

// The format and what both sides read: backup-criar.ts writes it, backup-restaurar.ts loads it.

export const FORMATO = 'fluxo-backup';
export const VERSAO = 1;
/** Not copied: the migrations table is rebuilt by migrate() on the target. */
const FORA = new Set(['fluxo_migrations']);
/** Rewritten on restore (see the header). */
export const COLUNA_TXID = 'txid';

export interface EstatisticaTabela {
  linhas: number;
  /** Sum of each integer column but txid (money is bigint cents), as decimal text. */
  somas: Record<string, string>;
}

export interface Manifesto {
  formato: typeof FORMATO;
  versao: number;
  criado_em: string;
  motor: Database['kind'];
  migracoes: string[];
  tabelas: Record<string, EstatisticaTabela>;
  sequencias: Record<string, { valor: string; chamada: boolean }>;
  arquivos: { nome: string; tamanho: number; sha256: string }[];
  /** Files a row names that were not on disk when the backup was taken. */
  ausentes: string[];
}

export type Q = Db | Tx;

export async function linhas<T>(q: Q, query: SQL): Promise<T[]> {
  return rowsOf<T>(await q.execute(query));
}

/** The public tables to copy, parents before children (foreign keys), then by name. */
export async function tabelas(q: Q): Promise<string[]> {
  const nomes = (await linhas<{ t: string }>(q, sql`
    SELECT c.relname AS t FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') ORDER BY c.relname`)).map((r) => r.t).filter((t) => !FORA.has(t));
  const deps = await linhas<{ filha: string; mae: string }>(q, sql`
    SELECT f.relname AS filha, m.relname AS mae FROM pg_constraint k
    JOIN pg_class f ON f.oid = k.conrelid JOIN pg_class m ON m.oid = k.confrelid
    JOIN pg_namespace n ON n.oid = f.relnamespace
    WHERE k.contype = 'f' AND n.nspname = 'public' AND f.relname <> m.relname`);
  const ordem: string[] = [];
  const feitas = new Set<string>();
  const visitar = (t: string, caminho: Set<string>) => {
    if (feitas.has(t) || caminho.has(t)) return;
    caminho.add(t);
    for (const d of deps) if (d.filha === t && nomes.includes(d.mae)) visitar(d.mae, caminho);
    feitas.add(t);
    ordem.push(t);
  };
  for (const t of nomes) visitar(t, new Set());
  return ordem;
}

export interface Coluna { nome: string; tipo: string; gerada: boolean }

export async function colunas(q: Q, tabela: string): Promise<Coluna[]> {
  return (await linhas<{ nome: string; tipo: string; gerada: string }>(q, sql`
    SELECT attname AS nome, format_type(atttypid, atttypmod) AS tipo, attgenerated::text AS gerada
    FROM pg_attribute WHERE attrelid = ${tabela}::regclass AND attnum > 0 AND NOT attisdropped ORDER BY attnum`))
    .map((c) => ({ nome: c.nome, tipo: c.tipo, gerada: c.gerada !== '' }));
}

const INTEIROS = new Set(['bigint', 'integer', 'smallint']);

/** Row count and integer sums of one table, as a backup records them and a restore checks them. */
export async function estatistica(q: Q, tabela: string): Promise<EstatisticaTabela> {
  const somaveis = (await colunas(q, tabela)).filter((c) => INTEIROS.has(c.tipo) && c.nome !== COLUNA_TXID);
  const partes = [sql`count(*)::text AS linhas`, ...somaveis.map((c) => sql`coalesce(sum(${sql.identifier(c.nome)}), 0)::text AS ${sql.identifier(`s_${c.nome}`)}`)];
  const [row] = await linhas<Record<string, string>>(q, sql`SELECT ${sql.join(partes, sql`, `)} FROM ${sql.identifier(tabela)}`);
  const somas: Record<string, string> = {};
  for (const c of somaveis) somas[c.nome] = row?.[`s_${c.nome}`] ?? '0';
  return { linhas: Number(row?.linhas ?? 0), somas };
}

/** Every table's statistics. */
export async function estatisticas(q: Q): Promise<Record<string, EstatisticaTabela>> {
  const todas: Record<string, EstatisticaTabela> = {};
  for (const t of await tabelas(q)) todas[t] = await estatistica(q, t);
  return todas;
}

export async function sha256(arquivo: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(arquivo), hash);
  return hash.digest('hex');
}

export class RecusaBackup extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RecusaBackup';
  }
}

export async function lerManifesto(pasta: string): Promise<Manifesto> {
  let bruto: unknown;
  try {
    bruto = JSON.parse(await readFile(join(pasta, 'manifesto.json'), 'utf8'));
  } catch {
    throw new RecusaBackup(msgBackup.naoEhBackup(pasta));
  }
  const m = bruto as Partial<Manifesto> | null;
  if (!m || m.formato !== FORMATO || typeof m.tabelas !== 'object' || !Array.isArray(m.migracoes)) throw new RecusaBackup(msgBackup.naoEhBackup(pasta));
  return m as Manifesto;
}
