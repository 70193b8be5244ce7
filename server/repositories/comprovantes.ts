/* Receipts (comprovantes) SQL. A receipt row carries its files: the `comprovante` text of SPEC §3
   ('stored1;stored2') and the `arquivos` list, both built by the database in the same query. */
import { desc, eq, sql } from 'drizzle-orm';
import { inArray } from '../db/in-list.ts';
import type { WireEntrada } from '../../src/domain/wire-linhas.ts';
import { comprovanteArquivos, comprovantes, lancamentos } from '../db/schema.ts';
import type { Db, Tx } from '../db/client.ts';
import { colunasWire, diaSql } from '../sync/colunas-wire.ts';
import { isoSql, whereOrderLimit, wireSelect } from './titulos.ts';

type Queryable = Db | Tx;

/** A receipt as GET /api/comprovantes sends it: the domain's wire row (decision 341). */
export type ComprovanteWire = WireEntrada<'comprovantes'>;
export type ArquivoWire = ComprovanteWire['arquivos'][number];

const c = comprovantes;
const a = comprovanteArquivos;
// Files in upload order: the stored name holds the time and the file's index.
const ARQUIVOS = sql<ArquivoWire[]>`COALESCE((SELECT json_agg(json_build_object('id', ${a.id}, 'nome', ${a.nome},
  'nome_original', ${a.nomeOriginal}, 'tamanho', ${a.tamanho}) ORDER BY ${a.createdAt}, ${a.nome})
  FROM ${a} WHERE ${a.comprovanteId} = ${c.id}), '[]'::json)`;
// SPEC §3's `comprovante` text: the stored names in the same order, joined by ';'.
const NOMES = sql<string>`COALESCE((SELECT string_agg(${a.nome}, ';' ORDER BY ${a.createdAt}, ${a.nome})
  FROM ${a} WHERE ${a.comprovanteId} = ${c.id}), '')`;

const COLUNAS = colunasWire<ComprovanteWire>()({
  id: c.id, descricao: c.descricao, data: diaSql(c.data), lancamento_titulo: c.lancamentoTitulo,
  descricao_lancamento: c.descricaoLancamento, comprovante: NOMES, arquivos: ARQUIVOS, version: c.version,
  created_at: isoSql(c.createdAt), updated_at: isoSql(c.updatedAt),
});

/** Wire rows matching `where`, in id order, up to `limit` (null: all). */
export const selectComprovantes = wireSelect<ComprovanteWire>((where, limit) => sql`SELECT ${COLUNAS} FROM ${c}
  ${whereOrderLimit(c.id, where, limit)}`);

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
