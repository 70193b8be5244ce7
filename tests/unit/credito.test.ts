import { describe, it, expect } from 'vitest';
import {
  aplicaRegraCredito,
  aplicarRegraCredito,
  bancosPermitidos,
  conferirBanco,
  vencimentoCredito,
} from '../../src/domain/credito.ts';
import { msg } from '../../src/domain/messages.ts';

describe('credit card due date', () => {
  it('is the card due day in the month after the posting', () => {
    expect(vencimentoCredito('2026-03-20', 10)).toBe('2026-04-10');
    expect(vencimentoCredito('2026-03-01', 10)).toBe('2026-04-10');
  });

  it('clamps day 31 to the end of a shorter month', () => {
    expect(vencimentoCredito('2026-03-31', 31)).toBe('2026-04-30');
    expect(vencimentoCredito('2026-01-15', 31)).toBe('2026-02-28');
    expect(vencimentoCredito('2028-01-15', 30)).toBe('2028-02-29');
  });

  it('moves December postings to January of the next year', () => {
    expect(vencimentoCredito('2026-12-20', 5)).toBe('2027-01-05');
  });

  it('applies only to Crédito on a bank with credit', () => {
    expect(aplicaRegraCredito({ credito: true }, 'Crédito')).toBe(true);
    expect(aplicaRegraCredito({ credito: false }, 'Crédito')).toBe(false);
    expect(aplicaRegraCredito({ credito: true }, 'Pix')).toBe(false);
    expect(aplicaRegraCredito(null, 'Crédito')).toBe(false);
  });

  it('forces Com Vencimento with the computed date', () => {
    const input = { pagamento: 'Crédito' as const, data: '2026-12-20', tipo: 'Sem Vencimento' as const, vencimento: null };
    expect(aplicarRegraCredito(input, { credito: true, vencimento: 31 })).toEqual({
      ...input,
      tipo: 'Com Vencimento',
      vencimento: '2027-01-31',
      vencimentos: ['2027-01-31'],
    });
    expect(aplicarRegraCredito(input, { credito: false, vencimento: null })).toBe(input);
  });

  it('offers only banks with a card when paying with Crédito', () => {
    const bancos = [{ possui_cartao: true, n: 1 }, { possui_cartao: false, n: 2 }];
    expect(bancosPermitidos(bancos, 'Crédito').map((b) => b.n)).toEqual([1]);
    expect(bancosPermitidos(bancos, 'Pix')).toHaveLength(2);
    expect(conferirBanco({ possui_cartao: false }, 'Crédito')).toEqual({ ok: false, message: msg.banco.semCartao });
    expect(conferirBanco(undefined, 'Pix')).toEqual({ ok: false, message: msg.banco.naoEncontrado });
    expect(conferirBanco({ possui_cartao: false }, 'Pix').ok).toBe(true);
  });
});
