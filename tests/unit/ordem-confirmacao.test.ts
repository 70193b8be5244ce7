import { describe, expect, it } from 'vitest';
import { ordenarAbertasPrimeiro } from '../../src/domain/ordem-titulos.ts';
import type { Titulo } from '../../src/domain/titulo.ts';
import { vencimentoEfetivo } from '../../src/domain/vencimento-efetivo.ts';

type Linha = Pick<Titulo, 'id_titulo' | 'descricao' | 'parcela' | 'status' | 'vencimento'>;
const grupo = (n: number, pagas: number): Linha[] => Array.from({ length: n }, (_, i) => ({
  id_titulo: '0191b2c3-0000-7000-8000-000000000001', descricao: 'Aluguel', parcela: i + 1,
  status: i < pagas ? 'Pago' : 'Pagar', vencimento: `2026-${String(i + 1).padStart(2, '0')}-10`,
}));

describe('default order (decision 160)', () => {
  it('puts open instalments first, soonest due on top, then the rest as they were', () => {
    const rows = [...grupo(24, 0)].reverse().concat(grupo(2, 2).map((r) => ({ ...r, parcela: r.parcela + 100 })));
    const sorted = ordenarAbertasPrimeiro([rows[25]!, ...rows.slice(0, 25)]);
    expect(sorted.slice(0, 5).map((r) => r.parcela)).toEqual([1, 2, 3, 4, 5]);
    expect(sorted.slice(-2).map((r) => r.status)).toEqual(['Pago', 'Pago']);
    expect(sorted.slice(-2).map((r) => r.parcela)).toEqual([102, 101]);
  });

  it('orders by the effective due date: a Saturday bill after a Sunday tax, an administrator holiday moves a bill (decision 350)', () => {
    const linha = (descricao: string, vencimento: string, parcela: number, tributo = false) => ({
      id_titulo: descricao, descricao, parcela, status: 'Pagar' as const, vencimento, tributo,
    });
    // Raw dates: boleto 07/03 (Saturday → Monday 09/03), DARF 08/03 (Sunday, a tax → Friday 06/03).
    const rows = [linha('boleto', '2026-03-07', 1), linha('darf', '2026-03-08', 1, true)];
    expect(ordenarAbertasPrimeiro(rows).map((r) => r.descricao)).toEqual(['darf', 'boleto']);
    // A holiday on Tuesday 10/03 moves 'feriado' to Wednesday 11/03, level with 'quarta' (its
    // instalment 1 goes first); without the holiday 'feriado' is first.
    const dois = [linha('feriado', '2026-03-10', 2), linha('quarta', '2026-03-11', 1)];
    expect(ordenarAbertasPrimeiro(dois).map((r) => r.descricao)).toEqual(['feriado', 'quarta']);
    const agenda = { feriados: new Set(['2026-03-10']), categoriasTributo: new Set<string>() };
    expect(ordenarAbertasPrimeiro(dois, agenda).map((r) => r.descricao)).toEqual(['quarta', 'feriado']);
  });

  it('groups by key exactly as a stable sort by effective due date and instalment would (decision 363)', () => {
    let seed = 7;
    const next = (n: number) => (seed = (seed * 1103515245 + 12345) % 2147483648) % n;
    const status = ['Pagar', 'Pago', 'Cancelado', 'D.P.C'] as const;
    const linhas = Array.from({ length: 3000 }, (_, i) => ({
      id: String(i), status: status[next(4)]!, parcela: 1 + next(3), tributo: next(5) === 0,
      vencimento: next(10) === 0 ? '' : `2026-0${1 + next(3)}-${String(1 + next(28)).padStart(2, '0')}`,
    }));
    const agenda = { feriados: new Set(['2026-02-16']), categoriasTributo: new Set<string>() };
    // The reference: the rule as one stable sort (open first; effective date, no date last; instalment).
    const dia = (l: (typeof linhas)[number]) => (l.vencimento ? vencimentoEfetivo(l, agenda)! : '9999-12-31');
    const aberta = (l: (typeof linhas)[number]) => (l.status === 'Pagar' ? 0 : 1);
    const esperado = [...linhas].sort((a, b) => aberta(a) - aberta(b)
      || (aberta(a) === 0 ? dia(a).localeCompare(dia(b)) || a.parcela - b.parcela : 0));
    expect(ordenarAbertasPrimeiro(linhas, agenda).map((l) => l.id)).toEqual(esperado.map((l) => l.id));
  });

  it('sorts 100,000 rows (speed is the bench\'s list rows, not this test)', () => {
    const rows: Linha[] = Array.from({ length: 100_000 }, (_, i) => ({
      id_titulo: String(i), descricao: 'x', parcela: (i % 24) + 1, status: i % 3 === 0 ? 'Pago' : 'Pagar',
      vencimento: i % 50 === 0 ? null : `20${20 + (i % 8)}-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
    }));
    const sorted = ordenarAbertasPrimeiro(rows);
    expect(sorted).toHaveLength(100_000);
    const abertas = rows.filter((r) => r.status === 'Pagar').length;
    expect(sorted.findIndex((r) => r.status !== 'Pagar')).toBe(abertas);
    // Bills only: the next business day never reorders two dates, so the typed dates ascend too.
    const datas = sorted.slice(0, abertas).flatMap((r) => (r.vencimento ? [r.vencimento] : []));
    expect(datas.every((d, i) => i === 0 || datas[i - 1]! <= d)).toBe(true);
  });
});
