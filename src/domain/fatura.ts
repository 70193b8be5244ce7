// Invoices (faturas): creation, paying up to three at once, and the due-date texts of the list.

import * as v from 'valibot';
import { daysBetween } from './dates.ts';
import { msg } from './messages.ts';
import { STATUS_CRIACAO } from './titulo.ts';
import type { StatusTitulo } from './listas.ts';
import { dateInput, moneyInput, optionalDate, requiredText } from './validation.ts';
import { idInput, idList, optionalId } from './id-inputs.ts';
import { enumInput } from './option-inputs.ts';
import { crossRules } from './cross-rules.ts';
import { versionsInput } from './data-acao.ts';
import type { Resultado } from './validation.ts';
import { camposPagavel, dadosPagavel } from './pagavel.ts';

export const MAX_FATURAS_PAGAMENTO = 3;

export interface Fatura {
  id: string;
  descricao: string;
  banco_id: string;
  /** The bank's name, denormalised for lists and search. */
  banco: string;
  valor: number;
  status: StatusTitulo;
  vencimento: string | null;
  data_pagamento: string | null;
  version: number;
  /** Issue 15: the boleto line or Pix the invoice was read from (decision 222). */
  linha_digitavel?: string | null;
  pix_chave?: string | null;
  pix_txid?: string | null;
}

const CamposNovaFatura = v.object(
  {
    id: optionalId(),
    descricao: requiredText(msg.fatura.descricaoObrigatoria, 255),
    status: enumInput(STATUS_CRIACAO, msg.fatura.statusObrigatorio),
    data_pagamento: optionalDate(),
    banco: idInput(msg.fatura.bancoObrigatorio),
    valor: moneyInput(msg.fatura.valorObrigatorio),
    vencimento: dateInput(msg.fatura.vencimentoObrigatorio),
    ...camposPagavel,
  },
  msg.comum.dadosInvalidos,
);
type CamposNovaFatura = v.InferOutput<typeof CamposNovaFatura>;

/** cadastrarFatura. `banco` is the bank id. */
export const NovaFaturaSchema = v.pipe(
  CamposNovaFatura,
  crossRules<CamposNovaFatura>([
    {
      field: 'data_pagamento',
      uses: ['status'],
      check: (x) => (x.status === 'Pago' && !x.data_pagamento ? msg.fatura.dataPagamentoObrigatoria : null),
    },
  ]),
  v.transform((x) => ({ ...x, data_pagamento: x.status === 'Pago' ? x.data_pagamento : null })),
);
export type NovaFatura = v.InferOutput<typeof NovaFaturaSchema>;

export function criarFatura(input: NovaFatura, nomeBanco: string, id?: string): Fatura {
  const rowId = id ?? input.id;
  if (!rowId) throw new Error('criarFatura: id required');
  return {
    id: rowId,
    descricao: input.descricao,
    banco_id: input.banco,
    banco: nomeBanco,
    valor: input.valor,
    status: input.status,
    vencimento: input.vencimento,
    data_pagamento: input.data_pagamento,
    version: 1,
    ...dadosPagavel(input),
  };
}

/** pagarFaturas: 1 to 3 invoices, paid on the device's day, based on `versions`. */
export const PagarFaturasSchema = v.object(
  {
    ids: idList({ min: 1, max: MAX_FATURAS_PAGAMENTO, maxMessage: msg.fatura.limitePagamento }),
    data_pagamento: optionalDate(),
    versions: versionsInput(),
  },
  msg.comum.dadosInvalidos,
);

/** Pay: Pagar → Pago today; already Pago is a no-op; Cancelado and D.P.C are refused. */
export function pagarFatura<T extends Pick<Fatura, 'status' | 'data_pagamento'>>(row: T, hoje: string): Resultado<T> {
  if (row.status === 'Cancelado') return { ok: false, message: msg.pagamento.pagarCancelado };
  if (row.status === 'D.P.C') return { ok: false, message: msg.pagamento.pagarDpc };
  if (row.status === 'Pago') return { ok: true, value: row };
  return { ok: true, value: { ...row, status: 'Pago', data_pagamento: hoje } };
}

/**
 * The list's due-date text, in São Paulo calendar days (`hoje` from todayISO()). Singular
 * '1 dia' as Portuguese requires. Cancelado and D.P.C rows have no text.
 */
export function textoVencimento(
  fatura: Pick<Fatura, 'status' | 'vencimento' | 'data_pagamento'>,
  hoje: string,
  // Issue 15: the texts count to the effective due date (calendario.ts vencimentoEfetivo): a
  // bill typed for Saturday is not 'Vencido há 2 dias' on Monday.
  efetivo: string | null = fatura.vencimento,
): string {
  if (fatura.status !== 'Pagar' && fatura.status !== 'Pago') return '';
  if (!fatura.vencimento || !efetivo) return msg.lista.semVencimento;
  if (fatura.status === 'Pagar') {
    const dias = daysBetween(hoje, efetivo);
    if (dias > 0) return msg.fatura.diasParaVencer(dias);
    return dias === 0 ? msg.fatura.venceHoje : msg.fatura.vencidoHa(-dias);
  }
  if (!fatura.data_pagamento) return msg.lista.semPagamento;
  const antes = daysBetween(fatura.data_pagamento, efetivo);
  if (antes > 0) return msg.fatura.pagoAntes(antes);
  return antes === 0 ? msg.fatura.pagoNoPrazo : msg.fatura.pagoApos(-antes);
}

export function chaveBuscaFatura(row: Pick<Fatura, 'descricao' | 'status' | 'banco' | 'linha_digitavel'>): string[] {
  // A pasted boleto line finds its invoice (decision 222).
  return row.linha_digitavel ? [row.descricao, row.status, row.banco, row.linha_digitavel] : [row.descricao, row.status, row.banco];
}
