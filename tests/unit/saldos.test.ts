/* The saldo of each bank on a day (issue 32, decision 402), against balances computed by hand:
   an opening balance, partial payments on their own days, an estornado entry, a card purchase
   paid through its fatura, transfers, and a payment before the opening date that does not count. */
import { describe, expect, it } from 'vitest';
import type { LancamentoRelatorio, PagamentoRelatorio } from '../../src/domain/relatorio-base.ts';
import { historicoDosTitulos, saldosEm } from '../../src/domain/saldos.ts';
import { painel } from '../../src/domain/painel.ts';
import type { DadosSaldos, RecebivelSaldo } from '../../src/domain/saldos.ts';

function pagar(p: Partial<LancamentoRelatorio> & { id: string }): LancamentoRelatorio {
  return {
    status: 'Pago', valor_parcela: 0, valor_pago: 0, data: '2026-10-01', vencimento: '2026-11-10',
    data_pagamento: null, banco_id: 'itau', categoria_id: 'c1', pagamento: 'Boleto', metodo: 'À vista', ...p,
  };
}
function receber(p: Partial<RecebivelSaldo> & { id: string }): RecebivelSaldo {
  return { status: 'Pagar', valor_parcela: 0, valor_pago: 0, data: '2026-10-01', vencimento: '2026-11-10', data_pagamento: null, ...p };
}
const historico = (alvo: string, alvo_id: string, valor: number, data: string, estornado_em: string | null = null): PagamentoRelatorio =>
  ({ alvo, alvo_id, valor, data, estornado_em });

const dados: DadosSaldos = {
  bancos: [
    { id: 'itau', banco: 'Itaú', saldo_inicial: 1_000_000, data_saldo_inicial: '2026-11-01' },
    { id: 'nubank', banco: 'Nubank', saldo_inicial: 50_000, data_saldo_inicial: '2026-11-01' },
    { id: 'caixa', banco: 'Caixa', saldo_inicial: 0, data_saldo_inicial: null },
  ],
  lancamentos: [
    // R$ 1.200,00 paid in two parts: R$ 300,00 on 05/11 and R$ 900,00 on 20/11.
    pagar({ id: 'l1', valor_parcela: 120_000, valor_pago: 120_000, data_pagamento: '2026-11-20' }),
    // Paid on 30/10, before Itaú's opening balance: already in it.
    pagar({ id: 'l2', valor_parcela: 25_000, valor_pago: 25_000, data_pagamento: '2026-10-30', pagamento: 'Pix' }),
    // A card purchase: the fatura leaves the bank, not the purchase.
    pagar({ id: 'l3', banco_id: 'nubank', valor_parcela: 80_000, valor_pago: 80_000, data_pagamento: '2026-11-10', pagamento: 'Crédito' }),
    // Created as Pago with no history entry: moves on its data_pagamento.
    pagar({ id: 'l4', banco_id: 'caixa', valor_parcela: 4_000, data_pagamento: '2026-11-12', pagamento: 'Dinheiro' }),
    // Paid on the day asked: counts that day.
    pagar({ id: 'l5', valor_parcela: 10_000, valor_pago: 10_000, data_pagamento: '2026-11-15' }),
    // Paid on Nubank's opening day: the opening balance is the start of that day, so it counts.
    pagar({ id: 'l6', banco_id: 'nubank', valor_parcela: 2_000, valor_pago: 2_000, data_pagamento: '2026-11-01', pagamento: 'Pix' }),
    // Open: nothing moved.
    pagar({ id: 'l7', status: 'Pagar', valor_parcela: 99_900 }),
  ],
  recebiveis: [
    // R$ 500,00 received on 03/11; R$ 100,00 on 04/11 estornado.
    receber({ id: 'r1', banco_id: 'itau', valor_parcela: 200_000, valor_pago: 50_000 }),
    // No bank named: no bank's saldo.
    receber({ id: 'r2', status: 'Pago', valor_parcela: 100_000, valor_pago: 100_000, data_pagamento: '2026-11-02' }),
  ],
  faturas: [
    { banco_id: 'nubank', valor: 80_000, status: 'Pago', data_pagamento: '2026-11-10' },
    { banco_id: 'nubank', valor: 33_300, status: 'Pagar', data_pagamento: null },
  ],
  pagamentos: [
    historico('lancamento', 'l1', 30_000, '2026-11-05'),
    historico('lancamento', 'l1', 90_000, '2026-11-20'),
    historico('recebivel', 'r1', 50_000, '2026-11-03'),
    historico('recebivel', 'r1', 10_000, '2026-11-04', '2026-11-06T10:00:00Z'),
  ],
  transferencias: [
    { de: 'itau', para: 'nubank', valor: 100_000, data: '2026-11-08' },
    { de: 'itau', para: 'caixa', valor: 5_000, data: '2026-11-25' },
  ],
};

describe('saldosEm', () => {
  it('gives each bank its hand-computed saldo in mid-month', () => {
    // Itaú 10.000,00 − 300,00 (l1) + 500,00 (r1) − 1.000,00 (to Nubank) − 100,00 (l5) = 9.100,00
    // Nubank 500,00 − 20,00 (l6) − 800,00 (fatura) + 1.000,00 = 680,00; Caixa −40,00 (l4).
    expect(saldosEm(dados, '2026-11-15')).toEqual({
      saldos: [
        { banco_id: 'itau', banco: 'Itaú', saldo: 910_000 },
        { banco_id: 'nubank', banco: 'Nubank', saldo: 68_000 },
        { banco_id: 'caixa', banco: 'Caixa', saldo: -4_000 },
      ],
      total: 974_000,
    });
  });

  it('adds the later part of a partial payment and a later transfer at the month end', () => {
    // Itaú 9.100,00 − 900,00 (l1's second part) − 50,00 (to Caixa) = 8.150,00; Caixa −40,00 + 50,00 = 10,00.
    const { saldos, total } = saldosEm(dados, '2026-11-30');
    expect(saldos.map((s) => s.saldo)).toEqual([815_000, 68_000, 1_000]);
    expect(total).toBe(884_000);
  });

  it('is the opening balance on the opening day before anything else, and counts that day', () => {
    const { saldos } = saldosEm(dados, '2026-11-01');
    expect(saldos.map((s) => s.saldo)).toEqual([1_000_000, 48_000, 0]);
  });

  it('never counts an estornado entry nor a purchase paid by card', () => {
    const semFatura = saldosEm({ ...dados, faturas: [] }, '2026-11-15');
    expect(semFatura.saldos[1]!.saldo).toBe(148_000);
    const semEstorno = saldosEm({ ...dados, pagamentos: dados.pagamentos.filter((p) => !p.estornado_em) }, '2026-11-15');
    expect(semEstorno.saldos[0]!.saldo).toBe(910_000);
  });
});

describe('the payment history indexed once (the Painel shares it between its Saldos card and saldo projetado)', () => {
  it('gives the same saldos and Painel from the shared index as from the history itself', () => {
    const historicoComum = historicoDosTitulos(dados.pagamentos);
    // The rows' history is read only through the index when one is given.
    const soIndice = { ...dados, pagamentos: [], historico: historicoComum };
    for (const dia of ['2026-11-04', '2026-11-15', '2026-11-30']) expect(saldosEm(soIndice, dia), dia).toEqual(saldosEm(dados, dia));
    const base = { lancamentos: dados.lancamentos, recebiveis: dados.recebiveis, faturas: [], entradas: [], categorias: [] };
    expect(painel({ ...base, pagamentos: [], historico: historicoComum }, '2026-11-15'))
      .toEqual(painel({ ...base, pagamentos: dados.pagamentos }, '2026-11-15'));
  });
});
