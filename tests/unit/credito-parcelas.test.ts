/* Card parcelas (issue 31, item 6; decision 391): each parcela on the card's due day of its month,
   anchored on that day (no drift after a short month); with a closing day, each parcela is due
   with the bill it belongs to. */
import { describe, expect, it } from 'vitest';
import { aplicarRegraCredito, vencimentosCartao } from '../../src/domain/credito.ts';
import { gerarLancamentos } from '../../src/domain/lancamento.ts';
import type { NovoLancamento } from '../../src/domain/lancamento.ts';

describe('card parcelas without a closing day', () => {
  it('due day 31, bought on 20/01 in 4×: 28/02, 31/03, 30/04, 31/05 (no drift)', () => {
    expect(vencimentosCartao('2026-01-20', 4, 31)).toEqual(['2026-02-28', '2026-03-31', '2026-04-30', '2026-05-31']);
  });

  it('a leap year gives 29/02, and day 30 comes back after February', () => {
    expect(vencimentosCartao('2028-01-15', 3, 31)).toEqual(['2028-02-29', '2028-03-31', '2028-04-30']);
    expect(vencimentosCartao('2027-01-15', 3, 30)).toEqual(['2027-02-28', '2027-03-30', '2027-04-30']);
    expect(vencimentosCartao('2028-01-15', 2, 29)).toEqual(['2028-02-29', '2028-03-29']);
  });

  it('runs over the year end', () => {
    expect(vencimentosCartao('2026-11-10', 3, 31)).toEqual(['2026-12-31', '2027-01-31', '2027-02-28']);
  });
});

describe('card parcelas with a closing day (the automation rule)', () => {
  it('a purchase up to the closing day is in this cycle, after it in the next', () => {
    // Closes on 25, due on 5: the bill closing in January is due on 05/02.
    expect(vencimentosCartao('2026-01-25', 3, 5, 25)).toEqual(['2026-02-05', '2026-03-05', '2026-04-05']);
    expect(vencimentosCartao('2026-01-26', 3, 5, 25)).toEqual(['2026-03-05', '2026-04-05', '2026-05-05']);
  });

  it('a due day after the closing day is due in the closing month', () => {
    expect(vencimentosCartao('2026-01-02', 2, 31, 3)).toEqual(['2026-01-31', '2026-02-28']);
    expect(vencimentosCartao('2026-01-04', 2, 31, 3)).toEqual(['2026-02-28', '2026-03-31']);
  });

  it('closing day 31 closes on the last day of February (leap year too)', () => {
    expect(vencimentosCartao('2026-02-28', 2, 10, 31)).toEqual(['2026-03-10', '2026-04-10']);
    expect(vencimentosCartao('2028-02-29', 1, 10, 31)).toEqual(['2028-03-10']);
  });
});

describe('the rule applied to a purchase', () => {
  const compra: NovoLancamento = {
    descricao: 'Notebook', status: 'Pagar', data_pagamento: null, pagamento: 'Crédito', banco: '0190a000-0000-7000-8000-000000000001',
    valor: 100_000, data: '2026-01-20', tipo: 'Sem Vencimento', vencimento: null, metodo: 'Parcelado', parcela: 4,
    categorias: null, tipo_lancamento: 'Compra', observacao: null, id_titulo: '0190a000-0000-7000-8000-000000000002', ids: null,
    historico_id: null, tributo: false, linha_digitavel: null, pix_chave: null, pix_txid: null,
  } as NovoLancamento;

  it('every generated parcela carries its own due date', () => {
    const dados = aplicarRegraCredito(compra, { credito: true, vencimento: 31 });
    const ids = { id_titulo: compra.id_titulo!, ids: ['a', 'b', 'c', 'd'] };
    expect(gerarLancamentos(dados, { banco: 'Nubank', categoria: null }, ids).map((r) => r.vencimento))
      .toEqual(['2026-02-28', '2026-03-31', '2026-04-30', '2026-05-31']);
    const comFechamento = aplicarRegraCredito({ ...compra, data: '2026-01-27' }, { credito: true, vencimento: 5, dia_fechamento: 25 });
    expect(comFechamento.vencimento).toBe('2026-03-05');
    expect(gerarLancamentos(comFechamento, { banco: 'Nubank', categoria: null }, ids).map((r) => r.vencimento))
      .toEqual(['2026-03-05', '2026-04-05', '2026-05-05', '2026-06-05']);
  });
});
