/* One request for every list's delta (GET /api/sincronizacao, docs/decisions/121) against the
   real server: what the device ends up holding, and which requests it takes to get there. The
   faults (a cut connection, an older server's 404) are scripted in front of it (real-server-apoio.ts). */
import 'fake-indexeddb/auto';
import { describe, expect, it, onTestFinished } from 'vitest';
import { COLLECTIONS } from '../../src/data/collections.ts';
import { readMeta } from '../../src/data/db.ts';
import { lastSyncAt, pullAll } from '../../src/data/sync/pull-all.ts';
import { pullCollection, pullStateKey } from '../../src/data/sync/pull.ts';
import type { PullState } from '../../src/data/sync/pull.ts';
import { configureTransport, getTransport } from '../../src/data/sync/transport.ts';
import { usarServidorReal } from './real-server.ts';
import {
  apagarBancos, criarBancos, editarPendenteEnquantoServidorMuda, encerrarSessao, esperarEdicaoMantida, falhas, getsDesde, renomearBanco,
} from './real-server-apoio.ts';

const uso = usarServidorReal();

const gets = (from: number) => getsDesde(uso, from).filter((p) => p.startsWith('/api/'));
const bancosNoServidor = async () => (await uso.linhas('/api/bancos', 'bancos')).map((b) => [b.id, b.banco]).sort();
const bancosNoDispositivo = async () => (await uso.db.bancos.toArray()).map((b) => [b.id, b.banco]).sort();

async function criarCategoria(descricao: string): Promise<string> {
  const res = await uso.server.call({ method: 'POST', url: '/api/cadastro-categoria', payload: { descricao } });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { categoria: { id: string } }).categoria.id;
}

/** A first load, then the index of the next request. */
async function afterFirstLoad(): Promise<number> {
  expect(await pullAll(uso.db)).toBe('ok');
  return uso.server.requests.length;
}

/** The server answers the delta with at most `limit` rows per list, whatever the client asks. */
function limitarDelta(limit: number): void {
  const inner = getTransport().fetch;
  configureTransport({
    fetch: (input, init) => {
      const url = new URL(input);
      if (url.pathname === '/api/sincronizacao') url.searchParams.set('limit', String(limit));
      return inner(url.toString(), init);
    },
  });
  onTestFinished(() => configureTransport({ fetch: inner }));
}

describe('delta pull in one request', () => {
  it('a first load asks for every small list in one request and downloads the big ones on their own (decision 456)', { timeout: 60_000 }, async () => {
    await criarBancos(uso, 3);
    const before = uso.server.requests.length;
    expect(await pullAll(uso.db)).toBe('ok');
    expect(gets(before).filter((p) => p === '/api/sincronizacao')).toHaveLength(1);
    expect(gets(before).filter((p) => p !== '/api/sincronizacao').sort()).toEqual(['/api/lancamentos', '/api/lancamentos', '/api/recebiveis', '/api/recebiveis']);
    expect(await bancosNoDispositivo()).toEqual(await bancosNoServidor());
    for (const name of COLLECTIONS) expect((await readMeta<PullState>(uso.db, pullStateKey(name)))?.cursor).toBeTruthy();
  });

  it('a small list\'s first load bigger than one answer goes on page by page as a first load, never as done before it is', { timeout: 60_000 }, async () => {
    await criarBancos(uso, 3);
    limitarDelta(2);
    const before = uso.server.requests.length;
    const vistos: (PullState | undefined)[] = [];
    // What the list's state says between the one request and the list's own pages.
    const inner = getTransport().fetch;
    configureTransport({
      fetch: async (input, init) => {
        if (new URL(input).pathname === '/api/bancos') vistos.push(await readMeta<PullState>(uso.db, pullStateKey('bancos')));
        return inner(input, init);
      },
    });
    onTestFinished(() => configureTransport({ fetch: inner }));
    expect(await pullAll(uso.db)).toBe('ok');
    expect(gets(before)).toContain('/api/bancos');
    // Not pulled yet (no cursor: a screen keeps waiting for it), resumed after the rows it has.
    expect(vistos[0]).toMatchObject({ cursor: null, partial: { since: null, done: 2 } });
    expect(await bancosNoDispositivo()).toEqual(await bancosNoServidor());
    expect((await readMeta<PullState>(uso.db, pullStateKey('bancos')))).toMatchObject({ cursor: expect.stringMatching(/^\d+$/) as unknown, partial: null });
  });

  it('once every list has a cursor, a pull is one request that applies changes and removals', { timeout: 60_000 }, async () => {
    const [renomeado, apagado] = await criarBancos(uso, 3);
    await afterFirstLoad();
    await renomearBanco(uso, renomeado!, 'Renomeado');
    await apagarBancos(uso, [apagado!]);
    const luz = await criarCategoria('Luz');
    const before = await lastSyncAt(uso.db);
    const from = uso.server.requests.length;
    expect(await pullAll(uso.db)).toBe('ok');
    expect(gets(from)).toEqual(['/api/sincronizacao']);
    expect(await uso.db.bancos.get(renomeado!)).toMatchObject({ banco: 'Renomeado' });
    expect(await uso.db.bancos.get(apagado!)).toBeUndefined();
    expect(await uso.db.categorias.get(luz)).toMatchObject({ descricao: 'Luz' });
    expect(await lastSyncAt(uso.db)).not.toBe(before);

    // The cursors moved: the same changes are not asked for again.
    const count = await uso.db.bancos.count();
    await uso.db.bancos.delete(renomeado!); // were the rename sent again, it would come back
    const again = uso.server.requests.length;
    expect(await pullAll(uso.db)).toBe('ok');
    expect(gets(again)).toEqual(['/api/sincronizacao']);
    expect(await uso.db.bancos.count()).toBe(count - 1);
  });

  it('never overwrites a row with a pending change; discarding it shows the server copy', { timeout: 60_000 }, async () => {
    const [editado, apagado] = await criarBancos(uso, 2);
    await afterFirstLoad();
    await editarPendenteEnquantoServidorMuda(uso, editado!, apagado!);
    const from = uso.server.requests.length;
    expect(await pullAll(uso.db)).toBe('ok');
    expect(gets(from)).toEqual(['/api/sincronizacao']);
    await esperarEdicaoMantida(uso, editado!, apagado!);
  });

  it('a delta larger than one answer goes on from proximo with the list call', { timeout: 60_000 }, async () => {
    const antigos = await criarBancos(uso, 2);
    await afterFirstLoad();
    for (const [i, id] of antigos.entries()) await renomearBanco(uso, id, `Novo ${i + 1} ${id.slice(-6)}`);
    await criarBancos(uso, 3, 'Mais');
    limitarDelta(2);
    const from = uso.server.requests.length;
    expect(await pullAll(uso.db)).toBe('ok');
    expect(gets(from)).toEqual(['/api/sincronizacao', '/api/bancos']);
    expect(await bancosNoDispositivo()).toEqual(await bancosNoServidor());
    expect((await readMeta<PullState>(uso.db, pullStateKey('bancos')))?.partial).toBeNull();
  });

  it('falls back to one request per list when the server has no delta endpoint (404)', { timeout: 60_000 }, async () => {
    const [banco] = await criarBancos(uso, 1);
    await afterFirstLoad();
    await renomearBanco(uso, banco!, 'Via lista');
    falhas('/api/sincronizacao', 404); // an older server, from before the delta endpoint
    const from = uso.server.requests.length;
    expect(await pullAll(uso.db)).toBe('ok');
    expect(gets(from)).toContain('/api/bancos');
    expect(gets(from)).toHaveLength(COLLECTIONS.length); // the 404 never reached the server
    expect(await uso.db.bancos.get(banco!)).toMatchObject({ banco: 'Via lista' });
  });

  it('a 401 stops the pull without marking it done', { timeout: 60_000 }, async () => {
    await criarBancos(uso, 1);
    await afterFirstLoad();
    const before = await lastSyncAt(uso.db);
    await encerrarSessao(uso);
    const from = uso.server.requests.length;
    expect(await pullAll(uso.db)).toBe('unauthorized');
    expect(gets(from)).toEqual(['/api/sincronizacao']);
    expect(await lastSyncAt(uso.db)).toBe(before);
  });

  it('offline, nothing moves: the same delta is asked for once back online', { timeout: 60_000 }, async () => {
    const [banco] = await criarBancos(uso, 1);
    await afterFirstLoad();
    const cursor = (await readMeta<PullState>(uso.db, pullStateKey('bancos')))?.cursor;
    await renomearBanco(uso, banco!, 'Depois');
    uso.server.offline = true;
    expect(await pullAll(uso.db)).toBe('offline');
    expect((await readMeta<PullState>(uso.db, pullStateKey('bancos')))?.cursor).toBe(cursor);
    uso.server.offline = false;
    expect(await pullAll(uso.db)).toBe('ok');
    expect(await uso.db.bancos.get(banco!)).toMatchObject({ banco: 'Depois' });
  });

  it('a list whose first load was interrupted resumes on its own while the others come in one request', { timeout: 60_000 }, async () => {
    const [terceiro] = await criarBancos(uso, 1);
    await Promise.all(['Água', 'Gás'].map(criarCategoria));
    await afterFirstLoad();
    // The categories' first load is redone and cut after its first page.
    await uso.db.meta.delete(pullStateKey('categorias'));
    await uso.db.categorias.clear();
    falhas('/api/categorias', 'pass', 'network');
    await expect(pullCollection(uso.db, 'categorias', { pageSize: 1 })).rejects.toThrow();
    expect((await readMeta<PullState>(uso.db, pullStateKey('categorias')))?.partial).toBeTruthy();
    const nova = await criarCategoria('Internet');
    await renomearBanco(uso, terceiro!, 'Terceiro');
    const from = uso.server.requests.length;
    expect(await pullAll(uso.db)).toBe('ok');
    expect(gets(from)).toEqual(['/api/sincronizacao', '/api/categorias']);
    expect(await uso.db.categorias.get(nova)).toMatchObject({ descricao: 'Internet' });
    expect((await uso.db.categorias.toArray()).map((c) => c.descricao).sort()).toEqual((await uso.linhas('/api/categorias', 'categorias')).map((c) => c.descricao).sort());
    expect(await uso.db.bancos.get(terceiro!)).toMatchObject({ banco: 'Terceiro' });
  });
});
