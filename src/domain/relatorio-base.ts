/* What every report reads of a row and the small pieces they share: counts with sums in integer
   cents, periods (dia, semana, mês), the regime and the report filters. Pure: the client runs the
   reports on IndexedDB rows, the server on rows read from the database, with the same code. */
import type { ParteRateio } from './rateio.ts';
import { AGENDA_NACIONAL, vencimentoEfetivo } from './vencimento-efetivo.ts';
import type { Agenda, ComVencimento } from './vencimento-efetivo.ts';

/** A receivable's instalment as the reports read it (money in cents). */
export interface TituloRelatorio extends ComVencimento {
  /** The row's id: what its payment history entries point at (alvo_id). */
  id?: string;
  status: string;
  valor_parcela: number;
  valor_pago: number;
  data: string;
  data_pagamento: string | null;
  metodo?: string | null;
  /** Issue 35 (decision 441): its group's split; absent or null when not split. */
  rateio?: readonly ParteRateio[] | null;
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

/**
 * A dated entry of Histórico de Pagamento (the `pagamentos` collection) as the reports read it.
 * Realizado comes from these entries, each on its own day (decision 390).
 */
export interface PagamentoRelatorio {
  alvo: string;
  alvo_id: string;
  valor: number;
  data: string;
  /** Set when the payment was undone (Estornar, decision 393): kept in the history, never realizado. */
  estornado_em?: string | null;
}

/** A row's history entries, by row id; one map per alvo ('lancamento', 'recebivel'). */
export type HistoricoPorTitulo = ReadonlyMap<string, readonly PagamentoRelatorio[]>;

const SEM_HISTORICO: HistoricoPorTitulo = new Map();

/** Index the history entries of one alvo by the row they belong to (one pass). */
export function historicoPorTitulo(pagamentos: readonly PagamentoRelatorio[] | undefined, alvo: string): HistoricoPorTitulo {
  if (!pagamentos || pagamentos.length === 0) return SEM_HISTORICO;
  const out = new Map<string, PagamentoRelatorio[]>();
  for (const p of pagamentos) {
    if (p.alvo !== alvo || p.estornado_em) continue;
    const list = out.get(p.alvo_id);
    if (list) list.push(p);
    else out.set(p.alvo_id, [p]);
  }
  return out;
}

/** What the row says was paid, in cents: valor_pago, or the whole parcela of a Pago row without it. */
function valorPagoDaLinha(row: TituloRelatorio): number {
  if (row.status === 'Cancelado' && row.valor_pago === 0) return 0;
  return row.valor_pago > 0 ? row.valor_pago : row.status === 'Pago' ? row.valor_parcela : 0;
}

/**
 * What was actually paid (or received) and when: one movement per dated history entry, on its
 * own day. The part of the row's paid amount no entry explains (a posting created as Pago, rows
 * from before the history) moves on the row's data_pagamento; without that date it is not dated
 * and stays out (decision 390).
 */
export function realizados(row: TituloRelatorio, historico: HistoricoPorTitulo = SEM_HISTORICO): { data: string; valor: number }[] {
  const entradas = row.id === undefined ? undefined : historico.get(row.id);
  const out: { data: string; valor: number }[] = [];
  let explicado = 0;
  for (const e of entradas ?? []) {
    if (e.valor <= 0) continue;
    out.push({ data: e.data, valor: e.valor });
    explicado += e.valor;
  }
  const resto = valorPagoDaLinha(row) - explicado;
  if (resto > 0 && row.data_pagamento) out.push({ data: row.data_pagamento, valor: resto });
  return out;
}

/** The total of `realizados` (what competência reads on the row's own date). */
export function totalRealizado(row: TituloRelatorio, historico: HistoricoPorTitulo = SEM_HISTORICO): number {
  let total = 0;
  for (const m of realizados(row, historico)) total += m.valor;
  return total;
}

/**
 * A report's amounts and dates for a row under a regime: caixa = each payment on its own day,
 * competência = the instalment on its own `data`, cancelled ones left out.
 */
export function pelaRegime(
  row: TituloRelatorio,
  regime: Regime,
  historico: HistoricoPorTitulo = SEM_HISTORICO,
): { data: string; valor: number }[] {
  if (regime === 'caixa') return realizados(row, historico);
  return row.status === 'Cancelado' ? [] : [{ data: row.data, valor: row.valor_parcela }];
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
  /** Issue 35 (decision 442): the cut by centro de custo, read through each row's rateio. */
  centro?: string | null;
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
