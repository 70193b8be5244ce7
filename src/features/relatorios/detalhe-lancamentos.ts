/* "CSV dos lançamentos": every payable of the period (by `data`) that passes the report's
   filters, one line each: the export that reaches 100,000 rows. */
import { formatDateBR } from '../../domain/dates.ts';
import { CAMPOS_TITULO } from '../../domain/messages-campos.ts';
import { criarFiltroRelatorio } from '../../domain/relatorio-base.ts';
import type { FiltroRelatorio } from '../../domain/relatorio-base.ts';
import type { Celula, Coluna } from '../../domain/relatorio-tabela.ts';
import { vencimentoEfetivo } from '../../domain/vencimento-efetivo.ts';
import type { Agenda } from '../../domain/vencimento-efetivo.ts';
import type { LancamentoLocal } from './use-relatorio.ts';
import { descreverRateio } from '../../domain/rateio.ts';

export const COLUNAS_DETALHE: Coluna[] = [
  { titulo: 'Data', tipo: 'texto' }, { titulo: 'Descrição', tipo: 'texto' }, { titulo: 'Banco', tipo: 'texto' },
  { titulo: 'Categoria', tipo: 'texto' }, { titulo: CAMPOS_TITULO.pagamento, tipo: 'texto' }, { titulo: 'Status', tipo: 'texto' },
  { titulo: 'Vencimento', tipo: 'texto' }, { titulo: CAMPOS_TITULO.dataPagamento, tipo: 'texto' },
  { titulo: 'Valor', tipo: 'dinheiro' }, { titulo: 'Pago', tipo: 'dinheiro' },
  // Issue 35 (decision 442): the rateio by centro de custo, as the exports carry it.
  { titulo: 'Rateio por centro de custo', tipo: 'texto' },
];

export function linhasDetalhe(rows: readonly LancamentoLocal[], de: string, ate: string, filtro: FiltroRelatorio): LancamentoLocal[] {
  const passa = criarFiltroRelatorio(filtro);
  const centro = filtro.centro ?? null;
  return rows.filter((row) => row.data >= de && row.data <= ate && passa.lancamento(row)
    && (centro === null || (row.rateio ?? []).some((p) => p.centro_custo === centro)));
}

/** One CSV line; Vencimento is the effective due date, as every report reads it. */
export function celulasDetalhe(row: LancamentoLocal, agenda?: Agenda, nomes: ReadonlyMap<string, string> = new Map()): Celula[] {
  return [
    formatDateBR(row.data), row.descricao, row.banco ?? '', row.categoria ?? '', row.pagamento ?? '', row.status,
    formatDateBR(vencimentoEfetivo(row, agenda)), formatDateBR(row.data_pagamento), row.valor_parcela, row.valor_pago,
    descreverRateio(row.rateio, nomes),
  ];
}
