// Fake server (decision 300): scripts removed rows and txids of the delta protocol; src/data/pull*.ts is h-snapshot's.
/* One request for every list's delta (GET /api/sincronizacao, docs/decisions/121): what the
   device ends up holding, and which requests it takes to get there. */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS, COLLECTION_SPECS } from '../../src/data/collections.ts';
import type { FluxoDb } from '../../src/data/db.ts';
import { readMeta } from '../../src/data/db.ts';
import { lastSyncAt, pullAll } from '../../src/data/pull-all.ts';
import { pullStateKey } from '../../src/data/pull.ts';
import type { PullState } from '../../src/data/pull.ts';
import { configureTransport, getTransport } from '../../src/data/transport.ts';
import { installFakeServer } from './fake-server.ts';
import type { FakeServer } from './fake-server.ts';
import { deleteBank as del, editPendingWhileServerChanges, expectPendingEditKept, renameBank as rename, seedBanks as seed, uuid } from './pull-fixtures.ts';
import { freshDb, teardownDb } from './setup-db.ts';

let db: FluxoDb;
let server: FakeServer;

interface DeltaEndpoint {
  /** Paths the engine asked for (GET), in order. */
  gets: string[];
  /** What /api/sincronizacao answers: 200 (built from the lists), or a status. */
  status: number;
  /** Rows per list the endpoint sends at most, whatever the client asks (a server's own cap). */
  cap: number | null;
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Adds GET /api/sincronizacao to the fake server, answered from its own list calls, and answers
 * the lists it lacks as empty, so every list of the engine has a cursor after a first load.
 */
function addDeltaEndpoint(fake: FakeServer): DeltaEndpoint {
  const inner = getTransport().fetch;
  const endpoint: DeltaEndpoint = { gets: [], status: 200, cap: null };
  const answerList = async (path: string, params: URLSearchParams): Promise<Response> => {
    const name = COLLECTIONS.find((c) => COLLECTION_SPECS[c].path === path);
    if (name && !fake.tables[name]) {
      return json(200, { cursor: String(fake.txid + 1), [COLLECTION_SPECS[name].key]: [], proximo: null, total: 0, removidos: [] });
    }
    return inner(`http://fluxo.test${path}?${params.toString()}`, { method: 'GET' });
  };
  configureTransport({
    fetch: async (input, init) => {
      const url = new URL(input);
      if ((init.method ?? 'GET') !== 'GET') return inner(input, init);
      if (fake.offline) throw new TypeError('Failed to fetch');
      endpoint.gets.push(url.pathname);
      if (url.pathname !== '/api/sincronizacao') return answerList(url.pathname, url.searchParams);
      if (endpoint.status !== 200) return json(endpoint.status, { message: 'Rota não encontrada.' });
      const limit = Math.min(Number(url.searchParams.get('limit')), endpoint.cap ?? Infinity);
      const colecoes: Record<string, unknown> = {};
      for (const [name, since] of url.searchParams) {
        if (name === 'limit') continue;
        const path = COLLECTION_SPECS[name as (typeof COLLECTIONS)[number]].path;
        colecoes[name] = await (await answerList(path, new URLSearchParams({ since, limit: String(limit) }))).json();
      }
      return json(200, { colecoes });
    },
  });
  return endpoint;
}

let endpoint: DeltaEndpoint;
beforeEach(() => {
  server = installFakeServer();
  endpoint = addDeltaEndpoint(server);
  db = freshDb();
});
afterEach(teardownDb);

const seedBanks = (n: number) => seed(server, n);
const renameBank = (n: number, banco: string) => rename(server, n, banco);
const deleteBank = (n: number) => del(server, n);

/** A first load, then only what the next pull asks for. */
async function afterFirstLoad(): Promise<void> {
  expect(await pullAll(db)).toBe('ok');
  endpoint.gets.length = 0;
}

describe('delta pull in one request', () => {
  it('a first load goes list by list in pages, never through the delta endpoint', async () => {
    seedBanks(3);
    expect(await pullAll(db)).toBe('ok');
    expect(endpoint.gets).not.toContain('/api/sincronizacao');
    expect(endpoint.gets.filter((p) => p === '/api/bancos')).toHaveLength(1);
    expect(await db.bancos.count()).toBe(3);
    for (const name of COLLECTIONS) expect((await readMeta<PullState>(db, pullStateKey(name)))?.cursor).toBeTruthy();
  });

  it('once every list has a cursor, a pull is one request that applies changes and removals', async () => {
    seedBanks(3);
    await afterFirstLoad();
    renameBank(1, 'Renomeado');
    deleteBank(2);
    server.tables.categorias!.set(uuid(70), { id: uuid(70), descricao: 'Luz', txid: ++server.txid });
    const before = await lastSyncAt(db);
    expect(await pullAll(db)).toBe('ok');
    expect(endpoint.gets).toEqual(['/api/sincronizacao']);
    expect(await db.bancos.get(uuid(1))).toMatchObject({ banco: 'Renomeado' });
    expect(await db.bancos.get(uuid(2))).toBeUndefined();
    expect(await db.categorias.get(uuid(70))).toMatchObject({ descricao: 'Luz' });
    expect(await lastSyncAt(db)).not.toBe(before);

    // The cursors moved: the same changes are not asked for again.
    endpoint.gets.length = 0;
    expect(await pullAll(db)).toBe('ok');
    expect(endpoint.gets).toEqual(['/api/sincronizacao']);
    expect(await db.bancos.count()).toBe(2);
  });

  it('never overwrites a row with a pending change; discarding it shows the server copy', async () => {
    seedBanks(2);
    await afterFirstLoad();
    await editPendingWhileServerChanges(db, server);
    expect(await pullAll(db)).toBe('ok');
    expect(endpoint.gets).toEqual(['/api/sincronizacao']);
    await expectPendingEditKept(db);
  });

  it('a delta larger than one answer goes on from proximo with the list call', async () => {
    seedBanks(2);
    await afterFirstLoad();
    for (let n = 1; n <= 2; n++) renameBank(n, `Novo ${n}`);
    for (let n = 3; n <= 5; n++) server.tables.bancos!.set(uuid(n), { id: uuid(n), banco: `Banco ${n}`, status: true, version: 1, txid: ++server.txid });
    endpoint.cap = 2;
    expect(await pullAll(db)).toBe('ok');
    expect(endpoint.gets).toEqual(['/api/sincronizacao', '/api/bancos']);
    expect((await db.bancos.toArray()).map((b) => b.banco).sort()).toEqual(['Banco 3', 'Banco 4', 'Banco 5', 'Novo 1', 'Novo 2']);
    expect((await readMeta<PullState>(db, pullStateKey('bancos')))?.partial).toBeNull();
  });

  it('falls back to one request per list when the server has no delta endpoint (404)', async () => {
    seedBanks(2);
    await afterFirstLoad();
    renameBank(2, 'Via lista');
    endpoint.status = 404;
    expect(await pullAll(db)).toBe('ok');
    expect(endpoint.gets[0]).toBe('/api/sincronizacao');
    expect(endpoint.gets).toContain('/api/bancos');
    expect(endpoint.gets).toHaveLength(1 + COLLECTIONS.length);
    expect(await db.bancos.get(uuid(2))).toMatchObject({ banco: 'Via lista' });
  });

  it('a 401 stops the pull without marking it done', async () => {
    seedBanks(1);
    await afterFirstLoad();
    const before = await lastSyncAt(db);
    endpoint.status = 401;
    expect(await pullAll(db)).toBe('unauthorized');
    expect(endpoint.gets).toEqual(['/api/sincronizacao']);
    expect(await lastSyncAt(db)).toBe(before);
  });

  it('offline, nothing moves: the same delta is asked for once back online', async () => {
    seedBanks(1);
    await afterFirstLoad();
    const cursor = (await readMeta<PullState>(db, pullStateKey('bancos')))?.cursor;
    renameBank(1, 'Depois');
    server.offline = true;
    expect(await pullAll(db)).toBe('offline');
    expect((await readMeta<PullState>(db, pullStateKey('bancos')))?.cursor).toBe(cursor);
    server.offline = false;
    expect(await pullAll(db)).toBe('ok');
    expect(await db.bancos.get(uuid(1))).toMatchObject({ banco: 'Depois' });
  });

  it('a list whose first load was interrupted resumes on its own while the others come in one request', async () => {
    seedBanks(3);
    await afterFirstLoad();
    await db.meta.put({ key: pullStateKey('categorias'), value: { cursor: null, partial: { cursor: '1', since: null, after: uuid(0), done: 0, total: null } } satisfies PullState });
    server.tables.categorias!.set(uuid(71), { id: uuid(71), descricao: 'Água', txid: ++server.txid });
    renameBank(3, 'Terceiro');
    expect(await pullAll(db)).toBe('ok');
    expect(endpoint.gets).toEqual(['/api/sincronizacao', '/api/categorias']);
    expect(await db.categorias.get(uuid(71))).toMatchObject({ descricao: 'Água' });
    expect(await db.bancos.get(uuid(3))).toMatchObject({ banco: 'Terceiro' });
  });
});
