/* The worked examples of issue 19, written out by hand, shared by the domain test
   (tests/unit/acoes.test.ts) and the route test (tests/api/acoes.test.ts). Wire form: money as dot
   decimals, as POST /api/cadastro-operacao takes it. Every number below is computed in the comment
   beside it, not by the code under test. */

export interface OperacaoExemplo {
  data: string;
  ticker: string;
  tipo: 'Compra' | 'Venda';
  quantidade: number;
  preco: string;
  custos: string;
  irrf: string;
  modalidade: 'Swing trade' | 'Day trade';
  classe: 'Ação' | 'FII';
}

const op = (o: Partial<OperacaoExemplo> & Pick<OperacaoExemplo, 'data' | 'ticker' | 'tipo' | 'quantidade' | 'preco'>): OperacaoExemplo => ({
  custos: '0.00', irrf: '0.00', modalidade: 'Swing trade', classe: 'Ação', ...o,
});

/**
 * 1. March 2026, an exempt swing sale.
 *    Buy 1.000 PETR4 at 30,00 + 10,00 costs  → cost 30.010,00, average 30,01.
 *    Sell 500 at 36,00, costs 5,00           → sales 18.000,00 (≤ 20.000,00: exempt).
 *      cost of the 500 sold = 30.010,00 × 500 / 1.000 = 15.005,00
 *      result = 18.000,00 − 5,00 − 15.005,00 = 2.990,00, exempt: base 0, tax 0, DARF 0.
 *    Position after: 500 PETR4, cost 15.005,00, average 30,01.
 *    DARF due: last business day of April 2026 = Thu 30/04/2026.
 */
export const EXEMPLO_ISENTO = {
  mes: '2026-03',
  operacoes: [
    op({ data: '2026-03-02', ticker: 'PETR4', tipo: 'Compra', quantidade: 1000, preco: '30.00', custos: '10.00' }),
    op({ data: '2026-03-16', ticker: 'PETR4', tipo: 'Venda', quantidade: 500, preco: '36.00', custos: '5.00' }),
  ],
};

/**
 * 2. A day-trade loss carried into a gain.
 *    April: buy 200 VALE3 at 60,00 + 2,00 (cost 12.002,00) and sell 200 at 59,00 − 2,00 the same day:
 *      result = 11.800,00 − 2,00 − 12.002,00 = −204,00 → prejuízo a compensar 204,00, no tax.
 *    May: buy 100 at 60,00 + 1,00 (6.001,00), sell 100 at 65,00 − 1,00, IRRF 1 % of the gain 4,98:
 *      result = 6.500,00 − 1,00 − 6.001,00 = 498,00; base = 498,00 − 204,00 = 294,00
 *      tax 20 % = 58,80; IR devido = 58,80 − 4,98 = 53,82 → DARF 53,82.
 *    DARF due: last business day of June 2026 = Tue 30/06/2026.
 */
export const EXEMPLO_DAY_TRADE = {
  mesPerda: '2026-04',
  mes: '2026-05',
  operacoes: [
    op({ data: '2026-04-07', ticker: 'VALE3', tipo: 'Compra', quantidade: 200, preco: '60.00', custos: '2.00', modalidade: 'Day trade' }),
    op({ data: '2026-04-07', ticker: 'VALE3', tipo: 'Venda', quantidade: 200, preco: '59.00', custos: '2.00', modalidade: 'Day trade' }),
    op({ data: '2026-05-12', ticker: 'VALE3', tipo: 'Compra', quantidade: 100, preco: '60.00', custos: '1.00', modalidade: 'Day trade' }),
    op({ data: '2026-05-12', ticker: 'VALE3', tipo: 'Venda', quantidade: 100, preco: '65.00', custos: '1.00', irrf: '4.98', modalidade: 'Day trade' }),
  ],
};

/**
 * 3. An FII month (June 2026): no exemption, 20 %.
 *    May: buy 100 HGLG11 at 160,00 + 4,00 → cost 16.004,00, average 160,04.
 *    June: sell 60 at 170,00, costs 3,00, IRRF 0,51 → sales 10.200,00 (under 20.000,00 but an FII
 *      is never exempt). cost of the 60 = 16.004,00 × 60 / 100 = 9.602,40
 *      result = 10.200,00 − 3,00 − 9.602,40 = 594,60; tax 20 % = 118,92; IR devido 118,92 − 0,51 = 118,41.
 *    Position after: 40 HGLG11, cost 6.401,60, average 160,04.
 *    DARF due: last business day of July 2026 = Fri 31/07/2026.
 */
export const EXEMPLO_FII = {
  mes: '2026-06',
  operacoes: [
    op({ data: '2026-05-04', ticker: 'HGLG11', tipo: 'Compra', quantidade: 100, preco: '160.00', custos: '4.00', classe: 'FII' }),
    op({ data: '2026-06-15', ticker: 'HGLG11', tipo: 'Venda', quantidade: 60, preco: '170.00', custos: '3.00', irrf: '0.51', classe: 'FII' }),
  ],
};

/**
 * 4. A DARF under R$ 10,00, carried to the next month.
 *    July: buy 10.000 ITSA4 at 10,00 (cost 100.000,00); sell 2.100 at 10,03, IRRF 1,05:
 *      sales 21.063,00 (> 20.000,00: taxable); cost 21.000,00; result 63,00; tax 15 % = 9,45;
 *      IR devido 9,45 − 1,05 = 8,40 < 10,00 → not paid, carried (DARF due would be Mon 31/08/2026).
 *    August: sell 2.000 at 10,50, IRRF 1,05: sales 21.000,00; cost 20.000,00; result 1.000,00;
 *      tax 150,00; IR devido 150,00 − 1,05 = 148,95; DARF 148,95 + 8,40 = 157,35,
 *      due the last business day of September 2026 = Wed 30/09/2026.
 */
export const EXEMPLO_DARF_PEQUENO = {
  mesPequeno: '2026-07',
  mes: '2026-08',
  operacoes: [
    op({ data: '2026-07-01', ticker: 'ITSA4', tipo: 'Compra', quantidade: 10000, preco: '10.00' }),
    op({ data: '2026-07-20', ticker: 'ITSA4', tipo: 'Venda', quantidade: 2100, preco: '10.03', irrf: '1.05' }),
    op({ data: '2026-08-10', ticker: 'ITSA4', tipo: 'Venda', quantidade: 2000, preco: '10.50', irrf: '1.05' }),
  ],
};

/**
 * 5. Unused IRRF does not cross the calendar year (decision 315).
 *    Oct 2025: day trade, buy 100 VALE3 at 60,00 and sell 100 at 58,00 the same day:
 *      result −200,00 → prejuízo a compensar 200,00.
 *    Nov 2025: day trade, buy 100 at 60,00, sell 100 at 61,00, IRRF 1,00 (1 % of the 100,00 gain):
 *      result 100,00; base = 100,00 − 200,00 < 0 → 0, prejuízo left 100,00; tax 0;
 *      the IRRF 1,00 is not used → IRRF a compensar 1,00.
 *    Dec 2025: no sale; the 1,00 is still unused at the end of the year → not carried to January,
 *      shown as "IRRF não compensado no ano" 1,00 (annual declaration).
 *    Jan 2026: day trade, buy 100 at 60,00, sell 100 at 65,00, IRRF 5,00:
 *      result 500,00; base = 500,00 − 100,00 = 400,00; tax 20 % = 80,00;
 *      IRRF deducted 5,00 only (not 6,00) → IR devido 75,00 → DARF 75,00,
 *      due the last business day of February 2026 = Fri 27/02/2026 (28/02 is a Saturday).
 */
export const EXEMPLO_IRRF_ANO = {
  mesSobra: '2025-11',
  mesDezembro: '2025-12',
  mes: '2026-01',
  operacoes: [
    op({ data: '2025-10-07', ticker: 'VALE3', tipo: 'Compra', quantidade: 100, preco: '60.00', modalidade: 'Day trade' }),
    op({ data: '2025-10-07', ticker: 'VALE3', tipo: 'Venda', quantidade: 100, preco: '58.00', modalidade: 'Day trade' }),
    op({ data: '2025-11-04', ticker: 'VALE3', tipo: 'Compra', quantidade: 100, preco: '60.00', modalidade: 'Day trade' }),
    op({ data: '2025-11-04', ticker: 'VALE3', tipo: 'Venda', quantidade: 100, preco: '61.00', irrf: '1.00', modalidade: 'Day trade' }),
    op({ data: '2026-01-13', ticker: 'VALE3', tipo: 'Compra', quantidade: 100, preco: '60.00', modalidade: 'Day trade' }),
    op({ data: '2026-01-13', ticker: 'VALE3', tipo: 'Venda', quantidade: 100, preco: '65.00', irrf: '5.00', modalidade: 'Day trade' }),
  ],
};
