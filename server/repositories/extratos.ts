/* SQL of bank statement lines (issue 16): the synced list, the keys already imported into a
   bank, the bulk insert (ON CONFLICT on (banco_id, chave): a re-import adds nothing), the open
   títulos conciliação proposes, and the links a confirmation writes. */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ExtratoGravado } from '../../src/domain/extrato-linha.ts';
import { inArray } from '../db/in-list.ts';
import { rowsOf } from '../db/migrate.ts';
import type { Db, Tx } from '../db/client.ts';
import { bancos, extratos, lancamentos, recebiveis } from '../db/schema.ts';
import { decimalSql, isoSql, whereOrderLimit, wireSelect } from './titulos.ts';
import { colunasWire, diaSql } from '../sync/colunas-wire.ts';
import type { WireEntrada } from '../../src/domain/wire-linhas.ts';

type Queryable = Db | Tx;

/** What an imported line stores (money in cents). */
export type ExtratoNovo = ExtratoGravado;

/** The wire row: money as a dot decimal. */
export interface ExtratoRow extends Omit<ExtratoNovo, 'valor' | 'saldo_final'> {
  valor: string;
  saldo_final: string | null;
  recebivel_id: string | null;
  version: number;
  created_at: string;
  updated_at: string;
}

const e = extratos;

const COLUNAS = colunasWire<WireEntrada<'extratos'>>()({
  id: e.id, banco_id: e.bancoId, data: diaSql(e.data), valor: decimalSql(e.valor), descricao: e.descricao,
  fitid: e.fitid, chave: e.chave, formato: e.formato, parcela: e.parcela, lancamento_id: e.lancamentoId,
  recebivel_id: e.recebivelId, saldo_final: decimalSql(e.saldoFinal), data_saldo_final: diaSql(e.dataSaldoFinal), version: e.version, created_at: isoSql(e.createdAt), updated_at: isoSql(e.updatedAt),
});

export const selectExtratos = wireSelect<ExtratoRow>((where, limit) => sql`SELECT ${COLUNAS}
  FROM ${e}
  ${whereOrderLimit(e.id, where, limit)}`);

/** The bank, locked so it is not deleted under the import. */
export async function bancoParaExtrato(tx: Tx, id: string): Promise<{ id: string } | null> {
  const [row] = await tx.select({ id: bancos.id }).from(bancos).where(eq(bancos.id, id)).for('share');
  return row ?? null;
}

/** Which of `chaves` the bank already has. */
export async function chavesExistentes(db: Queryable, bancoId: string, chaves: readonly string[]): Promise<Set<string>> {
  if (chaves.length === 0) return new Set();
  const rows = await db.select({ chave: e.chave }).from(e).where(and(eq(e.bancoId, bancoId), inArray(e.chave, [...chaves])));
  return new Set(rows.map((r) => r.chave));
}

const BATCH_SIZE = 5_000;

/** Inserts the new lines; a line whose (bank, key) or id exists is skipped. Returns how many went in. */
export async function insertExtratos(tx: Tx, rows: readonly ExtratoNovo[]): Promise<number> {
  let inseridas = 0;
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    const batch = JSON.stringify(rows.slice(start, start + BATCH_SIZE));
    const result = await tx.execute(sql`INSERT INTO ${e} (id, banco_id, data, valor, descricao, fitid, chave, formato, parcela, lancamento_id, saldo_final, data_saldo_final)
      SELECT v.id, v.banco_id, v.data, v.valor, v.descricao, v.fitid, v.chave, v.formato, v.parcela, v.lancamento_id, v.saldo_final, v.data_saldo_final
      FROM json_to_recordset(${batch}::json) AS v(id uuid, banco_id uuid, data date, valor bigint, descricao text, fitid text,
        chave text, formato text, parcela text, lancamento_id uuid, saldo_final bigint, data_saldo_final date)
      ON CONFLICT DO NOTHING RETURNING id`);
    inseridas += rowsOf(result).length;
  }
  return inseridas;
}

export interface TituloAbertoRow {
  id: string;
  id_titulo: string;
  descricao: string;
  parcela: number;
  quant_parcela: number;
  restante: number;
  vencimento: string | null;
  data: string;
}

function abertos(tabela: typeof lancamentos | typeof recebiveis) {
  return {
    id: tabela.id, id_titulo: tabela.idTitulo, descricao: tabela.descricao, parcela: tabela.parcela, quant_parcela: tabela.quantParcela,
    restante: sql<number>`(${tabela.valorParcela} - ${tabela.valorPago})::float8`.mapWith(Number),
    vencimento: tabela.vencimento, data: tabela.data,
  };
}

/** Open payables of the bank (status Pagar). */
export function lancamentosAbertos(db: Queryable, bancoId: string): Promise<TituloAbertoRow[]> {
  return db.select(abertos(lancamentos)).from(lancamentos)
    .where(and(eq(lancamentos.bancoId, bancoId), eq(lancamentos.status, 'Pagar')));
}

/** Open receivables (they carry no bank: every one is a candidate). */
export function recebiveisAbertos(db: Queryable): Promise<TituloAbertoRow[]> {
  return db.select(abertos(recebiveis)).from(recebiveis).where(eq(recebiveis.status, 'Pagar'));
}

/** The bank's statement lines not yet reconciled. */
export function extratosAbertos(db: Queryable, bancoId: string) {
  return db.select({ id: e.id, data: e.data, valor: e.valor, descricao: e.descricao }).from(e)
    .where(and(eq(e.bancoId, bancoId), isNull(e.lancamentoId), isNull(e.recebivelId)));
}

/** Instalments already linked to a statement line (a 'Parcela 2/6' joins a free one). */
export async function lancamentosJaLigados(db: Queryable, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: e.lancamentoId }).from(e).where(inArray(e.lancamentoId, [...ids]));
  return new Set(rows.map((r) => r.id).filter((id): id is string => id !== null));
}

export function extratosPorIds(tx: Tx, ids: readonly string[]) {
  return tx.select({ id: e.id, data: e.data, descricao: e.descricao, valor: e.valor, lancamento_id: e.lancamentoId, recebivel_id: e.recebivelId }).from(e)
    .where(inArray(e.id, [...ids])).for('update');
}

export async function ligarExtrato(tx: Tx, id: string, link: { lancamento_id: string | null; recebivel_id: string | null }): Promise<void> {
  await tx.update(e).set({ lancamentoId: link.lancamento_id, recebivelId: link.recebivel_id }).where(eq(e.id, id));
}
