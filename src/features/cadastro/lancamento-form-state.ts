/* The posting form's state and its credit rule (SPEC §4): with Crédito on a bank with a credit
   card, tipo is forced to Com Vencimento and locked, and the due date is the first parcela's: the
   card's due day in the month after the posting date, or, with a closing day, the due date of the
   bill the purchase falls in (decision 391; recomputed when the date changes, cleared without a date).
   Leaving Crédito clears due date and tipo; choosing Crédito limits banks to those with a card
   and clears a chosen bank without one, with the due date. */
import { aplicaRegraCredito, vencimentosCartao } from '../../domain/credito.ts';
import type { BancoCartao } from '../../domain/credito.ts';
import type { Pagamento, TipoCompra } from '../../domain/listas.ts';
import { TITULO_VAZIO, ajustarTitulo, tituloInput } from './titulo-form-rules.ts';
import type { TituloForm } from './titulo-form-rules.ts';
import { RATEIO_VAZIO, rateioInput } from '../comum/rateio-fields.tsx';
import type { RateioForm } from '../comum/rateio-fields.tsx';

export interface LancamentoForm extends TituloForm {
  pagamento: Pagamento | '';
  banco: string;
  categorias: string;
  tipo_lancamento: TipoCompra | '';
  /** The posting is a tax by itself (decision 221). */
  tributo: boolean;
  /** Issue 35: the split across categorias and centros (decision 441). */
  rateio: RateioForm;
}

export interface LancamentoState {
  form: LancamentoForm;
  /** The card's due day while the credit rule locks tipo and the due date; null otherwise. */
  trava: number | null;
}

export type BancoOpcao = BancoCartao & { banco: string };

export const LANCAMENTO_VAZIO: LancamentoState = {
  form: { ...TITULO_VAZIO, pagamento: '', banco: '', categorias: '', tipo_lancamento: '', tributo: false, rateio: RATEIO_VAZIO },
  trava: null,
};

const RECALCULA = new Set(['data', 'banco', 'pagamento']);

export function mudarLancamento<K extends keyof LancamentoForm>(
  state: LancamentoState,
  key: K,
  value: LancamentoForm[K],
  bancos: readonly BancoOpcao[],
): LancamentoState {
  const form: LancamentoForm = { ...state.form, [key]: value };
  let trava = state.trava;
  const find = (id: string) => bancos.find((b) => b.id === id);
  if (key === 'pagamento' && state.form.pagamento === 'Crédito' && value !== 'Crédito') {
    Object.assign(form, { tipo: '', vencimento: '' });
    trava = null;
  }
  if (key === 'pagamento' && value === 'Crédito' && form.banco && !find(form.banco)?.possui_cartao) {
    Object.assign(form, { banco: '', vencimento: '' });
  }
  if (key === 'pagamento' || key === 'banco') {
    const banco = find(form.banco);
    if (aplicaRegraCredito(banco, form.pagamento) && banco?.vencimento != null) {
      trava = banco.vencimento;
    } else if (trava !== null) {
      // The rule no longer holds: what it forced goes with it.
      Object.assign(form, { tipo: '', vencimento: '' });
      trava = null;
    }
  }
  if (trava !== null && RECALCULA.has(key)) {
    form.tipo = 'Com Vencimento';
    // The date the save will use: the server and the device apply the same rule (credito.ts).
    form.vencimento = form.data ? vencimentosCartao(form.data, 1, trava, find(form.banco)?.dia_fechamento ?? null)[0] ?? '' : '';
  }
  return { form: ajustarTitulo(form, trava !== null), trava };
}

/** After a save: blank unless Manter Preenchido. Blank means the card's locked tipo and due date
 *  too: with Pagamento and Banco emptied nothing forces them, and a greyed 'Com Vencimento
 *  10/12/2026' left behind belonged to the posting just saved (issue 33). */
export function depoisDeSalvar(state: LancamentoState, manter: boolean): LancamentoState {
  return manter ? state : LANCAMENTO_VAZIO;
}

export function lancamentoInput(form: LancamentoForm) {
  return {
    ...tituloInput(form), pagamento: form.pagamento, banco: form.banco, categorias: form.categorias,
    tipo_lancamento: form.tipo_lancamento, ...(form.tributo ? { tributo: true } : {}), ...rateioInput(form.rateio),
  };
}

export const LANCAMENTO_FIELDS = [
  'descricao', 'status', 'data_pagamento', 'pagamento', 'banco', 'valor', 'data', 'tipo', 'vencimento', 'metodo',
  'parcela', 'categorias', 'tipo_lancamento', 'observacao', 'tributo', 'rateio',
] as const;
