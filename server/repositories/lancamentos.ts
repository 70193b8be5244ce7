/* Payables (lancamentos) SQL. Lists reach 100,000 rows, so rows are read with one query that
   joins the bank and category names and formats money, dates and timestamps in the database:
   the driver's rows are already the wire rows, with nothing left to map per row. */
import { sql } from 'drizzle-orm';
import type { Lancamento } from '../../src/domain/lancamento.ts';
import type { Pagamento, TipoCompra } from '../../src/domain/titulo.ts';
import { bancos, categorias, lancamentos } from '../db/schema.ts';
import type { Tx } from '../db/client.ts';
import { decimalSql, isoSql, selectIn, whereOrderLimit, wireSelect } from './titulos.ts';
import type { TituloWire } from './titulos.ts';

/** A payable as the API sends it: a receivable's fields plus bank, purchase type and category. */
export interface LancamentoWire extends TituloWire {
  pagamento: Pagamento;
  tipo_compra: TipoCompra;
  banco_id: string | null;
  banco: string | null;
  categoria_id: string | null;
  categoria: string | null;
  linha_digitavel: string | null;
  pix_chave: string | null;
  pix_txid: string | null;
  historico_id: string | null;
  tributo: boolean;
}

const l = lancamentos;
const COLUMNS = sql`${l.id} AS id, ${l.idTitulo} AS id_titulo, ${l.descricao} AS descricao,
  ${l.pagamento} AS pagamento, ${l.tipoCompra} AS tipo_compra, ${l.bancoId} AS banco_id,
  ${bancos.banco} AS banco, ${l.quantParcela} AS quant_parcela, ${l.parcela} AS parcela,
  ${decimalSql(l.valor)} AS valor, ${decimalSql(l.valorParcela)} AS valor_parcela,
  ${decimalSql(l.valorPago)} AS valor_pago, ${l.data} AS data, ${l.status} AS status,
  ${l.tipo} AS tipo, ${l.vencimento} AS vencimento, ${l.dataPagamento} AS data_pagamento, ${l.dataCancelamento} AS data_cancelamento,
  ${l.categoriaId} AS categoria_id, ${categorias.descricao} AS categoria, ${l.observacao} AS observacao,
  ${l.metodo} AS metodo, ${l.linhaDigitavel} AS linha_digitavel, ${l.pixChave} AS pix_chave, ${l.pixTxid} AS pix_txid,
  ${l.historicoId} AS historico_id,
  ${l.tributo} AS tributo,
  ${l.version} AS version, ${isoSql(l.createdAt)} AS created_at,
  ${isoSql(l.updatedAt)} AS updated_at`;

/** Wire rows matching `where`, in id order, up to `limit` (null: all). */
export const selectLancamentos = wireSelect<LancamentoWire>((where, limit) => sql`SELECT ${COLUMNS} FROM ${l}
    LEFT JOIN ${bancos} ON ${bancos.id} = ${l.bancoId}
    LEFT JOIN ${categorias} ON ${categorias.id} = ${l.categoriaId}
    ${whereOrderLimit(l.id, where, limit)}`);

export function lancamentosByIds(tx: Tx, ids: readonly string[]): Promise<LancamentoWire[]> {
  return selectIn(tx, selectLancamentos, l.id, ids);
}

export function lancamentosByTitulos(tx: Tx, titulos: readonly string[]): Promise<LancamentoWire[]> {
  return selectIn(tx, selectLancamentos, l.idTitulo, titulos);
}

export async function insertLancamentos(tx: Tx, rows: readonly Lancamento[]): Promise<void> {
  if (!rows.length) return;
  await tx.insert(l).values(rows.map((r) => ({
    id: r.id, idTitulo: r.id_titulo, descricao: r.descricao, pagamento: r.pagamento, tipoCompra: r.tipo_compra,
    bancoId: r.banco_id, quantParcela: r.quant_parcela, parcela: r.parcela, valor: r.valor,
    valorParcela: r.valor_parcela, valorPago: r.valor_pago, data: r.data, status: r.status, tipo: r.tipo,
    vencimento: r.vencimento, dataPagamento: r.data_pagamento, categoriaId: r.categoria_id,
    observacao: r.observacao, metodo: r.metodo,
    linhaDigitavel: r.linha_digitavel ?? null, pixChave: r.pix_chave ?? null, pixTxid: r.pix_txid ?? null,
    historicoId: r.historico_id ?? null,
    tributo: r.tributo === true,
  })));
}
