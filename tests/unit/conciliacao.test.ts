// Conciliação proposals (issues 16, 32): same amount, effective due date within the window, best
// description first, then the same amount outside the window ranked after, each with its reason;
// each título once; card instalments join their group.
import { describe, expect, it } from 'vitest';
import { descricaoLegivel, juntarParcelas, proporConciliacao, similaridade } from '../../src/domain/conciliacao.ts';
import { ConciliarSchema, motivoValorPar } from '../../src/domain/conciliacao-pares.ts';
import type { TituloAberto } from '../../src/domain/conciliacao.ts';
import { validate } from '../../src/domain/validation.ts';

const titulo = (id: string, restante: number, vencimento: string, descricao = 'x', data = '2025-12-01'): TituloAberto => ({ id, restante, vencimento, descricao, data });

describe('proporConciliacao', () => {
  it('pairs a debit with a payable of the same amount whose EFFECTIVE due date is near the statement date', () => {
    // Due Saturday 03/01/2026 → effectively Monday 05/01: 0 days from the statement line.
    const s = proporConciliacao([{ id: 'e1', data: '2026-01-05', valor: -15000, descricao: 'PAG BOLETO ALUGUEL' }], [titulo('l1', 15000, '2026-01-03', 'Aluguel')], []);
    expect(s).toEqual([{ extrato_id: 'e1', alvo: 'lancamento', titulo_id: 'l1', dias: 0, similaridade: 1, motivo: 'mesmo valor, vence no dia' }]);
  });

  it('credits go to receivables; a different amount is not proposed', () => {
    const linhas = [{ id: 'c', data: '2026-01-10', valor: 5000, descricao: 'PIX' }, { id: 'd', data: '2026-01-10', valor: -5000, descricao: 'PIX' }];
    const s = proporConciliacao(linhas, [titulo('l', 5001, '2026-01-10')], [titulo('r', 5000, '2026-01-09')]);
    expect(s.map((p) => [p.extrato_id, p.titulo_id, p.motivo])).toEqual([['c', 'r', 'mesmo valor, vence 1 dia antes']]);
  });

  it('the same amount outside the window is proposed after every pair inside it, with its reason', () => {
    const linhas = [
      { id: 'a', data: '2026-01-10', valor: -5000, descricao: 'PIX' },
      { id: 'b', data: '2026-01-12', valor: -7000, descricao: 'BOLETO' },
    ];
    // a: due a month later (outside); b: due 2 days after the line (inside).
    const fora = titulo('fora', 5000, '2026-02-10');
    const dentro = titulo('dentro', 7000, '2026-01-14');
    const s = proporConciliacao(linhas, [fora, dentro], []);
    expect(s.map((p) => [p.extrato_id, p.titulo_id, p.dias, p.motivo])).toEqual([
      ['b', 'dentro', 2, 'mesmo valor, vence 2 dias depois'],
      ['a', 'fora', 31, 'mesmo valor, vence em 10/02/2026'],
    ]);
    // A window of 3 days: 4 days away is outside, still proposed, with its due date.
    expect(proporConciliacao(linhas, [titulo('l', 5000, '2026-01-14')], [], { janelaDias: 3 }).map((p) => p.motivo))
      .toEqual(['mesmo valor, vence em 14/01/2026']);
  });

  it('one título inside the window of one line wins over a better text outside the window of another', () => {
    const linhas = [
      { id: 'perto', data: '2026-01-10', valor: -5000, descricao: 'PIX' },
      { id: 'longe', data: '2026-03-10', valor: -5000, descricao: 'ALUGUEL SALA' },
    ];
    const s = proporConciliacao(linhas, [titulo('T', 5000, '2026-01-12', 'Aluguel sala')], []);
    expect(s.map((p) => [p.extrato_id, p.titulo_id])).toEqual([['perto', 'T']]);
    // A second título of the same amount goes to the other line, outside its window.
    const dois = proporConciliacao(linhas, [titulo('T', 5000, '2026-01-12', 'Aluguel sala'), titulo('U', 5000, '2025-12-15', 'Outro')], []);
    expect(dois.map((p) => [p.extrato_id, p.titulo_id, p.motivo])).toEqual([
      ['perto', 'T', 'mesmo valor, vence 2 dias depois'], ['longe', 'U', 'mesmo valor, vence em 15/12/2025'],
    ]);
  });

  it('a título 8 days away with the same words still ranks after one 7 days away with none', () => {
    const linhas = [
      { id: 'l1', data: '2026-01-20', valor: -5000, descricao: 'PIX' },
      { id: 'l2', data: '2026-01-21', valor: -5000, descricao: 'ALUGUEL SALA' },
    ];
    // Due Tuesday 13/01: 7 days before l1 (inside), 8 days before l2 (outside, but same words).
    const s = proporConciliacao(linhas, [titulo('T', 5000, '2026-01-13', 'Aluguel sala')], []);
    expect(s.map((p) => [p.extrato_id, p.motivo])).toEqual([['l1', 'mesmo valor, vence 7 dias antes']]);
  });

  it('outside the window, the closest of many same-amount títulos is kept', () => {
    const muitos = Array.from({ length: 40 }, (_, i) => titulo(`t${i}`, 100, `2026-${String(3 + (i % 9)).padStart(2, '0')}-01`));
    const s = proporConciliacao([{ id: 'e', data: '2026-01-05', valor: -100, descricao: 'x' }], muitos, []);
    expect(s).toHaveLength(1);
    expect(s[0]?.motivo).toBe('mesmo valor, vence em 02/03/2026');
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
    // Outside the window too: a título posted after the statement date is never proposed.
    expect(proporConciliacao([{ id: 'e', data: '2026-01-05', valor: -1, descricao: '' }], [titulo('l', 1, '2026-03-05', '', '2026-01-06')], [])).toEqual([]);
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

describe('motivoValorPar', () => {
  const linha = { data: '2026-01-15', descricao: 'CONTA DE LUZ', valor: -8990 };
  it('an open título must be owed exactly the line; a paid one must be worth it; the refusal names the line', () => {
    expect(motivoValorPar(linha, { status: 'Pagar', valor_parcela: 8990, valor_pago: 0 })).toBeNull();
    expect(motivoValorPar(linha, { status: 'Pagar', valor_parcela: 10000, valor_pago: 1010 })).toBeNull();
    expect(motivoValorPar(linha, { status: 'Pago', valor_parcela: 8990, valor_pago: 8990 })).toBeNull();
    expect(motivoValorPar(linha, { status: 'Pagar', valor_parcela: 10000, valor_pago: 0 }))
      .toBe('A linha de 15/01/2026 "CONTA DE LUZ" (R$ 89,90) não confere com o valor do título (R$ 100,00): nada foi conciliado.');
  });
});

describe('descricaoLegivel', () => {
  it('turns a bank memo in capitals into a readable description, abbreviations kept; mixed case stays', () => {
    expect(descricaoLegivel('CONTA DE LUZ JAN/26')).toBe('Conta de luz jan/26');
    expect(descricaoLegivel('  PIX RECEBIDO  ÁGUA DA SERRA LTDA ')).toBe('PIX recebido água da serra LTDA');
    expect(descricaoLegivel('TARIFA DE PACOTE')).toBe('Tarifa de pacote');
    expect(descricaoLegivel('Pagamento Fornecedor')).toBe('Pagamento Fornecedor');
  });
});
