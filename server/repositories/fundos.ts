/* SQL for investment funds and their movements (issue 19). Quota values and quantities are
   integers of 10⁻⁸ in the database and 8-decimal text on the wire (decision 254). */
import { asc, count, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { bancos, fundoMovimentos, fundos } from '../db/schema.ts';
import { inArray } from '../db/in-list.ts';
import type { Fundo, MovimentoFundo } from '../../src/domain/fundos.ts';
import type { WireEntrada } from '../../src/domain/wire-linhas.ts';
import { colunasWire, diaSql } from '../sync/colunas-wire.ts';
import { decimalSql, isoSql, whereOrderLimit, wireSelect } from './titulos.ts';

type Queryable = Db | Tx;

/** A fund as the API sends it: the domain's wire row (decision 341). */
export type FundoRow = WireEntrada<'fundos'>;

/** A fund movement as the API sends it: the domain's wire row (decision 341). */
export type MovimentoRow = WireEntrada<'fundo_movimentos'>;

const f = fundos;
const m = fundoMovimentos;

/** 10⁻⁸ integer column → "1.23456789", exact. */
function escalaSql(column: AnyPgColumn): SQL<string> {
  return sql<string>`((${column})::numeric / 100000000)::numeric(30,8)::text`;
}

const COLUNAS_FUNDO = colunasWire<WireEntrada<'fundos'>>()({
  id: f.id, nome: f.nome, cnpj: f.cnpj, classe: f.classe, banco_id: f.bancoId,
  banco: sql<string | null>`(SELECT ${bancos.banco} FROM ${bancos} WHERE ${bancos.id} = ${f.bancoId})`, status: f.status,
  version: f.version, created_at: isoSql(f.createdAt), updated_at: isoSql(f.updatedAt),
});

export const selectFundos = wireSelect<FundoRow>((where, limit) => sql`SELECT ${COLUNAS_FUNDO} FROM ${f}
  ${whereOrderLimit(f.id, where, limit)}`);

const COLUNAS_MOVIMENTO = colunasWire<MovimentoRow>()({
  id: m.id, fundo_id: m.fundoId, tipo: m.tipo, data: diaSql(m.data),
  valor: sql<string | null>`CASE WHEN ${m.valor} IS NULL THEN NULL ELSE ${decimalSql(m.valor)} END`,
  cota: escalaSql(m.cota),
  cotas: sql<string | null>`CASE WHEN ${m.cotas} IS NULL THEN NULL ELSE ${escalaSql(m.cotas)} END`,
  version: m.version, created_at: isoSql(m.createdAt), updated_at: isoSql(m.updatedAt),
});

export const selectMovimentosFundo = wireSelect<MovimentoRow>((where, limit) => sql`SELECT ${COLUNAS_MOVIMENTO} FROM ${m}
  ${whereOrderLimit(m.id, where, limit)}`);

export function movimentosDoFundoWire(db: Queryable, fundoId: string): Promise<MovimentoRow[]> {
  return selectMovimentosFundo(db, eq(m.fundoId, fundoId));
}

/** The fund, locked for the rest of the transaction (a movement's balance check, an edit). */
export async function fundoParaMovimento(tx: Tx, id: string): Promise<(Fundo & { version: number }) | null> {
  const [row] = await tx.select().from(f).where(eq(f.id, id)).limit(1).for('update');
  return row ? {
    id: row.id, nome: row.nome, cnpj: row.cnpj, classe: row.classe as Fundo['classe'], banco_id: row.bancoId,
    status: row.status as Fundo['status'], version: row.version,
  } : null;
}

/** The funds among `ids`, locked (a deletion), each with its number of movements. */
export async function fundosComMovimentos(tx: Tx, ids: string[]): Promise<{ id: string; nome: string; movimentos: number }[]> {
  const rows = await tx.select({ id: f.id, nome: f.nome }).from(f).where(inArray(f.id, ids)).orderBy(asc(f.id)).for('update');
  if (rows.length === 0) return [];
  const contagem = await tx.select({ fundoId: m.fundoId, n: count() }).from(m).where(inArray(m.fundoId, rows.map((r) => r.id))).groupBy(m.fundoId);
  const porFundo = new Map(contagem.map((c) => [c.fundoId, Number(c.n)]));
  return rows.map((r) => ({ ...r, movimentos: porFundo.get(r.id) ?? 0 }));
}

export async function deleteFundos(tx: Tx, ids: string[]): Promise<number> {
  const deleted = await tx.delete(f).where(inArray(f.id, ids)).returning({ id: f.id });
  return deleted.length;
}

export async function fundoComCnpj(db: Queryable, cnpj: string): Promise<{ id: string } | null> {
  const [row] = await db.select({ id: f.id }).from(f).where(eq(f.cnpj, cnpj)).limit(1);
  return row ?? null;
}

/** Serialises fund creations until the transaction ends: two cannot both pass the CNPJ check. */
export async function lockCnpjFundos(tx: Tx): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended('fluxo:fundos:cnpj', 0))`);
}

export async function insertFundo(tx: Tx, v: Omit<Fundo, 'banco'>): Promise<FundoRow | null> {
  const [row] = await tx.insert(f).values({ id: v.id, nome: v.nome, cnpj: v.cnpj, classe: v.classe, bancoId: v.banco_id, status: v.status })
    .onConflictDoNothing().returning({ id: f.id });
  if (!row) return null;
  const [wire] = await selectFundos(tx, eq(f.id, row.id));
  return wire ?? null;
}

export async function updateFundo(tx: Tx, v: Omit<Fundo, 'banco'>): Promise<FundoRow | null> {
  const [row] = await tx.update(f).set({ nome: v.nome, cnpj: v.cnpj, classe: v.classe, bancoId: v.banco_id, status: v.status })
    .where(eq(f.id, v.id)).returning({ id: f.id });
  if (!row) return null;
  const [wire] = await selectFundos(tx, eq(f.id, row.id));
  return wire ?? null;
}

/** The fund's movements in the domain's shape. */
export async function movimentosDoFundo(db: Queryable, fundoId: string): Promise<MovimentoFundo[]> {
  const rows = await db.select().from(m).where(eq(m.fundoId, fundoId)).orderBy(asc(m.data), asc(m.id));
  return rows.map((r) => ({ id: r.id, fundo_id: r.fundoId, tipo: r.tipo as MovimentoFundo['tipo'], data: r.data, valor: r.valor, cota: r.cota, cotas: r.cotas }));
}

export async function insertMovimento(tx: Tx, v: MovimentoFundo): Promise<MovimentoRow | null> {
  const [row] = await tx.insert(m).values({ id: v.id, fundoId: v.fundo_id, tipo: v.tipo, data: v.data, valor: v.valor, cota: v.cota, cotas: v.cotas })
    .onConflictDoNothing().returning({ id: m.id });
  if (!row) return null;
  const [wire] = await selectMovimentosFundo(tx, eq(m.id, row.id));
  return wire ?? null;
}
