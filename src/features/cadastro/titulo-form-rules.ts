/* The live rules both creation forms share (SPEC §4 "Creation form toggles"): the payment date
   only when Pago, the instalments only when Parcelado, the due date only when Com Vencimento
   (kept when the credit rule locks it). Pure, so they are tested without a screen. */
import { toDecimal } from '../../domain/money.ts';
import type { StatusCriacao } from '../../domain/titulo.ts';
import type { Metodo, TipoVencimento } from '../../domain/listas.ts';

export interface TituloForm {
  descricao: string;
  status: StatusCriacao | '';
  data_pagamento: string;
  valor: number | null;
  data: string;
  tipo: TipoVencimento | '';
  vencimento: string;
  metodo: Metodo | '';
  parcela: string;
  observacao: string;
}

export const TITULO_VAZIO: TituloForm = {
  descricao: '', status: '', data_pagamento: '', valor: null, data: '', tipo: '', vencimento: '', metodo: '',
  parcela: '', observacao: '',
};

/** Clears what the form disables; `locked`: the due date is the credit rule's. */
export function ajustarTitulo<F extends TituloForm>(form: F, locked = false): F {
  return {
    ...form,
    data_pagamento: form.status === 'Pago' ? form.data_pagamento : '',
    parcela: form.metodo === 'Parcelado' ? form.parcela : '',
    vencimento: form.tipo === 'Com Vencimento' || locked ? form.vencimento : '',
  };
}

/** Field errors a change clears: its own, and those of the fields it disables or recomputes. */
export function errosLimpos(key: string): string[] {
  const also: Record<string, string[]> = {
    status: ['data_pagamento'],
    metodo: ['parcela'],
    tipo: ['vencimento'],
    data: ['vencimento'],
    pagamento: ['banco', 'tipo', 'vencimento'],
    banco: ['tipo', 'vencimento'],
  };
  return [key, ...(also[key] ?? [])];
}

/** The form's fields as the schema reads them (money as a wire decimal). */
export function tituloInput(form: TituloForm) {
  return {
    descricao: form.descricao, status: form.status, data_pagamento: form.data_pagamento,
    valor: form.valor === null ? '' : toDecimal(form.valor), data: form.data, tipo: form.tipo,
    vencimento: form.vencimento, metodo: form.metodo, parcela: form.parcela, observacao: form.observacao,
  };
}

export const TITULO_FIELDS = [
  'descricao', 'status', 'data_pagamento', 'valor', 'data', 'tipo', 'vencimento', 'metodo', 'parcela', 'observacao',
] as const;
