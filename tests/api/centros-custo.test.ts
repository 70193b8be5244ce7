/* Centros de custo on the real app (issue 35 item 2, decision 440), on PGlite here and on
   PostgreSQL with API_DB=postgres: the synced list under `centros`, the three Gestor writes (403
   for an Operador, alone and in /api/lote; 401 signed out), a duplicate código refused ignoring
   case and accents, a stale status edit refused, bad input a Portuguese 4xx, replays idempotent. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from 'uuidv7';
import { MSG_CENTRO } from '../../src/domain/messages-centros.ts';
import { createTestApp } from './helper.ts';
import type { TestApp } from './helper.ts';

let t: TestApp;
let operador: string;

type Metodo = 'GET' | 'POST';
const como = (token: string) => (method: Metodo, url: string, payload?: object) => t.app.inject({
  method, url, headers: { authorization: `Bearer ${token}`, 'idempotency-key': uuidv7() }, ...(payload ? { payload } : {}),
});
const admin = (method: Metodo, url: string, payload?: object, chave = uuidv7()) =>
  t.call({ method, url, headers: { 'idempotency-key': chave }, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestApp();
  const password = 'operadora-senha-longa';
  const res = await admin('POST', '/api/cadastro-usuario', { id: uuidv7(), name: 'Olga Operadora', email: 'olga@x.com', login: 'olga', password, status: 1, perfil: 'operador' });
  expect(res.statusCode, res.body).toBe(201);
  operador = (await t.app.inject({ method: 'POST', url: '/api/login', payload: { login: 'olga', password } })).json().token as string;
});
afterAll(async () => { await t.close(); });

const centros = async () => (await admin('GET', '/api/centros-custo')).json().centros as Record<string, unknown>[];

describe('centros de custo', () => {
  it('creates, lists under `centros`, edits and deletes; a replay answers the same and creates nothing more', async () => {
    const id = uuidv7();
    const chave = uuidv7();
    const criar = await admin('POST', '/api/cadastro-centro-custo', { id, codigo: 'ADM', nome: 'Administrativo' }, chave);
    expect(criar.statusCode, criar.body).toBe(201);
    expect(criar.json()).toMatchObject({ message: MSG_CENTRO.cadastrado, centro: { id, codigo: 'ADM', nome: 'Administrativo', status: true, version: 1 } });
    const replay = await admin('POST', '/api/cadastro-centro-custo', { id, codigo: 'ADM', nome: 'Administrativo' }, chave);
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(criar.json());
    expect((await centros()).filter((c) => c.codigo === 'ADM')).toHaveLength(1);

    const editar = await admin('POST', '/api/update-centro-custo', { id, codigo: 'ADM-SP', nome: 'Administrativo SP', status: 0, version: 1 });
    expect(editar.statusCode, editar.body).toBe(200);
    expect(editar.json().centro).toMatchObject({ codigo: 'ADM-SP', nome: 'Administrativo SP', status: false, version: 2 });
    // An edit based on version 1 may not flip the status back.
    const vencida = await admin('POST', '/api/update-centro-custo', { id, codigo: 'ADM-SP', nome: 'Administrativo SP', status: 1, version: 1 });
    expect(vencida.statusCode).toBe(409);

    const apagar = await admin('POST', '/api/deletar-centros-custo', { ids: [id] });
    expect(apagar.statusCode, apagar.body).toBe(200);
    expect(apagar.json().message).toBe(MSG_CENTRO.excluidos);
    expect((await centros()).some((c) => c.id === id)).toBe(false);
  });

  it('refuses a código already taken, ignoring case and accents, on create and on edit', async () => {
    expect((await admin('POST', '/api/cadastro-centro-custo', { codigo: 'Operação', nome: 'Operações' })).statusCode).toBe(201);
    const dup = await admin('POST', '/api/cadastro-centro-custo', { codigo: ' OPERACAO ', nome: 'Outra' });
    expect(dup.statusCode).toBe(422);
    expect(dup.json()).toMatchObject({ message: MSG_CENTRO.codigoJaExiste, errors: { codigo: [MSG_CENTRO.codigoJaExiste] } });
    const outro = (await admin('POST', '/api/cadastro-centro-custo', { codigo: 'COM', nome: 'Comercial' })).json().centro as { id: string };
    const renomear = await admin('POST', '/api/update-centro-custo', { id: outro.id, codigo: 'operacao', nome: 'Comercial' });
    expect(renomear.statusCode).toBe(422);
  });

  it('answers bad input with a Portuguese 4xx and changes nothing', async () => {
    const antes = (await centros()).length;
    const semCodigo = await admin('POST', '/api/cadastro-centro-custo', { codigo: '  ', nome: '' });
    expect(semCodigo.statusCode).toBe(422);
    expect(semCodigo.json().errors).toMatchObject({ codigo: [MSG_CENTRO.codigoObrigatorio], nome: [MSG_CENTRO.nomeObrigatorio] });
    expect((await admin('POST', '/api/cadastro-centro-custo', { codigo: 'X'.repeat(21), nome: 'Longo' })).statusCode).toBe(422);
    expect((await admin('POST', '/api/update-centro-custo', { codigo: 'SEM', nome: 'Sem id' })).statusCode).toBe(422);
    const desconhecido = await admin('POST', '/api/update-centro-custo', { id: uuidv7(), codigo: 'NADA', nome: 'Nada' });
    expect(desconhecido.statusCode).toBe(404);
    expect(desconhecido.json().message).toBe(MSG_CENTRO.naoEncontrado);
    expect((await admin('POST', '/api/deletar-centros-custo', { ids: ['não-é-id'] })).statusCode).toBe(422);
    expect((await admin('POST', '/api/deletar-centros-custo', { ids: [] })).statusCode).toBe(422);
    expect((await centros()).length).toBe(antes);
  });

  it('an Operador reads the list but writing is the Gestor area: 403 alone and in /api/lote; 401 signed out', async () => {
    const pede = como(operador);
    expect((await pede('GET', '/api/centros-custo')).statusCode).toBe(200);
    expect((await pede('POST', '/api/cadastro-centro-custo', { codigo: 'OPR', nome: 'Do operador' })).statusCode).toBe(403);
    expect((await pede('POST', '/api/update-centro-custo', { id: uuidv7(), codigo: 'OPR', nome: 'x' })).statusCode).toBe(403);
    expect((await pede('POST', '/api/deletar-centros-custo', { ids: [uuidv7()] })).statusCode).toBe(403);
    const lote = await pede('POST', '/api/lote', { pedidos: [{ chave: uuidv7(), metodo: 'POST', caminho: '/api/cadastro-centro-custo', corpo: { codigo: 'OPR', nome: 'x' } }] });
    expect(lote.json().respostas[0].status).toBe(403);
    expect((await centros()).some((c) => c.codigo === 'OPR')).toBe(false);
    for (const [method, url] of [['GET', '/api/centros-custo'], ['POST', '/api/cadastro-centro-custo']] as const) {
      expect((await t.app.inject({ method, url, ...(method === 'POST' ? { payload: { codigo: 'A', nome: 'B' } } : {}) })).statusCode).toBe(401);
    }
  });
});
