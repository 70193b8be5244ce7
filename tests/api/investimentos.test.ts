import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from 'uuidv7';
import { todayISO } from '../../src/domain/dates.ts';
import { bancos } from '../../server/db/schema.ts';
import { createTestApp } from './helper.ts';
import type { TestApp } from './helper.ts';

let t: TestApp;
let bancoId: string;
beforeAll(async () => {
  t = await createTestApp();
  bancoId = uuidv7();
  await t.database.db.insert(bancos).values({ id: bancoId, banco: 'XP' });
});
afterAll(async () => { await t.close(); });

interface InvestimentoRow {
  id: string; descricao: string; valor_inicial: string; valor_final: string; data: string; banco_id: string | null;
  banco: string | null; status: string; observacao: string | null; version: number;
}

async function listInvestimentos(query = ''): Promise<{ investimentos: InvestimentoRow[]; cursor: string; removidos?: string[] }> {
  const res = await t.call({ method: 'GET', url: `/api/investimento${query}` });
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function stored(id: string) {
  return (await listInvestimentos()).investimentos.find((i) => i.id === id);
}

async function criar(fields: Record<string, unknown> = {}): Promise<string> {
  const id = uuidv7();
  const res = await t.call({ method: 'POST', url: '/api/cadastro-investimento', payload: { id, descricao: 'CDB', valor: '2000.00', data: '2025-02-01', status: 'Ativo', ...fields } });
  expect(res.statusCode).toBe(201);
  return id;
}

function informe(payload: Record<string, unknown>) {
  return t.call({ method: 'POST', url: '/api/entradas/cadastro-informe-investimento', payload });
}

function acao(ids: string[], tipo: string) {
  return t.call({ method: 'POST', url: '/api/deletar-investimento', payload: { ids, tipo } });
}

describe('POST /api/cadastro-investimento', () => {
  it('creates an investment with its bank; the list shows the bank name', async () => {
    const id = uuidv7();
    const res = await t.call({ method: 'POST', url: '/api/cadastro-investimento', payload: { id, descricao: 'Tesouro IPCA', valor: '3000.10', data: '2025-01-15', banco: bancoId, status: 'Ativo', observacao: '2035' } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ message: 'Investimento cadastrado com sucesso!', investimento: { id } });
    expect(await stored(id)).toMatchObject({
      descricao: 'Tesouro IPCA', valor_inicial: '3000.10', valor_final: '3000.10', data: '2025-01-15', banco_id: bancoId, banco: 'XP',
      status: 'Ativo', observacao: '2035', version: 1,
    });
  });

  it('accepts a Finalizado investment without a bank from a multipart form', async () => {
    const form = new FormData();
    for (const [k, val] of Object.entries({ descricao: 'LCI', valor: '500,00', data: '2025-01-10', status: 'Finalizado', banco: '' })) form.append(k, val);
    const res = await t.call({ method: 'POST', url: '/api/cadastro-investimento', payload: form });
    expect(res.statusCode).toBe(201);
    expect(await stored(res.json().investimento.id)).toMatchObject({ status: 'Finalizado', banco_id: null, banco: null, valor_inicial: '500.00' });
  });

  it('answers 422 with SPEC messages (as corrected) for missing fields, and for an unknown bank', async () => {
    const res = await t.call({ method: 'POST', url: '/api/cadastro-investimento', payload: {} });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      descricao: ['Descrição é obrigatório.'], valor: ['Valor é obrigatório.'], data: ['Data é obrigatória.'], status: ['Status é obrigatório.'],
    });
    const banco = await t.call({ method: 'POST', url: '/api/cadastro-investimento', payload: { descricao: 'x', valor: '1', data: '2025-01-01', status: 'Ativo', banco: uuidv7() } });
    expect(banco.statusCode).toBe(422);
    expect(banco.json().message).toBe('Banco não encontrado.');
    expect((await t.call({ method: 'POST', url: '/api/cadastro-investimento', payload: { descricao: 'x', valor: '1', data: '2025-01-01', status: 'Inativo' } })).statusCode).toBe(422);
    expect((await t.call({ method: 'POST', url: '/api/cadastro-investimento', payload: { descricao: 'x', valor: -1, data: [], status: 1 } })).statusCode).toBe(422);
    expect((await t.call({ method: 'POST', url: '/api/cadastro-investimento', headers: { 'content-type': 'application/json' }, payload: '{"a":}' })).statusCode).toBe(400);
  });

  it('replays a create sent twice with the same Idempotency-Key: one row, same response', async () => {
    const headers = { 'idempotency-key': uuidv7() };
    const payload = { id: uuidv7(), descricao: 'Fundo único', valor: '1.00', data: '2025-01-01', status: 'Ativo' };
    const first = await t.call({ method: 'POST', url: '/api/cadastro-investimento', payload, headers });
    const again = await t.call({ method: 'POST', url: '/api/cadastro-investimento', payload, headers });
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.json()).toEqual(first.json());
    expect((await listInvestimentos()).investimentos.filter((i) => i.descricao === 'Fundo único')).toHaveLength(1);
    expect((await t.call({ method: 'POST', url: '/api/cadastro-investimento', payload: { ...payload, descricao: 'Outro' }, headers })).statusCode).toBe(422);
  });

  it('refuses anonymous callers', async () => {
    const calls = [
      ['GET', '/api/investimento'], ['GET', `/api/get-dados-movimentacoes-investimentos?id=${uuidv7()}`],
      ['POST', '/api/cadastro-investimento'], ['POST', '/api/deletar-investimento'], ['POST', '/api/entradas/cadastro-informe-investimento'],
    ] as const;
    for (const [method, url] of calls) {
      expect((await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined })).statusCode).toBe(401);
    }
  });
});

describe('yields of an investment', () => {
  it('adds and subtracts yields and lists them in historicoInvestimentos', async () => {
    const id = await criar({ valor: '100.00' });
    expect((await informe({ id, valor: '12.34', operacao: 'Somar' })).statusCode).toBe(200);
    const url = await t.call({ method: 'POST', url: '/api/entradas/cadastro-informe-investimento', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `id=${id}&valor=2%2C34&operacao=subtrair` });
    expect(url.statusCode).toBe(200);
    expect(url.json().message).toBe('Valor cadastrado com sucesso!');
    expect(await stored(id)).toMatchObject({ valor_inicial: '100.00', valor_final: '110.00' });
    const res = await t.call({ method: 'GET', url: `/api/get-dados-movimentacoes-investimentos?id=${id}` });
    expect(res.json().historicoInvestimentos.map((h: { valor: string; data: string }) => [h.valor, h.data])).toEqual([['12.34', todayISO()], ['-2.34', todayISO()]]);
  });

  it('keeps entries\' and investments\' histories apart', async () => {
    const id = await criar();
    await informe({ id, valor: '1', operacao: 'somar' });
    const entrada = await t.call({ method: 'GET', url: `/api/get-dados--movimentacoes-entrantes?id=${id}` });
    expect(entrada.statusCode).toBe(404);
  });

  it('answers 422 without value or operation', async () => {
    const id = await criar();
    const res = await informe({ id, valor: '', operacao: '' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Valor e operação são obrigatórios.');
  });
});

describe('POST /api/deletar-investimento', () => {
  it('inactivates an Ativo investment but refuses Inativo and Finalizado ones', async () => {
    const ativo = await criar();
    expect((await acao([ativo], 'inativar')).statusCode).toBe(200);
    expect((await stored(ativo))?.status).toBe('Inativo');
    const again = await acao([ativo], 'inativar');
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('Não é possível inativar registros inativos ou finalizados.');
    const finalizado = await criar({ status: 'Finalizado' });
    expect((await acao([finalizado], 'inativar')).statusCode).toBe(422);
    expect((await stored(finalizado))?.status).toBe('Finalizado');
  });

  it('deletes investments and a delta pull reports them as removed', async () => {
    const id = await criar();
    const { cursor } = await listInvestimentos();
    const res = await acao([id], 'deletar');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Registro(s) excluído(s) com sucesso!');
    const delta = await listInvestimentos(`?since=${cursor}`);
    expect(delta.investimentos).toEqual([]);
    expect(delta.removidos).toEqual([id]);
  });

  it('answers 409 for a stale yield and returns only changed rows in delta mode', async () => {
    const id = await criar({ valor: '50.00' });
    const { cursor } = await listInvestimentos();
    await informe({ id, valor: '1', operacao: 'somar', version: 1 });
    expect((await informe({ id, valor: '1', operacao: 'somar', version: 1 })).statusCode).toBe(409);
    expect((await listInvestimentos(`?since=${cursor}`)).investimentos.map((i) => [i.id, i.valor_final])).toEqual([[id, '51.00']]);
  });
});
