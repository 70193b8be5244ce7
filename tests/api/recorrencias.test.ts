/* Contas recorrentes (issue 34, decisions 404 and 414): the routes of PRODUCT.md and the daily
   top-up, on the real server. A recorrência keeps its next 12 occurrences as ordinary payables or
   receivables; a replay creates nothing twice; an edit changes the future open ones only; ending
   or deleting removes those; the job tops up exactly once. Runs on PGlite and on PostgreSQL. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from 'uuidv7';
import { rowsOf } from '../../server/db/migrate.ts';
import { bancos } from '../../server/db/schema.ts';
import { tarefaRecorrencias } from '../../server/jobs/tarefa-recorrencias.ts';
import { addDays, todayISO } from '../../src/domain/dates.ts';
import { createTestApp } from './helper.ts';
import type { TestApp } from './helper.ts';

let t: TestApp;
const BANCO = uuidv7();
const HOJE = todayISO();

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.insert(bancos).values({ id: BANCO, banco: 'Itaú' });
});
afterAll(async () => { await t.close(); });

function aluguel(over: Record<string, unknown> = {}) {
  return {
    tipo: 'pagar', descricao: 'Aluguel da sala', valor: '2500.00', banco: BANCO, pagamento: 'Boleto', frequencia: 'Mensal',
    dia: 10, inicio: HOJE, fim: '', ajustar_dia_util: false, observacao: '', status: true, ...over,
  };
}

interface Ocorrencia { id: string; data: string; vencimento: string; valor_parcela: string; status: string; recorrencia_id: string | null; version: number }

async function ocorrencias(tabela: 'lancamentos' | 'recebiveis', recorrencia: string): Promise<Ocorrencia[]> {
  const rows = ((await t.call({ method: 'GET', url: `/api/${tabela}` })).json() as Record<string, Ocorrencia[]>)[tabela]!;
  return rows.filter((r) => r.recorrencia_id === recorrencia).sort((a, b) => a.vencimento.localeCompare(b.vencimento));
}

async function criar(payload: Record<string, unknown>) {
  const res = await t.call({ method: 'POST', url: '/api/cadastro-recorrencia', payload, headers: { 'idempotency-key': `r-${uuidv7()}` } });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { recorrencia: { id: string; version: number } }).recorrencia;
}

describe('POST /api/cadastro-recorrencia', () => {
  it('creates the recorrência and its next 12 occurrences with the ids the device sent; a replay creates nothing twice', async () => {
    const { cursor } = (await t.call({ method: 'GET', url: '/api/recorrencias?since=0&limit=10' })).json() as { cursor: string };
    const id = uuidv7();
    const ids = Array.from({ length: 12 }, () => uuidv7());
    const payload = aluguel({ id, ocorrencias: ids, hoje: HOJE });
    const headers = { 'idempotency-key': `r-${id}` };
    const first = await t.call({ method: 'POST', url: '/api/cadastro-recorrencia', payload, headers });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ message: 'Recorrência cadastrada com sucesso!', ocorrencias: 12, recorrencia: {
      id, tipo: 'pagar', descricao: 'Aluguel da sala', valor: '2500.00', banco_id: BANCO, pagamento: 'Boleto', frequencia: 'Mensal',
      dia: 10, inicio: HOJE, fim: null, ajustar_dia_util: false, status: true, version: 1,
    } });
    const replay = await t.call({ method: 'POST', url: '/api/cadastro-recorrencia', payload, headers });
    expect(replay.json()).toEqual(first.json());

    const lista = ((await t.call({ method: 'GET', url: '/api/recorrencias' })).json() as { recorrencias: { id: string }[] }).recorrencias;
    expect(lista.filter((r) => r.id === id)).toHaveLength(1);
    const rows = await ocorrencias('lancamentos', id);
    expect(rows.map((r) => r.id).sort()).toEqual([...ids].sort());
    // Ordinary payables: generated today, due on the recorrência's day, monthly.
    for (const r of rows) expect(r).toMatchObject({ data: HOJE, status: 'Pagar', valor_parcela: '2500.00' });
    expect(rows.every((r) => r.vencimento.endsWith('-10') && r.vencimento >= HOJE)).toBe(true);
    expect(new Set(rows.map((r) => r.vencimento.slice(0, 7))).size).toBe(12);

    const sinc = (await t.call({ method: 'GET', url: `/api/sincronizacao?recorrencias=${cursor}` })).json() as { colecoes: { recorrencias: { recorrencias: { id: string }[] } } };
    expect(sinc.colecoes.recorrencias.recorrencias.map((r) => r.id)).toContain(id);
  });

  it('stops at fim, and a receivable one makes receivables', async () => {
    const fim = addDays(HOJE, 60);
    const { id } = await criar(aluguel({ tipo: 'receber', descricao: 'Mensalidade', banco: '', pagamento: '', fim }));
    const rows = await ocorrencias('recebiveis', id);
    expect(rows.length).toBeGreaterThanOrEqual(1);
    expect(rows.length).toBeLessThanOrEqual(2);
    expect(rows.every((r) => r.vencimento <= fim)).toBe(true);
    expect(await ocorrencias('lancamentos', id)).toEqual([]);
  });

  it('refuses bad input with a Portuguese 422 naming every field, and an unknown bank', async () => {
    const res = await t.call({ method: 'POST', url: '/api/cadastro-recorrencia', payload: aluguel({ banco: '', pagamento: '', dia: '', fim: addDays(HOJE, -1) }) });
    expect(res.statusCode).toBe(422);
    const body = res.json() as { errors: Record<string, string[]> };
    expect(body.errors).toMatchObject({
      banco: ['O banco é obrigatório para uma conta a pagar.'], pagamento: ['O pagamento é obrigatório para uma conta a pagar.'],
      dia: ['Informe o dia do vencimento (1 a 31).'], fim: ['A data de término não pode ser anterior ao início.'],
    });
    const semBanco = await t.call({ method: 'POST', url: '/api/cadastro-recorrencia', payload: aluguel({ banco: uuidv7() }) });
    expect(semBanco.statusCode).toBe(422);
    expect(semBanco.json()).toMatchObject({ errors: { banco: ['Banco não encontrado.'] } });
    const lixo = await t.call({ method: 'POST', url: '/api/cadastro-recorrencia', payload: aluguel({ frequencia: 'Diária', valor: 'abc' }) });
    expect(lixo.statusCode).toBe(422);
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/cadastro-recorrencia', payload: aluguel() })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/update-recorrencia', payload: aluguel() })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/deletar-recorrencias', payload: { ids: [uuidv7()] } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/recorrencias' })).statusCode).toBe(401);
  });
});

/** Pays the first occurrence and pays part of the second; their ids. */
async function pagarPrimeiras(id: string): Promise<[Ocorrencia, Ocorrencia]> {
  const [a, b] = await ocorrencias('lancamentos', id);
  expect((await t.call({ method: 'PUT', url: '/api/atualizar-pagamento', payload: { ids: [a!.id], data_pagamento: HOJE } })).statusCode).toBe(200);
  const parcial = await t.call({ method: 'POST', url: '/api/atualizar-informe-pagamento', payload: { id: b!.id, valor: '100.00', data_pagamento: HOJE } });
  expect(parcial.statusCode, parcial.body).toBe(200);
  const [pa, pb] = await ocorrencias('lancamentos', id);
  return [pa!, pb!];
}

describe('POST /api/update-recorrencia', () => {
  it('changes the future open occurrences only: the paid and the partly paid ones stay as they were', async () => {
    const { id } = await criar(aluguel());
    const [paga, parcial] = await pagarPrimeiras(id);
    const payload = aluguel({ id, valor: '2750.00', dia: 15, version: 1, hoje: HOJE });
    const res = await t.call({ method: 'POST', url: '/api/update-recorrencia', payload, headers: { 'idempotency-key': `u-${id}` } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Recorrência atualizada com sucesso!', recorrencia: { valor: '2750.00', dia: 15, version: 2 } });
    const rows = await ocorrencias('lancamentos', id);
    expect(rows.find((r) => r.id === paga.id)).toEqual(paga);
    expect(rows.find((r) => r.id === parcial.id)).toEqual(parcial);
    const abertas = rows.filter((r) => r.id !== paga.id && r.id !== parcial.id);
    expect(abertas).toHaveLength(10);
    for (const r of abertas) expect(r).toMatchObject({ valor_parcela: '2750.00', status: 'Pagar' });
    expect(abertas.every((r) => r.vencimento.endsWith('-15'))).toBe(true);
    // A stale edit (based on version 1 again) is refused.
    const velha = await t.call({ method: 'POST', url: '/api/update-recorrencia', payload: { ...payload, valor: '1.00' } });
    expect(velha.statusCode).toBe(409);
  });

  it('ending it (status off) removes its future open occurrences and keeps the paid ones', async () => {
    const { id } = await criar(aluguel());
    const [paga, parcial] = await pagarPrimeiras(id);
    const res = await t.call({ method: 'POST', url: '/api/update-recorrencia', payload: aluguel({ id, status: false }) });
    expect(res.statusCode, res.body).toBe(200);
    expect((await ocorrencias('lancamentos', id)).map((r) => r.id).sort()).toEqual([paga.id, parcial.id].sort());
  });

  it('refuses an unknown id (404) and a missing one (422)', async () => {
    expect((await t.call({ method: 'POST', url: '/api/update-recorrencia', payload: aluguel({ id: uuidv7() }) })).statusCode).toBe(404);
    const semId = await t.call({ method: 'POST', url: '/api/update-recorrencia', payload: aluguel() });
    expect(semId.statusCode).toBe(422);
    expect(semId.json()).toMatchObject({ message: 'Informe a recorrência a editar.' });
  });
});

describe('POST /api/deletar-recorrencias', () => {
  it('removes the recorrência and its future open occurrences; the paid ones stay, unlinked', async () => {
    const { id } = await criar(aluguel());
    const [paga, parcial] = await pagarPrimeiras(id);
    const doze = (await ocorrencias('lancamentos', id)).map((r) => r.id);
    const res = await t.call({ method: 'POST', url: '/api/deletar-recorrencias', payload: { ids: [id] }, headers: { 'idempotency-key': `d-${id}` } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Recorrência(s) excluída(s) com sucesso!' });
    const todas = ((await t.call({ method: 'GET', url: '/api/lancamentos' })).json() as { lancamentos: Ocorrencia[] }).lancamentos;
    expect(todas.filter((r) => r.recorrencia_id === id)).toEqual([]);
    // The 10 open ones are gone, not merely unlinked; the paid ones stay, unlinked.
    const restantes = todas.filter((r) => doze.includes(r.id));
    expect(restantes.map((r) => r.id).sort()).toEqual([paga.id, parcial.id].sort());
    expect(restantes.map((r) => r.recorrencia_id)).toEqual([null, null]);
    const lista = ((await t.call({ method: 'GET', url: '/api/recorrencias' })).json() as { recorrencias: { id: string }[] }).recorrencias;
    expect(lista.map((r) => r.id)).not.toContain(id);
  });

  it('refuses a bad id list with a 422', async () => {
    expect((await t.call({ method: 'POST', url: '/api/deletar-recorrencias', payload: { ids: ['x'] } })).statusCode).toBe(422);
  });
});

describe('the daily top-up (server/jobs)', () => {
  it('keeps 12 ahead as days pass, and two runs on the same day create each new occurrence once', async () => {
    const { id } = await criar(aluguel({ descricao: 'Internet' }));
    const antes = await ocorrencias('lancamentos', id);
    expect(antes).toHaveLength(12);
    // 70 days on, two or three of them are past: the job adds as many new ones at the end.
    const agora = new Date(Date.now() + 70 * 86_400_000);
    const depoisDe = todayISO(agora);
    await Promise.all([tarefaRecorrencias.executar({ db: t.database.db, agora }), tarefaRecorrencias.executar({ db: t.database.db, agora })]);
    await tarefaRecorrencias.executar({ db: t.database.db, agora });
    const depois = await ocorrencias('lancamentos', id);
    expect(depois.filter((r) => r.vencimento >= depoisDe)).toHaveLength(12);
    expect(new Set(depois.map((r) => r.vencimento)).size).toBe(depois.length);
    // Nothing already there was touched (no churn for the devices' sync).
    for (const r of antes) expect(depois.find((d) => d.id === r.id)).toEqual(r);
    const novas = depois.length - antes.length;
    expect(novas).toBeGreaterThanOrEqual(2);
    const contagem = rowsOf<{ n: number }>(await t.database.db.execute(sql`SELECT count(*)::int AS n FROM lancamentos WHERE recorrencia_id = ${id}`));
    expect(contagem[0]?.n).toBe(depois.length);
  });
});
