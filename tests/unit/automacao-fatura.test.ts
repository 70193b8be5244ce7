import { describe, expect, it } from 'vitest';
import {
  competenciaBR, competenciaDaCompra, competenciaDaParcela, fechamentoDaCompetencia, passoDaFatura, proximaCompetencia,
  totaisPorCompetencia, vencimentoDaCompetencia,
} from '../../src/domain/automacao-fatura.ts';

const regra = (dia_fechamento: number, dia_vencimento: number, ajustar_dia_util = true) => ({ dia_fechamento, dia_vencimento, ajustar_dia_util });

describe('automação de faturas: the cycle of a purchase', () => {
  it('closing day 31 closes on the last day of February, leap or not', () => {
    expect(fechamentoDaCompetencia('2026-02', 31)).toBe('2026-02-28');
    expect(fechamentoDaCompetencia('2028-02', 31)).toBe('2028-02-29');
    expect(competenciaDaCompra('2026-02-28', 31)).toBe('2026-02');
    expect(competenciaDaCompra('2026-03-01', 31)).toBe('2026-03');
    expect(competenciaDaCompra('2028-02-29', 31)).toBe('2028-02');
    expect(competenciaDaCompra('2026-01-31', 31)).toBe('2026-01');
  });

  it('a purchase exactly on the closing day is in the bill that closes that day; the next day goes to the next bill', () => {
    expect(competenciaDaCompra('2026-03-10', 10)).toBe('2026-03');
    expect(competenciaDaCompra('2026-03-11', 10)).toBe('2026-04');
    expect(competenciaDaCompra('2026-12-11', 10)).toBe('2027-01');
  });

  it('instalments 1/3..3/3 land in three consecutive bills, summed to the cent', () => {
    expect([1, 2, 3].map((p) => competenciaDaParcela('2026-01-15', p, 10))).toEqual(['2026-02', '2026-03', '2026-04']);
    const totais = totaisPorCompetencia([
      { data: '2026-01-15', parcela: 1, quantidade: 1, valor: 3334 },
      { data: '2026-01-15', parcela: 2, quantidade: 1, valor: 3333 },
      { data: '2026-01-15', parcela: 3, quantidade: 1, valor: 3333 },
      { data: '2026-02-05', parcela: 1, quantidade: 2, valor: 1 },
    ], 10);
    expect(totais).toEqual([
      { competencia: '2026-02', quantidade: 3, valor: 3335 },
      { competencia: '2026-03', quantidade: 1, valor: 3333 },
      { competencia: '2026-04', quantidade: 1, valor: 3333 },
    ]);
  });

  it('the simulation opens the bill a purchase made today would go to', () => {
    expect(proximaCompetencia('2026-11-24', 25)).toBe('2026-11');
    expect(proximaCompetencia('2026-11-26', 25)).toBe('2026-12');
    expect(competenciaBR('2026-03')).toBe('03/2026');
  });
});

describe('automação de faturas: the due date', () => {
  it('is the first due day after the closing: same month when later, else the next month', () => {
    expect(vencimentoDaCompetencia('2026-03', regra(3, 10))).toBe('2026-03-10');
    expect(vencimentoDaCompetencia('2026-03', regra(25, 5))).toBe('2026-04-06'); // 05/04/2026 is a Sunday
    expect(vencimentoDaCompetencia('2026-03', regra(25, 5, false))).toBe('2026-04-05');
  });

  it('a bill due on a holiday moves to the next business day; an administrator’s holiday counts too', () => {
    // 21/04/2026 (Tiradentes, a Tuesday) → Wednesday 22/04.
    expect(vencimentoDaCompetencia('2026-03', regra(25, 21))).toBe('2026-04-22');
    expect(vencimentoDaCompetencia('2026-03', regra(25, 21, false))).toBe('2026-04-21');
    expect(vencimentoDaCompetencia('2026-03', regra(25, 22), new Set(['2026-04-22']))).toBe('2026-04-23');
  });

  it('clamps a due day 31 to a short month', () => {
    expect(vencimentoDaCompetencia('2026-02', regra(10, 31, false))).toBe('2026-02-28');
    expect(vencimentoDaCompetencia('2026-02', regra(10, 31))).toBe('2026-03-02'); // 28/02/2026 is a Saturday
  });
});

describe('automação de faturas: what a run does to a stored bill', () => {
  it('creates, updates, removes an open bill; never changes a paid one', () => {
    expect(passoDaFatura(null, 100, '2026-04-10')).toEqual({ tipo: 'criar' });
    expect(passoDaFatura(null, 0, '2026-04-10')).toEqual({ tipo: 'nada' });
    expect(passoDaFatura({ status: 'Pagar', valor: 100, vencimento: '2026-04-10' }, 100, '2026-04-10')).toEqual({ tipo: 'nada' });
    expect(passoDaFatura({ status: 'Pagar', valor: 100, vencimento: '2026-04-10' }, 150, '2026-04-10')).toEqual({ tipo: 'atualizar' });
    expect(passoDaFatura({ status: 'Pagar', valor: 100, vencimento: '2026-04-09' }, 100, '2026-04-10')).toEqual({ tipo: 'atualizar' });
    expect(passoDaFatura({ status: 'Pagar', valor: 100, vencimento: '2026-04-10' }, 0, '2026-04-10')).toEqual({ tipo: 'remover' });
    expect(passoDaFatura({ status: 'Pago', valor: 100, vencimento: '2026-04-10' }, 150, '2026-04-10')).toEqual({ tipo: 'fechada_diferente', diferenca: 50 });
    expect(passoDaFatura({ status: 'Pago', valor: 100, vencimento: '2026-04-10' }, 100, '2026-04-10')).toEqual({ tipo: 'nada' });
  });
});
