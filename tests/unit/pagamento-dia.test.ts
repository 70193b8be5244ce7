/* Pagar / Informar Pagamento on a chosen day (issue 31, item 2; decision 392). */
import { describe, expect, it } from 'vitest';
import { motivoDiaPagamento, triagemPagamento } from '../../src/domain/pagamento-dia.ts';

const base = { descricao: 'Aluguel', parcela: 1, quant_parcela: 1, data: '2026-03-01', status: 'Pagar' as const, valor_parcela: 100_000, valor_pago: 0 };

describe('the payment day', () => {
  it('is refused after today, and before the posting’s date with the row named', () => {
    expect(motivoDiaPagamento('2026-03-11', '2026-03-10', base)).toBe('A data de pagamento não pode ser futura.');
    expect(motivoDiaPagamento('2026-02-28', '2026-03-10', { ...base, parcela: 2, quant_parcela: 3 }))
      .toBe('Aluguel (2/3): a data de pagamento não pode ser anterior à data do lançamento (01/03/2026).');
    expect(motivoDiaPagamento('2026-03-01', '2026-03-10', base)).toBeNull();
  });

  it('sorts a selection: what is paid and its sum, what was paid, and what cannot be paid, named', () => {
    const rows = [
      { ...base, id: 'a' },
      { ...base, id: 'b', descricao: 'Luz', valor_parcela: 30_000, valor_pago: 10_000 },
      { ...base, id: 'c', status: 'Pago' as const, valor_pago: 100_000 },
      { ...base, id: 'd', descricao: 'Internet', status: 'Cancelado' as const },
      { ...base, id: 'e', descricao: 'Água', data: '2026-03-08' },
    ];
    const t = triagemPagamento(rows, '2026-03-05', '2026-03-10');
    expect(t.pagaveis.map((r) => r.id)).toEqual(['a', 'b']);
    expect(t.soma).toBe(120_000);
    expect(t.jaPagas).toBe(1);
    expect(t.recusadas.map((r) => r.motivo)).toEqual([
      'Internet: Não é possível pagar lançamentos cancelados.',
      'Água: a data de pagamento não pode ser anterior à data do lançamento (08/03/2026).',
    ]);
  });
});
