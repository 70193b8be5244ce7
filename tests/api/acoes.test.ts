/* Ações over HTTP (issue 19): the worked examples of tests/unit/acoes-exemplos.ts recorded through
   POST /api/cadastro-operacao give the same positions and apuração the domain test checks by hand. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from 'uuidv7';
import { bancos } from '../../server/db/schema.ts';
import { idsDarf } from '../../src/domain/acoes-apuracao.ts';
import { createTestApp } from './helper.ts';
import type { TestApp } from './helper.ts';
import { EXEMPLO_DARF_PEQUENO, EXEMPLO_DAY_TRADE, EXEMPLO_FII, EXEMPLO_IRRF_ANO, EXEMPLO_ISENTO } from '../unit/acoes-exemplos.ts';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const ids: Record<string, string> = {};

async function apuracao(mes: string) {
  const res = await t.call({ method: 'GET', url: `/api/acoes/apuracao?mes=${mes}` });
  expect(res.statusCode).toBe(200);
  return (res.json() as { apuracao: Record<string, unknown> & { linhas: Record<string, unknown>[] } }).apuracao;
}
const linha = (ap: { linhas: Record<string, unknown>[] }, modalidade: string, classe: string) =>
  ap.linhas.find((l) => l.modalidade === modalidade && l.classe === classe);

describe('Ações: the worked examples through the routes', () => {
  it('records every operation (idempotently) and lists them with ?since', async () => {
    const todas = [...EXEMPLO_ISENTO.operacoes, ...EXEMPLO_DAY_TRADE.operacoes, ...EXEMPLO_FII.operacoes, ...EXEMPLO_DARF_PEQUENO.operacoes];
    const inicio = (await t.call({ method: 'GET', url: '/api/acoes' })).json() as { operacoes: unknown[]; cursor: string };
    expect(inicio.operacoes).toEqual([]);
    for (const op of todas) {
      const id = uuidv7();
      ids[`${op.ticker}-${op.data}-${op.tipo}`] = id;
      const headers = { 'idempotency-key': `op-${id}` };
      const res = await t.call({ method: 'POST', url: '/api/cadastro-operacao', payload: { id, ...op }, headers });
      expect(res.statusCode, res.body).toBe(201);
      const replay = await t.call({ method: 'POST', url: '/api/cadastro-operacao', payload: { id, ...op }, headers });
      expect(replay.json()).toEqual(res.json());
    }
    const lista = (await t.call({ method: 'GET', url: `/api/acoes?since=${inicio.cursor}` })).json() as { operacoes: { ticker: string; preco: string; custos: string }[] };
    expect(lista.operacoes).toHaveLength(todas.length);
    expect(lista.operacoes[0]).toMatchObject({ ticker: 'PETR4', preco: '30.00', custos: '10.00' });
  });

  it('1. exempt swing month', async () => {
    const ap = await apuracao(EXEMPLO_ISENTO.mes);
    expect(linha(ap, 'Swing trade', 'Ação')).toMatchObject({ vendas: '18000.00', resultado: '2990.00', isento: true, imposto: '0.00' });
    expect(ap).toMatchObject({ vendas_isentas: '18000.00', darf_a_pagar: '0.00', vencimento: '2026-04-30', codigo_darf: '6015' });
  });

  it('2. day-trade loss carried into a gain', async () => {
    expect(linha(await apuracao(EXEMPLO_DAY_TRADE.mesPerda), 'Day trade', 'Ação')).toMatchObject({ resultado: '-204.00', prejuizo_a_compensar: '204.00' });
    const maio = await apuracao(EXEMPLO_DAY_TRADE.mes);
    expect(linha(maio, 'Day trade', 'Ação')).toMatchObject({ resultado: '498.00', prejuizo_anterior: '204.00', base_calculo: '294.00', imposto: '58.80', irrf: '4.98', ir_devido: '53.82' });
    expect(maio).toMatchObject({ darf_a_pagar: '53.82', vencimento: '2026-06-30' });
  });

  it('3. FII month', async () => {
    const ap = await apuracao(EXEMPLO_FII.mes);
    expect(linha(ap, 'Swing trade', 'FII')).toMatchObject({ vendas: '10200.00', resultado: '594.60', aliquota: 20, imposto: '118.92', ir_devido: '118.41' });
    expect(ap).toMatchObject({ darf_a_pagar: '118.41', vencimento: '2026-07-31' });
  });

  it('4. DARF under R$ 10,00 carried', async () => {
    expect(await apuracao(EXEMPLO_DARF_PEQUENO.mesPequeno)).toMatchObject({ ir_devido: '8.40', darf_a_pagar: '0.00', darf_a_compensar: '8.40' });
    expect(await apuracao(EXEMPLO_DARF_PEQUENO.mes)).toMatchObject({ ir_devido: '148.95', darf_anterior: '8.40', darf_a_pagar: '157.35', vencimento: '2026-09-30' });
  });

  it('5. unused IRRF does not cross the calendar year (decision 315; the months before the other examples)', async () => {
    for (const op of EXEMPLO_IRRF_ANO.operacoes) {
      const id = uuidv7();
      const res = await t.call({ method: 'POST', url: '/api/cadastro-operacao', payload: { id, ...op }, headers: { 'idempotency-key': `op-${id}` } });
      expect(res.statusCode, res.body).toBe(201);
    }
    expect(await apuracao(EXEMPLO_IRRF_ANO.mesSobra)).toMatchObject({ irrf_a_compensar: '1.00', irrf_nao_compensado_ano: '0.00' });
    expect(await apuracao(EXEMPLO_IRRF_ANO.mesDezembro)).toMatchObject({ irrf_anterior: '1.00', irrf_a_compensar: '0.00', irrf_nao_compensado_ano: '1.00' });
    expect(await apuracao(EXEMPLO_IRRF_ANO.mes)).toMatchObject({ irrf_anterior: '0.00', irrf_deduzido: '5.00', ir_devido: '75.00', darf_a_pagar: '75.00', vencimento: '2026-02-27' });
  });

  it("'Gerar lançamento' twice for a month: the month's fixed ids keep one DARF payable (decision 316)", async () => {
    const banco = uuidv7();
    await t.database.db.insert(bancos).values({ id: banco, banco: 'Banco do DARF', possuiCartao: false });
    const darf = {
      ...idsDarf('2026-05'), descricao: 'DARF 6015 - IR sobre ações 05/2026', status: 'Pagar', pagamento: 'Boleto', banco,
      valor: '53.82', data: '2026-06-01', tipo: 'Com Vencimento', vencimento: '2026-06-30', metodo: 'À vista', tipo_lancamento: 'Pagamento',
    };
    const primeiro = await t.call({ method: 'POST', url: '/api/cadastro-financas', payload: darf, headers: { 'idempotency-key': `darf-${uuidv7()}` } });
    expect(primeiro.statusCode, primeiro.body).toBe(201);
    // Another device's press: the same ids under another idempotency key.
    const segundo = await t.call({ method: 'POST', url: '/api/cadastro-financas', payload: { ...darf, banco }, headers: { 'idempotency-key': `darf-${uuidv7()}` } });
    expect(segundo.statusCode).toBe(409);
    expect(segundo.json()).toMatchObject({ message: expect.stringMatching(/já/) });
    const lista = (await t.call({ method: 'GET', url: '/api/lancamentos' })).json() as { lancamentos: { descricao: string; id: string }[] };
    expect(lista.lancamentos.filter((l) => l.descricao === darf.descricao)).toEqual([expect.objectContaining({ id: darf.ids[0] })]);
  });

  it('positions at the average price including costs', async () => {
    const res = await t.call({ method: 'GET', url: '/api/acoes/posicoes' });
    expect(res.json()).toEqual({
      posicoes: [
        { ticker: 'HGLG11', classe: 'FII', quantidade: 40, custo_total: '6401.60', preco_medio: '160.04' },
        { ticker: 'ITSA4', classe: 'Ação', quantidade: 5900, custo_total: '59000.00', preco_medio: '10.00' },
        { ticker: 'PETR4', classe: 'Ação', quantidade: 500, custo_total: '15005.00', preco_medio: '30.01' },
      ],
    });
  });
});

describe('Ações: refusals', () => {
  it('a sale larger than the position, a bad ticker, a future date, a weekend, a bad month: Portuguese 422', async () => {
    const base = { data: '2026-03-17', ticker: 'PETR4', tipo: 'Venda', quantidade: 501, preco: '30.00', modalidade: 'Swing trade', classe: 'Ação' };
    const maior = await t.call({ method: 'POST', url: '/api/cadastro-operacao', payload: base });
    expect(maior.statusCode).toBe(422);
    expect(maior.json().errors).toEqual({ quantidade: ['Venda maior que a posição: há 500 PETR4 em carteira nesta data.'] });
    const antes = await t.call({ method: 'POST', url: '/api/cadastro-operacao', payload: { ...base, quantidade: 1, data: '2026-03-02' } });
    expect(antes.statusCode).toBe(201);
    const ticker = await t.call({ method: 'POST', url: '/api/cadastro-operacao', payload: { ...base, ticker: 'PETROBRAS' } });
    expect(ticker.json().errors.ticker).toEqual(['Ticker inválido: use o código da B3 (ex.: PETR4, VALE3, HGLG11).']);
    const futura = await t.call({ method: 'POST', url: '/api/cadastro-operacao', payload: { ...base, quantidade: 1, data: '2099-03-02' } });
    expect(futura.json().errors).toEqual({ data: ['A data do pregão não pode ser futura.'] });
    const sabado = await t.call({ method: 'POST', url: '/api/cadastro-operacao', payload: { ...base, quantidade: 1, data: '2026-03-21' } });
    expect(sabado.statusCode).toBe(422);
    // B3 closes on 24/12 and 31/12 (the banks only on 31/12): a weekday 24/12 is no session either.
    for (const data of ['2025-12-24', '2025-12-31']) {
      const fechada = await t.call({ method: 'POST', url: '/api/cadastro-operacao', payload: { ...base, quantidade: 1, data } });
      expect(fechada.json().errors, data).toEqual({ data: ['Não há pregão na B3 nesta data (sábado, domingo, feriado nacional, 24/12 ou 31/12).'] });
    }
    const mes = await t.call({ method: 'GET', url: '/api/acoes/apuracao?mes=2026-13' });
    expect(mes.statusCode).toBe(422);
    expect(mes.json().message).toBe('Informe o mês como AAAA-MM (ex.: 2026-03).');
  });

  it('deleting a purchase a later sale needs is refused; deleting the sale first works and leaves a tombstone', async () => {
    const compra = ids['PETR4-2026-03-02-Compra']!;
    const venda = ids['PETR4-2026-03-16-Venda']!;
    const cursor = ((await t.call({ method: 'GET', url: '/api/acoes?limit=1' })).json() as { cursor: string }).cursor;
    const recusada = await t.call({ method: 'POST', url: '/api/deletar-operacoes', payload: { ids: [compra] } });
    expect(recusada.statusCode).toBe(422);
    expect(recusada.json().message).toBe('A exclusão deixaria uma venda de PETR4 maior que a posição. Exclua a venda antes.');
    const ok = await t.call({ method: 'POST', url: '/api/deletar-operacoes', payload: { ids: [venda] } });
    expect(ok.statusCode).toBe(200);
    const delta = (await t.call({ method: 'GET', url: `/api/sincronizacao?operacoes=${cursor}` })).json() as { colecoes: { operacoes: { removidos: string[] } } };
    expect(delta.colecoes.operacoes.removidos).toContain(venda);
  });
});
