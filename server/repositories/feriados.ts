/* SQL for the holidays an administrator adds (issue 15). One row per date. */
import { eq, sql } from 'drizzle-orm';
import { inArray } from '../db/in-list.ts';
import type { Db } from '../db/client.ts';
import { categorias, feriados } from '../db/schema.ts';
import type { Agenda } from '../../src/domain/vencimento-efetivo.ts';
import type { Tx } from '../db/client.ts';
import { isoSql, whereOrderLimit, wireSelect } from './titulos.ts';
import { colunasWire, diaSql } from '../sync/colunas-wire.ts';
import type { WireEntrada } from '../../src/domain/wire-linhas.ts';

type Queryable = Db | Tx;

export interface FeriadoRow {
  id: string;
  data: string;
  nome: string;
  version: number;
  created_at: string;
  updated_at: string;
}

const f = feriados;

const COLUNAS = colunasWire<WireEntrada<'feriados'>>()({
  id: f.id, data: diaSql(f.data), nome: f.nome, version: f.version, created_at: isoSql(f.createdAt),
  updated_at: isoSql(f.updatedAt),
});

export const selectFeriados = wireSelect<FeriadoRow>((where, limit) => sql`SELECT ${COLUNAS}
  FROM ${f}
  ${whereOrderLimit(f.id, where, limit)}`);

/** The holidays of one year (GET /api/calendario). */
export function feriadosDoAno(db: Queryable, ano: number): Promise<FeriadoRow[]> {
  return selectFeriados(db, sql`${f.data} BETWEEN ${`${ano}-01-01`} AND ${`${ano}-12-31`}`);
}

export async function feriadoNaData(db: Queryable, data: string): Promise<{ id: string } | null> {
  const [row] = await db.select({ id: f.id }).from(f).where(eq(f.data, data)).limit(1);
  return row ?? null;
}

/** Inserts the holiday; null when the id or the date is already taken. */
export async function insertFeriado(db: Queryable, values: { id: string; data: string; nome: string }): Promise<FeriadoRow | null> {
  const [row] = await db.insert(f).values(values).onConflictDoNothing().returning({ id: f.id });
  if (!row) return null;
  const [wire] = await selectFeriados(db, eq(f.id, row.id));
  return wire ?? null;
}

export async function deleteFeriados(db: Queryable, ids: string[]): Promise<number> {
  const deleted = await db.delete(f).where(inArray(f.id, ids)).returning({ id: f.id });
  return deleted.length;
}

/** Every administrator holiday's date: the extra non-business days of vencimentoEfetivo. */
export async function datasFeriados(db: Queryable): Promise<ReadonlySet<string>> {
  const rows = await db.select({ data: f.data }).from(f);
  return new Set(rows.map((r) => r.data));
}

/**
 * What the effective due dates read on the server (vencimento-efetivo.ts): the administrator's
 * holidays and the tax categories, the same inputs the client reads from IndexedDB.
 */
export async function agendaDoBanco(db: Queryable): Promise<Agenda> {
  const [datas, tributos] = await Promise.all([
    datasFeriados(db),
    db.select({ id: categorias.id }).from(categorias).where(eq(categorias.tributo, true)),
  ]);
  return { feriados: datas, categoriasTributo: new Set(tributos.map((c) => c.id)) };
}
