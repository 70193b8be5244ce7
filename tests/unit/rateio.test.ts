/* Rateio (issue 35, decision 420): a posting split across categorias and centros de custo, by
   percentage or by value, to the cent, the last share taking the rounding; every figure below was
   worked out by hand. */
import { describe, expect, it } from 'vitest';
import { RateioSchema, problemaRateioNoTotal, problemasRateio, rateioParaCorpo, ratear } from '../../src/domain/rateio.ts';
import { NovoLancamentoSchema, gerarLancamentos } from '../../src/domain/lancamento.ts';
import { validate } from '../../src/domain/validation.ts';
import type { ParteRateio } from '../../src/domain/rateio.ts';

const C1 = '11111111-1111-4111-8111-111111111111';
const C2 = '22222222-2222-4222-8222-222222222222';
const C3 = '33333333-3333-4333-8333-333333333333';
const CAT = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';

const pct = (centro: string, percentual: number, categoria: string | null = null): ParteRateio =>
  ({ categoria, centro_custo: centro, percentual, valor: null });
const val = (centro: string, valor: number, categoria: string | null = null): ParteRateio =>
  ({ categoria, centro_custo: centro, percentual: null, valor });

describe('ratear', () => {
  it('R$ 100,00 by 33,33 % three times: 33,33 + 33,33 + 33,34 (the last takes the cent)', () => {
    expect(ratear(10_000, [pct(C1, 3333), pct(C2, 3333), pct(C3, 3334)])).toEqual([3333, 3333, 3334]);
  });

  it('R$ 100,00 in three values 33,33 / 33,33 / 33,34 keeps them as typed', () => {
    expect(ratear(10_000, [val(C1, 3333), val(C2, 3333), val(C3, 3334)])).toEqual([3333, 3333, 3334]);
  });

  it('60/40 of R$ 1.500,00 is 900,00 and 600,00', () => {
    expect(ratear(150_000, [pct(C1, 6000), pct(C2, 4000)])).toEqual([90_000, 60_000]);
  });

  it('rounds each share but the last to the nearest cent, the last closing the total', () => {
    // R$ 0,10 by 33,33 / 33,33 / 33,34: 3,333 → 3; 3,333 → 3; the last 4.
    expect(ratear(10, [pct(C1, 3333), pct(C2, 3333), pct(C3, 3334)])).toEqual([3, 3, 4]);
    // R$ 10,01 by 50/50: 500,5 → 501 (half up), the last 500.
    expect(ratear(1001, [pct(C1, 5000), pct(C2, 5000)])).toEqual([501, 500]);
    // R$ 1.234,56 by 12,5 / 37,5 / 50: 15.432; 46.296; 61.728.
    expect(ratear(123_456, [pct(C1, 1250), pct(C2, 3750), pct(C3, 5000)])).toEqual([15_432, 46_296, 61_728]);
  });

  it('splits a partial payment in the proportions of a rateio by value', () => {
    // Shares 600 + 400 of a 1.000 posting; a payment of 333 → 199,8 → 200 and 133.
    expect(ratear(333, [val(C1, 600), val(C2, 400)])).toEqual([200, 133]);
  });

  it('no shares: nothing to split', () => {
    expect(ratear(10_000, [])).toEqual([]);
  });
});

describe('problemasRateio', () => {
  it('accepts 33,33 % ×3 and 60/40, and values adding to the total', () => {
    expect(problemasRateio([pct(C1, 3333), pct(C2, 3333), pct(C3, 3334)], 10_000)).toEqual([]);
    expect(problemasRateio([pct(C1, 6000), pct(C2, 4000)], 150_000)).toEqual([]);
    expect(problemasRateio([val(C1, 3333), val(C2, 3333), val(C3, 3334)], 10_000)).toEqual([]);
  });

  it('refuses percentages adding to 99,99 %', () => {
    expect(problemasRateio([pct(C1, 3333), pct(C2, 3333), pct(C3, 3333)], 10_000))
      .toEqual(['Os percentuais do rateio somam 99,99 %; devem somar exatamente 100 %.']);
  });

  it('refuses values that do not add up to the total', () => {
    expect(problemasRateio([val(C1, 3333), val(C2, 3333), val(C3, 3333)], 10_000))
      .toEqual(['Os valores do rateio somam R$ 99,99; devem somar exatamente o valor do lançamento, R$ 100,00.']);
  });

  it('names every problem at once', () => {
    const partes: ParteRateio[] = [
      pct(C1, 5000, CAT),
      val(C1, 100, CAT),
      { categoria: null, centro_custo: null, percentual: 1000, valor: null },
    ];
    expect(problemasRateio(partes, 10_000)).toEqual([
      'Use só percentuais ou só valores no rateio, não os dois.',
      'Informe a categoria ou o centro de custo de cada parte do rateio (parte 3).',
      'A mesma categoria e centro de custo aparecem mais de uma vez no rateio (parte 2).',
    ]);
  });

  it('refuses a share that rounds to nothing', () => {
    // R$ 0,01 by 50/50: the first 0,005 → 0,01, the last nothing.
    expect(problemasRateio([pct(C1, 5000), pct(C2, 5000)], 1))
      .toEqual(['O valor do lançamento é pequeno demais para este rateio: uma parte ficaria sem valor.']);
  });
});

describe('RateioSchema', () => {
  it('reads percentages with two decimals and values as money, from an array or JSON', () => {
    const r = validate(RateioSchema, [
      { categoria: CAT, centro_custo: C1, percentual: '33,33' },
      { centro_custo: C2, percentual: 33.33 },
      { centro_custo: C3, percentual: '33.34' },
    ]);
    expect(r.ok && r.value).toEqual([pct(C1, 3333, CAT), pct(C2, 3333), pct(C3, 3334)]);
    const json = validate(RateioSchema, JSON.stringify([{ centro_custo: C1, valor: '900.00' }, { centro_custo: C2, valor: '600,00' }]));
    expect(json.ok && json.value).toEqual([val(C1, 90_000), val(C2, 60_000)]);
    const vazio = validate(RateioSchema, '');
    expect(vazio.ok && vazio.value).toEqual([]);
  });

  it('refuses a negative or zero share, a third decimal, a share with neither or both', () => {
    const r = validate(RateioSchema, [
      { centro_custo: C1, percentual: '-10' },
      { centro_custo: C2, valor: '0' },
      { centro_custo: C3, percentual: '10.005' },
      { centro_custo: C1, categoria: CAT },
      { centro_custo: C2, percentual: '10', valor: '5.00' },
    ]);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.errors).toMatchObject({
        '0.percentual': ['O percentual de cada parte deve ser maior que zero e no máximo 100 %.'],
        '1.valor': ['O valor deve ser maior que zero.'],
        '2.percentual': ['Percentual inválido: use até duas casas decimais (ex.: 33,33).'],
        '3.percentual': ['Informe o percentual ou o valor de cada parte do rateio.'],
        '4.percentual': ['Informe o percentual ou o valor de cada parte, não os dois.'],
      });
    }
  });

  it('runs the list rules that need no total (sum of percentages, mixing, duplicates) at once', () => {
    const r = validate(RateioSchema, [
      { centro_custo: C1, percentual: '33,33' },
      { centro_custo: C1, percentual: '33,33' },
      { centro_custo: C2, percentual: '33,33' },
    ]);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.errors._form).toEqual([
        'A mesma categoria e centro de custo aparecem mais de uma vez no rateio (parte 2).',
        'Os percentuais do rateio somam 99,99 %; devem somar exatamente 100 %.',
      ]);
    }
  });

  it('refuses a share that is not an object, and an unknown id', () => {
    const r = validate(RateioSchema, [{ centro_custo: 'x', percentual: '100' }]);
    expect(!r.ok && r.errors['0.centro_custo']).toBeTruthy();
    expect(validate(RateioSchema, 'não é lista').ok).toBe(false);
  });
});

describe('the rateio on a posting (decision 441)', () => {
  it('problemaRateioNoTotal names only what the total adds: values off by a cent, a share rounding to nothing', () => {
    expect(problemaRateioNoTotal([val(C1, 3333), val(C2, 3333), val(C3, 3334)], 10_000)).toBeNull();
    expect(problemaRateioNoTotal([val(C1, 3333), val(C2, 6666)], 10_000))
      .toBe('Os valores do rateio somam R$ 99,99; devem somar exatamente o valor do lançamento, R$ 100,00.');
    // R$ 0,01 by 50/50: 0,005 rounds to 0,01 for the first share, the last gets 0.
    expect(problemaRateioNoTotal([pct(C1, 5000), pct(C2, 5000)], 1)).toBe('O valor do lançamento é pequeno demais para este rateio: uma parte ficaria sem valor.');
    // Percentages not adding up are the list's own problem (the schema's), not the total's.
    expect(problemaRateioNoTotal([pct(C1, 3333), pct(C2, 3333), pct(C3, 3333)], 10_000)).toBeNull();
  });

  it('the Cadastro schema refuses values that do not add up to the posting, on the rateio field', () => {
    const base = {
      descricao: 'Aluguel', status: 'Pagar', data_pagamento: '', pagamento: 'Boleto', banco: C1, data: '2026-03-02', tipo: 'Sem Vencimento',
      vencimento: '', metodo: 'À vista', parcela: '', categorias: '', tipo_lancamento: 'Pagamento', observacao: '', valor: '100,00',
      id_titulo: C3, ids: [C2],
    };
    const ruim = validate(NovoLancamentoSchema, { ...base, rateio: [{ centro_custo: C1, valor: '33,33' }, { centro_custo: C2, valor: '33,33' }, { centro_custo: C3, valor: '33,33' }] });
    expect(ruim.ok ? null : ruim.errors.rateio).toEqual(['Os valores do rateio somam R$ 99,99; devem somar exatamente o valor do lançamento, R$ 100,00.']);
    const bom = validate(NovoLancamentoSchema, { ...base, rateio: [{ centro_custo: C1, valor: '33,33' }, { centro_custo: C2, valor: '33,33' }, { centro_custo: C3, valor: '33,34' }] });
    expect(bom.ok && gerarLancamentos(bom.value, { banco: 'Itaú', categoria: null })[0]!.rateio).toEqual([val(C1, 3333), val(C2, 3333), val(C3, 3334)]);
    const sem = validate(NovoLancamentoSchema, base);
    expect(sem.ok && gerarLancamentos(sem.value, { banco: 'Itaú', categoria: null })[0]!.rateio).toBeNull();
  });

  it('the request body carries wire decimals the schema reads back to the same shares', () => {
    const partes = [pct(C1, 3333), pct(C2, 6667, CAT)];
    expect(rateioParaCorpo(partes)).toEqual([
      { categoria: null, centro_custo: C1, percentual: '33.33', valor: null }, { categoria: CAT, centro_custo: C2, percentual: '66.67', valor: null },
    ]);
    const lido = validate(RateioSchema, rateioParaCorpo(partes));
    expect(lido.ok && lido.value).toEqual(partes);
  });
});
