/* Receivables (recebiveis) SQL: like payables without bank, purchase type and category. Rows are
   formatted by the database so the driver's rows are the wire rows. */
import { sql } from 'drizzle-orm';
import type { Recebivel } from '../../src/domain/recebivel.ts';
import { recebiveis } from '../db/schema.ts';
import type { Tx } from '../db/client.ts';
import { decimalSql, isoSql, selectIn, whereOrderLimit, wireSelect } from './titulos.ts';
import type { TituloWire } from './titulos.ts';

/** A receivable as the API sends it. */
export type RecebivelWire = TituloWire;

const r = recebiveis;
const COLUMNS = sql`${r.id} AS id, ${r.idTitulo} AS id_titulo, ${r.descricao} AS descricao,
  ${r.quantParcela} AS quant_parcela, ${r.parcela} AS parcela, ${decimalSql(r.valor)} AS valor,
  ${decimalSql(r.valorParcela)} AS valor_parcela, ${decimalSql(r.valorPago)} AS valor_pago,
  ${r.data} AS data, ${r.status} AS status, ${r.tipo} AS tipo,
  ${r.vencimento} AS vencimento, ${r.dataPagamento} AS data_pagamento, ${r.dataCancelamento} AS data_cancelamento,
  ${r.observacao} AS observacao, ${r.metodo} AS metodo, ${r.version} AS version,
  ${isoSql(r.createdAt)} AS created_at, ${isoSql(r.updatedAt)} AS updated_at`;

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
    metodo: x.metodo,
  })));
}
