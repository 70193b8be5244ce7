/* What every report reads of a row and the small pieces they share: counts with sums in integer
   cents, periods (dia, semana, mês), the regime and the report filters. Pure: the client runs the
   reports on IndexedDB rows, the server on rows read from the database, with the same code. */
import { AGENDA_NACIONAL, vencimentoEfetivo } from './vencimento-efetivo.ts';
import type { Agenda, ComVencimento } from './vencimento-efetivo.ts';

/** A receivable's instalment as the reports read it (money in cents). */
export interface TituloRelatorio extends ComVencimento {
  status: string;
  valor_parcela: number;
  valor_pago: number;
  data: string;
  data_pagamento: string | null;
  metodo?: string | null;
}

/** A payable's instalment: a receivable plus bank, category and payment form. */
export interface LancamentoRelatorio extends TituloRelatorio {
  banco_id: string | null;
  categoria_id: string | null;
  pagamento?: string | null;
}

export interface CategoriaRelatorio {
  id: string;
  descricao: string;
  dre_linha?: string | null;
}

export interface BancoRelatorio {
  id: string;
  banco: string;
}

/** A count and its sum in cents. */
export interface Soma {
  quantidade: number;
  valor: number;
}

export const REGIMES = ['caixa', 'competencia'] as const;
export type Regime = (typeof REGIMES)[number];

export const AGRUPAMENTOS = ['dia', 'semana', 'mes'] as const;
export type Agrupamento = (typeof AGRUPAMENTOS)[number];

export function somaVazia(): Soma {
  return { quantidade: 0, valor: 0 };
}

export function somar(soma: Soma, valor: number): void {
  soma.quantidade += 1;
  soma.valor += valor;
}

/** Still to be paid: open (Pagar) with something left. Cancelled and paid rows are not due. */
export function emAberto(row: TituloRelatorio): boolean {
  return row.status === 'Pagar' && row.valor_parcela - row.valor_pago > 0;
}

export function restante(row: TituloRelatorio): number {
  return Math.max(0, row.valor_parcela - row.valor_pago);
}

/** The date a row is expected on: its effective due date, or its own date when it has none. */
export function dataPrevista(row: TituloRelatorio, agenda: Agenda = AGENDA_NACIONAL): string {
  return vencimentoEfetivo(row, agenda) ?? row.data;
}

/** What was actually paid (or received) and when; null when nothing was. */
export function realizado(row: TituloRelatorio): { data: string; valor: number } | null {
  if (!row.data_pagamento) return null;
  const valor = row.valor_pago > 0 ? row.valor_pago : row.status === 'Pago' ? row.valor_parcela : 0;
  return valor > 0 ? { data: row.data_pagamento, valor } : null;
}

/**
 * A report's amount and date for a row under a regime: caixa = the money moved (paid amount on
 * the payment date), competência = the instalment on its own `data`, cancelled ones left out.
 */
export function pelaRegime(row: TituloRelatorio, regime: Regime): { data: string; valor: number } | null {
  if (regime === 'caixa') return realizado(row);
  return row.status === 'Cancelado' ? null : { data: row.data, valor: row.valor_parcela };
}

const MS_DIA = 86_400_000;
const segundas = new Map<string, string>();

/** Monday of the week of `iso` (weeks start on Monday, as Brazilian business calendars do). */
export function inicioSemana(iso: string): string {
  const cached = segundas.get(iso);
  if (cached) return cached;
  const t = Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));
  const dow = (new Date(t).getUTCDay() + 6) % 7;
  const monday = new Date(t - dow * MS_DIA).toISOString().slice(0, 10);
  if (segundas.size > 20_000) segundas.clear();
  segundas.set(iso, monday);
  return monday;
}

/** The period key of a date: 'YYYY-MM-DD' (dia), the week's Monday (semana) or 'YYYY-MM' (mês). */
export function chavePeriodo(iso: string, agrupar: Agrupamento): string {
  if (agrupar === 'mes') return iso.slice(0, 7);
  return agrupar === 'semana' ? inicioSemana(iso) : iso;
}

/** Every period key from `de` to `ate`, in order (empty periods are shown, not skipped). */
export function periodos(de: string, ate: string, agrupar: Agrupamento): string[] {
  const out: string[] = [];
  if (ate < de) return out;
  if (agrupar === 'mes') {
    let y = Number(de.slice(0, 4));
    let m = Number(de.slice(5, 7));
    const fim = ate.slice(0, 7);
    for (;;) {
      const key = `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}`;
      if (key > fim) break;
      out.push(key);
      m += 1;
      if (m > 12) { m = 1; y += 1; }
    }
    return out;
  }
  const passo = agrupar === 'semana' ? 7 : 1;
  let t = Date.parse(`${agrupar === 'semana' ? inicioSemana(de) : de}T00:00:00Z`);
  const fim = Date.parse(`${ate}T00:00:00Z`);
  while (t <= fim) {
    out.push(new Date(t).toISOString().slice(0, 10));
    t += passo * MS_DIA;
  }
  return out;
}

/** Report filters (Relatórios screen): empty lists do not restrict. */
export interface FiltroRelatorio {
  bancos?: readonly string[];
  categorias?: readonly string[];
  status?: readonly string[];
  pagamentos?: readonly string[];
}

/**
 * A compiled filter. Receivables have no bank, category or payment form: a filter on any of
 * those leaves them out (the figures then speak of payables only).
 */
export function criarFiltroRelatorio(filtro: FiltroRelatorio = {}) {
  const bancos = new Set(filtro.bancos ?? []);
  const categorias = new Set(filtro.categorias ?? []);
  const status = new Set(filtro.status ?? []);
  const pagamentos = new Set(filtro.pagamentos ?? []);
  const soPagar = bancos.size > 0 || categorias.size > 0 || pagamentos.size > 0;
  return {
    lancamento(row: LancamentoRelatorio): boolean {
      if (status.size > 0 && !status.has(row.status)) return false;
      if (bancos.size > 0 && !bancos.has(row.banco_id ?? '')) return false;
      if (categorias.size > 0 && !categorias.has(row.categoria_id ?? '')) return false;
      if (pagamentos.size > 0 && !pagamentos.has(row.pagamento ?? '')) return false;
      return true;
    },
    recebivel(row: TituloRelatorio): boolean {
      if (soPagar) return false;
      return status.size === 0 || status.has(row.status);
    },
  };
}
