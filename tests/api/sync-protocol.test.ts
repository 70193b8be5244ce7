/* The offline engine's server guarantees (docs/decisions/002, 004): idempotent replays and
   delta pulls, exercised through the categories endpoints; and the registry of synced
   collections (server/sync/colecoes.ts, decision 424) naming exactly the tables the migrations
   made syncable. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from 'uuidv7';
import { rowsOf } from '../../server/db/migrate.ts';
import { COLECAO_DA_TABELA, TABELAS_SINCRONIZADAS } from '../../server/sync/colecoes.ts';
import { createTestApp } from './helper.ts';
import type { TestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const criar = (descricao: string, key: string, id = uuidv7()) => t.call({
  method: 'POST', url: '/api/cadastro-categoria', headers: { 'idempotency-key': key }, payload: { id, descricao },
});

async function listar(query = '') {
  const res = await t.call({ method: 'GET', url: `/api/categorias${query}` });
  expect(res.statusCode).toBe(200);
  return res.json() as { categorias: { id: string; descricao: string }[]; cursor: string; removidos?: string[]; proximo?: string | null; total?: number };
}

describe('idempotent writes', () => {
  it('a replay returns the stored response and creates the row once', async () => {
    const key = uuidv7();
    const id = uuidv7();
    const first = await criar('Aluguel', key, id);
    const replay = await criar('Aluguel', key, id);
    expect(first.statusCode).toBe(201);
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(first.json());
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect((await listar()).categorias.filter((c) => c.descricao === 'Aluguel')).toHaveLength(1);
  });

  it('refuses the same key with another payload with 422', async () => {
    const key = uuidv7();
    await criar('Energia', key);
    const other = await criar('Água', key);
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe('Chave de idempotência reutilizada com outro conteúdo.');
    expect((await listar()).categorias.some((c) => c.descricao === 'Água')).toBe(false);
  });

  it('concurrent replays of one key store one row', async () => {
    const key = uuidv7();
    const id = uuidv7();
    const results = await Promise.all([criar('Internet', key, id), criar('Internet', key, id), criar('Internet', key, id)]);
    for (const r of results) expect([201, 409]).toContain(r.statusCode);
    expect(results.some((r) => r.statusCode === 201)).toBe(true);
    expect((await listar()).categorias.filter((c) => c.descricao === 'Internet')).toHaveLength(1);
  });

  it('a refused write is not stored, so a corrected state can accept the replay', async () => {
    const key = uuidv7();
    const refused = await t.call({ method: 'POST', url: '/api/cadastro-categoria', headers: { 'idempotency-key': key }, payload: { descricao: '' } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('A categoria é obrigatória.');
    // The corrected change, replayed under the same key, is done (and stored) this time.
    const accepted = await t.call({ method: 'POST', url: '/api/cadastro-categoria', headers: { 'idempotency-key': key }, payload: { descricao: 'Streaming' } });
    expect(accepted.statusCode).toBe(201);
    expect((await listar()).categorias.filter((c) => c.descricao === 'Streaming')).toHaveLength(1);
    const again = await t.call({ method: 'POST', url: '/api/cadastro-categoria', headers: { 'idempotency-key': key }, payload: { descricao: 'Streaming' } });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
  });

  it('rejects a malformed key', async () => {
    const res = await criar('Telefone', 'x');
    expect(res.statusCode).toBe(422);
  });
});

describe('delta pulls', () => {
  it('a pull with nothing new returns no rows, and a change returns just that row', async () => {
    const { cursor } = await listar();
    const vazio = await listar(`?since=${cursor}`);
    expect(vazio.categorias).toEqual([]);
    expect(vazio.removidos).toEqual([]);

    const id = uuidv7();
    await criar('Transporte', uuidv7(), id);
    const delta = await listar(`?since=${vazio.cursor}`);
    expect(delta.categorias.map((c) => c.id)).toEqual([id]);
  });

  it('reports deleted ids in removidos', async () => {
    const id = uuidv7();
    await criar('Temporária', uuidv7(), id);
    const { cursor } = await listar();
    const del = await t.call({ method: 'POST', url: '/api/deletar-categorias', payload: { ids: [id] } });
    expect(del.statusCode).toBe(200);
    const delta = await listar(`?since=${cursor}`);
    expect(delta.removidos).toContain(id);
    expect(delta.categorias.some((c) => c.id === id)).toBe(false);
  });

  it('pages a full pull in id order with proximo and total', async () => {
    const all = (await listar()).categorias.map((c) => c.id).sort();
    const page1 = await listar('?since=0&limit=2');
    expect(page1.total).toBe(all.length);
    expect(page1.categorias.map((c) => c.id)).toEqual(all.slice(0, 2));
    const page2 = await listar(`?since=0&limit=2&after=${page1.proximo}`);
    expect(page2.categorias.map((c) => c.id)).toEqual(all.slice(2, 4));
  });

  it('answers a malformed cursor with 422, not 500', async () => {
    const res = await t.call({ method: 'GET', url: '/api/categorias?since=abc' });
    expect(res.statusCode).toBe(422);
    const bad = await t.call({ method: 'GET', url: '/api/categorias?after=../../x' });
    expect(bad.statusCode).toBe(422);
  });
});

describe('the registry of synced collections', () => {
  it('names exactly the tables whose deletes leave tombstones and whose writes tell the live hub', async () => {
    const tabelasCom = async (sufixo: string) => rowsOf<{ tabela: string }>(await t.database.db.execute(sql`SELECT c.relname AS tabela
      FROM pg_trigger g JOIN pg_class c ON c.oid = g.tgrelid WHERE g.tgname = c.relname || ${sufixo}`)).map((r) => r.tabela).sort();
    const registro = [...TABELAS_SINCRONIZADAS].sort();
    expect(await tabelasCom('_tombstone')).toEqual(registro);
    expect(await tabelasCom('_notify')).toEqual(registro);
    // The live hub tells the devices each table's list by the domain's name.
    expect(COLECAO_DA_TABELA.get('users')).toBe('usuarios');
    expect(COLECAO_DA_TABELA.get('historicos_escolares')).toBe('historicos');
    expect(COLECAO_DA_TABELA.get('notificacoes_lidas')).toBe('lidas');
  });
});
