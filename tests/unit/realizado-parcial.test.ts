/* Partial payments reach realizado (issue 31, item 3; decision 390): a month built by hand with
   partial payments, each dated in Histórico de Pagamento, and the figures every report gives. */
import { describe, expect, it } from 'vitest';
import { isParcial } from '../../src/domain/pagamento.ts';
import { painel } from '../../src/domain/painel.ts';
import type { LancamentoRelatorio, PagamentoRelatorio, TituloRelatorio } from '../../src/domain/relatorio-base.ts';
import { dre } from '../../src/domain/relatorio-dre.ts';
import { fluxoCaixa } from '../../src/domain/relatorio-fluxo-caixa.ts';
import { gastos } from '../../src/domain/relatorio-gastos.ts';

function pagar(p: Partial<LancamentoRelatorio> & { id: string }): LancamentoRelatorio {
  return {
    status: 'Pagar', valor_parcela: 10_000, valor_pago: 0, data: '2026-03-01', vencimento: '2026-03-31',
    data_pagamento: null, banco_id: 'b1', categoria_id: 'c1', pagamento: 'Pix', metodo: 'À vista', ...p,
  };
}

const LANCAMENTOS = [
  // R$ 1.000,00: R$ 100,00 on 05/03, R$ 250,00 on 12/03, settled with R$ 650,00 on 02/04.
  pagar({ id: 'l1', status: 'Pago', valor_parcela: 100_000, valor_pago: 100_000, data_pagamento: '2026-04-02' }),
  // R$ 300,00: R$ 120,00 on 20/03, still open.
  pagar({ id: 'l2', valor_parcela: 30_000, valor_pago: 12_000 }),
  // Created as Pago on 15/03 (no history entry): the row's own date.
  pagar({ id: 'l3', status: 'Pago', valor_parcela: 5_000, valor_pago: 5_000, data_pagamento: '2026-03-15' }),
];
const RECEBIVEIS: TituloRelatorio[] = [
  // R$ 2.000,00: R$ 500,00 on 10/03 and R$ 700,00 on 25/03, still open.
  { id: 'r1', status: 'Pagar', valor_parcela: 200_000, valor_pago: 120_000, data: '2026-03-01', vencimento: '2026-03-31', data_pagamento: null },
];
const PAGAMENTOS: PagamentoRelatorio[] = [
  { alvo: 'lancamento', alvo_id: 'l1', valor: 10_000, data: '2026-03-05' },
  { alvo: 'lancamento', alvo_id: 'l1', valor: 25_000, data: '2026-03-12' },
  { alvo: 'lancamento', alvo_id: 'l1', valor: 65_000, data: '2026-04-02' },
  { alvo: 'lancamento', alvo_id: 'l2', valor: 12_000, data: '2026-03-20' },
  { alvo: 'recebivel', alvo_id: 'r1', valor: 50_000, data: '2026-03-10' },
  { alvo: 'recebivel', alvo_id: 'r1', valor: 70_000, data: '2026-03-25' },
];
const DADOS = { lancamentos: LANCAMENTOS, recebiveis: RECEBIVEIS, pagamentos: PAGAMENTOS };

describe('realizado from the dated payment history', () => {
  it('Fluxo de caixa shows each partial payment on its own day', () => {
    const f = fluxoCaixa(DADOS, { de: '2026-03-01', ate: '2026-04-30', agrupar: 'dia', regime: 'caixa' });
    const dia = (d: string) => f.periodos.find((p) => p.periodo === d)!;
    expect(dia('2026-03-05').saidas_realizadas).toBe(10_000);
    expect(dia('2026-03-12').saidas_realizadas).toBe(25_000);
    expect(dia('2026-03-15').saidas_realizadas).toBe(5_000);
    expect(dia('2026-03-20').saidas_realizadas).toBe(12_000);
    expect(dia('2026-04-02').saidas_realizadas).toBe(65_000);
    expect(dia('2026-03-10').entradas_realizadas).toBe(50_000);
    expect(dia('2026-03-25').entradas_realizadas).toBe(70_000);
    const mes = fluxoCaixa(DADOS, { de: '2026-03-01', ate: '2026-03-31', agrupar: 'mes', regime: 'caixa' });
    // By hand: 100 + 250 + 50 + 120 = 520,00 out; 500 + 700 = 1.200,00 in.
    expect(mes.totais).toMatchObject({ saidas_realizadas: 52_000, entradas_realizadas: 120_000 });
  });

  it('DRE regime caixa and Gastos count what was paid in the month, not the settling day', () => {
    const d = dre({ ...DADOS, categorias: [{ id: 'c1', descricao: 'Aluguel', dre_linha: 'despesas_operacionais' }] },
      { de: '2026-03-01', ate: '2026-03-31', regime: 'caixa' });
    expect(d.linhas.find((l) => l.linha === 'receita_bruta')!.valor).toBe(120_000);
    expect(d.linhas.find((l) => l.linha === 'despesas_operacionais')!.valor).toBe(-52_000);
    expect(d.resultado_liquido).toBe(68_000);
    const g = gastos({ ...DADOS, categorias: [], bancos: [] }, { de: '2026-03-01', ate: '2026-03-31', regime: 'caixa', por: 'banco' });
    expect(g.total).toEqual({ quantidade: 3, valor: 52_000 });
  });

  it('the Painel’s months read the same movements', () => {
    const p = painel({ ...DADOS, faturas: [], entradas: [], categorias: [] }, '2026-04-10');
    const mes = (m: string) => p.meses.find((x) => x.mes === m)!;
    expect(mes('2026-03')).toMatchObject({ saidas_realizadas: 52_000, entradas_realizadas: 120_000 });
    expect(mes('2026-04')).toMatchObject({ saidas_realizadas: 65_000, entradas_realizadas: 0 });
  });

  it('a history entry of the other side or an estornado one is not realizado', () => {
    const outros: PagamentoRelatorio[] = [
      { alvo: 'recebivel', alvo_id: 'l2', valor: 99_999, data: '2026-03-03' },
      { alvo: 'lancamento', alvo_id: 'l2', valor: 12_000, data: '2026-03-20', estornado_em: '2026-03-25T12:00:00.000Z' },
    ];
    const f = fluxoCaixa({ lancamentos: [pagar({ id: 'l2', valor_parcela: 30_000 })], recebiveis: [], pagamentos: outros },
      { de: '2026-03-01', ate: '2026-03-31', agrupar: 'mes', regime: 'caixa' });
    expect(f.totais.saidas_realizadas).toBe(0);
  });
});

describe('the Parcial mark', () => {
  it('marks an open instalment partly paid, and nothing else', () => {
    expect(isParcial({ status: 'Pagar', valor_parcela: 30_000, valor_pago: 12_000 })).toBe(true);
    expect(isParcial({ status: 'Pagar', valor_parcela: 30_000, valor_pago: 0 })).toBe(false);
    expect(isParcial({ status: 'Pago', valor_parcela: 30_000, valor_pago: 30_000 })).toBe(false);
    expect(isParcial({ status: 'Cancelado', valor_parcela: 30_000, valor_pago: 12_000 })).toBe(false);
  });
});
