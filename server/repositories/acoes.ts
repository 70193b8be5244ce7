/* SQL for stock and FII trades (issue 19). Wire rows carry money as dot decimals and the
   broker's name; the domain reads rows in cents (calcularCarteira, apurarMeses). */
import { eq, sql } from 'drizzle-orm';
import { inArray } from '../db/in-list.ts';
import type { Db, Tx } from '../db/client.ts';
import { rowsOf } from '../db/migrate.ts';
import { bancos, comprovantes, operacoes } from '../db/schema.ts';
import type { Operacao } from '../../src/domain/acoes-validacao.ts';
import type { ClasseAcao, Modalidade, TipoOperacao } from '../../src/domain/listas.ts';
import { decimalSql, isoSql, whereOrderLimit, wireSelect } from './titulos.ts';
import { colunasWire, diaSql } from '../sync/colunas-wire.ts';
import type { WireEntrada } from '../../src/domain/wire-linhas.ts';

type Queryable = Db | Tx;

/** A trade as the API sends it: the domain's wire row (decision 341). */
export type OperacaoRow = WireEntrada<'operacoes'>;

const o = operacoes;

const COLUNAS = colunasWire<OperacaoRow>()({
  id: o.id, data: diaSql(o.data), ticker: o.ticker, tipo: o.tipo, quantidade: o.quantidade,
  preco: decimalSql(o.preco), custos: decimalSql(o.custos), irrf: decimalSql(o.irrf),
  modalidade: o.modalidade, classe: o.classe, corretora_id: o.corretoraId,
  corretora: sql<string | null>`(SELECT ${bancos.banco} FROM ${bancos} WHERE ${bancos.id} = ${o.corretoraId})`,
  nota: o.nota, comprovante_id: o.comprovanteId, version: o.version,
  created_at: isoSql(o.createdAt), updated_at: isoSql(o.updatedAt),
});

export const selectOperacoes = wireSelect<OperacaoRow>((where, limit) => sql`SELECT ${COLUNAS} FROM ${o}
  ${whereOrderLimit(o.id, where, limit)}`);

const dominio = {
  id: o.id, data: o.data, ticker: o.ticker, tipo: o.tipo, quantidade: o.quantidade, preco: o.preco, custos: o.custos,
  irrf: o.irrf, modalidade: o.modalidade, classe: o.classe,
};

type Lida = { [K in keyof typeof dominio]: unknown };

function paraDominio(r: Lida): Operacao {
  return r as Operacao & { tipo: TipoOperacao; modalidade: Modalidade; classe: ClasseAcao };
}

type Tupla = [string, string, string, TipoOperacao, number, number, number, number, Modalidade, ClasseAcao];

/**
 * Every trade, in the domain's shape (cents): positions and apuração read them all. The database
 * writes them as one JSON text (one field to decode instead of ten per row: 100,000 trades).
 */
export async function todasOperacoes(db: Queryable): Promise<Operacao[]> {
  const result = await db.execute(sql`SELECT coalesce(json_agg(json_build_array(${o.id}, to_char(${o.data}, 'YYYY-MM-DD'),
    ${o.ticker}, ${o.tipo}, ${o.quantidade}, ${o.preco}, ${o.custos}, ${o.irrf}, ${o.modalidade}, ${o.classe})), '[]')::text AS j FROM ${o}`);
  const [row] = rowsOf<{ j: string }>(result);
  const tuplas = JSON.parse(row?.j ?? '[]') as Tupla[];
  return tuplas.map(([id, data, ticker, tipo, quantidade, preco, custos, irrf, modalidade, classe]) => ({
    id, data, ticker, tipo, quantidade, preco, custos, irrf, modalidade, classe,
  }));
}

/** The trades of these tickers (the only ones a write can make invalid). */
export async function operacoesDosTickers(db: Queryable, tickers: readonly string[]): Promise<Operacao[]> {
  if (tickers.length === 0) return [];
  const rows = await db.select(dominio).from(o).where(inArray(o.ticker, [...tickers]));
  return rows.map(paraDominio);
}

/** Serialises writes on one ticker until the transaction ends: two sales cannot both pass the position check. */
export async function lockTicker(tx: Tx, ticker: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`fluxo:acoes:${ticker}`}, 0))`);
}

export async function tickersDasOperacoes(db: Queryable, ids: string[]): Promise<string[]> {
  const rows = await db.selectDistinct({ ticker: o.ticker }).from(o).where(inArray(o.id, ids));
  return rows.map((r) => r.ticker).sort();
}

export interface OperacaoValues extends Operacao {
  corretora_id: string | null;
  nota: string | null;
  comprovante_id: string | null;
}

/** Inserts the trade; null when the id is taken (a duplicate create). */
export async function insertOperacao(tx: Tx, v: OperacaoValues): Promise<OperacaoRow | null> {
  const [row] = await tx.insert(o).values({
    id: v.id, data: v.data, ticker: v.ticker, tipo: v.tipo, quantidade: v.quantidade, preco: v.preco, custos: v.custos,
    irrf: v.irrf, modalidade: v.modalidade, classe: v.classe, corretoraId: v.corretora_id, nota: v.nota,
    comprovanteId: v.comprovante_id,
  }).onConflictDoNothing().returning({ id: o.id });
  if (!row) return null;
  const [wire] = await selectOperacoes(tx, eq(o.id, row.id));
  return wire ?? null;
}

export async function deleteOperacoes(tx: Tx, ids: string[]): Promise<number> {
  const deleted = await tx.delete(o).where(inArray(o.id, ids)).returning({ id: o.id });
  return deleted.length;
}

/** True when the attachment (a receipt uploaded through comprovantes) exists. */
export async function comprovanteExiste(db: Queryable, id: string): Promise<boolean> {
  const [row] = await db.select({ id: comprovantes.id }).from(comprovantes).where(eq(comprovantes.id, id)).limit(1);
  return row !== undefined;
}
