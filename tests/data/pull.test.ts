// Fake server (decision 300): scripts interrupted pages, a 401, a list not offered; src/data/pull*.ts is h-snapshot's.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FluxoDb } from '../../src/data/db.ts';
import { readMeta } from '../../src/data/db.ts';
import { lastSyncAt, pullAll } from '../../src/data/pull-all.ts';
import { pullCollection, pullStateKey } from '../../src/data/pull.ts';
import type { PullState } from '../../src/data/pull.ts';
import { installFakeServer } from './fake-server.ts';
import type { FakeServer } from './fake-server.ts';
import { editPendingWhileServerChanges, expectPendingEditKept, seedBanks as seed, uuid } from './pull-fixtures.ts';
import { freshDb, teardownDb } from './setup-db.ts';

let db: FluxoDb;
let server: FakeServer;

beforeEach(() => {
  server = installFakeServer();
  db = freshDb();
});
afterEach(teardownDb);

const seedBanks = (n: number) => seed(server, n);

describe('pull', () => {
  it('first load comes in pages with progress, later pulls only bring changes and removals', async () => {
    seedBanks(12);
    const progress: [number, number | null][] = [];
    expect(await pullCollection(db, 'bancos', { pageSize: 5, onProgress: (d, t) => progress.push([d, t]) })).toBe('ok');
    expect(await db.bancos.count()).toBe(12);
    expect(progress).toEqual([[5, 12], [10, 12], [12, 12]]);
    const gets = server.requests.filter((r) => r.method === 'GET').length;
    expect(gets).toBe(3);

    server.tables.bancos!.set(uuid(3), { ...server.tables.bancos!.get(uuid(3))!, banco: 'Renomeado', txid: ++server.txid });
    server.tables.bancos!.delete(uuid(4));
    server.removed.push({ table: 'bancos', id: uuid(4), txid: ++server.txid });
    await pullCollection(db, 'bancos', { pageSize: 5 });
    const delta = server.requests.at(-1)!;
    expect(delta.path).toBe('/api/bancos');
    expect(await db.bancos.get(uuid(3))).toMatchObject({ banco: 'Renomeado' });
    expect(await db.bancos.get(uuid(4))).toBeUndefined();
    expect(await db.bancos.count()).toBe(11);
  });

  it('an interrupted first load resumes from its last page', async () => {
    seedBanks(12);
    server.script('/api/bancos', 'pass', 'network');
    await expect(pullCollection(db, 'bancos', { pageSize: 5 })).rejects.toThrow();
    const state = await readMeta<PullState>(db, pullStateKey('bancos'));
    expect(state?.partial?.after).toBe(uuid(5));
    await pullCollection(db, 'bancos', { pageSize: 5 });
    expect(await db.bancos.count()).toBe(12);
    expect((await readMeta<PullState>(db, pullStateKey('bancos')))?.partial).toBeNull();
  });

  it('never overwrites a row with a pending change; discarding it shows the server copy', async () => {
    seedBanks(2);
    await pullCollection(db, 'bancos');
    await editPendingWhileServerChanges(db, server);
    await pullCollection(db, 'bancos');
    await expectPendingEditKept(db);
  });

  it('a full pull drops rows the server no longer has, but keeps ones created here and not sent', async () => {
    seedBanks(2);
    await db.rows('bancos').put({ id: uuid(50), banco: 'Apagado no servidor' });
    await db.rows('bancos').put({ id: uuid(51), banco: 'Criado offline' });
    await db.outbox.add({
      id: uuid(900), kind: 'json', method: 'POST', path: '/api/cadastro-banco', body: {}, label: '', touches: [{ table: 'bancos', id: uuid(51) }],
      touchIds: [uuid(51)], before: [], dependsOn: [], status: 'pending', attempts: 0, nextAttemptAt: Date.now() + 60_000, lastError: null,
      lastStatus: null, errors: null, fileIds: [], successFallback: '', errorFallback: '', createdAt: '',
    });
    await pullCollection(db, 'bancos');
    expect((await db.bancos.toArray()).map((b) => b.banco).sort()).toEqual(['Banco 1', 'Banco 2', 'Criado offline']);
  });

  it('pullAll treats a list the server does not offer yet as empty and syncs the others', async () => {
    seedBanks(1);
    server.tables.categorias!.set(uuid(70), { id: uuid(70), descricao: 'Luz', txid: ++server.txid });
    server.tables.lancamentos!.set(uuid(80), { id: uuid(80), descricao: 'Compra', valor: '1234.56', valor_parcela: '1234.56', valor_pago: '0.00', data: '2026-01-01', txid: ++server.txid });
    const seen: number[] = [];
    expect(await pullAll(db, { onProgress: (p) => seen.push(p.done) })).toBe('ok');
    expect(await db.bancos.count()).toBe(1);
    expect(await db.categorias.count()).toBe(1);
    expect(await db.lancamentos.get(uuid(80))).toMatchObject({ valor: 123456, valor_parcela: 123456, valor_pago: 0 });
    expect(seen.at(-1)).toBe(3);
    expect(await lastSyncAt(db)).not.toBeNull();
  });

  it('a full disk is reported, never swallowed', async () => {
    seedBanks(1);
    const table = Object.getPrototypeOf(db.table('bancos')) as { bulkPut: () => Promise<unknown> };
    const spy = vi.spyOn(table, 'bulkPut').mockRejectedValue(Object.assign(new Error('full'), { name: 'QuotaExceededError' }));
    expect(await pullAll(db)).toBe('storage-full');
    spy.mockRestore();
    expect(await lastSyncAt(db)).toBeNull();
  });

  it('stops at a 401 without marking the sync done', async () => {
    server.script('/api/bancos', { status: 401, body: { message: 'Não autenticado.' } });
    expect(await pullAll(db)).toBe('unauthorized');
    expect(await lastSyncAt(db)).toBeNull();
  });
});
