/* Receipts (comprovantes) SQL. A receipt row carries its files: the `comprovante` text of SPEC §3
   ('stored1;stored2') and the `arquivos` list, both built by the database in the same query. */
import { desc, eq, sql } from 'drizzle-orm';
import { inArray } from '../db/in-list.ts';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ComprovanteListado } from '../../src/domain/comprovante.ts';
import { rowsOf } from '../db/migrate.ts';
import { comprovanteArquivos, comprovantes, lancamentos } from '../db/schema.ts';
import type { Db, Tx } from '../db/client.ts';

type Queryable = Db | Tx;

export interface ArquivoWire {
  id: string;
  /** Stored name: the download path segment. */
  nome: string;
  nome_original: string;
  tamanho: number;
}

/** A receipt as GET /api/comprovantes sends it. */
export interface ComprovanteWire extends ComprovanteListado {
  arquivos: ArquivoWire[];
  version: number;
  created_at: string;
  updated_at: string;
}

const c = comprovantes;
const a = comprovanteArquivos;
const iso = (column: AnyPgColumn) => sql`to_char((${column}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
// Files in upload order: the stored name holds the time and the file's index.
const ARQUIVOS = sql`COALESCE((SELECT json_agg(json_build_object('id', ${a.id}, 'nome', ${a.nome},
  'nome_original', ${a.nomeOriginal}, 'tamanho', ${a.tamanho}) ORDER BY ${a.createdAt}, ${a.nome})
  FROM ${a} WHERE ${a.comprovanteId} = ${c.id}), '[]'::json)`;

/** Wire rows matching `where`, in id order, up to `limit` (null: all). */
export async function selectComprovantes(tx: Tx, where?: SQL, limit: number | null = null): Promise<ComprovanteWire[]> {
  const result = await tx.execute(sql`SELECT ${c.id} AS id, ${c.descricao} AS descricao, (${c.data})::text AS data,
    ${c.lancamentoTitulo} AS lancamento_titulo, ${c.descricaoLancamento} AS descricao_lancamento,
    ${ARQUIVOS} AS arquivos, ${c.version} AS version, ${iso(c.createdAt)} AS created_at, ${iso(c.updatedAt)} AS updated_at
    FROM ${c}
    ${where ? sql`WHERE ${where}` : sql``}
    ORDER BY ${c.id}
    ${limit !== null ? sql`LIMIT ${limit}` : sql``}`);
  return rowsOf<Omit<ComprovanteWire, 'comprovante'>>(result).map((row) => {
    // node-postgres parses json columns; PGlite too, but be tolerant of text.
    const arquivos = (typeof row.arquivos === 'string' ? JSON.parse(row.arquivos) : row.arquivos) as ArquivoWire[];
    return { ...row, arquivos, comprovante: arquivos.map((f) => f.nome).join(';') };
  });
}

export function comprovantesByIds(tx: Tx, ids: readonly string[]): Promise<ComprovanteWire[]> {
  return ids.length ? selectComprovantes(tx, inArray(c.id, [...ids])) : Promise.resolve([]);
}

export interface VinculoLancamento {
  idTitulo: string;
  descricao: string;
}

/** The posting a receipt links to, by its id_titulo or (older clients) by its description. */
export async function findVinculo(tx: Tx, ref: { idTitulo: string } | { descricao: string }): Promise<VinculoLancamento | null> {
  const where = 'idTitulo' in ref ? eq(lancamentos.idTitulo, ref.idTitulo) : eq(lancamentos.descricao, ref.descricao);
  const [row] = await tx.select({ idTitulo: lancamentos.idTitulo, descricao: lancamentos.descricao })
    .from(lancamentos).where(where).orderBy(desc(lancamentos.id)).limit(1);
  return row ?? null;
}

export interface NovoComprovanteRow {
  id: string;
  descricao: string;
  data: string;
  lancamentoTitulo: string | null;
  descricaoLancamento: string | null;
}

export interface NovoArquivoRow {
  id: string;
  nome: string;
  nomeOriginal: string;
  tamanho: number;
  mime: string | null;
}

/** Inserts a receipt and its files; false when the id already exists. */
export async function insertComprovante(tx: Tx, row: NovoComprovanteRow, arquivos: readonly NovoArquivoRow[]): Promise<boolean> {
  const inserted = await tx.insert(c).values(row).onConflictDoNothing().returning({ id: c.id });
  if (!inserted.length) return false;
  if (arquivos.length) await tx.insert(a).values(arquivos.map((f) => ({ ...f, comprovanteId: row.id })));
  return true;
}

/** Deletes receipts (their file rows go by cascade); returns the stored names of their files. */
export async function deleteComprovantes(tx: Tx, ids: readonly string[]): Promise<{ ids: string[]; nomes: string[] }> {
  if (!ids.length) return { ids: [], nomes: [] };
  const files = await tx.select({ nome: a.nome }).from(a).where(inArray(a.comprovanteId, [...ids]));
  const deleted = await tx.delete(c).where(inArray(c.id, [...ids])).returning({ id: c.id });
  return { ids: deleted.map((r) => r.id), nomes: files.map((f) => f.nome) };
}

/** A stored file by its exact stored name. */
export async function findArquivo(db: Queryable, nome: string): Promise<{ nome: string; tamanho: number } | null> {
  const [row] = await db.select({ nome: a.nome, tamanho: a.tamanho }).from(a).where(eq(a.nome, nome)).limit(1);
  return row ?? null;
}
