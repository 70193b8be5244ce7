import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from 'uuidv7';
import { todayISO } from '../../src/domain/dates.ts';
import { createTestApp } from './helper.ts';
import type { TestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

interface EntradaRow {
  id: string; descricao: string; valor_inicial: string; valor_final: string; data: string; status: string;
  tipo: string; observacao: string | null; banco_id: string | null; banco: string | null; id_titulo: string | null; version: number;
}

async function listEntradas(query = ''): Promise<{ entradas: EntradaRow[]; cursor: string; removidos?: string[] }> {
  const res = await t.call({ method: 'GET', url: `/api/entradas${query}` });
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function stored(id: string) {
  return (await listEntradas()).entradas.find((e) => e.id === id);
}

async function criar(fields: Record<string, unknown> = {}): Promise<string> {
  const id = uuidv7();
  const res = await t.call({ method: 'POST', url: '/api/cadastro-entradas', payload: { id, descricao: 'Salário', valor: '5000.00', data: '2025-03-05', tipo: 'Entrante', ...fields } });
  expect(res.statusCode).toBe(201);
  return id;
}

function informe(payload: Record<string, unknown>) {
  return t.call({ method: 'POST', url: '/api/entradas/cadastro-informe-entrantes', payload });
}

function historico(id: string) {
  return t.call({ method: 'GET', url: `/api/get-dados--movimentacoes-entrantes?id=${id}` });
}

function acao(ids: string[], tipo: string) {
  return t.call({ method: 'POST', url: '/api/deletar-entradas', payload: { ids, tipo } });
}

describe('POST /api/cadastro-entradas', () => {
  it('creates an Ativo entry whose current value starts at the initial value', async () => {
    const id = uuidv7();
    const res = await t.call({ method: 'POST', url: '/api/cadastro-entradas', payload: { id, descricao: 'Reserva de emergência', valor: '1500.50', data: '2025-03-01', tipo: 'Reserva', observacao: 'Poupança' } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ message: 'Lançamento cadastrado com sucesso!', entrada: { id } });
    expect(await stored(id)).toMatchObject({
      descricao: 'Reserva de emergência', valor_inicial: '1500.50', valor_final: '1500.50', data: '2025-03-01',
      status: 'Ativo', tipo: 'Reserva', observacao: 'Poupança', banco_id: null, banco: null, id_titulo: null, version: 1,
    });
  });

  it('reads the form\'s tipo_lancamento from urlencoded and multipart bodies', async () => {
    const url = await t.call({ method: 'POST', url: '/api/cadastro-entradas', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'descricao=Freela&valor=1.234%2C56&data=10%2F03%2F2025&tipo_lancamento=entrante' });
    expect(url.statusCode).toBe(201);
    expect(await stored(url.json().entrada.id)).toMatchObject({ valor_inicial: '1234.56', data: '2025-03-10', tipo: 'Entrante', observacao: null });
    const form = new FormData();
    for (const [k, val] of Object.entries({ descricao: 'Bônus', valor: '10', data: '2025-03-11', tipo: 'Reserva' })) form.append(k, val);
    expect((await t.call({ method: 'POST', url: '/api/cadastro-entradas', payload: form })).statusCode).toBe(201);
  });

  it('answers 422 for missing fields, wrong types and an Investimento type; 400 for malformed JSON', async () => {
    const res = await t.call({ method: 'POST', url: '/api/cadastro-entradas', payload: {} });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      descricao: ['Descrição é obrigatório.'], valor: ['Valor é obrigatório.'], data: ['Data é obrigatória.'], tipo: ['Tipo de lançamento é obrigatório.'],
    });
    expect((await t.call({ method: 'POST', url: '/api/cadastro-entradas', payload: { descricao: 'x', valor: true, data: 5, tipo: 'Entrante' } })).statusCode).toBe(422);
    expect((await t.call({ method: 'POST', url: '/api/cadastro-entradas', payload: { descricao: 'x', valor: '1', data: '2025-01-01', tipo: 'Investimento' } })).statusCode).toBe(422);
    expect((await t.call({ method: 'POST', url: '/api/cadastro-entradas', headers: { 'content-type': 'application/json' }, payload: '[' })).statusCode).toBe(400);
  });

  it('replays a create sent twice with the same Idempotency-Key: one row, same response', async () => {
    const headers = { 'idempotency-key': uuidv7() };
    const payload = { id: uuidv7(), descricao: 'Única', valor: '1.00', data: '2025-01-01', tipo: 'Entrante' };
    const first = await t.call({ method: 'POST', url: '/api/cadastro-entradas', payload, headers });
    const again = await t.call({ method: 'POST', url: '/api/cadastro-entradas', payload, headers });
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.json()).toEqual(first.json());
    expect((await listEntradas()).entradas.filter((e) => e.descricao === 'Única')).toHaveLength(1);
    expect((await t.call({ method: 'POST', url: '/api/cadastro-entradas', payload: { ...payload, valor: '2.00' }, headers })).statusCode).toBe(422);
  });

  it('refuses anonymous callers', async () => {
    const calls = [
      ['GET', '/api/entradas'], ['GET', '/api/movimentacoes'], ['GET', `/api/get-dados--movimentacoes-entrantes?id=${uuidv7()}`],
      ['POST', '/api/cadastro-entradas'], ['POST', '/api/deletar-entradas'], ['POST', '/api/entradas/cadastro-informe-entrantes'],
    ] as const;
    for (const [method, url] of calls) {
      expect((await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined })).statusCode).toBe(401);
    }
  });
});

describe('yields of an entry', () => {
  it('adds and subtracts yields, keeping the history with negative values for subtractions', async () => {
    const id = await criar({ valor: '1000.00' });
    const somar = await informe({ id, valor: '150.25', operacao: 'somar' });
    expect(somar.statusCode).toBe(200);
    expect(somar.json().message).toBe('Valor cadastrado com sucesso!');
    const form = new FormData();
    for (const [k, val] of Object.entries({ id, valor: '50,00', operacao: 'subtrair' })) form.append(k, val);
    expect((await t.call({ method: 'POST', url: '/api/entradas/cadastro-informe-entrantes', payload: form })).statusCode).toBe(200);
    expect(await stored(id)).toMatchObject({ valor_inicial: '1000.00', valor_final: '1100.25', version: 3 });
    const res = await historico(id);
    expect(res.statusCode).toBe(200);
    expect(res.json().historicoEntrante.map((h: { descricao: string; valor: string; data: string }) => [h.descricao, h.valor, h.data])).toEqual([
      ['Rendimento somado', '150.25', todayISO()],
      ['Rendimento subtraído', '-50.00', todayISO()],
    ]);
  });

  it('answers 422 with SPEC\'s message without value or operation, and when subtracting below zero', async () => {
    const id = await criar({ valor: '10.00' });
    const vazio = await informe({ id });
    expect(vazio.statusCode).toBe(422);
    expect(vazio.json().message).toBe('Valor e operação são obrigatórios.');
    expect((await informe({ id, valor: '1', operacao: 'multiplicar' })).statusCode).toBe(422);
    const abaixo = await informe({ id, valor: '10.01', operacao: 'subtrair' });
    expect(abaixo.statusCode).toBe(422);
    expect(abaixo.json().message).toBe('O valor a subtrair é maior que o valor atual.');
    expect((await stored(id))?.valor_final).toBe('10.00');
    expect((await informe({ id: uuidv7(), valor: '1', operacao: 'somar' })).json().message).toBe('Registro não encontrado.');
  });

  it('answers 409 with the current row when the entry changed since the version the client saw', async () => {
    const id = await criar({ valor: '100.00' });
    await informe({ id, valor: '1', operacao: 'somar', version: 1 });
    const stale = await informe({ id, valor: '1', operacao: 'somar', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ atual: { id, valor_final: '101.00', version: 2 } });
  });

  it('uses the history id the client sent, and replays an informe once per Idempotency-Key', async () => {
    const id = await criar({ valor: '100.00' });
    const movimentacao = uuidv7();
    const headers = { 'idempotency-key': uuidv7() };
    const payload = { id, valor: '5.00', operacao: 'somar', movimentacao_id: movimentacao };
    await t.call({ method: 'POST', url: '/api/entradas/cadastro-informe-entrantes', payload, headers });
    const again = await t.call({ method: 'POST', url: '/api/entradas/cadastro-informe-entrantes', payload, headers });
    expect(again.statusCode).toBe(200);
    expect((await stored(id))?.valor_final).toBe('105.00');
    expect((await historico(id)).json().historicoEntrante.map((h: { id: string }) => h.id)).toEqual([movimentacao]);
  });

  it('answers an empty history, 404 for an unknown entry and 422 for a malformed id', async () => {
    const id = await criar();
    expect((await historico(id)).json()).toEqual({ historicoEntrante: [] });
    expect((await historico(uuidv7())).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: '/api/get-dados--movimentacoes-entrantes?id=abc' })).statusCode).toBe(422);
    expect((await t.call({ method: 'GET', url: '/api/get-dados--movimentacoes-entrantes' })).statusCode).toBe(422);
  });

  it('offers every history row in delta mode at GET /api/movimentacoes', async () => {
    const id = await criar();
    const { cursor } = (await t.call({ method: 'GET', url: '/api/movimentacoes' })).json() as { cursor: string };
    await informe({ id, valor: '7.00', operacao: 'subtrair' });
    const delta = (await t.call({ method: 'GET', url: `/api/movimentacoes?since=${cursor}` })).json() as { movimentacoes: Record<string, unknown>[] };
    expect(delta.movimentacoes).toHaveLength(1);
    expect(delta.movimentacoes[0]).toMatchObject({ alvo: 'entrada', alvo_id: id, descricao: 'Rendimento subtraído', valor: '-7.00', data: todayISO() });
  });
});

describe('POST /api/deletar-entradas', () => {
  it('inactivates entries, and refuses to inactivate one already Inativo', async () => {
    const a = await criar();
    const b = await criar();
    const res = await acao([a, b], 'inativar');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Registro(s) inativado(s) com sucesso!');
    expect((await stored(a))?.status).toBe('Inativo');
    const c = await criar();
    const again = await acao([c, a], 'inativar');
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('Não é possível inativar registros inativos ou finalizados.');
    expect((await stored(c))?.status).toBe('Ativo');
  });

  it('deletes entries with their history, and a delta pull reports both as removed', async () => {
    const id = await criar();
    await informe({ id, valor: '1', operacao: 'somar' });
    const { cursor } = await listEntradas();
    const res = await acao([id], 'deletar');
    expect(res.statusCode).toBe(200);
    expect(await stored(id)).toBeUndefined();
    expect((await listEntradas(`?since=${cursor}`)).removidos).toEqual([id]);
    const movs = (await t.call({ method: 'GET', url: `/api/movimentacoes?since=${cursor}` })).json() as { removidos: string[] };
    expect(movs.removidos).toHaveLength(1);
  });

  it('answers 422 for a missing action type or id list', async () => {
    expect((await acao([uuidv7()], 'arquivar')).statusCode).toBe(422);
    expect((await t.call({ method: 'POST', url: '/api/deletar-entradas', payload: { tipo: 'deletar' } })).statusCode).toBe(422);
  });

  it('returns only the entry changed since the cursor', async () => {
    const id = await criar();
    await criar();
    const { cursor } = await listEntradas();
    await informe({ id, valor: '3', operacao: 'somar' });
    expect((await listEntradas(`?since=${cursor}`)).entradas.map((e) => e.id)).toEqual([id]);
  });
});
