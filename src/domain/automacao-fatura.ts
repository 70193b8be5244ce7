// Automação de faturas (issue 20, decisions 280 and 283): which card bill each Crédito
// instalment belongs to, when that bill closes and falls due, and what a run does to the stored
// bill. Pure: the server's run and the Gestor screen's simulation call the same functions.

import { addMonthsClamped, lastDayOfMonth } from './dates.ts';
import { proximoDiaUtil } from './calendario.ts';
import type { FeriadosExtras } from './calendario.ts';

/** What a bill's computation needs of a bank's rule. */
export interface RegraFatura {
  dia_fechamento: number;
  /** The bank's due day (`bancos.vencimento`); null: the bank has none, no bill is made. */
  dia_vencimento: number | null;
  ajustar_dia_util: boolean;
}

/** 'YYYY-MM': the month a bill's cycle closes in. */
export type Competencia = string;

function partes(iso: string): { ano: number; mes: number; dia: number } {
  return { ano: Number(iso.slice(0, 4)), mes: Number(iso.slice(5, 7)), dia: Number(iso.slice(8, 10)) };
}

export function somarMeses(competencia: Competencia, meses: number): Competencia {
  return addMonthsClamped(`${competencia}-01`, meses).slice(0, 7);
}

/** The closing date of `competencia`: the closing day, clamped to the month (31 → 28/29 in February). */
export function fechamentoDaCompetencia(competencia: Competencia, diaFechamento: number): string {
  return addMonthsClamped(`${competencia}-01`, 0, diaFechamento);
}

/**
 * The bill of a purchase made on `data`: the cycle closing in its month when the purchase is on
 * or before the (clamped) closing day, else the next one. A purchase ON the closing day is in
 * the bill that closes that day (decision 280).
 */
export function competenciaDaCompra(data: string, diaFechamento: number): Competencia {
  const { ano, mes, dia } = partes(data);
  const fechamento = Math.min(diaFechamento, lastDayOfMonth(ano, mes));
  const mesmo = data.slice(0, 7);
  return dia <= fechamento ? mesmo : somarMeses(mesmo, 1);
}

/** Instalment k of N lands k−1 bills after the purchase's (one instalment per bill). */
export function competenciaDaParcela(data: string, parcela: number, diaFechamento: number): Competencia {
  return somarMeses(competenciaDaCompra(data, diaFechamento), Math.max(parcela, 1) - 1);
}

/**
 * The bill's due date: the first due day after the closing date (same month when the due day
 * comes after the closing day, else the next month; clamped), moved to the next bank business
 * day when the rule says so (Lei 7.089/83; the calendar of calendario.ts).
 */
export function vencimentoDaCompetencia(
  competencia: Competencia, regra: RegraFatura & { dia_vencimento: number }, feriados?: FeriadosExtras,
): string {
  const fechamento = fechamentoDaCompetencia(competencia, regra.dia_fechamento);
  let vencimento = addMonthsClamped(`${competencia}-01`, 0, regra.dia_vencimento);
  if (vencimento <= fechamento) vencimento = addMonthsClamped(`${competencia}-01`, 1, regra.dia_vencimento);
  return regra.ajustar_dia_util ? proximoDiaUtil(vencimento, feriados) : vencimento;
}

/** Card instalments grouped as the database gives them: same purchase day and instalment number. */
export interface GrupoParcelas {
  data: string;
  parcela: number;
  quantidade: number;
  /** Sum of valor_parcela, integer cents. */
  valor: number;
}

export interface TotalFatura {
  competencia: Competencia;
  quantidade: number;
  valor: number;
}

/** The total of every bill the instalments fall in, by competência (integer cents, exact). */
export function totaisPorCompetencia(grupos: readonly GrupoParcelas[], diaFechamento: number): TotalFatura[] {
  const porCompetencia = new Map<Competencia, TotalFatura>();
  for (const g of grupos) {
    const competencia = competenciaDaParcela(g.data, g.parcela, diaFechamento);
    const total = porCompetencia.get(competencia) ?? { competencia, quantidade: 0, valor: 0 };
    total.quantidade += g.quantidade;
    total.valor += g.valor;
    porCompetencia.set(competencia, total);
  }
  return [...porCompetencia.values()].sort((a, b) => (a.competencia < b.competencia ? -1 : 1));
}

/** The stored automated bill, as the run finds it. */
export interface FaturaExistente {
  status: string;
  valor: number;
  vencimento: string | null;
}

export type PassoFatura =
  | { tipo: 'criar' }
  | { tipo: 'atualizar' }
  | { tipo: 'remover' }
  | { tipo: 'nada' }
  /** A bill no longer open (Pago, D.P.C, Cancelado) is never changed: the run reports it (decision 280). */
  | { tipo: 'fechada_diferente'; diferenca: number };

/** What a run does to one bill, given what is stored and what the instalments add up to. */
export function passoDaFatura(existente: FaturaExistente | null, total: number, vencimento: string): PassoFatura {
  if (!existente) return total > 0 ? { tipo: 'criar' } : { tipo: 'nada' };
  if (existente.status !== 'Pagar') {
    return existente.valor === total ? { tipo: 'nada' } : { tipo: 'fechada_diferente', diferenca: total - existente.valor };
  }
  if (total === 0) return { tipo: 'remover' };
  return existente.valor === total && existente.vencimento === vencimento ? { tipo: 'nada' } : { tipo: 'atualizar' };
}

/** The competência shown as on a card statement: 03/2026. */
export function competenciaBR(competencia: Competencia): string {
  return `${competencia.slice(5, 7)}/${competencia.slice(0, 4)}`;
}

/** The open bill: the one a purchase made `hoje` would go to ('Simular próxima fatura'). */
export function proximaCompetencia(hoje: string, diaFechamento: number): Competencia {
  return competenciaDaCompra(hoje, diaFechamento);
}
