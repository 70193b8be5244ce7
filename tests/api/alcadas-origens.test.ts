/* The alçada on the payables that no Cadastro makes (decision 439), on PGlite here and on
   PostgreSQL with API_DB=postgres: an Operador's card CSV line at or above the limit waits, the
   others do not; an Operador's recorrência makes waiting occurrences, now and when the daily top-up
   adds more; an Administrador's does not; an Operador's new valor sends the open occurrences back
   to wait, and an Administrador's save makes the rule's later occurrences need nothing. */
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from 'uuidv7';
import { todayISO } from '../../src/domain/dates.ts';
import { tarefaRecorrencias } from '../../server/jobs/tarefa-recorrencias.ts';
import { bancos, lancamentos } from '../../server/db/schema.ts';
import { createTestApp } from './helper.ts';
import type { TestApp } from './helper.ts';

let t: TestApp;
const BANCO = uuidv7();
let operador: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.db.insert(bancos).values({ id: BANCO, banco: 'Bradesco Origens', possuiCartao: true, credito: true, vencimento: 10 });
  const password = 'operador-senha-longa';
  const criado = await t.call({
    method: 'POST', url: '/api/cadastro-usuario', headers: { 'idempotency-key': uuidv7() },
    payload: { id: uuidv7(), name: 'Otto Operador', email: 'otto@x.com', login: 'otto', password, status: 1, perfil: 'operador' },
  });
  expect(criado.statusCode, criado.body).toBe(201);
  operador = (await t.app.inject({ method: 'POST', url: '/api/login', payload: { login: 'otto', password } })).json().token as string;
  const config = await t.call({ method: 'PUT', url: '/api/aprovacao/config', headers: { 'idempotency-key': uuidv7() }, payload: { ativa: true, limite: '1000.00' } });
  expect(config.statusCode, config.body).toBe(200);
});
afterAll(async () => { await t.close(); });

/** A request as the Operador (token) or as the seeded Administrador (null). */
function como(token: string | null, method: 'POST', url: string, payload: object | Buffer, headers: Record<string, string> = {}) {
  const h = { 'idempotency-key': uuidv7(), ...headers };
  return token ? t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}`, ...h } }) : t.call({ method, url, payload, headers: h });
}

async function importar(token: string | null, csv: string) {
  const form = new FormData();
  form.append('csv_file', new Blob([csv], { type: 'text/csv' }), 'cartao.csv');
  const encoded = new Response(form);
  return como(token, 'POST', '/api/cadastro-importador-cartao', Buffer.from(await encoded.arrayBuffer()), { 'content-type': encoded.headers.get('content-type')! });
}

const estados = async (descricoes: string[]) => new Map((await t.app.db.select({ d: lancamentos.descricao, a: lancamentos.aprovacao })
  .from(lancamentos).where(inArray(lancamentos.descricao, descricoes))).map((r) => [r.d, r.a]));

describe('the card CSV import', () => {
  it("an Operador's line at or above the limit waits; a smaller one, and every Administrador's line, does not", async () => {
    const csv = (s: string) => `Lançamento;Data;Valor;Banco;Vencimento\r\nNotebook ${s};15/01/2026;1.000,00;Bradesco Origens;20/02/2026\r\nCafé ${s};16/01/2026;999,99;Bradesco Origens;20/02/2026\r\n`;
    const res = await importar(operador, csv('op'));
    expect(res.statusCode, res.body).toBe(201);
    expect(await estados(['Notebook op', 'Café op'])).toEqual(new Map([['Notebook op', 'Aguardando aprovação'], ['Café op', null]]));
    expect((await importar(null, csv('adm'))).statusCode).toBe(201);
    expect(await estados(['Notebook adm', 'Café adm'])).toEqual(new Map([['Notebook adm', null], ['Café adm', null]]));
  });
});

const HOJE = todayISO();
const regra = (descricao: string, valor: string) => ({
  tipo: 'pagar', descricao, valor, banco: BANCO, pagamento: 'Boleto', frequencia: 'Mensal',
  dia: 10, inicio: HOJE, fim: '', ajustar_dia_util: false, observacao: '', status: true,
});

async function criar(token: string | null, payload: object): Promise<{ id: string; version: number }> {
  const res = await como(token, 'POST', '/api/cadastro-recorrencia', payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().recorrencia as { id: string; version: number };
}

const ocorrencias = (id: string) => t.app.db.select({ id: lancamentos.id, vencimento: lancamentos.vencimento, aprovacao: lancamentos.aprovacao })
  .from(lancamentos).where(and(isNotNull(lancamentos.recorrenciaId), eq(lancamentos.recorrenciaId, id)));

describe('recorrências', () => {
  it("an Operador's rule at the limit makes waiting occurrences, now and at the daily top-up; an Administrador's does not", async () => {
    const op = await criar(operador, regra('Aluguel da filial', '1000.00'));
    const adm = await criar(null, regra('Aluguel da matriz', '5000.00'));
    const abaixo = await criar(operador, regra('Internet da filial', '999.99'));
    expect((await ocorrencias(op.id)).map((o) => o.aprovacao)).toEqual(Array(12).fill('Aguardando aprovação'));
    expect((await ocorrencias(adm.id)).every((o) => o.aprovacao === null)).toBe(true);
    expect((await ocorrencias(abaixo.id)).every((o) => o.aprovacao === null)).toBe(true);

    // 70 days on, the job adds the missing months: judged as the saver's payables.
    await tarefaRecorrencias.executar({ db: t.database.db, agora: new Date(Date.now() + 70 * 86_400_000) });
    const depois = await ocorrencias(op.id);
    expect(depois.length).toBeGreaterThan(12);
    expect(depois.every((o) => o.aprovacao === 'Aguardando aprovação')).toBe(true);
    expect((await ocorrencias(adm.id)).every((o) => o.aprovacao === null)).toBe(true);
  });

  it("an Operador's new valor sends the open occurrences back to wait; an Administrador's save frees the later ones", async () => {
    const r = await criar(operador, regra('Consultoria', '800.00'));
    expect((await ocorrencias(r.id)).every((o) => o.aprovacao === null)).toBe(true);
    const subiu = await como(operador, 'POST', '/api/update-recorrencia', { ...regra('Consultoria', '1200.00'), id: r.id, version: r.version });
    expect(subiu.statusCode, subiu.body).toBe(200);
    expect((await ocorrencias(r.id)).map((o) => o.aprovacao)).toEqual(Array(12).fill('Aguardando aprovação'));

    // An Administrador saves the rule: what already waits keeps waiting (each is decided on its own),
    // and the occurrences the top-up adds later need nothing.
    const version = (subiu.json().recorrencia as { version: number }).version;
    const salvo = await como(null, 'POST', '/api/update-recorrencia', { ...regra('Consultoria', '1200.00'), id: r.id, version });
    expect(salvo.statusCode, salvo.body).toBe(200);
    const antes = new Set((await ocorrencias(r.id)).map((o) => o.id));
    expect((await ocorrencias(r.id)).every((o) => o.aprovacao === 'Aguardando aprovação')).toBe(true);
    await tarefaRecorrencias.executar({ db: t.database.db, agora: new Date(Date.now() + 70 * 86_400_000) });
    const novas = (await ocorrencias(r.id)).filter((o) => !antes.has(o.id));
    expect(novas.length).toBeGreaterThan(0);
    expect(novas.every((o) => o.aprovacao === null)).toBe(true);
  });
});
