// What payables (lançamentos) and receivables (recebíveis) share: their options, the row shape of
// an instalment, and the creation fields and rules of SPEC §5 common to both forms.

import * as v from 'valibot';
import { msg } from './messages.ts';
import { isBlank, parseInteger } from './coerce.ts';
import { dateInput, field, moneyInput, optionalDate, optionalText, requiredText } from './validation.ts';
import { optionalId, optionalIdList } from './id-inputs.ts';
import { enumInput } from './option-inputs.ts';
import type { CrossRule } from './cross-rules.ts';
import { problemaRateioNoTotal } from './rateio.ts';
import type { ParteRateio } from './rateio.ts';
import { TIPOS_VENCIMENTO, METODOS } from './listas.ts';
import type { StatusTitulo, TipoVencimento, Metodo } from './listas.ts';

/** Only these can be chosen when creating (SPEC §4). */
export const STATUS_CRIACAO = ['Pagar', 'Pago'] as const;
export type StatusCriacao = (typeof STATUS_CRIACAO)[number];

export const MIN_PARCELAS = 2;
export const MAX_PARCELAS = 24;

/** One instalment row. Money fields are cents; `valor` is the whole group's total. */
export interface Titulo {
  id: string;
  id_titulo: string;
  descricao: string;
  quant_parcela: number;
  parcela: number;
  valor: number;
  valor_parcela: number;
  valor_pago: number;
  data: string;
  status: StatusTitulo;
  tipo: TipoVencimento;
  vencimento: string | null;
  data_pagamento: string | null;
  /** The day it was cancelled (the device's day of the action); null unless Cancelado by a cancel. */
  data_cancelamento: string | null;
  observacao: string | null;
  metodo: Metodo;
  /** Starts at 1; the server increments it on every change (stale edits get 409). */
  version: number;
  /** The recorrência this row is an occurrence of (issue 34, decision 414); null when typed. */
  recorrencia_id?: string | null;
  /** Its group's rateio (issue 35, decision 441): the shares, or null when not split. */
  rateio?: ParteRateio[] | null;
}

/** An entry of Histórico de Pagamento / de Movimentações, before it gets its ids. */
export interface HistoricoEntrada {
  descricao: string;
  valor: number;
  data: string;
}

/**
 * Instalment count as typed; junk becomes NaN so the rule below reports it only when the
 * method is Parcelado (the form disables and clears the field otherwise).
 */
function parcelaInput() {
  return v.pipe(
    field(),
    v.transform((value): number | null => (isBlank(value) ? null : (parseInteger(value) ?? Number.NaN))),
  );
}

/** Creation fields common to payables and receivables, with SPEC §5 messages. */
export const camposNovoTitulo = {
  descricao: requiredText(msg.lancamento.descricaoObrigatoria, 255),
  status: enumInput(STATUS_CRIACAO, msg.lancamento.statusObrigatorio),
  data_pagamento: optionalDate(),
  valor: moneyInput(msg.lancamento.valorObrigatorio),
  data: dateInput(msg.lancamento.dataObrigatoria),
  tipo: enumInput(TIPOS_VENCIMENTO, msg.lancamento.tipoObrigatorio),
  vencimento: optionalDate(),
  metodo: enumInput(METODOS, msg.lancamento.metodoObrigatorio),
  parcela: parcelaInput(),
  observacao: optionalText(1000),
  /** Client-generated group id and one id per instalment, so client and server rows match. */
  id_titulo: optionalId(),
  ids: optionalIdList(),
};

/** The rateio rule of a creation: the shares against the posting's total (decision 441). */
export function regraRateioNoTotal<T extends { valor: number; rateio: readonly ParteRateio[] }>(): CrossRule<T> {
  return { field: 'rateio', uses: ['valor'], check: (x) => problemaRateioNoTotal(x.rateio, x.valor) };
}

export interface CamposNovoTitulo {
  status: StatusCriacao;
  data_pagamento: string | null;
  data: string;
  tipo: TipoVencimento;
  vencimento: string | null;
  metodo: Metodo;
  parcela: number | null;
  ids: string[] | null;
}

/** How many rows a creation makes: the chosen count when Parcelado, else one. */
export function quantidadeParcelas(input: Pick<CamposNovoTitulo, 'metodo' | 'parcela'>): number {
  return input.metodo === 'Parcelado' && input.parcela !== null ? input.parcela : 1;
}

function parcelaValida(parcela: number | null): boolean {
  return parcela !== null && Number.isInteger(parcela) && parcela >= MIN_PARCELAS && parcela <= MAX_PARCELAS;
}

/** The conditional rules of SPEC §5, in the order the form reports them. */
export function regrasNovoTitulo<T extends CamposNovoTitulo>(): CrossRule<T>[] {
  return [
    {
      field: 'data_pagamento',
      uses: ['status'],
      check: (x) => (x.status === 'Pago' && !x.data_pagamento ? msg.lancamento.dataPagamentoObrigatoria : null),
    },
    {
      field: 'vencimento',
      uses: ['tipo'],
      check: (x) => (x.tipo === 'Com Vencimento' && !x.vencimento ? msg.lancamento.vencimentoObrigatorio : null),
    },
    {
      field: 'vencimento',
      uses: ['tipo', 'data'],
      check: (x) =>
        x.tipo === 'Com Vencimento' && x.vencimento && x.vencimento < x.data
          ? msg.lancamento.vencimentoAnterior
          : null,
    },
    {
      field: 'parcela',
      uses: ['metodo'],
      check: (x) => {
        if (x.metodo !== 'Parcelado') return null;
        if (x.parcela === null) return msg.lancamento.parcelaObrigatoria;
        return parcelaValida(x.parcela) ? null : msg.lancamento.parcelaFaixa;
      },
    },
    {
      field: 'ids',
      uses: ['metodo', 'parcela'],
      check: (x) => {
        if (x.ids === null || (x.metodo === 'Parcelado' && !parcelaValida(x.parcela))) return null;
        return x.ids.length === quantidadeParcelas(x) ? null : msg.lancamento.idsParcelas;
      },
    },
  ];
}

/** Clears what the form disables: payment date unless Pago, due date when Sem Vencimento, count unless Parcelado. */
export function limparCamposDesativados<T extends CamposNovoTitulo>(input: T): T {
  return {
    ...input,
    data_pagamento: input.status === 'Pago' ? input.data_pagamento : null,
    vencimento: input.tipo === 'Com Vencimento' ? input.vencimento : null,
    parcela: input.metodo === 'Parcelado' ? input.parcela : null,
  };
}
