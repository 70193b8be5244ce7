import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from 'uuidv7';
import { bancos, categorias } from '../../server/db/schema.ts';
import { createTestApp } from './helper.ts';
import type { TestApp } from './helper.ts';

let t: TestApp;
const NUBANK = uuidv7();
const ANTIGO = uuidv7();
const MERCADO = uuidv7();

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.insert(bancos).values([
    { id: NUBANK, banco: 'Nubank', possuiCartao: true, credito: true, debito: false, vencimento: 7 },
    { id: ANTIGO, banco: 'Banco Antigo', status: false },
  ]);
  await t.database.db.insert(categorias).values([
    { id: MERCADO, descricao: 'Mercado' },
    { id: uuidv7(), descricao: 'Inativa', status: false },
  ]);
});
afterAll(async () => { await t.close(); });

describe('GET /api/get-dados', () => {
  it('lists the active banks and categories for the forms, and one entry per instalment group', async () => {
    const posting = {
      descricao: 'Geladeira', status: 'Pagar', pagamento: 'Crédito', banco: NUBANK, valor: '3000.00', data: '2025-05-02',
      tipo: 'Com Vencimento', vencimento: '2025-06-07', metodo: 'Parcelado', parcela: 10, tipo_lancamento: 'Compra',
    };
    const created = await t.call({ method: 'POST', url: '/api/cadastro-financas', payload: posting });
    expect(created.statusCode, created.body).toBe(201);
    const idTitulo = created.json().lancamentos[0].id_titulo as string;

    const res = await t.call({ method: 'GET', url: '/api/get-dados' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      get_bancos: [{ id: NUBANK, banco: 'Nubank', credito: true, vencimento: 7, possui_cartao: true }],
      get_categorias: [{ id: MERCADO, descricao: 'Mercado' }],
      get_lancamentos: [{ titulo: idTitulo, descricao: 'Geladeira' }],
    });
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/get-dados' })).statusCode).toBe(401);
  });
});

describe('GET /api/pagamentos', () => {
  it('pages the payment history in id order for the first sync', async () => {
    const rows = (await t.call({ method: 'GET', url: '/api/lancamentos' })).json().lancamentos as { id: string }[];
    await t.call({ method: 'PUT', url: '/api/atualizar-pagamento', payload: { ids: rows.slice(0, 3).map((r) => r.id) } });
    const first = (await t.call({ method: 'GET', url: '/api/pagamentos?limit=2' })).json();
    expect(first.total).toBe(3);
    expect(first.pagamentos).toHaveLength(2);
    expect(first.pagamentos[0]).toMatchObject({ alvo: 'lancamento', descricao: 'Pagamento', valor: '300.00' });
    expect(Object.keys(first.pagamentos[0]).sort()).toEqual(['alvo', 'alvo_id', 'created_at', 'data', 'descricao', 'estornado_em', 'id', 'motivo_estorno', 'updated_at', 'valor', 'version']);
    const rest = (await t.call({ method: 'GET', url: `/api/pagamentos?limit=2&after=${first.proximo}` })).json();
    expect(rest.pagamentos).toHaveLength(1);
    expect(rest.proximo).toBeNull();
  });

  it('refuses a malformed cursor with 422', async () => {
    expect((await t.call({ method: 'GET', url: '/api/pagamentos?since=abc' })).statusCode).toBe(422);
  });
});
