/* Pagar / Informar Pagamento on a chosen day through the routes (issue 31, item 2; decision 392). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from 'uuidv7';
import { addDays, todayISO } from '../../src/domain/dates.ts';
import { bancos } from '../../server/db/schema.ts';
import { createTestApp } from './helper.ts';
import type { TestApp } from './helper.ts';

let t: TestApp;
const ITAU = uuidv7();

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.insert(bancos).values({ id: ITAU, banco: 'Itaú', possuiCartao: false });
});
afterAll(async () => { await t.close(); });

async function criar(descricao: string, data: string): Promise<string> {
  const res = await t.call({
    method: 'POST', url: '/api/cadastro-financas', payload: {
      descricao, status: 'Pagar', data_pagamento: '', pagamento: 'Boleto', banco: ITAU, valor: '100.00', data,
      tipo: 'Sem Vencimento', vencimento: '', metodo: 'À vista', parcela: '', categorias: '', tipo_lancamento: 'Pagamento', observacao: '',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { lancamentos: { id: string }[] }).lancamentos[0]!.id;
}

describe('the payment day on the routes', () => {
  it('refuses a day before the posting’s date naming the row, and pays on the chosen day', async () => {
    const id = await criar('Conta de água', '2025-03-10');
    const antes = await t.call({ method: 'PUT', url: '/api/atualizar-pagamento', payload: { ids: [id], data_pagamento: '2025-03-09' } });
    expect(antes.statusCode).toBe(422);
    expect(antes.json()).toMatchObject({
      message: 'Conta de água: a data de pagamento não pode ser anterior à data do lançamento (10/03/2025).',
      errors: { data_pagamento: ['Conta de água: a data de pagamento não pode ser anterior à data do lançamento (10/03/2025).'] },
    });
    const ok = await t.call({ method: 'PUT', url: '/api/atualizar-pagamento', payload: { ids: [id], data_pagamento: '2025-03-12' } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().lancamentos[0]).toMatchObject({ status: 'Pago', data_pagamento: '2025-03-12' });
  });

  it('informs a partial payment on the chosen day and refuses a day ahead of today', async () => {
    const id = await criar('Conta de luz', '2025-03-10');
    const futuro = await t.call({ method: 'POST', url: '/api/atualizar-informe-pagamento', payload: { id, valor: '10.00', data_pagamento: addDays(todayISO(), 5) } });
    expect(futuro.statusCode).toBe(422);
    expect(futuro.json().message).toBe('A data de pagamento não pode ser futura.');
    const ok = await t.call({ method: 'POST', url: '/api/atualizar-informe-pagamento', payload: { id, valor: '10.00', data_pagamento: '2025-03-15' } });
    expect(ok.statusCode, ok.body).toBe(200);
    const historico = await t.call({ method: 'GET', url: `/api/get-dados-pagamento_lancamento?id=${id}` });
    expect(historico.json().payPagamento).toMatchObject([{ valor: '10.00', data: '2025-03-15' }]);
  });
});
