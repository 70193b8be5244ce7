// The credit-card rule of the posting form (SPEC §4): paying with Crédito on a bank with a credit
// card puts each parcela on the card's due day, one month apart, anchored on that day (31 is the
// last day of a shorter month and back to 31 after it). With a closing day (the bank's automation
// rule) each parcela is due with the bill it belongs to (decision 391).

import { addMonthsClamped } from './dates.ts';
import { competenciaDaParcela, vencimentoDaCompetencia } from './automacao-fatura.ts';
import { msg } from './messages.ts';
import type { Resultado } from './validation.ts';
import type { Metodo, Pagamento } from './listas.ts';
import { quantidadeParcelas } from './titulo.ts';

/** What the rule needs of a bank (the get_bancos lookup has these fields). */
export interface BancoCartao {
  id: string;
  possui_cartao: boolean;
  credito: boolean;
  vencimento: number | null;
  /** The closing day of its automation rule (synced with the bank); null or absent: none. */
  dia_fechamento?: number | null;
}

/** The bank's due day in the month after the posting date's month, clamped (31 → 30 in April). */
export function vencimentoCredito(dataIso: string, diaVencimento: number): string {
  return addMonthsClamped(dataIso, 1, diaVencimento);
}

/**
 * The due date of each of `quantidade` card parcelas of a purchase on `dataIso`. Without a closing
 * day: the due day of the month after the purchase, then monthly, always on the card's due day
 * (never on the clamped day before). With one: parcela k is in the k-th bill from the purchase's
 * (a purchase after the closing day is in the next cycle) and is due on that bill's due date.
 * The nominal date: a weekend or holiday moves it in the lists as any due date (vencimentoEfetivo).
 */
export function vencimentosCartao(
  dataIso: string, quantidade: number, diaVencimento: number, diaFechamento: number | null = null,
): string[] {
  return Array.from({ length: Math.max(quantidade, 1) }, (_, i) => {
    if (diaFechamento === null) return addMonthsClamped(dataIso, i + 1, diaVencimento);
    const competencia = competenciaDaParcela(dataIso, i + 1, diaFechamento);
    return vencimentoDaCompetencia(competencia, { dia_fechamento: diaFechamento, dia_vencimento: diaVencimento, ajustar_dia_util: false });
  });
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
  /** Absent: one parcela. */
  metodo?: Metodo;
  parcela?: number | null;
}

/**
 * Applies the rule to a validated creation: tipo becomes Com Vencimento and the due dates are the
 * computed ones, whatever was sent (the form locks both fields): `vencimento` is the first
 * parcela's, `vencimentos` every parcela's (gerarParcelas reads them).
 */
export function aplicarRegraCredito<T extends CamposCredito>(
  input: T,
  banco: Pick<BancoCartao, 'credito' | 'vencimento' | 'dia_fechamento'> | null | undefined,
): T & { vencimentos?: string[] } {
  if (!banco || !aplicaRegraCredito(banco, input.pagamento) || banco.vencimento === null) return input;
  const quantidade = quantidadeParcelas({ metodo: input.metodo ?? 'À vista', parcela: input.parcela ?? null });
  const vencimentos = vencimentosCartao(input.data, quantidade, banco.vencimento, banco.dia_fechamento ?? null);
  return { ...input, tipo: 'Com Vencimento', vencimento: vencimentos[0] ?? null, vencimentos };
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
