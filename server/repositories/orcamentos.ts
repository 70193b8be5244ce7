/* SQL of Orçamento (issue 35 item 3, 0034_rateio.sql, decision 443): one value per categoria,
   centro de custo (or none) and month; a new value for the same three replaces the old. */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { inArray } from '../db/in-list.ts';
import { orcamentos } from '../db/schema.ts';
import { decimalSql, isoSql, whereOrderLimit, wireSelect } from './titulos.ts';
import { colunasWire } from '../sync/colunas-wire.ts';
import type { Orcamento } from '../../src/domain/orcamento.ts';
import type { WireEntrada } from '../../src/domain/wire-linhas.ts';
import type { Db, Tx } from '../db/client.ts';

type Queryable = Db | Tx;
const o = orcamentos;

export interface OrcamentoRow extends Orcamento { id: string }

const COLUNAS = colunasWire<WireEntrada<'orcamentos'>>()({
  id: o.id, categoria: o.categoriaId, centro_custo: o.centroCustoId, mes: o.mes,
  valor: decimalSql(o.valor),
  version: o.version, created_at: isoSql(o.createdAt), updated_at: isoSql(o.updatedAt),
});

/** The synced list's wire rows matching `where`, in id order, up to `limit` (null: all). */
export const selectOrcamentos = wireSelect<WireEntrada<'orcamentos'>>((where, limit) => sql`SELECT ${COLUNAS}
    FROM ${o}
  ${whereOrderLimit(o.id, where, limit)}`);

function linhas(db: Queryable, where?: SQL): Promise<OrcamentoRow[]> {
  const q = db.select({ id: o.id, categoria: o.categoriaId, centro_custo: o.centroCustoId, mes: o.mes, valor: o.valor }).from(o);
  return (where ? q.where(where) : q).orderBy(o.mes, o.categoriaId);
}

/** The budgets of the months from `de` to `ate` ('YYYY-MM', both included). */
export function orcamentosEntre(db: Queryable, de: string, ate: string): Promise<OrcamentoRow[]> {
  return linhas(db, sql`${o.mes} BETWEEN ${de} AND ${ate}`);
}

/** Serialises budget writes until the transaction ends: one row per (categoria, centro, mês). */
export async function lockOrcamentos(tx: Tx): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended('fluxo:orcamentos', 0))`);
}

/** Sets the value of (categoria, centro, mês): the row is created with `id` or, when it exists, updated. */
export async function gravarOrcamento(tx: Tx, id: string, b: Orcamento): Promise<OrcamentoRow> {
  const centro = b.centro_custo === null ? isNull(o.centroCustoId) : eq(o.centroCustoId, b.centro_custo);
  const [atual] = await linhas(tx, and(eq(o.categoriaId, b.categoria), centro, eq(o.mes, b.mes)));
  if (atual) {
    if (atual.valor !== b.valor) await tx.update(o).set({ valor: b.valor }).where(eq(o.id, atual.id));
    return { ...atual, valor: b.valor };
  }
  await tx.insert(o).values({ id, categoriaId: b.categoria, centroCustoId: b.centro_custo, mes: b.mes, valor: b.valor });
  return { id, ...b };
}

/** Of `ids` (centros de custo), those some budget names. */
export async function centrosComOrcamento(db: Queryable, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectDistinct({ id: o.centroCustoId }).from(o).where(inArray(o.centroCustoId, [...ids]));
  return rows.flatMap((r) => (r.id ? [r.id] : []));
}

/** Of `ids` (categorias), those some budget names. */
export async function categoriasComOrcamento(db: Queryable, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectDistinct({ id: o.categoriaId }).from(o).where(inArray(o.categoriaId, [...ids]));
  return rows.map((r) => r.id);
}
