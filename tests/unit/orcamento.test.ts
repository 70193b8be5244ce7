/* Orçamento and Orçado × realizado (issue 35, decision 421) on a month worked out by hand:
   March 2026, three categorias, two centros, a rateio by percentage and one by value, a partial
   payment across the month's end and an undone (estornado) payment. */
import { describe, expect, it } from 'vitest';
import {
  OrcamentoSchema, categoriasAcimaDoOrcamento, copiarAnoAnterior, orcadoRealizado, orcadoRealizadoWire,
} from '../../src/domain/orcamento.ts';
import { validate } from '../../src/domain/validation.ts';
import type { LancamentoOrcado, Orcamento } from '../../src/domain/orcamento.ts';
import type { PagamentoRelatorio } from '../../src/domain/relatorio-base.ts';

const A = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa'; // Aluguel
const S = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb'; // Software
const M = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc'; // Marketing
const SP = '11111111-1111-4111-8111-111111111111';
const RJ = '22222222-2222-4222-8222-222222222222';

const orcamentos: Orcamento[] = [
  { categoria: A, centro_custo: null, mes: '2026-02', valor: 500_000 },
  { categoria: A, centro_custo: null, mes: '2026-03', valor: 500_000 },
  { categoria: S, centro_custo: SP, mes: '2026-03', valor: 100_000 },
  { categoria: S, centro_custo: RJ, mes: '2026-03', valor: 50_000 },
  { categoria: M, centro_custo: null, mes: '2026-03', valor: 0 },
];

const linha = (id: string, categoria: string, valor: number, p: Partial<LancamentoOrcado> = {}): LancamentoOrcado => ({
  id, categoria_id: categoria, banco_id: null, status: 'Pago', valor_parcela: valor, valor_pago: valor,
  data: '2026-03-01', data_pagamento: null, vencimento: '2026-03-01', ...p,
});
const pago = (alvo_id: string, valor: number, data: string, estornado_em: string | null = null): PagamentoRelatorio =>
  ({ alvo: 'lancamento', alvo_id, valor, data, estornado_em });

const lancamentos: LancamentoOrcado[] = [
  linha('l1', A, 500_000),
  // 60/40 between SP and RJ: 720,00 and 480,00.
  linha('l2', S, 120_000, { rateio: [
    { categoria: null, centro_custo: SP, percentual: 6000, valor: null },
    { categoria: null, centro_custo: RJ, percentual: 4000, valor: null },
  ] }),
  linha('l3', M, 25_000),
  // Paid 400,00 on 31/03 and 600,00 on 02/04: only 400,00 is March's.
  linha('l4', A, 100_000, { status: 'Pagar' }),
  // Paid and undone: never realizado.
  linha('l5', S, 10_000, { status: 'Pagar', valor_pago: 0 }),
  // By value, the first share in another categoria: Marketing/SP 70,00, Software/RJ 30,00.
  linha('l6', S, 10_000, { rateio: [
    { categoria: M, centro_custo: SP, percentual: null, valor: 7_000 },
    { categoria: null, centro_custo: RJ, percentual: null, valor: 3_000 },
  ] }),
  // Created as Pago with no history: realizado on its data_pagamento (decision 390), in January.
  linha('l7', A, 9_999, { data_pagamento: '2026-01-31' }),
];
const pagamentos: PagamentoRelatorio[] = [
  pago('l1', 500_000, '2026-03-05'),
  pago('l2', 120_000, '2026-03-10'),
  pago('l3', 25_000, '2026-03-20'),
  pago('l4', 40_000, '2026-03-31'),
  pago('l4', 60_000, '2026-04-02'),
  pago('l5', 10_000, '2026-03-12', '2026-03-13T10:00:00Z'),
  pago('l6', 10_000, '2026-03-15'),
];

describe('orcadoRealizado', () => {
  it('March 2026 by categoria: orçado, realizado, variação and %', () => {
    const r = orcadoRealizado({ orcamentos, lancamentos, pagamentos, de: '2026-03', ate: '2026-03' });
    expect(r.linhas).toEqual([
      // 5.000,00 + 400,00 against 5.000,00: +400,00, +8 %.
      { categoria_id: A, mes: '2026-03', orcado: 500_000, realizado: 540_000, variacao: 40_000, percentual: 8 },
      // 720,00 + 480,00 + 30,00 against 1.000,00 + 500,00: −270,00, −18 %.
      { categoria_id: S, mes: '2026-03', orcado: 150_000, realizado: 123_000, variacao: -27_000, percentual: -18 },
      // 250,00 + 70,00 against a typed 0: no %.
      { categoria_id: M, mes: '2026-03', orcado: 0, realizado: 32_000, variacao: 32_000, percentual: null },
    ]);
    // 6.500,00 against 6.950,00: +450,00, 6,923… → 6,92 %.
    expect(r.totais_mes).toEqual([{ mes: '2026-03', orcado: 650_000, realizado: 695_000, variacao: 45_000, percentual: 6.92 }]);
  });

  it('February and March: every month of each categoria, and the year totals', () => {
    const r = orcadoRealizado({ orcamentos, lancamentos, pagamentos, de: '2026-02', ate: '2026-03' });
    expect(r.linhas.filter((l) => l.categoria_id === A)).toEqual([
      { categoria_id: A, mes: '2026-02', orcado: 500_000, realizado: 0, variacao: -500_000, percentual: -100 },
      { categoria_id: A, mes: '2026-03', orcado: 500_000, realizado: 540_000, variacao: 40_000, percentual: 8 },
    ]);
    expect(r.linhas).toHaveLength(6);
    expect(r.anos).toEqual([{
      ano: '2026',
      categorias: [
        { categoria_id: A, orcado: 1_000_000, realizado: 540_000, variacao: -460_000, percentual: -46 },
        { categoria_id: S, orcado: 150_000, realizado: 123_000, variacao: -27_000, percentual: -18 },
        { categoria_id: M, orcado: 0, realizado: 32_000, variacao: 32_000, percentual: null },
      ],
      // 11.500,00 against 6.950,00: −4.550,00, −39,565… → −39,57 %.
      total: { orcado: 1_150_000, realizado: 695_000, variacao: -455_000, percentual: -39.57 },
    }]);
  });

  it('cut by centro: only that centro\'s budgets and shares', () => {
    const r = orcadoRealizado({ orcamentos, lancamentos, pagamentos, de: '2026-03', ate: '2026-03', centro: SP });
    expect(r.linhas).toEqual([
      { categoria_id: S, mes: '2026-03', orcado: 100_000, realizado: 72_000, variacao: -28_000, percentual: -28 },
      { categoria_id: M, mes: '2026-03', orcado: 0, realizado: 7_000, variacao: 7_000, percentual: null },
    ]);
  });

  it('on the wire: money as dot decimals, % as a number or null', () => {
    const w = orcadoRealizadoWire(orcadoRealizado({ orcamentos, lancamentos, pagamentos, de: '2026-03', ate: '2026-03' }));
    expect(w.linhas[1]).toEqual({ categoria_id: S, mes: '2026-03', orcado: '1500.00', realizado: '1230.00', variacao: '-270.00', percentual: -18 });
    expect(w.totais_mes[0]).toMatchObject({ variacao: '450.00', percentual: 6.92 });
    expect(w.anos[0]?.total).toEqual({ orcado: '6500.00', realizado: '6950.00', variacao: '450.00', percentual: 6.92 });
  });

  it('January: the row created as Pago counts on its data_pagamento', () => {
    const r = orcadoRealizado({ orcamentos, lancamentos, pagamentos, de: '2026-01', ate: '2026-01' });
    expect(r.linhas).toEqual([{ categoria_id: A, mes: '2026-01', orcado: 0, realizado: 9_999, variacao: 9_999, percentual: null }]);
  });
});

describe('categoriasAcimaDoOrcamento', () => {
  it('names the month\'s categorias with a budget whose realizado passed it, largest excess first', () => {
    expect(categoriasAcimaDoOrcamento({ orcamentos, lancamentos, pagamentos, mes: '2026-03' }).map((c) => [c.categoria_id, c.variacao]))
      .toEqual([[A, 40_000], [M, 32_000]]);
    // January's 99,99 has no budget: not "over budget".
    expect(categoriasAcimaDoOrcamento({ orcamentos, lancamentos, pagamentos, mes: '2026-01' })).toEqual([]);
    // Software in RJ: 480,00 + 30,00 against 500,00, over by 10,00 (2 %); in SP Software is under budget and
    // Marketing's 70,00 has no SP budget (its budget has no centro).
    expect(categoriasAcimaDoOrcamento({ orcamentos, lancamentos, pagamentos, mes: '2026-03', centro: RJ }))
      .toEqual([{ categoria_id: S, orcado: 50_000, realizado: 51_000, variacao: 1_000, percentual: 2 }]);
    expect(categoriasAcimaDoOrcamento({ orcamentos, lancamentos, pagamentos, mes: '2026-03', centro: SP })).toEqual([]);
  });
});

describe('copiarAnoAnterior', () => {
  it('copies last year\'s months into the year, keeping what was already typed', () => {
    const typed: Orcamento = { categoria: A, centro_custo: null, mes: '2027-03', valor: 600_000 };
    expect(copiarAnoAnterior([...orcamentos, typed], 2027)).toEqual([
      { categoria: A, centro_custo: null, mes: '2027-02', valor: 500_000 },
      { categoria: S, centro_custo: SP, mes: '2027-03', valor: 100_000 },
      { categoria: S, centro_custo: RJ, mes: '2027-03', valor: 50_000 },
      { categoria: M, centro_custo: null, mes: '2027-03', valor: 0 },
    ]);
    expect(copiarAnoAnterior(orcamentos, 2026)).toEqual([]);
  });
});

describe('OrcamentoSchema', () => {
  it('reads a budget, zero included, with or without centro', () => {
    const r = validate(OrcamentoSchema, { categoria: A, centro_custo: '', mes: '2026-03', valor: '5.000,00' });
    expect(r.ok && r.value).toMatchObject({ categoria: A, centro_custo: null, mes: '2026-03', valor: 500_000 });
    const zero = validate(OrcamentoSchema, { categoria: A, centro_custo: SP, mes: '2026-12', valor: '0' });
    expect(zero.ok && zero.value).toMatchObject({ centro_custo: SP, valor: 0 });
  });

  it('refuses a negative value and a bad month, in Portuguese, at once', () => {
    const r = validate(OrcamentoSchema, { categoria: '', mes: '2026-13', valor: '-1,00' });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.errors).toMatchObject({
        categoria: ['A categoria do orçamento é obrigatória.'],
        mes: ['Mês inválido: use AAAA-MM (ex.: 2026-03).'],
        valor: ['O orçamento não pode ser negativo.'],
      });
    }
    for (const mes of ['2026-3', '03/2026', '2026-00', 'março']) expect(validate(OrcamentoSchema, { categoria: A, mes, valor: '1' }).ok).toBe(false);
    const semValor = validate(OrcamentoSchema, { categoria: A, mes: '2026-03', valor: '' });
    expect(!semValor.ok && semValor.errors.valor).toEqual(['O valor do orçamento é obrigatório.']);
  });
});
