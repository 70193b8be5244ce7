/* The report functions on small hand-computed fixtures, and money exact at 100,000 rows. */
import { describe, expect, it } from 'vitest';
import { parseDecimal, toDecimal } from '../../src/domain/money.ts';
import { chavePeriodo, periodos } from '../../src/domain/relatorio-base.ts';
import type { LancamentoRelatorio, TituloRelatorio } from '../../src/domain/relatorio-base.ts';
import { dre } from '../../src/domain/relatorio-dre.ts';
import { fluxoCaixa } from '../../src/domain/relatorio-fluxo-caixa.ts';
import { gastos } from '../../src/domain/relatorio-gastos.ts';
import { vencimentos } from '../../src/domain/relatorio-vencimentos.ts';
import { ehTributo, vencimentoEfetivo } from '../../src/domain/vencimento-efetivo.ts';

function pagar(p: Partial<LancamentoRelatorio>): LancamentoRelatorio {
  return {
    status: 'Pagar', valor_parcela: 10_000, valor_pago: 0, data: '2026-01-05', vencimento: '2026-01-20',
    data_pagamento: null, banco_id: 'b1', categoria_id: 'c1', pagamento: 'Pix', metodo: 'À vista', ...p,
  };
}
function receber(p: Partial<TituloRelatorio>): TituloRelatorio {
  return { status: 'Pagar', valor_parcela: 50_000, valor_pago: 0, data: '2026-01-02', vencimento: '2026-01-10', data_pagamento: null, ...p };
}

const LANCAMENTOS = [
  pagar({}), // previsto Jan 100,00
  pagar({ status: 'Pago', valor_pago: 20_050, valor_parcela: 20_050, vencimento: '2026-01-31', data_pagamento: '2026-02-02', categoria_id: 'c2', pagamento: 'Boleto' }),
  pagar({ status: 'Cancelado', valor_parcela: 99_999, vencimento: '2026-01-15' }),
  pagar({ valor_parcela: 30_000, valor_pago: 10_000, data_pagamento: '2026-01-08', vencimento: '2026-03-01', categoria_id: null, banco_id: 'b2' }),
  pagar({ vencimento: null, data: '2026-02-14', valor_parcela: 1_234 }),
];
const RECEBIVEIS = [
  receber({}),
  receber({ status: 'Pago', valor_pago: 50_000, data_pagamento: '2026-01-11' }),
  receber({ vencimento: '2025-10-01', valor_parcela: 7_000 }),
];

// Weekdays used below (2026-01-01 is a Thursday; Carnaval 2026 is 16–17/02, Easter 05/04):
// Sat 03/01, 10/01, 31/01, 07/02, 14/02; Sun 01/02, 08/02, 01/03; Mon 02/02, 09/02, 02/03.
describe('vencimentoEfetivo (the calendar, decision 220)', () => {
  it('moves a weekend or holiday to the next business day, a tax to the previous one', () => {
    expect(vencimentoEfetivo({ vencimento: '2026-01-03' })).toBe('2026-01-05'); // Sat → Mon
    expect(vencimentoEfetivo({ vencimento: '2026-01-20' })).toBe('2026-01-20'); // a Tuesday stays
    expect(vencimentoEfetivo({ vencimento: '2026-02-14' })).toBe('2026-02-18'); // Sat before Carnaval → Ash Wednesday
    expect(vencimentoEfetivo({ vencimento: null })).toBeNull();
    // A tax posting (its own flag) or a posting in a tax category: Sat 03/01 → Fri 02/01.
    expect(vencimentoEfetivo({ vencimento: '2026-01-03', tributo: true })).toBe('2026-01-02');
    const agenda = { feriados: new Set(['2026-01-05']), categoriasTributo: new Set(['imp']) };
    expect(vencimentoEfetivo({ vencimento: '2026-01-03', categoria_id: 'imp' }, agenda)).toBe('2026-01-02');
    expect(vencimentoEfetivo({ vencimento: '2026-01-03', categoria_id: 'c1' }, agenda)).toBe('2026-01-06'); // the administrator's 05/01 too
    expect(ehTributo({ vencimento: null, categoria_id: 'imp' }, agenda)).toBe(true);
    expect(ehTributo({ vencimento: null, categoria_id: 'c1', tributo: false }, agenda)).toBe(false);
  });
});

describe('periods', () => {
  it('groups by day, by week (Monday) and by month, listing empty periods too', () => {
    expect(chavePeriodo('2026-01-07', 'semana')).toBe('2026-01-05');
    expect(chavePeriodo('2026-01-04', 'semana')).toBe('2025-12-29');
    expect(chavePeriodo('2026-01-04', 'mes')).toBe('2026-01');
    expect(periodos('2025-11-15', '2026-02-01', 'mes')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(periodos('2026-01-01', '2026-01-14', 'semana')).toEqual(['2025-12-29', '2026-01-05', '2026-01-12']);
    expect(periodos('2026-02-27', '2026-03-01', 'dia')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
  });
});

describe('fluxoCaixa', () => {
  it('puts previsto on the effective due date and realizado on the payment date (regime caixa)', () => {
    const f = fluxoCaixa({ lancamentos: LANCAMENTOS, recebiveis: RECEBIVEIS }, { de: '2026-01-01', ate: '2026-03-31', agrupar: 'mes', regime: 'caixa' });
    // By hand, previsto on the effective due date:
    //   20/01 (Tue) 100,00 → Jan; 31/01 (Sat) 200,50 → Mon 02/02, Feb; the cancelled one is out;
    //   01/03 (Sun) 300,00 → Mon 02/03, Mar; the one without a due date on its data 14/02 → Feb 12,34.
    //   Receivables 10/01 (Sat) → Mon 12/01, both still Jan: 1.000,00.
    // Realizado on the payment date: 08/01 100,00 and 02/02 200,50; received 11/01 500,00.
    expect(f.periodos).toEqual([
      { periodo: '2026-01', saidas_previstas: 10_000, saidas_realizadas: 10_000, entradas_previstas: 100_000, entradas_realizadas: 50_000 },
      { periodo: '2026-02', saidas_previstas: 20_050 + 1_234, saidas_realizadas: 20_050, entradas_previstas: 0, entradas_realizadas: 0 },
      { periodo: '2026-03', saidas_previstas: 30_000, saidas_realizadas: 0, entradas_previstas: 0, entradas_realizadas: 0 },
    ]);
    expect(f.totais).toEqual({ saidas_previstas: 61_284, saidas_realizadas: 30_050, entradas_previstas: 100_000, entradas_realizadas: 50_000 });
  });

  it('puts a tax due on a Saturday on the Friday before: 31/01 stays in January', () => {
    // c2 is a tax category: the 200,50 due Sat 31/01 is due Fri 30/01 (Jan), not Mon 02/02 (Feb).
    const agenda = { feriados: new Set<string>(), categoriasTributo: new Set(['c2']) };
    const f = fluxoCaixa({ lancamentos: LANCAMENTOS, recebiveis: [] }, { de: '2026-01-01', ate: '2026-03-31', agrupar: 'mes', regime: 'caixa', agenda });
    expect(f.periodos.map((p) => p.saidas_previstas)).toEqual([10_000 + 20_050, 1_234, 30_000]);
    // The same row flagged by itself, with no tax category.
    const proprio = LANCAMENTOS.map((row) => (row.categoria_id === 'c2' ? { ...row, tributo: true } : row));
    const g = fluxoCaixa({ lancamentos: proprio, recebiveis: [] }, { de: '2026-01-01', ate: '2026-03-31', agrupar: 'mes', regime: 'caixa' });
    expect(g.periodos.map((p) => p.saidas_previstas)).toEqual([10_000 + 20_050, 1_234, 30_000]);
  });

  it('reads both on the row date in regime competência, and filters by bank (receivables out)', () => {
    const f = fluxoCaixa({ lancamentos: LANCAMENTOS, recebiveis: RECEBIVEIS }, {
      de: '2026-01-01', ate: '2026-01-31', agrupar: 'mes', regime: 'competencia', filtro: { bancos: ['b1'] },
    });
    expect(f.totais).toEqual({ saidas_previstas: 10_000 + 20_050, saidas_realizadas: 20_050, entradas_previstas: 0, entradas_realizadas: 0 });
  });
});

describe('dre', () => {
  it('maps categories to lines, receivables to Receita bruta, and adds the subtotals', () => {
    const d = dre({
      lancamentos: LANCAMENTOS, recebiveis: RECEBIVEIS,
      categorias: [{ id: 'c1', descricao: 'Insumos', dre_linha: 'custos' }, { id: 'c2', descricao: 'DAS', dre_linha: 'impostos' }],
    }, { de: '2026-01-01', ate: '2026-02-28', regime: 'competencia' });
    const linha = (l: string) => d.linhas.find((x) => x.linha === l)!.valor;
    expect(linha('receita_bruta')).toBe(107_000);
    expect(linha('custos')).toBe(-(10_000 + 20_050 - 20_050 + 1_234)); // c1 rows; the c2 row is tax
    expect(linha('impostos')).toBe(-20_050);
    expect(linha('nao_classificado')).toBe(-30_000);
    expect(d.lucro_bruto).toBe(107_000 - 11_234);
    expect(d.resultado_liquido).toBe(107_000 - 11_234 - 30_000 - 20_050);
  });

  it('regime caixa counts only what was paid, on the payment date', () => {
    const d = dre({ lancamentos: LANCAMENTOS, recebiveis: RECEBIVEIS, categorias: [] }, { de: '2026-01-01', ate: '2026-01-31', regime: 'caixa' });
    expect(d.linhas.find((x) => x.linha === 'receita_bruta')!.valor).toBe(50_000);
    expect(d.linhas.find((x) => x.linha === 'nao_classificado')!.valor).toBe(-10_000);
    expect(d.resultado_liquido).toBe(40_000);
  });
});

describe('vencimentos', () => {
  it('puts open rows in aging buckets by effective due date (limits inclusive)', () => {
    const v = vencimentos({
      lancamentos: [
        pagar({ vencimento: '2026-03-10' }), pagar({ vencimento: '2026-03-09' }), pagar({ vencimento: '2026-02-08' }),
        pagar({ vencimento: '2026-02-07' }), pagar({ vencimento: '2026-01-09' }), pagar({ vencimento: '2026-01-08' }),
        pagar({ vencimento: '2025-12-10' }), pagar({ vencimento: '2025-12-09' }), pagar({ vencimento: null }),
        pagar({ status: 'Pago', vencimento: '2025-01-01' }), pagar({ status: 'Cancelado', vencimento: '2025-01-01' }),
        pagar({ vencimento: '2026-03-01', valor_parcela: 10_000, valor_pago: 2_500 }),
      ],
      recebiveis: RECEBIVEIS,
    }, { em: '2026-03-10' });
    // By hand, em = Tue 10/03; limits 10/03, 08/02 (−30), 09/01 (−60), 10/12/2025 (−90).
    //   10/03 Tue → a vencer; 09/03 Mon → 1–30; 08/02 Sun → Mon 09/02, 1–30; 07/02 Sat → Mon 09/02,
    //   1–30 (typed it would be 31–60); 09/01 Fri → 31–60; 08/01 Thu → 61–90; 10/12/2025 Wed →
    //   61–90; 09/12/2025 Tue → > 90; 01/03 Sun → Mon 02/03, 1–30 with 75,00 left.
    const q = Object.fromEntries(v.faixas.map((f) => [f.faixa, f.pagar.quantidade]));
    expect(q).toEqual({ a_vencer: 1, vencidos_1_30: 4, vencidos_31_60: 1, vencidos_61_90: 2, vencidos_mais_90: 1, sem_vencimento: 1 });
    expect(v.faixas[1]!.pagar.valor).toBe(10_000 + 10_000 + 10_000 + 7_500);
    expect(v.totais.receber).toEqual({ quantidade: 2, valor: 57_000 });
  });
});

describe('gastos', () => {
  it('sums payables by category, bank or payment method, largest first', () => {
    const dados = { lancamentos: LANCAMENTOS, categorias: [{ id: 'c1', descricao: 'Insumos' }], bancos: [{ id: 'b1', banco: 'Itaú' }] };
    const g = gastos(dados, { de: '2026-01-01', ate: '2026-02-28', regime: 'competencia', por: 'banco' });
    expect(g.grupos.map((x) => [x.nome, x.valor])).toEqual([['Itaú', 31_284], ['b2', 30_000]]);
    const m = gastos(dados, { de: '2026-01-01', ate: '2026-02-28', regime: 'caixa', por: 'metodo' });
    expect(m.grupos.map((x) => [x.nome, x.valor])).toEqual([['Boleto', 20_050], ['Pix', 10_000]]);
    const c = gastos(dados, { de: '2026-01-01', ate: '2026-02-28', regime: 'competencia', por: 'categoria' });
    expect(c.grupos.map((x) => [x.nome, x.valor])).toEqual([['Sem categoria', 30_000], ['c2', 20_050], ['Insumos', 11_234]]);
    expect(c.total.valor).toBe(61_284);
  });
});

describe('money is exact to the cent at 100,000 rows', () => {
  it('the report total equals the sum of the 100,000 amounts added up as decimals with BigInt', () => {
    let seed = 20260;
    const rnd = () => {
      seed = (seed * 16807) % 2147483647;
      return seed;
    };
    const lancamentos: LancamentoRelatorio[] = [];
    let exato = 0n;
    for (let i = 0; i < 100_000; i++) {
      const cents = (rnd() % 100_000_000) + 1; // up to R$ 1.000.000,00
      // The other way: every amount as the wire decimal, summed digit-exact in BigInt.
      const texto = toDecimal(cents);
      const [reais, centavos] = texto.split('.');
      exato += BigInt(reais!) * 100n + BigInt(centavos!);
      lancamentos.push(pagar({ valor_parcela: cents, vencimento: `2026-${String((i % 12) + 1).padStart(2, '0')}-15` }));
    }
    const f = fluxoCaixa({ lancamentos, recebiveis: [] }, { de: '2026-01-01', ate: '2026-12-31', agrupar: 'mes', regime: 'caixa' });
    expect(BigInt(f.totais.saidas_previstas)).toBe(exato);
    expect(f.periodos.reduce((s, p) => s + p.saidas_previstas, 0)).toBe(f.totais.saidas_previstas);
    expect(parseDecimal(toDecimal(f.totais.saidas_previstas))).toBe(f.totais.saidas_previstas);
    const v = vencimentos({ lancamentos, recebiveis: [] }, { em: '2026-06-30' });
    expect(BigInt(v.totais.pagar.valor)).toBe(exato);
    // A float sum of reais drifts; the cents sum does not.
    const floatReais = lancamentos.reduce((s, l) => s + l.valor_parcela / 100, 0);
    expect(Number.isInteger(f.totais.saidas_previstas)).toBe(true);
    expect(Math.abs(floatReais * 100 - f.totais.saidas_previstas)).toBeLessThan(100);
  });
});
