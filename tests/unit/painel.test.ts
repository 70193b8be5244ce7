/* The Painel's figures on a small fixture, every one computed by hand below. */
import { describe, expect, it } from 'vitest';
import { painel } from '../../src/domain/painel.ts';
import type { LancamentoRelatorio, TituloRelatorio } from '../../src/domain/relatorio-base.ts';

// Tue 10/03/2026. By hand, the effective due dates: 10/03 Tue, 17/03 Tue, 18/03 Wed, 05/03 Thu and
// 20/05 Wed stay; the receivable of Sun 01/02 moves to Mon 02/02 (still overdue); Thu 15/01 stays.
const HOJE = '2026-03-10';
const l = (p: Partial<LancamentoRelatorio>): LancamentoRelatorio => ({
  status: 'Pagar', valor_parcela: 0, valor_pago: 0, data: '2026-01-01', vencimento: null, data_pagamento: null,
  banco_id: 'b1', categoria_id: null, pagamento: 'Pix', ...p,
});
const rcb = (p: Partial<TituloRelatorio>): TituloRelatorio => ({
  status: 'Pagar', valor_parcela: 0, valor_pago: 0, data: '2026-01-01', vencimento: null, data_pagamento: null, ...p,
});

const dados = {
  lancamentos: [
    l({ valor_parcela: 12_345, vencimento: '2026-03-10', categoria_id: 'c1' }), // hoje
    l({ valor_parcela: 10_000, valor_pago: 4_000, vencimento: '2026-03-10', categoria_id: 'c1' }), // hoje, 60,00 left
    l({ valor_parcela: 5_000, vencimento: '2026-03-17', categoria_id: 'c2' }), // semana (day 7)
    l({ valor_parcela: 9_999, vencimento: '2026-03-18' }), // day 8: not in the week, within 30
    l({ valor_parcela: 700, vencimento: '2026-03-05' }), // vencido
    l({ valor_parcela: 80_000, vencimento: '2026-05-20' }), // within 90 only
    l({ status: 'Pago', valor_parcela: 2_000, valor_pago: 2_000, vencimento: '2026-03-10', data_pagamento: '2026-03-09', categoria_id: 'c2' }),
    l({ status: 'Cancelado', valor_parcela: 55_555, vencimento: '2026-03-10', categoria_id: 'c1' }),
  ],
  recebiveis: [
    rcb({ valor_parcela: 50_000, vencimento: '2026-03-10' }),
    rcb({ valor_parcela: 3_000, vencimento: '2026-02-01' }),
    rcb({ status: 'Pago', valor_parcela: 20_000, valor_pago: 20_000, vencimento: '2026-01-15', data_pagamento: '2026-01-16' }),
  ],
  faturas: [
    { banco_id: 'b1', banco: 'Nubank', valor: 150_000, status: 'Pagar', vencimento: '2026-03-15' },
    { banco_id: 'b1', banco: 'Nubank', valor: 1_000, status: 'Pagar', vencimento: '2026-04-15' },
    { banco_id: 'b2', banco: 'Inter', valor: 7_000, status: 'Pago', vencimento: '2026-03-15' },
  ],
  entradas: [
    { valor_final: 100_000, status: 'Ativo', tipo: 'Reserva' },
    { valor_final: 1_000_000, status: 'Inativo', tipo: 'Reserva' },
    { valor_final: 5_000, status: 'Ativo', tipo: 'Investimento' },
  ],
  categorias: [{ id: 'c1', descricao: 'Aluguel' }, { id: 'c2', descricao: 'Energia' }],
};

describe('painel', () => {
  const p = painel(dados, HOJE);

  it('counts and sums what is due today, in the next 7 days and overdue', () => {
    expect(p.pagar).toEqual({
      hoje: { quantidade: 2, valor: 12_345 + 6_000 },
      semana: { quantidade: 1, valor: 5_000 },
      vencidos: { quantidade: 1, valor: 700 },
    });
    expect(p.receber).toEqual({
      hoje: { quantidade: 1, valor: 50_000 },
      semana: { quantidade: 0, valor: 0 },
      vencidos: { quantidade: 1, valor: 3_000 },
    });
    expect(p.intervalos).toEqual({
      hoje: { de: '2026-03-10', ate: '2026-03-10' },
      semana: { de: '2026-03-11', ate: '2026-03-17' },
      vencidos: { de: '1900-01-01', ate: '2026-03-09' },
    });
  });

  it('lists open card bills by bank and projects the balance with the reserves', () => {
    // The next bill is typed for Sun 15/03: it is due on Mon 16/03 (15/04 is a Wednesday).
    expect(p.faturas).toEqual([{ banco_id: 'b1', banco: 'Nubank', quantidade: 2, valor: 151_000, proximo_vencimento: '2026-03-16' }]);
    const aReceber = 50_000 + 3_000;
    const aPagar30 = 12_345 + 6_000 + 5_000 + 9_999 + 700;
    expect(p.saldo).toEqual({
      bancos: 0,
      reservas: 100_000,
      d30: 100_000 + aReceber - aPagar30,
      d60: 100_000 + aReceber - aPagar30,
      d90: 100_000 + aReceber - aPagar30 - 80_000,
    });
  });

  it('sums realizado × previsto per month, six back and six ahead, and ranks the month\'s categories', () => {
    expect(p.meses.map((m) => m.mes)).toEqual([
      '2025-09', '2025-10', '2025-11', '2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09',
    ]);
    const marco = p.meses.find((m) => m.mes === '2026-03')!;
    expect(marco).toEqual({
      mes: '2026-03', entradas_previstas: 50_000, entradas_realizadas: 0,
      saidas_previstas: 12_345 + 10_000 + 5_000 + 9_999 + 700 + 2_000, saidas_realizadas: 2_000,
    });
    expect(p.meses.find((m) => m.mes === '2026-01')).toMatchObject({ entradas_previstas: 20_000, entradas_realizadas: 20_000 });
    expect(p.categorias).toEqual([
      { categoria_id: 'c1', descricao: 'Aluguel', valor: 22_345 },
      { categoria_id: null, descricao: 'Sem categoria', valor: 10_699 },
      { categoria_id: 'c2', descricao: 'Energia', valor: 7_000 },
    ]);
  });
});

describe('painel with the holidays and tax categories of the device (decision 220)', () => {
  it('an administrator holiday today moves today\'s bills to tomorrow, and a tax category to the day before', () => {
    // 10/03 declared a holiday: the two open bills due today (123,45 and 60,00) are due Wed 11/03,
    // in the week; the receivable of 50,00 too. c2 is a tax: its 50,00 of Tue 17/03 stays (a business day).
    const agenda = { feriados: new Set(['2026-03-10']), categoriasTributo: new Set(['c2']) };
    const q = painel(dados, HOJE, agenda);
    expect(q.pagar.hoje).toEqual({ quantidade: 0, valor: 0 });
    expect(q.pagar.semana).toEqual({ quantidade: 3, valor: 12_345 + 6_000 + 5_000 });
    expect(q.receber.semana).toEqual({ quantidade: 1, valor: 50_000 });
    // Seen from Fri 13/03: a tax typed for Sat 14/03 is due today; as a plain bill, on Mon 16/03.
    const hojeTributo = { ...dados, lancamentos: [l({ valor_parcela: 999, vencimento: '2026-03-14', categoria_id: 'c2' })] };
    expect(painel(hojeTributo, '2026-03-13', agenda).pagar.hoje).toEqual({ quantidade: 1, valor: 999 }); // Sat 14 → Fri 13: today
    expect(painel(hojeTributo, '2026-03-13').pagar.hoje).toEqual({ quantidade: 0, valor: 0 }); // no tax: Mon 16
  });
});
