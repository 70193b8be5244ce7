/* GET /api/sincronizacao (docs/decisions/121-sincronizacao.md): the delta of every list in one
   request, each answered as its own `GET <list>?since=&limit=` would answer it. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from 'uuidv7';
import { createTestApp } from './helper.ts';
import type { TestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const LISTS = {
  bancos: '/api/bancos', categorias: '/api/categorias', lancamentos: '/api/lancamentos', recebiveis: '/api/recebiveis',
  faturas: '/api/faturas', comprovantes: '/api/comprovantes', entradas: '/api/entradas', investimentos: '/api/investimento',
  usuarios: '/api/usuarios', pagamentos: '/api/pagamentos', movimentacoes: '/api/movimentacoes',
} as const;
type Name = keyof typeof LISTS;
const NAMES = Object.keys(LISTS) as Name[];

type Delta = { cursor: string; removidos: string[]; proximo: string | null; total: number } & Record<string, unknown>;

async function sincronizar(cursors: Partial<Record<Name, string>>, limit?: number): Promise<Record<Name, Delta>> {
  const params = new URLSearchParams(cursors as Record<string, string>);
  if (limit !== undefined) params.set('limit', String(limit));
  const res = await t.call({ method: 'GET', url: `/api/sincronizacao?${params.toString()}` });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('application/json');
  return (res.json() as { colecoes: Record<Name, Delta> }).colecoes;
}

/** Every list's cursor now (a first call from cursor 0). */
async function cursorsNow(): Promise<Record<Name, string>> {
  const all = await sincronizar(Object.fromEntries(NAMES.map((n) => [n, '0'])));
  return Object.fromEntries(NAMES.map((n) => [n, all[n].cursor])) as Record<Name, string>;
}

const post = (url: string, payload: Record<string, unknown>) => t.call({ method: 'POST', url, payload });
const ids = (delta: Delta, key: string) => (delta[key] as { id: string }[]).map((r) => r.id);

describe('GET /api/sincronizacao', () => {
  it('with nothing new answers every list empty, with a cursor each', async () => {
    const cursors = await cursorsNow();
    const delta = await sincronizar(cursors);
    expect(Object.keys(delta).sort()).toEqual([...NAMES].sort());
    for (const name of NAMES) {
      expect(delta[name]).toMatchObject({ removidos: [], proximo: null, total: 0 });
      expect(delta[name].cursor).toMatch(/^\d+$/);
    }
    expect(delta.bancos.bancos).toEqual([]);
    expect(delta.usuarios.users).toEqual([]);
    expect(delta.comprovantes.comprovante).toEqual([]);
  });

  it('brings the changes of several lists, each as its own list call answers them', async () => {
    const cursors = await cursorsNow();
    const banco = uuidv7();
    const categoria = uuidv7();
    const entrada = uuidv7();
    expect((await post('/api/cadastro-banco', { id: banco, banco: 'Banco Sincronizado' })).statusCode).toBe(201);
    expect((await post('/api/cadastro-categoria', { id: categoria, descricao: 'Categoria Sincronizada' })).statusCode).toBe(201);
    expect((await post('/api/cadastro-entradas', { id: entrada, descricao: 'Salário', valor: '5000.00', data: '2025-03-05', tipo: 'Entrante' })).statusCode).toBe(201);
    const user = await post('/api/cadastro-usuario', { name: 'Bruno', email: 'bruno@example.com', login: 'bruno', password: 'segredo-longo-1', status: 1 });
    expect(user.statusCode).toBe(201);

    const delta = await sincronizar(cursors, 100);
    expect(ids(delta.bancos, 'bancos')).toEqual([banco]);
    expect(ids(delta.categorias, 'categorias')).toEqual([categoria]);
    expect(ids(delta.entradas, 'entradas')).toEqual([entrada]);
    expect((delta.usuarios.users as { login: string }[]).map((u) => u.login)).toEqual(['bruno']);
    expect(delta.lancamentos).toMatchObject({ lancamentos: [], total: 0 });
    // Changed lists, and unchanged ones answered without reading them (decision 459): the same body.
    for (const name of ['bancos', 'entradas', 'usuarios', 'lancamentos', 'recebiveis'] as const) {
      const list = await t.call({ method: 'GET', url: `${LISTS[name]}?since=${cursors[name]}&limit=100` });
      const { cursor: _listCursor, ...listBody } = list.json() as Delta;
      const { cursor: _deltaCursor, ...deltaBody } = delta[name];
      expect(deltaBody).toEqual(listBody);
    }
    // The new cursors start after these changes.
    const next = await sincronizar(Object.fromEntries(NAMES.map((n) => [n, delta[n].cursor])));
    expect(next.bancos.bancos).toEqual([]);
    expect(next.entradas.entradas).toEqual([]);
  });

  it('reports deletions in removidos, also for a list with no changed row', async () => {
    const categoria = uuidv7();
    const entrada = uuidv7();
    await post('/api/cadastro-categoria', { id: categoria, descricao: 'Temporária' });
    await post('/api/cadastro-entradas', { id: entrada, descricao: 'Temporária', valor: '10.00', data: '2025-03-05', tipo: 'Reserva' });
    const cursors = await cursorsNow();
    expect((await post('/api/deletar-categorias', { ids: [categoria] })).statusCode).toBe(200);
    expect((await post('/api/deletar-entradas', { ids: [entrada], tipo: 'deletar' })).statusCode).toBe(200);
    const delta = await sincronizar(cursors);
    expect(delta.categorias).toMatchObject({ categorias: [], removidos: [categoria] });
    expect(delta.entradas).toMatchObject({ entradas: [], removidos: [entrada] });
  });

  it('a delta larger than the limit answers its first page and proximo; the list call goes on from there', async () => {
    const cursors = await cursorsNow();
    const novas = [uuidv7(), uuidv7(), uuidv7()];
    for (const [i, id] of novas.entries()) await post('/api/cadastro-categoria', { id, descricao: `Página ${i}` });
    for (const login of ['carla', 'davi']) {
      await post('/api/cadastro-usuario', { name: login, email: `${login}@example.com`, login, password: 'segredo-longo-1', status: 1 });
    }
    const delta = await sincronizar({ categorias: cursors.categorias, usuarios: cursors.usuarios }, 2);
    expect(Object.keys(delta).sort()).toEqual(['categorias', 'usuarios']);
    expect(delta.categorias).toMatchObject({ total: 3, proximo: novas[1] });
    expect(ids(delta.categorias, 'categorias')).toEqual(novas.slice(0, 2));
    const rest = await t.call({ method: 'GET', url: `/api/categorias?since=${cursors.categorias}&limit=2&after=${novas[1]}` });
    expect((rest.json() as Delta).categorias).toMatchObject([{ id: novas[2] }]);
    expect(rest.json()).toMatchObject({ proximo: null });

    const usuarios = await sincronizar({ usuarios: cursors.usuarios }, 1);
    expect(usuarios.usuarios).toMatchObject({ total: 2, users: [{ login: expect.any(String) }] });
    expect(usuarios.usuarios.proximo).toBe((usuarios.usuarios.users as { id: string }[])[0]!.id);
  });

  it('refuses an unknown list, a malformed cursor or limit, and an empty call with 422 in Portuguese', async () => {
    const cases: [string, string][] = [
      ['?bancos=0&contas=0', 'contas'], ['?bancos=abc', 'bancos'], ['?bancos=-1', 'bancos'], ['?bancos=', 'bancos'],
      ['?bancos=1&bancos=2', 'bancos'], ['?bancos=0&limit=muitos', 'limit'], ['', 'colecoes'], ['?limit=10', 'colecoes'],
    ];
    for (const [query, field] of cases) {
      const res = await t.call({ method: 'GET', url: `/api/sincronizacao${query}` });
      expect(res.statusCode, query).toBe(422);
      expect(res.json().message).toBe('Dados inválidos.');
      expect(Object.keys(res.json().errors as object), query).toContain(field);
    }
  });

  it('a cursor larger than any transaction id answers 422 here and on the lists, never 500', async () => {
    for (const url of [
      '/api/sincronizacao?bancos=9999999999999999999', '/api/sincronizacao?usuarios=9223372036854775807',
      '/api/categorias?since=9999999999999999999', '/api/entradas?since=9223372036854775807',
    ]) {
      const res = await t.call({ method: 'GET', url });
      expect(res.statusCode, url).toBe(422);
      expect(res.json().message).toBe('Dados inválidos.');
    }
    const largest = await t.call({ method: 'GET', url: `/api/sincronizacao?bancos=${Number.MAX_SAFE_INTEGER}` });
    expect(largest.statusCode).toBe(200);
    expect(largest.json()).toMatchObject({ colecoes: { bancos: { bancos: [], removidos: [] } } });
  });

  it('needs a session like every list', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/sincronizacao?bancos=0' });
    expect(res.statusCode).toBe(401);
  });
});
