/* SQL of centros de custo (issue 35, 0033_centros_custo.sql, decision 440). A centro named by a
   posting's rateio or by an orçamento is never deleted. */
import { eq, sql } from 'drizzle-orm';
import { arrayOf, inArray } from '../db/in-list.ts';
import { rowsOf } from '../db/migrate.ts';
import { centrosCusto, lancamentos, recebiveis } from '../db/schema.ts';
import { centrosComOrcamento } from './orcamentos.ts';
import { isoSql, whereOrderLimit, wireSelect } from './titulos.ts';
import { colunasWire } from '../sync/colunas-wire.ts';
import type { WireEntrada } from '../../src/domain/wire-linhas.ts';
import type { Db, Tx } from '../db/client.ts';

type Queryable = Db | Tx;

export type CentroCustoRow = WireEntrada<'centros_custo'>;

const c = centrosCusto;

const COLUNAS = colunasWire<CentroCustoRow>()({
  id: c.id, codigo: c.codigo, nome: c.nome, status: c.status,
  version: c.version, created_at: isoSql(c.createdAt), updated_at: isoSql(c.updatedAt),
});

/** Wire rows matching `where`, in id order, up to `limit` (null: all). */
export const selectCentrosCusto = wireSelect<CentroCustoRow>((where, limit) => sql`SELECT ${COLUNAS}
    FROM ${c}
  ${whereOrderLimit(c.id, where, limit)}`);

export async function findCentroCusto(db: Queryable, id: string, forUpdate = false): Promise<CentroCustoRow | null> {
  if (forUpdate) await db.execute(sql`SELECT 1 FROM ${c} WHERE ${c.id} = ${id} FOR UPDATE`);
  const [row] = await selectCentrosCusto(db, eq(c.id, id));
  return row ?? null;
}

/** Every centro's id and código, for the duplicate check (centros are few). */
export async function codigosCentros(db: Queryable): Promise<{ id: string; codigo: string }[]> {
  return db.select({ id: c.id, codigo: c.codigo }).from(c);
}

/** Of `ids`, those that exist (a rateio or an orçamento naming another is refused). */
export async function centrosExistentes(db: Queryable, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: c.id }).from(c).where(inArray(c.id, [...ids]));
  return new Set(rows.map((r) => r.id));
}

/** Serialises centro creations and código changes until the transaction ends (duplicate check). */
export async function lockCodigosCentros(tx: Tx): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended('fluxo:centros_custo:codigo', 0))`);
}

/** Inserts the centro; null when the id is already taken (a duplicate create). */
export async function insertCentroCusto(
  db: Queryable, values: { id: string; codigo: string; nome: string; status: boolean },
): Promise<CentroCustoRow | null> {
  const [row] = await db.insert(c).values(values).onConflictDoNothing({ target: c.id }).returning({ id: c.id });
  return row ? findCentroCusto(db, row.id) : null;
}

export async function updateCentroCusto(
  db: Queryable, id: string, values: { codigo: string; nome: string; status: boolean },
): Promise<CentroCustoRow | null> {
  const [row] = await db.update(c).set(values).where(eq(c.id, id)).returning({ id: c.id });
  return row ? findCentroCusto(db, row.id) : null;
}

/** Of `ids`, those named by a posting's rateio or an orçamento (filled in as those tables arrive). */
export async function centrosEmUso(db: Queryable, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const usados = new Set<string>();
  for (const query of REFERENCIAS) for (const id of await query(db, ids)) usados.add(id);
  return [...usados];
}

/** Each query gives the ids of `ids` its table names. */
const REFERENCIAS: ((db: Queryable, ids: readonly string[]) => Promise<string[]>)[] = [
  (db, ids) => nomeadosNoRateio(db, lancamentos, 'centro_custo', ids),
  (db, ids) => nomeadosNoRateio(db, recebiveis, 'centro_custo', ids),
  (db, ids) => centrosComOrcamento(db, ids),
];

/** Of `ids`, those a share of some row's rateio names as its `campo` (decision 441): one
 *  statement whatever the number of ids (a delete of 70,000 ids asked one query per id, and
 *  took minutes, tests/api/fuzz.test.ts). */
export async function nomeadosNoRateio(
  db: Queryable, tabela: typeof lancamentos | typeof recebiveis, campo: 'centro_custo' | 'categoria', ids: readonly string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = rowsOf<{ id: string }>(await db.execute(sql`SELECT DISTINCT parte->>${campo} AS id
    FROM ${tabela}, jsonb_array_elements(${tabela.rateio}) AS parte
    WHERE ${tabela.rateio} IS NOT NULL AND parte->>${campo} = ANY(${arrayOf([...ids], 'text')})`));
  return rows.map((r) => r.id);
}

export async function deleteCentrosCusto(db: Queryable, ids: readonly string[]): Promise<number> {
  const deleted = await db.delete(c).where(inArray(c.id, [...ids])).returning({ id: c.id });
  return deleted.length;
}
