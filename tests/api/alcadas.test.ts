/* The alçada on the real app (issue 35 item 1, decision 422), on PGlite here and on PostgreSQL with
   API_DB=postgres: an Operador's payable at or above the limit waits; every pay path (direct,
   partial, batch, conciliação) refuses it in Portuguese until an Administrador approves; a
   rejection needs a motivo; an Operador's change of the valor sends it back to wait; deciding and
   configuring are Gestor routes (403, in /api/lote too); bad input is a 422, never a 500. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from 'uuidv7';
import { MSG_ALCADA } from '../../src/domain/messages-alcada.ts';
import { bancos, extratos, lancamentos } from '../../server/db/schema.ts';
import { notaNumero } from '../fixtures/nfe/notas.ts';
import { createTestApp } from './helper.ts';
import type { TestApp } from './helper.ts';

let t: TestApp;
const banco = uuidv7();
let operador: string;

type Metodo = 'GET' | 'POST' | 'PUT';
const como = (token: string) => (method: Metodo, url: string, payload?: object) => t.app.inject({
  method, url, headers: { authorization: `Bearer ${token}`, 'idempotency-key': uuidv7() }, ...(payload ? { payload } : {}),
});
const admin = (method: Metodo, url: string, payload?: object) => t.call({ method, url, headers: { 'idempotency-key': uuidv7() }, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestApp();
  await t.app.db.insert(bancos).values({ id: banco, banco: 'Itaú Alçada', possuiCartao: false });
  const password = 'operadora-senha-longa';
  const res = await admin('POST', '/api/cadastro-usuario', { id: uuidv7(), name: 'Olga Operadora', email: 'olga@x.com', login: 'olga', password, status: 1, perfil: 'operador' });
  expect(res.statusCode, res.body).toBe(201);
  operador = (await t.app.inject({ method: 'POST', url: '/api/login', payload: { login: 'olga', password } })).json().token as string;
  expect((await admin('PUT', '/api/aprovacao/config', { ativa: true, limite: '1500.00' })).statusCode).toBe(200);
});
afterAll(async () => { await t.close(); });

/** A payable made through the Cadastro route by `token`'s user; its id. */
async function lancar(token: string | null, valor: string): Promise<string> {
  const id = uuidv7();
  const corpo = {
    id, descricao: `Fornecedor ${id.slice(-4)}`, status: 'Pagar', data_pagamento: '', pagamento: 'Boleto', banco, data: '2026-03-02',
    tipo: 'Com Vencimento', vencimento: '2026-03-20', metodo: 'À vista', parcela: '', categorias: '', tipo_lancamento: 'Pagamento', observacao: '', valor,
  };
  const res = token ? await como(token)('POST', '/api/cadastro-financas', corpo) : await admin('POST', '/api/cadastro-financas', corpo);
  expect(res.statusCode, res.body).toBe(201);
  return (res.json().lancamentos as { id: string }[])[0]!.id;
}
const linha = async (id: string) => (await t.app.db.select().from(lancamentos).where(eq(lancamentos.id, id)))[0]!;
const pagar = (token: string, id: string) => como(token)('PUT', '/api/atualizar-pagamento', { ids: [id] });

describe('who waits', () => {
  it("an Operador's payable at the limit waits; below it, or an Administrador's, does not", async () => {
    expect((await linha(await lancar(operador, '1500.00'))).aprovacao).toBe('Aguardando aprovação');
    expect((await linha(await lancar(operador, '1499.99'))).aprovacao).toBeNull();
    expect((await linha(await lancar(null, '9000.00'))).aprovacao).toBeNull();
  });

  it("an Operador's supplier NF-e at or above the limit waits, every parcela of it", async () => {
    const form = new FormData();
    const idTitulo = uuidv7();
    for (const [k, v] of Object.entries({ banco, pagamento: 'Boleto', id_titulo: idTitulo })) form.append(k, v);
    form.append('arquivo', new Blob([new TextEncoder().encode(notaNumero(931))]), 'nota-931.xml');
    const corpo = new Response(form);
    const res = await t.app.inject({
      method: 'POST', url: '/api/cadastro-nfe', payload: Buffer.from(await corpo.arrayBuffer()),
      headers: { authorization: `Bearer ${operador}`, 'idempotency-key': uuidv7(), 'content-type': corpo.headers.get('content-type')! },
    });
    expect(res.statusCode, res.body).toBe(201);
    const rows = await t.app.db.select().from(lancamentos).where(eq(lancamentos.idTitulo, idTitulo));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.valor >= 150_000 && r.aprovacao === 'Aguardando aprovação')).toBe(true);
  });

  it('shows in GET /api/aprovacoes with the wire fields', async () => {
    const id = await lancar(operador, '2000.00');
    const res = await como(operador)('GET', '/api/aprovacoes');
    expect(res.statusCode).toBe(200);
    const row = (res.json().aprovacoes as Record<string, unknown>[]).find((r) => r.id === id);
    expect(row).toMatchObject({ aprovacao: 'Aguardando aprovação', aprovacao_motivo: null, aprovacao_por: null, valor: '2000.00' });
  });
});

describe('the pay gate, through every path', () => {
  it('refuses paying, informing a partial payment, a batch and a conciliação while it waits; pays once approved', async () => {
    const id = await lancar(operador, '1500.00');
    const direto = await pagar(operador, id);
    expect(direto.statusCode).toBe(422);
    expect(direto.json().message).toBe(MSG_ALCADA.aguardando);
    const parcial = await como(operador)('POST', '/api/atualizar-informe-pagamento', { id, valor: '100.00' });
    expect(parcial.statusCode).toBe(422);
    expect(parcial.json().message).toBe(MSG_ALCADA.aguardando);
    const lote = await como(operador)('POST', '/api/lote', { pedidos: [{ chave: uuidv7(), metodo: 'PUT', caminho: '/api/atualizar-pagamento', corpo: { ids: [id] } }] });
    expect(lote.statusCode).toBe(200);
    expect(lote.json().respostas[0]).toMatchObject({ status: 422, corpo: { message: MSG_ALCADA.aguardando } });
    const extrato = uuidv7();
    await t.app.db.insert(extratos).values({ id: extrato, bancoId: banco, data: '2026-03-20', valor: -150000, descricao: 'PAG BOLETO', fitid: null, chave: `k${extrato}`, formato: 'ofx' });
    const conc = await admin('POST', '/api/conciliar', { pares: [{ extrato_id: extrato, lancamento_id: id }] });
    expect(conc.statusCode).toBe(422);
    expect(conc.json().message).toBe(MSG_ALCADA.aguardando);
    expect(await linha(id)).toMatchObject({ status: 'Pagar', valorPago: 0 });

    const aprovado = await admin('POST', '/api/aprovar-lancamentos', { ids: [id] });
    expect(aprovado.statusCode, aprovado.body).toBe(200);
    expect(await linha(id)).toMatchObject({ aprovacao: 'Aprovado', aprovacaoMotivo: null });
    expect((await linha(id)).aprovacaoPor).not.toBeNull();
    expect((await pagar(operador, id)).statusCode).toBe(200);
    expect((await linha(id)).status).toBe('Pago');
  });

  it('a rejection needs a motivo, which the refusal names; the same decision again passes, the opposite is refused', async () => {
    const id = await lancar(operador, '3000.00');
    const semMotivo = await admin('POST', '/api/reprovar-lancamentos', { ids: [id], motivo: '  ' });
    expect(semMotivo.statusCode).toBe(422);
    expect(semMotivo.json().message).toBe(MSG_ALCADA.motivoObrigatorio);
    expect((await admin('POST', '/api/reprovar-lancamentos', { ids: [id], motivo: 'Sem contrato' })).statusCode).toBe(200);
    expect((await admin('POST', '/api/reprovar-lancamentos', { ids: [id], motivo: 'Sem contrato' })).statusCode).toBe(200);
    const oposta = await admin('POST', '/api/aprovar-lancamentos', { ids: [id] });
    expect(oposta.statusCode).toBe(422);
    expect(oposta.json().message).toBe(MSG_ALCADA.jaReprovado);
    const res = await pagar(operador, id);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(MSG_ALCADA.reprovadoComMotivo('Sem contrato'));
  });

  it("an Operador's new valor on an approved payable sends it back to wait; a description does not", async () => {
    const id = await lancar(operador, '1600.00');
    expect((await admin('POST', '/api/aprovar-lancamentos', { ids: [id] })).statusCode).toBe(200);
    const descricao = await como(operador)('POST', '/api/update-lancamento', { id, escopo: 'parcela', version: (await linha(id)).version, descricao: 'Outro texto' });
    expect(descricao.statusCode, descricao.body).toBe(200);
    expect((await linha(id)).aprovacao).toBe('Aprovado');
    const valor = await como(operador)('POST', '/api/update-lancamento', { id, escopo: 'parcela', version: (await linha(id)).version, valor: '1700.00' });
    expect(valor.statusCode, valor.body).toBe(200);
    expect(await linha(id)).toMatchObject({ aprovacao: 'Aguardando aprovação', aprovacaoPor: null });
  });
});

describe('who decides, and bad input', () => {
  it('deciding and configuring are Gestor routes: 403 for an Operador, alone and in /api/lote; 401 signed out', async () => {
    const id = await lancar(operador, '1500.00');
    const pede = como(operador);
    expect((await pede('POST', '/api/aprovar-lancamentos', { ids: [id] })).statusCode).toBe(403);
    expect((await pede('POST', '/api/reprovar-lancamentos', { ids: [id], motivo: 'x' })).statusCode).toBe(403);
    expect((await pede('PUT', '/api/aprovacao/config', { ativa: false })).statusCode).toBe(403);
    const lote = await pede('POST', '/api/lote', { pedidos: [{ chave: uuidv7(), metodo: 'POST', caminho: '/api/aprovar-lancamentos', corpo: { ids: [id] } }] });
    expect(lote.json().respostas[0].status).toBe(403);
    expect((await linha(id)).aprovacao).toBe('Aguardando aprovação');
    for (const [method, url] of [['GET', '/api/aprovacoes'], ['GET', '/api/aprovacao/config'], ['POST', '/api/aprovar-lancamentos']] as const) {
      expect((await t.app.inject({ method, url, ...(method === 'POST' ? { payload: { ids: [id] } } : {}) })).statusCode).toBe(401);
    }
  });

  it('answers bad input with a Portuguese 422 or 404 and changes nothing', async () => {
    const semLimite = await admin('PUT', '/api/aprovacao/config', { ativa: true, limite: '' });
    expect(semLimite.statusCode).toBe(422);
    expect(semLimite.json().message).toBe(MSG_ALCADA.limiteObrigatorio);
    expect((await admin('PUT', '/api/aprovacao/config', { ativa: true, limite: '-5' })).statusCode).toBe(422);
    expect((await admin('GET', '/api/aprovacao/config')).json()).toEqual({ ativa: true, limite: '1500.00' });
    expect((await admin('POST', '/api/aprovar-lancamentos', { ids: ['não-é-id'] })).statusCode).toBe(422);
    expect((await admin('POST', '/api/aprovar-lancamentos', { ids: [uuidv7()] })).statusCode).toBe(404);
    const nada = await admin('POST', '/api/aprovar-lancamentos', { ids: [await lancar(operador, '10.00')] });
    expect(nada.statusCode).toBe(422);
    expect(nada.json().message).toBe(MSG_ALCADA.naoAguarda);
  });
});
