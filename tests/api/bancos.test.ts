import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from 'uuidv7';
import { investimentos, lancamentos } from '../../server/db/schema.ts';
import { createTestApp } from './helper.ts';
import type { TestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

interface BancoRow {
  id: string; banco: string; status: boolean; possui_cartao: boolean; credito: boolean; debito: boolean;
  vencimento: number | null; version: number; created_at: string; updated_at: string;
}

async function listBancos(query = ''): Promise<{ bancos: BancoRow[]; cursor: string; removidos?: string[] }> {
  const res = await t.call({ method: 'GET', url: `/api/bancos${query}` });
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function stored(id: string): Promise<BancoRow | undefined> {
  return (await listBancos()).bancos.find((b) => b.id === id);
}

async function criar(fields: Record<string, unknown>, headers: Record<string, string> = {}) {
  return t.call({ method: 'POST', url: '/api/cadastro-banco', payload: fields, headers });
}

async function criarSimples(banco: string): Promise<string> {
  const id = uuidv7();
  expect((await criar({ id, banco })).statusCode).toBe(201);
  return id;
}

async function usarEmLancamento(bancoId: string) {
  const titulo = uuidv7();
  await t.database.db.insert(lancamentos).values({
    id: uuidv7(), idTitulo: titulo, descricao: 'Compra', pagamento: 'Débito', tipoCompra: 'Compra', bancoId,
    valor: 1000, valorParcela: 1000, data: '2025-03-10', status: 'Pagar', tipo: 'Sem Vencimento', metodo: 'À vista',
  });
}

describe('POST /api/cadastro-banco', () => {
  it('creates a bank with a credit card and the client id, answering 201 with the row', async () => {
    const id = uuidv7();
    const res = await criar({ id, banco: ' Itaú ', possui_cartao: 1, credito: 1, debito: 0, vencimento: 10 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ message: 'Banco cadastrado com sucesso!', banco: { id, banco: 'Itaú' } });
    expect(await stored(id)).toMatchObject({ banco: 'Itaú', status: true, possui_cartao: true, credito: true, debito: false, vencimento: 10, version: 1 });
  });

  it('reads urlencoded and multipart forms, and drops the due day without credit', async () => {
    const url = await t.call({
      method: 'POST', url: '/api/cadastro-banco', headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'banco=Nubank&possui_cartao=true&credito=false&debito=true&vencimento=5',
    });
    expect(url.statusCode).toBe(201);
    expect(await stored(url.json().banco.id)).toMatchObject({ possui_cartao: true, credito: false, debito: true, vencimento: null });
    const form = new FormData();
    form.append('banco', 'Caixa');
    const multi = await t.call({ method: 'POST', url: '/api/cadastro-banco', payload: form });
    expect(multi.statusCode).toBe(201);
    expect(await stored(multi.json().banco.id)).toMatchObject({ banco: 'Caixa', possui_cartao: false, credito: false, debito: false });
  });

  it('answers 422 with the SPEC message of the first error', async () => {
    const vazio = await criar({ banco: '   ', possui_cartao: 1 });
    expect(vazio.statusCode).toBe(422);
    expect(vazio.json().message).toBe('O banco é obrigatório.');
    const semTipo = await criar({ banco: 'Inter', possui_cartao: 1 });
    expect(semTipo.json()).toMatchObject({ message: 'Selecione pelo menos um tipo de cartão (débito ou crédito).', errors: { credito: ['Selecione pelo menos um tipo de cartão (débito ou crédito).'] } });
    const semDia = await criar({ banco: 'Inter', possui_cartao: 1, credito: 1 });
    expect(semDia.json().message).toBe('Informe a data de vencimento do cartão de crédito.');
  });

  it('answers 422 for wrong types and 400 for malformed JSON, never 500', async () => {
    const wrong = await criar({ banco: { nome: 'x' }, possui_cartao: 'talvez' });
    expect(wrong.statusCode).toBe(422);
    const bad = await t.call({ method: 'POST', url: '/api/cadastro-banco', headers: { 'content-type': 'application/json' }, payload: '{"banco":' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'JSON malformado.' });
  });

  it('refuses a name that already exists, ignoring case and accents', async () => {
    await criarSimples('Bradesco Único');
    const dup = await criar({ banco: 'bradesco unico' });
    expect(dup.statusCode).toBe(422);
    expect(dup.json()).toMatchObject({ message: 'Já existe um banco com este nome.', errors: { banco: ['Já existe um banco com este nome.'] } });
  });

  it('replays a create sent twice with the same Idempotency-Key: one row, same response', async () => {
    const key = uuidv7();
    const payload = { id: uuidv7(), banco: 'Sicredi', possui_cartao: 0 };
    const first = await criar(payload, { 'idempotency-key': key });
    const again = await criar(payload, { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect((await listBancos()).bancos.filter((b) => b.banco === 'Sicredi')).toHaveLength(1);
    const other = await criar({ ...payload, banco: 'Sicoob' }, { 'idempotency-key': key });
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe('Chave de idempotência reutilizada com outro conteúdo.');
  });

  it('refuses anonymous callers', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/bancos' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/cadastro-banco', payload: { banco: 'X' } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/update-banco', payload: { banco: 'X' } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/deletar-bancos', payload: { ids: [uuidv7()] } })).statusCode).toBe(401);
  });
});

describe('POST /api/update-banco', () => {
  it('renames and inactivates a bank', async () => {
    const id = await criarSimples('Banco do Brasil');
    const res = await t.call({ method: 'POST', url: '/api/update-banco', payload: { id, banco: 'BB', status: 0 } });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Banco cadastrado com sucesso!');
    expect(await stored(id)).toMatchObject({ banco: 'BB', status: false, version: 2 });
  });

  it('creates a bank when no id is sent (SPEC older form)', async () => {
    const res = await t.call({ method: 'POST', url: '/api/update-banco', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'banco=Original&status=1' });
    expect(res.statusCode).toBe(201);
    expect(await stored(res.json().banco.id)).toMatchObject({ banco: 'Original', status: true, possui_cartao: false });
  });

  it('answers 422 without a name and 404 for an unknown bank', async () => {
    const id = await criarSimples('Safra');
    const vazio = await t.call({ method: 'POST', url: '/api/update-banco', payload: { id, banco: '', status: 1 } });
    expect(vazio.statusCode).toBe(422);
    expect(vazio.json()).toMatchObject({ message: 'O banco é obrigatório.', errors: { banco: ['O banco é obrigatório.'] } });
    const unknown = await t.call({ method: 'POST', url: '/api/update-banco', payload: { id: uuidv7(), banco: 'Y', status: 1 } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Banco não encontrado.');
  });

  it('refuses a rename onto another bank\'s name but accepts a new spelling of its own', async () => {
    await criarSimples('Santander');
    const id = await criarSimples('Banrisul');
    const taken = await t.call({ method: 'POST', url: '/api/update-banco', payload: { id, banco: 'SANTANDER', status: 1 } });
    expect(taken.statusCode).toBe(422);
    const own = await t.call({ method: 'POST', url: '/api/update-banco', payload: { id, banco: 'BANRISUL', status: 1 } });
    expect(own.statusCode).toBe(200);
  });

  it('refuses with 409 a stale edit that would change the status, but applies a stale rename', async () => {
    const id = await criarSimples('Mercantil');
    await t.call({ method: 'POST', url: '/api/update-banco', payload: { id, banco: 'Mercantil', status: 0, version: 1 } });
    const stale = await t.call({ method: 'POST', url: '/api/update-banco', payload: { id, banco: 'Mercantil', status: 1, version: 1 } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ message: 'Este registro foi alterado por outra pessoa. Recarregue e tente de novo.', atual: { id, status: false, version: 2 } });
    const rename = await t.call({ method: 'POST', url: '/api/update-banco', payload: { id, banco: 'Mercantil SA', status: 0, version: 1 } });
    expect(rename.statusCode).toBe(200);
    expect(await stored(id)).toMatchObject({ banco: 'Mercantil SA', status: false, version: 3 });
  });
});

describe('POST /api/deletar-bancos', () => {
  it('deletes banks given as a JSON string of ids, and a delta pull lists them as removed', async () => {
    const a = await criarSimples('Delta A');
    const b = await criarSimples('Delta B');
    const { cursor } = await listBancos();
    const res = await t.call({ method: 'POST', url: '/api/deletar-bancos', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `ids=${encodeURIComponent(JSON.stringify([a, b]))}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Registro(s) excluído(s) com sucesso!');
    expect(await stored(a)).toBeUndefined();
    const delta = await listBancos(`?since=${cursor}`);
    expect(delta.bancos).toEqual([]);
    expect(delta.removidos?.sort()).toEqual([a, b].sort());
  });

  it('refuses to delete a bank in use, deleting nothing of the request', async () => {
    const usado = await criarSimples('Em Uso');
    const livre = await criarSimples('Livre');
    const investido = await criarSimples('Investido');
    await usarEmLancamento(usado);
    await t.database.db.insert(investimentos).values({ id: uuidv7(), descricao: 'CDB', valorInicial: 100, valorFinal: 100, data: '2025-01-01', bancoId: investido });
    const res = await t.call({ method: 'POST', url: '/api/deletar-bancos', payload: { ids: [livre, usado] } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message: 'Não é possível excluir: o banco está em uso por lançamentos, faturas ou investimentos. Inative-o.', ids: [usado] });
    expect(await stored(livre)).toBeDefined();
    expect(await stored(usado)).toBeDefined();
    expect((await t.call({ method: 'POST', url: '/api/deletar-bancos', payload: { ids: [investido] } })).statusCode).toBe(422);
  });

  it('answers 422 for a missing or malformed id list', async () => {
    const none = await t.call({ method: 'POST', url: '/api/deletar-bancos', payload: {} });
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe('Selecione pelo menos um registro.');
    const bad = await t.call({ method: 'POST', url: '/api/deletar-bancos', payload: { ids: ['1', 'abc'] } });
    expect(bad.statusCode).toBe(422);
  });
});

describe('GET /api/bancos delta mode', () => {
  it('returns only the bank changed since the cursor', async () => {
    const id = await criarSimples('Cursor');
    await criarSimples('Outro');
    const { cursor } = await listBancos();
    await t.call({ method: 'POST', url: '/api/update-banco', payload: { id, banco: 'Cursor 2', status: 1 } });
    const delta = await listBancos(`?since=${cursor}`);
    expect(delta.bancos.map((b) => [b.id, b.banco])).toEqual([[id, 'Cursor 2']]);
    expect(delta.removidos).toEqual([]);
  });

  it('pages the list with limit and after', async () => {
    const all = (await listBancos()).bancos;
    const res = await t.call({ method: 'GET', url: '/api/bancos?limit=2' });
    const page = res.json() as { bancos: BancoRow[]; proximo: string; total: number };
    expect(page.bancos).toHaveLength(2);
    expect(page.total).toBe(all.length);
    const next = (await t.call({ method: 'GET', url: `/api/bancos?limit=100&after=${page.proximo}` })).json() as { bancos: BancoRow[] };
    expect(next.bancos).toHaveLength(all.length - 2);
  });
});
