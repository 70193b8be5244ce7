/* Observações (issue 17): author and time set by the server, only the author edits or deletes
   (403 in Portuguese), idempotent, delta-pulled, 401 without a token, 422 on bad input. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from 'uuidv7';
import { createTestApp } from './helper.ts';
import type { TestApp } from './helper.ts';

let t: TestApp;
let adminId: string;
let outro: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  await t.call({ method: 'POST', url: '/api/cadastro-usuario', payload: { name: 'Carla', email: 'carla@x.com', login: 'carla', password: 'segredo-longo-1', status: 1 } });
  const usuarios = (await t.call({ method: 'GET', url: '/api/usuarios' })).json() as { users: { id: string; login: string }[] };
  adminId = usuarios.users.find((u) => u.login === 'admin')!.id;
  const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { login: 'carla', password: 'segredo-longo-1' } });
  outro = { authorization: `Bearer ${(login.json() as { token: string }).token}` };
});
afterAll(async () => { await t.close(); });

const REGISTRO = uuidv7();
function nota(over: Record<string, unknown> = {}) {
  return { assunto: 'Boleto renegociado', texto: 'Fornecedor aceitou vencimento no dia 20.', entidade: 'Lançamento', registro_id: REGISTRO, fixada: false, ...over };
}

describe('POST /api/cadastro-observacao', () => {
  it('creates a note whose author and time are the server\'s (a sent autor_id/created_at is ignored), idempotently, in the delta pull', async () => {
    const { cursor } = (await t.call({ method: 'GET', url: '/api/observacoes?since=0&limit=1' })).json() as { cursor: string };
    const id = uuidv7();
    const payload = nota({ id, autor_id: uuidv7(), created_at: '2000-01-01T00:00:00.000Z' });
    const headers = { 'idempotency-key': `o-${id}` };
    const antes = Date.now();
    const res = await t.call({ method: 'POST', url: '/api/cadastro-observacao', payload, headers });
    expect(res.statusCode, res.body).toBe(201);
    const { observacao } = res.json() as { observacao: { autor_id: string; created_at: string } };
    expect(res.json()).toMatchObject({ message: 'Observação cadastrada com sucesso!', observacao: { id, entidade: 'Lançamento', registro_id: REGISTRO, autor_id: adminId, fixada: false } });
    expect(new Date(observacao.created_at).getTime()).toBeGreaterThanOrEqual(antes - 5000);
    expect((await t.call({ method: 'POST', url: '/api/cadastro-observacao', payload, headers })).json()).toEqual(res.json());
    const delta = (await t.call({ method: 'GET', url: `/api/observacoes?since=${cursor}&limit=100` })).json() as { observacoes: { id: string }[] };
    expect(delta.observacoes.map((o) => o.id)).toEqual([id]);
    const tudo = (await t.call({ method: 'GET', url: '/api/observacoes' })).json() as { observacoes: unknown[] };
    expect(tudo.observacoes).toHaveLength(1);
  });

  it('answers 422 with field messages, and needs a record unless Geral', async () => {
    const res = await t.call({ method: 'POST', url: '/api/cadastro-observacao', payload: { entidade: 'Planeta' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      assunto: ['Assunto da observação é obrigatório.'], texto: ['Texto da observação é obrigatório.'], entidade: ['Opção inválida.'],
    });
    const semRegistro = await t.call({ method: 'POST', url: '/api/cadastro-observacao', payload: nota({ registro_id: '' }) });
    expect(semRegistro.json().errors).toEqual({ registro_id: ['Escolha o registro a que a observação se refere.'] });
    const geral = await t.call({ method: 'POST', url: '/api/cadastro-observacao', payload: nota({ entidade: 'Geral', registro_id: REGISTRO }) });
    expect(geral.statusCode).toBe(201);
    expect(geral.json().observacao.registro_id).toBeNull();
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/cadastro-observacao', payload: nota() })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/observacoes' })).statusCode).toBe(401);
  });
});

describe('only the author edits or deletes', () => {
  it('the author edits (fixada) and deletes; another user gets 403 in Portuguese and nothing changes', async () => {
    const id = uuidv7();
    await t.call({ method: 'POST', url: '/api/cadastro-observacao', payload: nota({ id }) });
    const alheio = await t.app.inject({ method: 'POST', url: '/api/update-observacao', headers: outro, payload: nota({ id, texto: 'invadido' }) });
    expect(alheio.statusCode).toBe(403);
    expect(alheio.json().message).toBe('Somente o autor pode editar ou excluir esta observação.');
    const apagar = await t.app.inject({ method: 'POST', url: '/api/deletar-observacoes', headers: outro, payload: { ids: [id] } });
    expect(apagar.statusCode).toBe(403);

    const editado = await t.call({ method: 'POST', url: '/api/update-observacao', payload: nota({ id, fixada: true, texto: 'Novo texto' }) });
    expect(editado.statusCode, editado.body).toBe(200);
    expect(editado.json().observacao).toMatchObject({ fixada: true, texto: 'Novo texto', autor_id: adminId, version: 2 });
    const ausente = await t.call({ method: 'POST', url: '/api/update-observacao', payload: nota({ id: uuidv7() }) });
    expect(ausente.statusCode).toBe(404);

    const { cursor } = (await t.call({ method: 'GET', url: '/api/observacoes?since=0&limit=1' })).json() as { cursor: string };
    const del = await t.call({ method: 'POST', url: '/api/deletar-observacoes', payload: { ids: [id] } });
    expect(del.statusCode).toBe(200);
    expect(del.json().message).toBe('Observação(ões) excluída(s) com sucesso!');
    const delta = (await t.call({ method: 'GET', url: `/api/sincronizacao?observacoes=${cursor}` })).json() as { colecoes: { observacoes: { removidos: string[] } } };
    expect(delta.colecoes.observacoes.removidos).toContain(id);
  });
});
