/* Orçado × realizado as the Relatórios screen, its CSV and its PDF show it (decision 443): per
   categoria each month then its year total, the period's total last, % as pt-BR text. */
import { describe, expect, it } from 'vitest';
import { orcadoRealizado } from '../../src/domain/orcamento.ts';
import { tabelaOrcado } from '../../src/domain/relatorio-tabela-orcado.ts';

const ALUGUEL = '0190a0e0-0000-7000-8000-000000000001';
const LUZ = '0190a0e0-0000-7000-8000-000000000002';
const pago = (id: string, categoria_id: string, valor: number, data: string) =>
  ({ id, categoria_id, valor, valor_parcela: valor, valor_pago: valor, status: 'Pago', data, data_pagamento: data, vencimento: null, tipo: 'Sem Vencimento' }) as never;

describe('tabelaOrcado', () => {
  it('Aluguel orçado 1.000,00 in each month, 1.250,00 paid in February; Luz paid without budget', () => {
    const o = orcadoRealizado({
      orcamentos: [
        { categoria: ALUGUEL, centro_custo: null, mes: '2026-01', valor: 100_000 },
        { categoria: ALUGUEL, centro_custo: null, mes: '2026-02', valor: 100_000 },
      ],
      lancamentos: [pago('a', ALUGUEL, 125_000, '2026-02-05'), pago('b', LUZ, 9_990, '2026-01-20')],
      de: '2026-01', ate: '2026-02',
    });
    const t = tabelaOrcado(o, new Map([[ALUGUEL, 'Aluguel'], [LUZ, 'Luz']]));
    expect(t.colunas.map((c) => c.titulo)).toEqual(['Categoria', 'Mês', 'Orçado', 'Realizado', 'Variação', '%']);
    expect(t.linhas).toEqual([
      ['Aluguel', '01/2026', 100_000, 0, -100_000, '-100,00 %'],
      ['Aluguel', '02/2026', 100_000, 125_000, 25_000, '25,00 %'],
      ['Aluguel', 'Total 2026', 200_000, 125_000, -75_000, '-37,50 %'],
      ['Luz', '01/2026', 0, 9_990, 9_990, '—'],
      ['Luz', '02/2026', 0, 0, 0, '—'],
      ['Luz', 'Total 2026', 0, 9_990, 9_990, '—'],
      // −65.010 ÷ 200.000 = −32,505 %: halves round up, as the domain's per-line % (Math.round).
      ['Total', '', 200_000, 134_990, -65_010, '-32,50 %'],
    ]);
    expect(t.destaques).toEqual([2, 5, 6]);
    expect(t.grafico.rotulos).toEqual(['01/2026', '02/2026']);
    expect(t.grafico.series.map((s) => s.valores)).toEqual([[100_000, 100_000], [9_990, 125_000]]);
    // The screen's categoria filter keeps that categoria's rows and chart only.
    const soLuz = tabelaOrcado(o, new Map([[ALUGUEL, 'Aluguel'], [LUZ, 'Luz']]), [LUZ]);
    expect(soLuz.linhas.map((l) => l[0])).toEqual(['Luz', 'Luz', 'Luz', 'Total']);
    expect(soLuz.grafico.series[0]!.valores).toEqual([0, 0]);
  });
});
