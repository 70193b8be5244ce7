/* Receivables (recebiveis) SQL: like payables without bank, purchase type and category. Rows are
   formatted by the database so the driver's rows are the wire rows. */
import { sql } from 'drizzle-orm';
import type { Recebivel } from '../../src/domain/recebivel.ts';
import { recebiveis } from '../db/schema.ts';
import type { Tx } from '../db/client.ts';
import { decimalSql, isoSql, selectIn, whereOrderLimit, wireSelect } from './titulos.ts';
import { colunasWire } from '../sync/colunas-wire.ts';
import type { WireEntrada } from '../../src/domain/wire-linhas.ts';
import type { TituloWire } from './titulos.ts';

/** A receivable as the API sends it. */
export type RecebivelWire = TituloWire;

const r = recebiveis;
const COLUMNS = colunasWire<WireEntrada<'recebiveis'>>()({
  id: r.id, id_titulo: r.idTitulo, descricao: r.descricao, quant_parcela: r.quantParcela, parcela: r.parcela,
  valor: decimalSql(r.valor), valor_parcela: decimalSql(r.valorParcela), valor_pago: decimalSql(r.valorPago),
  data: r.data, status: r.status, tipo: r.tipo, vencimento: r.vencimento, data_pagamento: r.dataPagamento,
  data_cancelamento: r.dataCancelamento, observacao: r.observacao, metodo: r.metodo, banco_id: r.bancoId,
  recorrencia_id: r.recorrenciaId, rateio: r.rateio, version: r.version,
  created_at: isoSql(r.createdAt), updated_at: isoSql(r.updatedAt),
});

/** Wire rows matching `where`, in id order, up to `limit` (null: all). */
export const selectRecebiveis = wireSelect<RecebivelWire>((where, limit) => sql`SELECT ${COLUMNS} FROM ${r}
    ${whereOrderLimit(r.id, where, limit)}`);

export function recebiveisByIds(tx: Tx, ids: readonly string[]): Promise<RecebivelWire[]> {
  return selectIn(tx, selectRecebiveis, r.id, ids);
}

export function recebiveisByTitulos(tx: Tx, titulos: readonly string[]): Promise<RecebivelWire[]> {
  return selectIn(tx, selectRecebiveis, r.idTitulo, titulos);
}

export async function insertRecebiveis(tx: Tx, rows: readonly Recebivel[]): Promise<void> {
  if (!rows.length) return;
  await tx.insert(r).values(rows.map((x) => ({
    id: x.id, idTitulo: x.id_titulo, descricao: x.descricao, quantParcela: x.quant_parcela, parcela: x.parcela,
    valor: x.valor, valorParcela: x.valor_parcela, valorPago: x.valor_pago, data: x.data, status: x.status,
    tipo: x.tipo, vencimento: x.vencimento, dataPagamento: x.data_pagamento, observacao: x.observacao,
    metodo: x.metodo, bancoId: x.banco_id ?? null, recorrenciaId: x.recorrencia_id ?? null,
    rateio: x.rateio ?? null,
  })));
}
