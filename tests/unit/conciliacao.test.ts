// Conciliação proposals (issue 16): same amount, effective due date within the window, best
// description first, each título once; card instalments join their group.
import { describe, expect, it } from 'vitest';
import { ConciliarSchema, juntarParcelas, proporConciliacao, similaridade } from '../../src/domain/conciliacao.ts';
import type { TituloAberto } from '../../src/domain/conciliacao.ts';
import { validate } from '../../src/domain/validation.ts';

const titulo = (id: string, restante: number, vencimento: string, descricao = 'x', data = '2025-12-01'): TituloAberto => ({ id, restante, vencimento, descricao, data });

describe('proporConciliacao', () => {
  it('pairs a debit with a payable of the same amount whose EFFECTIVE due date is near the statement date', () => {
    // Due Saturday 03/01/2026 → effectively Monday 05/01: 0 days from the statement line.
    const s = proporConciliacao([{ id: 'e1', data: '2026-01-05', valor: -15000, descricao: 'PAG BOLETO ALUGUEL' }], [titulo('l1', 15000, '2026-01-03', 'Aluguel')], []);
    expect(s).toEqual([{ extrato_id: 'e1', alvo: 'lancamento', titulo_id: 'l1', dias: 0, similaridade: 1 }]);
  });

  it('credits go to receivables; a different amount or a due date outside the window is not proposed', () => {
    const linhas = [{ id: 'c', data: '2026-01-10', valor: 5000, descricao: 'PIX' }, { id: 'd', data: '2026-01-10', valor: -5000, descricao: 'PIX' }];
    expect(proporConciliacao(linhas, [titulo('l', 5001, '2026-01-10')], [titulo('r', 5000, '2026-01-09')]).map((s) => [s.extrato_id, s.titulo_id]))
      .toEqual([['c', 'r']]);
    expect(proporConciliacao(linhas, [titulo('l', 5000, '2026-02-10')], [])).toEqual([]);
    expect(proporConciliacao(linhas, [titulo('l', 5000, '2026-01-14')], [], { janelaDias: 3 })).toEqual([]);
  });

  it('an administrator holiday moves the effective due date', () => {
    const linha = [{ id: 'e', data: '2026-01-08', valor: -100, descricao: 'x' }];
    // Due Tuesday 06/01 → 2 days away; with 06/01 and 07/01 as holidays it is effectively 08/01 → 0 days.
    expect(proporConciliacao(linha, [titulo('l', 100, '2026-01-06')], [])[0]?.dias).toBe(2);
    expect(proporConciliacao(linha, [titulo('l', 100, '2026-01-06')], [], { feriadosExtras: new Set(['2026-01-06', '2026-01-07']) })[0]?.dias).toBe(0);
  });

  it('each título and each line once, the closest and most similar first', () => {
    const linhas = [
      { id: 'agua', data: '2026-01-12', valor: -9000, descricao: 'CONTA AGUA SABESP' },
      { id: 'luz', data: '2026-01-12', valor: -9000, descricao: 'CONTA LUZ ENEL' },
    ];
    const titulos = [titulo('T-luz', 9000, '2026-01-12', 'Energia Enel'), titulo('T-agua', 9000, '2026-01-12', 'Sabesp água')];
    expect(proporConciliacao(linhas, titulos, []).map((s) => [s.extrato_id, s.titulo_id]).sort()).toEqual([['agua', 'T-agua'], ['luz', 'T-luz']]);
    expect(proporConciliacao(linhas, [titulos[0]!], [])).toHaveLength(1);
  });

  it('skips lines already reconciled and títulos posted after the statement date (the pay would be refused)', () => {
    expect(proporConciliacao([{ id: 'e', data: '2026-01-05', valor: -1, descricao: '', lancamento_id: 'x' }], [titulo('l', 1, '2026-01-05')], [])).toEqual([]);
    expect(proporConciliacao([{ id: 'e', data: '2026-01-05', valor: -1, descricao: '' }], [titulo('l', 1, '2026-01-05', '', '2026-01-06')], [])).toEqual([]);
  });

  it('similaridade ignores accents, case, numbers and short words', () => {
    expect(similaridade('PIX RECEBIDO CLIENTE AÇAÍ', 'Cliente Açaí')).toBe(1);
    expect(similaridade('TED 123', 'Aluguel')).toBe(0);
  });
});

describe('juntarParcelas', () => {
  it('a "Parcela 2/6" debit joins instalment 2 of a 6-instalment group with the same amount, once', () => {
    const parcelas = [
      { id: 'p1', descricao: 'Loja Móveis', parcela: 1, quant_parcela: 6, restante: 25000 },
      { id: 'p2', descricao: 'Loja Móveis', parcela: 2, quant_parcela: 6, restante: 25000 },
      { id: 'q2', descricao: 'Outra loja', parcela: 2, quant_parcela: 6, restante: 25000 },
    ];
    const linhas = [
      { valor: -25000, descricao: 'LOJA MOVEIS PARCELA 2/6', parcela: { numero: 2, total: 6 } },
      { valor: -25000, descricao: 'sem parcela', parcela: null },
      { valor: -99, descricao: 'Parcela 2/6', parcela: { numero: 2, total: 6 } },
    ];
    expect([...juntarParcelas(linhas, parcelas)]).toEqual([[0, 'p2']]);
  });
});

describe('ConciliarSchema', () => {
  const id = '0190a000-0000-7000-8000-000000000001';
  it('reads pairs from an array or JSON text and refuses a pair with both or neither título', () => {
    expect(validate(ConciliarSchema, { pares: JSON.stringify([{ extrato_id: id, lancamento_id: id }]) })).toMatchObject({ ok: true });
    expect(validate(ConciliarSchema, { pares: [{ extrato_id: id }] })).toMatchObject({ ok: false });
    expect(validate(ConciliarSchema, { pares: [{ extrato_id: id, lancamento_id: id, recebivel_id: id }] })).toMatchObject({ ok: false });
    expect(validate(ConciliarSchema, { pares: [] })).toMatchObject({ ok: false });
  });
});
