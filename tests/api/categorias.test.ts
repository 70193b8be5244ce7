import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from 'uuidv7';
import { bancos, lancamentos } from '../../server/db/schema.ts';
import { createTestApp } from './helper.ts';
import type { TestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

interface CategoriaRow { id: string; descricao: string; status: boolean; version: number; created_at: string; updated_at: string }

async function listCategorias(query = ''): Promise<{ categorias: CategoriaRow[]; cursor: string; removidos?: string[] }> {
  const res = await t.call({ method: 'GET', url: `/api/categorias${query}` });
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function stored(id: string): Promise<CategoriaRow | undefined> {
  return (await listCategorias()).categorias.find((c) => c.id === id);
}

async function criar(descricao: string): Promise<string> {
  const id = uuidv7();
  const res = await t.call({ method: 'POST', url: '/api/cadastro-categoria', payload: { id, descricao } });
  expect(res.statusCode).toBe(201);
  return id;
}

function editar(payload: Record<string, unknown>) {
  return t.call({ method: 'POST', url: '/api/update-categoria', payload });
}

describe('POST /api/cadastro-categoria', () => {
  it('creates a category with the client id, answering 201 with the row', async () => {
    const id = uuidv7();
    const res = await t.call({ method: 'POST', url: '/api/cadastro-categoria', payload: { id, descricao: ' Mercado ' } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ message: 'Categoria cadastrada com sucesso!', categoria: { id, descricao: 'Mercado', status: true } });
    const row = await stored(id);
    expect(row).toMatchObject({ descricao: 'Mercado', status: true, version: 1 });
    expect(new Date(row!.created_at).toISOString()).toBe(row!.created_at);
  });

  it('reads urlencoded and multipart forms', async () => {
    const url = await t.call({ method: 'POST', url: '/api/cadastro-categoria', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'descricao=Sa%C3%BAde' });
    expect(url.statusCode).toBe(201);
    const form = new FormData();
    form.append('descricao', 'Lazer');
    const multi = await t.call({ method: 'POST', url: '/api/cadastro-categoria', payload: form });
    expect(multi.statusCode).toBe(201);
    const nomes = (await listCategorias()).categorias.map((c) => c.descricao);
    expect(nomes).toEqual(expect.arrayContaining(['Saúde', 'Lazer']));
  });

  it('answers 422 with the SPEC message when the text is missing, and for wrong types', async () => {
    const vazio = await t.call({ method: 'POST', url: '/api/cadastro-categoria', payload: {} });
    expect(vazio.statusCode).toBe(422);
    expect(vazio.json()).toEqual({ message: 'A categoria é obrigatória.', errors: { descricao: ['A categoria é obrigatória.'] } });
    expect((await t.call({ method: 'POST', url: '/api/cadastro-categoria', payload: { descricao: ['a'] } })).statusCode).toBe(422);
    const bad = await t.call({ method: 'POST', url: '/api/cadastro-categoria', headers: { 'content-type': 'application/json' }, payload: '{' });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses a text that already exists, ignoring case and accents', async () => {
    await criar('Educação');
    const dup = await t.call({ method: 'POST', url: '/api/cadastro-categoria', payload: { descricao: 'EDUCACAO' } });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().message).toBe('Já existe uma categoria com esta descrição.');
  });

  it('replays a create sent twice with the same Idempotency-Key: one row, same response', async () => {
    const key = uuidv7();
    const payload = { id: uuidv7(), descricao: 'Viagem' };
    const headers = { 'idempotency-key': key };
    const first = await t.call({ method: 'POST', url: '/api/cadastro-categoria', payload, headers });
    const again = await t.call({ method: 'POST', url: '/api/cadastro-categoria', payload, headers });
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.json()).toEqual(first.json());
    expect((await listCategorias()).categorias.filter((c) => c.descricao === 'Viagem')).toHaveLength(1);
    const other = await t.call({ method: 'POST', url: '/api/cadastro-categoria', payload: { ...payload, descricao: 'Outra' }, headers });
    expect(other.statusCode).toBe(422);
  });

  it('refuses anonymous callers', async () => {
    for (const [method, url] of [['GET', '/api/categorias'], ['POST', '/api/cadastro-categoria'], ['POST', '/api/update-categoria'], ['POST', '/api/deletar-categorias']] as const) {
      expect((await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined })).statusCode).toBe(401);
    }
  });
});

describe('POST /api/update-categoria', () => {
  it('changes the text and inactivates', async () => {
    const id = await criar('Transporte');
    const res = await editar({ id, descricao: 'Transporte público', status: '0' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Categoria cadastrada com sucesso!');
    expect(await stored(id)).toMatchObject({ descricao: 'Transporte público', status: false, version: 2 });
  });

  it('answers 422 without text and 404 for an unknown category', async () => {
    const id = await criar('Casa');
    const vazio = await editar({ id, descricao: ' ', status: 1 });
    expect(vazio.json()).toMatchObject({ message: 'A categoria é obrigatória.' });
    const unknown = await editar({ id: uuidv7(), descricao: 'X', status: 1 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Categoria não encontrada.');
  });

  it('creates when no id is sent', async () => {
    const res = await editar({ descricao: 'Pets', status: 1 });
    expect(res.statusCode).toBe(201);
    expect(await stored(res.json().categoria.id)).toMatchObject({ descricao: 'Pets' });
  });

  it('refuses with 409 a stale edit that would change the status', async () => {
    const id = await criar('Impostos');
    await editar({ id, descricao: 'Impostos', status: 0, version: 1 });
    const stale = await editar({ id, descricao: 'Impostos', status: 1, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ atual: { id, status: false, version: 2 } });
  });
});

describe('POST /api/deletar-categorias and delta pull', () => {
  it('deletes categories and reports them as removed to a delta pull', async () => {
    const id = await criar('Apagar');
    const { cursor } = await listCategorias();
    const res = await t.call({ method: 'POST', url: '/api/deletar-categorias', payload: { ids: [id] } });
    expect(res.statusCode).toBe(200);
    expect(await stored(id)).toBeUndefined();
    const delta = await listCategorias(`?since=${cursor}`);
    expect(delta.removidos).toEqual([id]);
  });

  it('refuses to delete a category used by a posting, deleting nothing', async () => {
    const usada = await criar('Usada');
    const livre = await criar('Sem uso');
    const bancoId = uuidv7();
    await t.database.db.insert(bancos).values({ id: bancoId, banco: 'Banco X' });
    await t.database.db.insert(lancamentos).values({
      id: uuidv7(), idTitulo: uuidv7(), descricao: 'Compra', pagamento: 'Pix', tipoCompra: 'Compra', bancoId, categoriaId: usada,
      valor: 500, valorParcela: 500, data: '2025-02-01', status: 'Pagar', tipo: 'Sem Vencimento', metodo: 'À vista',
    });
    const res = await t.call({ method: 'POST', url: '/api/deletar-categorias', payload: { ids: [livre, usada] } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message: 'Não é possível excluir: a categoria está em uso por lançamentos. Inative-a.', ids: [usada] });
    expect(await stored(livre)).toBeDefined();
  });

  it('returns only the category changed since the cursor', async () => {
    const id = await criar('Mudará');
    const { cursor } = await listCategorias();
    await editar({ id, descricao: 'Mudou', status: 1 });
    const delta = await listCategorias(`?since=${cursor}`);
    expect(delta.categorias.map((c) => c.descricao)).toEqual(['Mudou']);
  });
});
