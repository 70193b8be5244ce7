/* Contas recorrentes (issue 34, decisions 414 and 415): the plan that keeps a recorrência's 12
   occurrences (creation, an edit, the top-up, ending), the rows it makes, the monthly total, the
   rule in words, and the Painel's forecast reading the occurrences as the ordinary rows they are. */
import { describe, expect, it } from 'vitest';
import { painel } from '../../src/domain/painel.ts';
import {
  frequenciaPorExtenso, ocorrenciaAberta, passosOcorrencias, planoOcorrencias, totaisMensais,
} from '../../src/domain/recorrencia-ocorrencias.ts';
import type { DadosRecorrencia, OcorrenciaAtual } from '../../src/domain/recorrencia-ocorrencias.ts';
import type { Lancamento } from '../../src/domain/lancamento.ts';

const HOJE = '2026-03-10';
const aluguel: DadosRecorrencia = {
  id: 'rec-1', tipo: 'pagar', descricao: 'Aluguel', valor: 250_000, banco_id: 'b1', categoria_id: null, pagamento: 'Boleto',
  frequencia: 'Mensal', dia: 15, inicio: '2026-03-01', fim: null, ajustar_dia_util: false, observacao: null, status: true,
};
const ids = Array.from({ length: 12 }, (_, i) => `id-${i}`);
let n = 0;
const gerarId = () => `novo-${n++}`;
const criar = (r: DadosRecorrencia, atuais: readonly Atual[] = [], hoje = HOJE) =>
  passosOcorrencias(r, atuais, hoje, undefined, ids, { banco: 'Itaú', categoria: null }, gerarId);

type Atual = OcorrenciaAtual & Record<string, unknown>;
const atual = (id: string, vencimento: string, over: Partial<OcorrenciaAtual> = {}): Atual =>
  ({ id, vencimento, status: 'Pagar', valor_pago: 0, ...over });

describe('the occurrences of a recorrência', () => {
  it('creation makes 12 ordinary payables with the given ids: generated today, due on the day, À vista, linked', () => {
    const { criar: rows, atualizar, remover } = criar(aluguel);
    expect(atualizar).toEqual([]);
    expect(remover).toEqual([]);
    expect(rows.map((r) => r.id)).toEqual(ids);
    expect(rows.map((r) => r.vencimento)).toEqual([
      '2026-03-15', '2026-04-15', '2026-05-15', '2026-06-15', '2026-07-15', '2026-08-15',
      '2026-09-15', '2026-10-15', '2026-11-15', '2026-12-15', '2027-01-15', '2027-02-15',
    ]);
    expect(rows[0]).toMatchObject({
      id_titulo: 'id-0', descricao: 'Aluguel', data: HOJE, status: 'Pagar', tipo: 'Com Vencimento', metodo: 'À vista',
      quant_parcela: 1, parcela: 1, valor: 250_000, valor_parcela: 250_000, valor_pago: 0, banco_id: 'b1', banco: 'Itaú',
      pagamento: 'Boleto', tipo_compra: 'Outros', recorrencia_id: 'rec-1', version: 1,
    });
  });

  it('a receivable one makes receivables, and fim stops it', () => {
    const rows = criar({ ...aluguel, tipo: 'receber', banco_id: null, pagamento: null, fim: '2026-05-31' }).criar;
    expect(rows.map((r) => r.vencimento)).toEqual(['2026-03-15', '2026-04-15', '2026-05-15']);
    // No bank named: the receivables name none either (issue 32's optional bank of a receivable).
    expect(rows[0]).toMatchObject({ banco_id: null, recorrencia_id: 'rec-1' });
    const comBanco = criar({ ...aluguel, tipo: 'receber', pagamento: null, fim: '2026-05-31' }).criar;
    expect(comBanco.map((r) => r.banco_id)).toEqual(['b1', 'b1', 'b1']);
  });

  it('an unchanged recorrência plans nothing; days later the top-up adds only the missing dates', () => {
    const existentes = criar(aluguel).criar.map((r) => atual(r.id, r.vencimento!));
    expect(planoOcorrencias(aluguel, existentes, HOJE)).toMatchObject({ criar: [], remover: [] });
    const linhas = criar(aluguel).criar.map((r) => ({ ...r }));
    expect(criar(aluguel, linhas)).toEqual({ criar: [], atualizar: [], remover: [] });
    // 20/04: 15/03 and 15/04 are past (open, overdue: untouched); 15/03/2027 and 15/04/2027 are new.
    const depois = planoOcorrencias(aluguel, existentes, '2026-04-20');
    expect(depois.criar).toEqual(['2027-03-15', '2027-04-15']);
    expect(depois.remover).toEqual([]);
    expect(depois.manter.every((m) => existentes.find((e) => e.id === m.id)?.vencimento === m.vencimento)).toBe(true);
  });

  it('an edit changes the future open ones only; a paid one keeps its date and counts in the 12', () => {
    const existentes = criar(aluguel).criar.map((r) => atual(r.id, r.vencimento!));
    existentes[0] = atual('id-0', '2026-03-15', { status: 'Pago', valor_pago: 250_000 });
    existentes[1] = atual('id-1', '2026-04-15', { valor_pago: 10_000 }); // partly paid
    const passos = criar({ ...aluguel, valor: 275_000, dia: 20 }, existentes);
    const mudadas = passos.atualizar.map((a) => a.id);
    expect(mudadas).not.toContain('id-0');
    expect(mudadas).not.toContain('id-1');
    expect(passos.atualizar).toHaveLength(10);
    expect(passos.atualizar[0]).toEqual({ id: 'id-2', campos: expect.objectContaining({ valor: 275_000, valor_parcela: 275_000, vencimento: '2026-05-20' }) });
    expect(passos.criar).toEqual([]);
    expect(passos.remover).toEqual([]);
  });

  it('ending it (inactive, or fim moved back) removes the future open ones, never the paid or overdue ones', () => {
    const existentes = criar(aluguel).criar.map((r) => atual(r.id, r.vencimento!));
    existentes[3] = atual('id-3', '2026-06-15', { status: 'Pago', valor_pago: 250_000 });
    const fim = planoOcorrencias({ ...aluguel, status: false }, existentes, HOJE);
    expect(fim.remover).toHaveLength(11);
    expect(fim.remover).not.toContain('id-3');
    const curta = planoOcorrencias({ ...aluguel, fim: '2026-04-30' }, existentes, HOJE);
    expect(curta.remover).toHaveLength(9);
    expect(ocorrenciaAberta(atual('x', '2026-03-09'), HOJE)).toBe(false); // overdue
    expect(ocorrenciaAberta(atual('x', HOJE), HOJE)).toBe(true);
  });
});

describe('the monthly total and the rule in words (decision 415)', () => {
  it('brings every kind to a month: weekly ×52/12, fortnightly ×26/12, yearly ÷12; ended and inactive ones count nothing', () => {
    const rs = [
      { ...aluguel }, // 2.500,00
      { ...aluguel, frequencia: 'Semanal' as const, valor: 12_000 }, // 520,00
      { ...aluguel, frequencia: 'Anual' as const, valor: 120_000 }, // 100,00
      { ...aluguel, frequencia: 'Trimestral' as const, valor: 30_000 }, // 100,00
      { ...aluguel, status: false },
      { ...aluguel, fim: '2026-03-09' },
      { ...aluguel, tipo: 'receber' as const, frequencia: 'Quinzenal' as const, valor: 6_000 }, // 130,00
    ];
    expect(totaisMensais(rs, HOJE)).toEqual({ pagar: 322_000, receber: 13_000 });
  });

  it('says the rule in Portuguese', () => {
    expect(frequenciaPorExtenso(aluguel)).toBe('Todo mês, dia 15');
    expect(frequenciaPorExtenso({ ...aluguel, dia: 31 })).toBe('Todo mês, dia 31 (ou o último dia)');
    expect(frequenciaPorExtenso({ ...aluguel, frequencia: 'Trimestral', dia: 5 })).toBe('A cada 3 meses, dia 5');
    expect(frequenciaPorExtenso({ ...aluguel, frequencia: 'Semanal', dia: null, inicio: '2026-03-02' })).toBe('Toda semana (segunda-feira)');
  });
});

describe("the Painel's forecast", () => {
  it('counts the occurrences like any payable: the 30/60/90-day balance and the month planned', () => {
    const rows = criar(aluguel).criar as Lancamento[];
    const p = painel({ lancamentos: rows, recebiveis: [], faturas: [], entradas: [], categorias: [] }, HOJE);
    // 10/03 + 30 = 09/04 (15/03), + 60 = 09/05 (and 15/04), + 90 = 08/06 (and 15/05).
    expect(p.saldo).toMatchObject({ d30: -250_000, d60: -500_000, d90: -750_000 });
    expect(p.meses.find((m) => m.mes === '2026-04')?.saidas_previstas).toBe(250_000);
    expect(p.pagar.semana.valor).toBe(250_000);
  });
});
