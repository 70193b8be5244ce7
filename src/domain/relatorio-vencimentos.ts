/* Contas por vencimento (PRODUCT.md Relatórios): open payables and receivables on a reference
   day `em`, by how late they are against the effective due date. Day limits are turned into date
   strings once, so each of 100,000 rows costs string comparisons only. */
import { addDays } from './dates.ts';
import { toDecimal } from './money.ts';
import { criarFiltroRelatorio, emAberto, restante, somaVazia, somar } from './relatorio-base.ts';
import type { FiltroRelatorio, LancamentoRelatorio, Soma, TituloRelatorio } from './relatorio-base.ts';
import { vencimentoEfetivo } from './vencimento-efetivo.ts';
import type { Agenda } from './vencimento-efetivo.ts';

export const FAIXAS_VENCIMENTO = [
  'a_vencer', 'vencidos_1_30', 'vencidos_31_60', 'vencidos_61_90', 'vencidos_mais_90', 'sem_vencimento',
] as const;
export type FaixaVencimento = (typeof FAIXAS_VENCIMENTO)[number];

export const ROTULOS_FAIXA: Record<FaixaVencimento, string> = {
  a_vencer: 'A vencer',
  vencidos_1_30: 'Vencidos 1–30 dias',
  vencidos_31_60: 'Vencidos 31–60 dias',
  vencidos_61_90: 'Vencidos 61–90 dias',
  vencidos_mais_90: 'Vencidos há mais de 90 dias',
  sem_vencimento: 'Sem vencimento',
};

export interface FaixaValores {
  faixa: FaixaVencimento;
  pagar: Soma;
  receber: Soma;
}

export interface Vencimentos {
  em: string;
  faixas: FaixaValores[];
  totais: { pagar: Soma; receber: Soma };
}

/** The bucket of an effective due date seen from `em` (limits precomputed by `limitesFaixas`). */
function faixaDe(venc: string | null, l: readonly string[]): FaixaVencimento {
  if (venc === null) return 'sem_vencimento';
  if (venc >= l[0]!) return 'a_vencer';
  if (venc >= l[1]!) return 'vencidos_1_30';
  if (venc >= l[2]!) return 'vencidos_31_60';
  if (venc >= l[3]!) return 'vencidos_61_90';
  return 'vencidos_mais_90';
}

/** [em, em−30, em−60, em−90]: a row due on em−30 is 30 days late, still in 1–30. */
function limitesFaixas(em: string): string[] {
  return [em, addDays(em, -30), addDays(em, -60), addDays(em, -90)];
}

export function vencimentos(
  dados: { lancamentos: readonly LancamentoRelatorio[]; recebiveis: readonly TituloRelatorio[] },
  p: { em: string; filtro?: FiltroRelatorio; agenda?: Agenda },
): Vencimentos {
  const limites = limitesFaixas(p.em);
  const faixas = new Map<FaixaVencimento, FaixaValores>(
    FAIXAS_VENCIMENTO.map((faixa) => [faixa, { faixa, pagar: somaVazia(), receber: somaVazia() }]),
  );
  const totais = { pagar: somaVazia(), receber: somaVazia() };
  const filtro = criarFiltroRelatorio(p.filtro);
  for (const row of dados.lancamentos) {
    if (!emAberto(row) || !filtro.lancamento(row)) continue;
    const valor = restante(row);
    somar(faixas.get(faixaDe(vencimentoEfetivo(row, p.agenda), limites))!.pagar, valor);
    somar(totais.pagar, valor);
  }
  for (const row of dados.recebiveis) {
    if (!emAberto(row) || !filtro.recebivel(row)) continue;
    const valor = restante(row);
    somar(faixas.get(faixaDe(vencimentoEfetivo(row, p.agenda), limites))!.receber, valor);
    somar(totais.receber, valor);
  }
  return { em: p.em, faixas: [...faixas.values()], totais };
}

const somaWire = (s: Soma) => ({ quantidade: s.quantidade, valor: toDecimal(s.valor) });

/** GET /api/relatorios/vencimentos → `vencimentos`: money as dot decimals, each bucket labelled. */
export function vencimentosWire(v: Vencimentos) {
  return {
    em: v.em,
    faixas: v.faixas.map((f) => ({ faixa: f.faixa, rotulo: ROTULOS_FAIXA[f.faixa], pagar: somaWire(f.pagar), receber: somaWire(f.receber) })),
    totais: { pagar: somaWire(v.totais.pagar), receber: somaWire(v.totais.receber) },
  };
}
