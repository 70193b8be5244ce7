// Estornar (issue 31, item 4; decision 393): undo the payments of the selected parcelas (payables,
// receivables) or invoices, with a motivo. The row goes back to Pagar with nothing paid; its
// history entries stay, marked estornados, and are never realizado again (decision 390). The
// device (before queueing) and the server (before writing) run these same rules.

import * as v from 'valibot';
import type { Fatura } from './fatura.ts';
import { msg } from './messages.ts';
import { versionsInput } from './data-acao.ts';
import { idList } from './id-inputs.ts';
import { nomeDaParcela } from './pagamento-dia.ts';
import type { Titulo } from './titulo.ts';
import { requiredText } from './validation.ts';

/** The longest motivo kept (a sentence or two; the audit log holds it too). */
export const MOTIVO_ESTORNO_MAX = 500;

/** estornarPagamentos, estornarRecebimentos, estornarFaturas: the rows (`ids`), the motivo, based on `versions`. */
export const EstornarSchema = v.object(
  { ids: idList(), motivo: requiredText(msg.estorno.motivoObrigatorio, MOTIVO_ESTORNO_MAX), versions: versionsInput() },
  msg.comum.dadosInvalidos,
);
export type Estornar = v.InferOutput<typeof EstornarSchema>;

type ParcelaEstorno = Pick<Titulo, 'descricao' | 'parcela' | 'quant_parcela' | 'status' | 'valor_parcela' | 'valor_pago' | 'data_pagamento'>;

/** A payment to undo: Pago, or Pagar partly paid (valor_pago > 0). */
export function temPagamento(row: Pick<Titulo, 'status' | 'valor_pago'>): boolean {
  return row.status === 'Pago' || (row.status === 'Pagar' && row.valor_pago > 0);
}

/** Why this parcela cannot be estornada (named by descrição and parcela); null when it can. */
export function motivoNaoEstornar(row: Pick<Titulo, 'descricao' | 'parcela' | 'quant_parcela' | 'status' | 'valor_pago'>): string | null {
  if (row.status === 'Cancelado') return msg.estorno.cancelada(nomeDaParcela(row));
  return temPagamento(row) ? null : msg.estorno.semPagamento(nomeDaParcela(row));
}

/** What the estorno undoes, in cents: valor_pago, or the whole parcela of a Pago row without it. */
export function valorEstornado(row: Pick<Titulo, 'status' | 'valor_parcela' | 'valor_pago'>): number {
  if (!temPagamento(row)) return 0;
  return row.valor_pago > 0 ? row.valor_pago : row.valor_parcela;
}

/** The parcela after its estorno: Pagar, nothing paid, no payment day; everything else kept. */
export function estornarParcela<T extends ParcelaEstorno>(row: T): T {
  return { ...row, status: 'Pagar', valor_pago: 0, data_pagamento: null };
}

/** Why this invoice cannot be estornada (named); null when it can. Only a Pago invoice has a payment. */
export function motivoNaoEstornarFatura(row: Pick<Fatura, 'descricao' | 'status'>): string | null {
  if (row.status === 'Cancelado') return msg.estorno.cancelada(row.descricao);
  return row.status === 'Pago' ? null : msg.estorno.semPagamento(row.descricao);
}

/**
 * The invoice after its estorno: Pagar, no payment day. Paying an invoice touches only the
 * invoice (pagar-fatura never settles the card purchases), so its estorno touches only it too.
 */
export function estornarFatura<T extends Pick<Fatura, 'status' | 'data_pagamento'>>(row: T): T {
  return { ...row, status: 'Pagar', data_pagamento: null };
}

export interface SeparacaoEstorno<T> {
  estornaveis: T[];
  recusadas: { row: T; motivo: string }[];
}

/** A selection sorted before anything is sent: the rows to estornar and the others, each named with its reason. */
export function separarEstorno<T>(rows: readonly T[], motivo: (row: T) => string | null): SeparacaoEstorno<T> {
  const out: SeparacaoEstorno<T> = { estornaveis: [], recusadas: [] };
  for (const row of rows) {
    const m = motivo(row);
    if (m) out.recusadas.push({ row, motivo: m });
    else out.estornaveis.push(row);
  }
  return out;
}
