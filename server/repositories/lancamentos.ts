/* Payables (lancamentos) SQL. Lists reach 100,000 rows, so rows are read with one query that
   joins the bank and category names and formats money, dates and timestamps in the database:
   the driver's rows are already the wire rows, with nothing left to map per row. */
import { sql } from 'drizzle-orm';
import type { Lancamento } from '../../src/domain/lancamento.ts';
import type { Pagamento, TipoCompra } from '../../src/domain/listas.ts';
import { bancos, categorias, lancamentos } from '../db/schema.ts';
import type { Tx } from '../db/client.ts';
import { decimalSql, isoSql, selectIn, whereOrderLimit, wireSelect } from './titulos.ts';
import { colunasWire } from '../sync/colunas-wire.ts';
import type { WireEntrada } from '../../src/domain/wire-linhas.ts';
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
const COLUMNS = colunasWire<WireEntrada<'lancamentos'>>()({
  id: l.id, id_titulo: l.idTitulo, descricao: l.descricao, pagamento: l.pagamento, tipo_compra: l.tipoCompra,
  banco_id: l.bancoId, banco: bancos.banco, quant_parcela: l.quantParcela, parcela: l.parcela,
  valor: decimalSql(l.valor), valor_parcela: decimalSql(l.valorParcela), valor_pago: decimalSql(l.valorPago),
  data: l.data, status: l.status, tipo: l.tipo, vencimento: l.vencimento, data_pagamento: l.dataPagamento,
  data_cancelamento: l.dataCancelamento, categoria_id: l.categoriaId, categoria: categorias.descricao,
  observacao: l.observacao, metodo: l.metodo, linha_digitavel: l.linhaDigitavel, pix_chave: l.pixChave,
  pix_txid: l.pixTxid, historico_id: l.historicoId, tributo: l.tributo, recorrencia_id: l.recorrenciaId,
  aprovacao: l.aprovacao, aprovacao_motivo: l.aprovacaoMotivo, aprovacao_por: l.aprovacaoPor, aprovacao_em: isoSql(l.aprovacaoEm),
  rateio: l.rateio, version: l.version,
  created_at: isoSql(l.createdAt), updated_at: isoSql(l.updatedAt),
});

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
    recorrenciaId: r.recorrencia_id ?? null,
    aprovacao: r.aprovacao ?? null,
    rateio: r.rateio ?? null,
  })));
}
