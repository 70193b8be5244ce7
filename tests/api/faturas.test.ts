import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { todayISO } from '../../src/domain/dates.ts';
import { bancos, faturas } from '../../server/db/schema.ts';
import { createTestApp } from './helper.ts';
import type { TestApp } from './helper.ts';

let t: TestApp;
let bancoId: string;
beforeAll(async () => {
  t = await createTestApp();
  bancoId = uuidv7();
  await t.database.db.insert(bancos).values({ id: bancoId, banco: 'Itaú', possuiCartao: true, credito: true, vencimento: 10 });
});
afterAll(async () => { await t.close(); });

interface FaturaRow {
  id: string; descricao: string; banco_id: string; banco: string; valor: string; status: string;
  vencimento: string | null; data_pagamento: string | null; version: number;
}

async function listFaturas(query = ''): Promise<{ faturas: FaturaRow[]; cursor: string; removidos?: string[] }> {
  const res = await t.call({ method: 'GET', url: `/api/faturas${query}` });
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function stored(id: string) {
  return (await listFaturas()).faturas.find((f) => f.id === id);
}

const base = () => ({ descricao: 'Fatura março', status: 'Pagar', banco: bancoId, valor: '1234.56', vencimento: '2025-03-10' });

async function criar(fields: Record<string, unknown> = {}): Promise<string> {
  const id = uuidv7();
  const res = await t.call({ method: 'POST', url: '/api/cadastro-fatura', payload: { id, ...base(), ...fields } });
  expect(res.statusCode).toBe(201);
  return id;
}

function pagar(ids: unknown, extra: Record<string, unknown> = {}) {
  return t.call({ method: 'PUT', url: '/api/pagar-fatura', payload: { ids, ...extra } });
}

describe('POST /api/cadastro-fatura', () => {
  it('creates an invoice with the client id; the list shows it with the bank name and exact value', async () => {
    const id = uuidv7();
    const res = await t.call({ method: 'POST', url: '/api/cadastro-fatura', payload: { id, ...base() } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ message: 'Fatura cadastrada com sucesso!', fatura: { id, valor: '1234.56' } });
    expect(await stored(id)).toMatchObject({
      descricao: 'Fatura março', banco_id: bancoId, banco: 'Itaú', valor: '1234.56', status: 'Pagar',
      vencimento: '2025-03-10', data_pagamento: null, version: 1,
    });
  });

  it('accepts a paid invoice from a multipart form with a pt-BR masked value', async () => {
    const form = new FormData();
    for (const [k, v] of Object.entries({ descricao: 'Paga', status: 'Pago', data_pagamento: '2025-03-05', banco: bancoId, valor: '1.000,10', vencimento: '10/03/2025' })) form.append(k, v);
    const res = await t.call({ method: 'POST', url: '/api/cadastro-fatura', payload: form });
    expect(res.statusCode).toBe(201);
    expect(await stored(res.json().fatura.id)).toMatchObject({ status: 'Pago', data_pagamento: '2025-03-05', valor: '1000.10', vencimento: '2025-03-10' });
  });

  it('answers 422 with SPEC messages for missing fields', async () => {
    const res = await t.call({ method: 'POST', url: '/api/cadastro-fatura', payload: {} });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      descricao: ['Descrição é obrigatório.'], status: ['Status é obrigatório.'], banco: ['Banco é obrigatório.'],
      valor: ['Valor é obrigatório.'], vencimento: ['Vencimento é obrigatório.'],
    });
    const pago = await t.call({ method: 'POST', url: '/api/cadastro-fatura', payload: { ...base(), status: 'Pago' } });
    expect(pago.json()).toMatchObject({ message: 'Data de pagamento é obrigatória quando o status for "Pago".' });
  });

  it('answers 422 for wrong types, an unknown bank and a Cancelado creation; 400 for malformed JSON', async () => {
    expect((await t.call({ method: 'POST', url: '/api/cadastro-fatura', payload: { ...base(), valor: 'muito', vencimento: 'ontem' } })).statusCode).toBe(422);
    const banco = await t.call({ method: 'POST', url: '/api/cadastro-fatura', payload: { ...base(), banco: uuidv7() } });
    expect(banco.statusCode).toBe(422);
    expect(banco.json().message).toBe('Banco não encontrado.');
    expect((await t.call({ method: 'POST', url: '/api/cadastro-fatura', payload: { ...base(), status: 'Cancelado' } })).statusCode).toBe(422);
    const bad = await t.call({ method: 'POST', url: '/api/cadastro-fatura', headers: { 'content-type': 'application/json' }, payload: '{"descricao"' });
    expect(bad.statusCode).toBe(400);
  });

  it('replays a create sent twice with the same Idempotency-Key: one row, same response', async () => {
    const headers = { 'idempotency-key': uuidv7() };
    const payload = { id: uuidv7(), ...base(), descricao: 'Idempotente' };
    const first = await t.call({ method: 'POST', url: '/api/cadastro-fatura', payload, headers });
    const again = await t.call({ method: 'POST', url: '/api/cadastro-fatura', payload, headers });
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.json()).toEqual(first.json());
    expect((await listFaturas()).faturas.filter((f) => f.descricao === 'Idempotente')).toHaveLength(1);
    expect((await t.call({ method: 'POST', url: '/api/cadastro-fatura', payload: { ...payload, valor: '1.00' }, headers })).statusCode).toBe(422);
  });

  it('refuses anonymous callers', async () => {
    for (const [method, url] of [['GET', '/api/faturas'], ['POST', '/api/cadastro-fatura'], ['PUT', '/api/pagar-fatura'], ['POST', '/api/deletar-fatura']] as const) {
      expect((await t.app.inject({ method, url, payload: method === 'GET' ? undefined : {} })).statusCode).toBe(401);
    }
  });
});

describe('PUT /api/pagar-fatura', () => {
  it('pays up to three invoices, dating the payment today in São Paulo', async () => {
    const ids = [await criar(), await criar(), await criar()];
    const res = await pagar(ids);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Pagamento realizado com sucesso!');
    for (const id of ids) expect(await stored(id)).toMatchObject({ status: 'Pago', data_pagamento: todayISO(), version: 2 });
  });

  it('refuses more than three invoices and an empty selection', async () => {
    const ids = [await criar(), await criar(), await criar(), await criar()];
    const res = await pagar(ids);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Selecione no máximo 3 faturas para pagar.');
    expect((await pagar([])).statusCode).toBe(422);
    expect((await stored(ids[0]!))?.status).toBe('Pagar');
  });

  it('refuses a Cancelado invoice and pays nothing of the request', async () => {
    const cancelada = await criar();
    await t.database.db.update(faturas).set({ status: 'Cancelado' }).where(eq(faturas.id, cancelada));
    const outra = await criar();
    const res = await pagar([outra, cancelada]);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Não é possível pagar lançamentos cancelados.');
    expect((await stored(outra))?.status).toBe('Pagar');
  });

  it('refuses an invoice that does not exist', async () => {
    const res = await pagar([await criar(), uuidv7()]);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Registro não encontrado.');
  });

  it('keeps an already paid invoice as it was', async () => {
    const id = await criar({ status: 'Pago', data_pagamento: '2025-01-02' });
    expect((await pagar([id])).statusCode).toBe(200);
    expect(await stored(id)).toMatchObject({ status: 'Pago', data_pagamento: '2025-01-02', version: 1 });
  });

  it('answers 409 with the current row when the invoice changed since the client saw it', async () => {
    const id = await criar();
    await t.database.db.update(faturas).set({ valor: 999 }).where(eq(faturas.id, id));
    const res = await pagar([id], { versions: { [id]: 1 } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: 'Este registro foi alterado por outra pessoa. Recarregue e tente de novo.', atual: { id, valor: '9.99', version: 2 } });
    expect((await pagar([id], { versions: JSON.stringify({ [id]: 2 }) })).statusCode).toBe(200);
  });
});

describe('POST /api/deletar-fatura and delta pull', () => {
  it('deletes invoices and reports them as removed to a delta pull', async () => {
    const id = await criar();
    const { cursor } = await listFaturas();
    const res = await t.call({ method: 'POST', url: '/api/deletar-fatura', payload: { ids: JSON.stringify([id]) } });
    expect(res.statusCode).toBe(200);
    expect(await stored(id)).toBeUndefined();
    expect((await listFaturas(`?since=${cursor}`)).removidos).toEqual([id]);
  });

  it('answers 422 for a malformed id list', async () => {
    expect((await t.call({ method: 'POST', url: '/api/deletar-fatura', payload: { ids: 'x' } })).statusCode).toBe(422);
  });

  it('returns only the invoice paid since the cursor', async () => {
    const id = await criar();
    const { cursor } = await listFaturas();
    await pagar([id]);
    const delta = await listFaturas(`?since=${cursor}`);
    expect(delta.faturas.map((f) => [f.id, f.status])).toEqual([[id, 'Pago']]);
  });
});
