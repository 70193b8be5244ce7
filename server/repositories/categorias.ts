/* SQL for categories of payables (SPEC §3 Categoria). A category in use by a posting is never
   deleted (decision 032). */
import { eq, sql } from 'drizzle-orm';
import { inArray } from '../db/in-list.ts';
import { categorias, lancamentos, recebiveis, recorrencias } from '../db/schema.ts';
import { nomeadosNoRateio } from './centros-custo.ts';
import { categoriasComOrcamento } from './orcamentos.ts';
import { isoSql, whereOrderLimit, wireSelect } from './titulos.ts';
import { colunasWire } from '../sync/colunas-wire.ts';
import type { WireEntrada } from '../../src/domain/wire-linhas.ts';
import type { Db, Tx } from '../db/client.ts';
import type { LinhaDre } from '../../src/domain/listas.ts';

type Queryable = Db | Tx;

export interface CategoriaRow {
  id: string;
  descricao: string;
  status: boolean;
  dre_linha: LinhaDre | null;
  tributo: boolean;
  version: number;
  created_at: string;
  updated_at: string;
}

type Selected = typeof categorias.$inferSelect;

// Database text timestamps ('2024-01-01 12:00:00.1+00') become ISO-8601, which every browser parses.
const iso = (ts: string) => new Date(ts).toISOString();

function toWire(r: Selected): CategoriaRow {
  return {
    id: r.id, descricao: r.descricao, status: r.status, dre_linha: r.dreLinha, tributo: r.tributo, version: r.version,
    created_at: iso(r.createdAt), updated_at: iso(r.updatedAt),
  };
}

const c = categorias;

const COLUNAS = colunasWire<WireEntrada<'categorias'>>()({
  id: c.id, descricao: c.descricao, status: c.status, dre_linha: c.dreLinha, tributo: c.tributo,
  version: c.version, created_at: isoSql(c.createdAt), updated_at: isoSql(c.updatedAt),
});

/** Wire rows matching `where`, in id order, up to `limit` (null: all); formatted by the database like toWire. */
export const selectCategorias = wireSelect<CategoriaRow>((where, limit) => sql`SELECT ${COLUNAS}
    FROM ${c}
  ${whereOrderLimit(c.id, where, limit)}`);

export async function findCategoria(db: Queryable, id: string, forUpdate = false): Promise<CategoriaRow | null> {
  const query = db.select().from(categorias).where(eq(categorias.id, id)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ? toWire(row) : null;
}

/** Every category's id and text, for the duplicate check (categories are few). */
export async function nomesCategorias(db: Queryable): Promise<{ id: string; nome: string }[]> {
  return db.select({ id: categorias.id, nome: categorias.descricao }).from(categorias);
}

/** Serialises category creations and renames until the transaction ends (duplicate check). */
export async function lockNomesCategorias(tx: Tx): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended('fluxo:categorias:nome', 0))`);
}

/** Inserts the category; null when the id is already taken (a duplicate create). */
export async function insertCategoria(db: Queryable, values: { id: string; descricao: string; status: boolean; tributo?: boolean }): Promise<CategoriaRow | null> {
  const [row] = await db.insert(categorias).values(values).onConflictDoNothing({ target: categorias.id }).returning();
  return row ? toWire(row) : null;
}

export async function updateCategoria(
  db: Queryable, id: string, values: { descricao: string; status: boolean; dre_linha?: LinhaDre | null; tributo?: boolean },
): Promise<CategoriaRow | null> {
  // Absent fields stay as they are (an old client's edit keeps a mapping or a flag set elsewhere).
  const { dre_linha: dreLinha, tributo, ...rest } = values;
  const set = { ...rest, ...(dreLinha === undefined ? {} : { dreLinha }), ...(tributo === undefined ? {} : { tributo }) };
  const [row] = await db.update(categorias).set(set).where(eq(categorias.id, id)).returning();
  return row ? toWire(row) : null;
}

/** Of `ids`, those referenced by any posting. */
export async function categoriasEmUso(db: Queryable, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectDistinct({ id: lancamentos.categoriaId }).from(lancamentos)
    .where(inArray(lancamentos.categoriaId, ids));
  // A recorrência names its category too (issue 34).
  const recs = await db.selectDistinct({ id: recorrencias.categoriaId }).from(recorrencias)
    .where(inArray(recorrencias.categoriaId, ids));
  // A share of a rateio names it too (issue 35, decision 441).
  const partes = [
    ...await nomeadosNoRateio(db, lancamentos, 'categoria', ids), ...await nomeadosNoRateio(db, recebiveis, 'categoria', ids),
    ...await categoriasComOrcamento(db, ids),
  ];
  return [...new Set([...rows, ...recs].flatMap((r) => (r.id ? [r.id] : [])).concat(partes))];
}

export async function deleteCategorias(db: Queryable, ids: string[]): Promise<number> {
  const deleted = await db.delete(categorias).where(inArray(categorias.id, ids)).returning({ id: categorias.id });
  return deleted.length;
}
