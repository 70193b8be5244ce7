// The credit-card rule of the posting form (SPEC §4): paying with Crédito on a bank with a credit
// card puts the due date on the card's due day of the month after the posting date.

import { addMonthsClamped } from './dates.ts';
import { msg } from './messages.ts';
import type { Resultado } from './validation.ts';
import type { Pagamento } from './listas.ts';

/** What the rule needs of a bank (the get_bancos lookup has these fields). */
export interface BancoCartao {
  id: string;
  possui_cartao: boolean;
  credito: boolean;
  vencimento: number | null;
}

/** The bank's due day in the month after the posting date's month, clamped (31 → 30 in April). */
export function vencimentoCredito(dataIso: string, diaVencimento: number): string {
  return addMonthsClamped(dataIso, 1, diaVencimento);
}

export function aplicaRegraCredito(
  banco: Pick<BancoCartao, 'credito'> | null | undefined,
  pagamento: Pagamento | string | null | undefined,
): boolean {
  return Boolean(banco?.credito) && pagamento === 'Crédito';
}

/** Banks the form offers: with Crédito chosen, only those with a card. */
export function bancosPermitidos<T extends Pick<BancoCartao, 'possui_cartao'>>(
  bancos: readonly T[],
  pagamento: Pagamento | string | null | undefined,
): T[] {
  return pagamento === 'Crédito' ? bancos.filter((b) => b.possui_cartao) : [...bancos];
}

interface CamposCredito {
  pagamento: Pagamento;
  data: string;
  tipo: 'Com Vencimento' | 'Sem Vencimento';
  vencimento: string | null;
}

/**
 * Applies the rule to a validated creation: tipo becomes Com Vencimento and the due date is the
 * computed one, whatever was sent (the form locks both fields).
 */
export function aplicarRegraCredito<T extends CamposCredito>(
  input: T,
  banco: Pick<BancoCartao, 'credito' | 'vencimento'> | null | undefined,
): T {
  if (!banco || !aplicaRegraCredito(banco, input.pagamento) || banco.vencimento === null) return input;
  return { ...input, tipo: 'Com Vencimento', vencimento: vencimentoCredito(input.data, banco.vencimento) };
}

/** Server re-check of the chosen bank: it must exist, and have a card when paying with Crédito. */
export function conferirBanco<T extends Pick<BancoCartao, 'possui_cartao'>>(
  banco: T | null | undefined,
  pagamento: Pagamento,
): Resultado<T> {
  if (!banco) return { ok: false, message: msg.banco.naoEncontrado };
  if (pagamento === 'Crédito' && !banco.possui_cartao) return { ok: false, message: msg.banco.semCartao };
  return { ok: true, value: banco };
}
