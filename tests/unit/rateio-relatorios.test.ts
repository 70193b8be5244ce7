/* DRE and Gastos por categoria cut by centro de custo through the rateio (issue 35, decision 442),
   and the CSV's description of a split; every figure worked out by hand. */
import { describe, expect, it } from 'vitest';
import { descreverRateio, repartir } from '../../src/domain/rateio.ts';
import { dre } from '../../src/domain/relatorio-dre.ts';
import { gastos } from '../../src/domain/relatorio-gastos.ts';
import type { LancamentoRelatorio } from '../../src/domain/relatorio-base.ts';
import type { ParteRateio } from '../../src/domain/rateio.ts';

const MTZ = '11111111-1111-4111-8111-111111111111';
const FIL = '22222222-2222-4222-8222-222222222222';
const ALUGUEL = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const LUZ = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const pct = (centro: string | null, percentual: number, categoria: string | null = null): ParteRateio =>
  ({ categoria, centro_custo: centro, percentual, valor: null });

function pago(valor: number, rateio: ParteRateio[] | null, categoria = ALUGUEL): LancamentoRelatorio {
  return {
    status: 'Pago', valor_parcela: valor, valor_pago: valor, data: '2026-03-02', vencimento: '2026-03-10', data_pagamento: '2026-03-10',
    banco_id: null, categoria_id: categoria, pagamento: 'Boleto', rateio,
  };
}

const lancamentos = [
  pago(150_000, [pct(MTZ, 6000), pct(FIL, 4000)]), // R$ 1.500,00 60/40: 900,00 + 600,00
  pago(20_000, null), // R$ 200,00 without rateio: no centro
  // R$ 100,00: 33,33 % Aluguel MTZ, 33,33 % Luz MTZ, 33,34 % Aluguel FIL → 33,33 + 33,33 + 33,34
  pago(10_000, [pct(MTZ, 3333), pct(MTZ, 3333, LUZ), pct(FIL, 3334)]),
];
const categorias = [{ id: ALUGUEL, descricao: 'Aluguel', dre_linha: 'despesas_operacionais' }, { id: LUZ, descricao: 'Luz', dre_linha: 'despesas_operacionais' }];
const periodo = { de: '2026-03-01', ate: '2026-03-31', regime: 'caixa' as const };

const porCategoria = (centro: string | null) => {
  const d = dre({ lancamentos, recebiveis: [], categorias }, { ...periodo, filtro: { centro } });
  const linha = d.linhas.find((l) => l.linha === 'despesas_operacionais')!;
  return Object.fromEntries(linha.categorias.map((c) => [c.descricao, c.valor]));
};

describe('repartir', () => {
  it('without rateio: the whole in the row\'s categoria, nothing in any centro', () => {
    expect(repartir({ categoria_id: ALUGUEL }, 5000)).toEqual([{ categoria: ALUGUEL, valor: 5000 }]);
    expect(repartir({ categoria_id: ALUGUEL }, 5000, MTZ)).toEqual([]);
  });
});

describe('DRE cut by centro', () => {
  it('uncut: Aluguel 1.500 + 200 + 33,33 + 33,34 = 1.766,67, Luz 33,33', () => {
    expect(porCategoria(null)).toEqual({ Aluguel: -176_667, Luz: -3333 });
  });

  it('Matriz: 900,00 + 33,33 of Aluguel, 33,33 of Luz; Filial: 600,00 + 33,34 of Aluguel', () => {
    expect(porCategoria(MTZ)).toEqual({ Aluguel: -93_333, Luz: -3333 });
    expect(porCategoria(FIL)).toEqual({ Aluguel: -63_334 });
  });
});

describe('Gastos por categoria cut by centro', () => {
  it('a 60/40 split shows 60 % in the Matriz and 40 % in the Filial', () => {
    const g = (centro: string | null) => gastos({ lancamentos, categorias, bancos: [] }, { ...periodo, por: 'categoria', filtro: { centro } });
    expect(g(FIL).grupos.map((x) => [x.nome, x.valor])).toEqual([['Aluguel', 63_334]]);
    expect(g(MTZ).grupos.map((x) => [x.nome, x.valor])).toEqual([['Aluguel', 93_333], ['Luz', 3333]]);
    expect(g(null).total.valor).toBe(180_000);
    expect(g(MTZ).total.valor + g(FIL).total.valor).toBe(160_000); // the R$ 200,00 has no centro
  });
});

describe('descreverRateio', () => {
  it('reads the shares by centro code, percentages or values', () => {
    const nomes = new Map([[MTZ, 'MTZ'], [FIL, 'FIL']]);
    expect(descreverRateio([pct(MTZ, 6000), pct(FIL, 4000)], nomes)).toBe('MTZ 60,00 %; FIL 40,00 %');
    expect(descreverRateio([{ categoria: null, centro_custo: FIL, percentual: null, valor: 3334 }], nomes)).toBe('FIL R$ 33,34');
    expect(descreverRateio(null, nomes)).toBe('');
  });
});
