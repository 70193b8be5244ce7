// Fake server (decision 300): scripts 5xx bursts, lost replies, held requests and a server without /api/lote.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { uuidv7 } from 'uuidv7';
import { cadastrarBanco, editarBanco } from '../../src/data/bancos.ts';
import { cadastrarCategoria } from '../../src/data/categorias.ts';
import type { FluxoDb } from '../../src/data/db.ts';
import { loadCanBatch } from '../../src/data/drain-batch.ts';
import { drainIdle } from '../../src/data/drain-scheduler.ts';
import { drain, isAuthPaused } from '../../src/data/drain.ts';
import { countEntries, listEntries } from '../../src/data/outbox.ts';
import type { OutboxEntry } from '../../src/data/outbox-entry.ts';
import { configureTransport, getTransport } from '../../src/data/transport.ts';
import { MAX_PEDIDOS_LOTE } from '../../src/domain/envio.ts';
import { installFakeServer } from './fake-server.ts';
import type { FakeServer } from './fake-server.ts';
import { freshDb, teardownDb } from './setup-db.ts';

let db: FluxoDb;
let server: FakeServer;

beforeEach(() => {
  server = installFakeServer();
  db = freshDb();
});
afterEach(teardownDb);

/** Queues `n` category creations as mutate() leaves them offline (written directly: many, fast). */
async function queueCategorias(n: number): Promise<void> {
  const now = new Date().toISOString();
  const entries: OutboxEntry[] = Array.from({ length: n }, (_, i) => {
    const id = uuidv7();
    return {
      id: uuidv7(), kind: 'json', method: 'POST', path: '/api/cadastro-categoria', body: { id, descricao: `Cat ${i}` },
      label: `Cadastro de categoria: Cat ${i}`, touches: [{ table: 'categorias', id }], touchIds: [id],
      before: [{ table: 'categorias', id, row: null }], dependsOn: [], status: 'pending', attempts: 0, nextAttemptAt: 0,
      lastError: null, lastStatus: null, errors: null, fileIds: [], successFallback: 'ok', errorFallback: 'erro', createdAt: now,
    };
  });
  await db.outbox.bulkAdd(entries);
}

const batchPaths = () => server.batches.map((b) => b.map((r) => r.path));

describe('drain in batches', () => {
  it('sends consecutive changes as batches of at most 100, in order, each row once', async () => {
    await queueCategorias(MAX_PEDIDOS_LOTE + 30);
    const keys = (await listEntries(db)).map((e) => e.id);
    const report = await drain(db, { ignoreBackoff: true });
    expect(report).toMatchObject({ sent: MAX_PEDIDOS_LOTE + 30, failed: 0, paused: false });
    expect(server.batches.map((b) => b.length)).toEqual([MAX_PEDIDOS_LOTE, 30]);
    expect(server.batches.flat().map((r) => r.key)).toEqual(keys);
    expect(server.tables.categorias!.size).toBe(MAX_PEDIDOS_LOTE + 30);
    expect(await db.outbox.count()).toBe(0);
  });

  it('a change travels in the same batch right after the one it depends on', async () => {
    server.offline = true;
    const id = '0190a000-0000-7000-8000-0000000000b1';
    await cadastrarBanco({ id, banco: 'Lote' });
    await editarBanco({ id, banco: 'Lote S.A.', status: true });
    await cadastrarCategoria({ descricao: 'Depois' });
    await drainIdle();
    server.offline = false;
    await drain(db, { ignoreBackoff: true });
    expect(batchPaths()).toEqual([['/api/cadastro-banco', '/api/update-banco', '/api/cadastro-categoria']]);
    expect(server.tables.bancos!.get(id)).toMatchObject({ banco: 'Lote S.A.', version: 2 });
    expect(await db.outbox.count()).toBe(0);
  });

  it('a refused entry fails as alone, blocks its dependants, and the independent ones after it still go', async () => {
    server.offline = true;
    const id = '0190a000-0000-7000-8000-0000000000b2';
    await cadastrarCategoria({ descricao: 'Antes' });
    await cadastrarBanco({ id, banco: 'Recusado' });
    await editarBanco({ id, banco: 'Recusado 2', status: true });
    await cadastrarCategoria({ descricao: 'Depois' });
    await drainIdle();
    server.offline = false;
    server.script('/api/cadastro-banco', { status: 422, body: { message: 'Já existe um banco com este nome.', errors: { banco: ['Já existe um banco com este nome.'] } } });
    const report = await drain(db, { ignoreBackoff: true });
    expect(report).toMatchObject({ sent: 2, failed: 1 });
    // The server stopped at the refusal; the next batch carried what was still independent.
    expect(batchPaths()).toEqual([
      ['/api/cadastro-categoria', '/api/cadastro-banco', '/api/update-banco', '/api/cadastro-categoria'],
      ['/api/cadastro-categoria'],
    ]);
    expect(server.answered.map((a) => a.split(' ')[0])).toEqual(['/api/cadastro-categoria', '/api/cadastro-categoria']);
    const entries = await listEntries(db);
    expect(entries.map((e) => [e.path, e.status, e.lastError, e.errors])).toEqual([
      ['/api/cadastro-banco', 'failed', 'Já existe um banco com este nome.', { banco: ['Já existe um banco com este nome.'] }],
      ['/api/update-banco', 'blocked', null, null],
    ]);
    expect([...server.tables.categorias!.values()].map((c) => c.descricao).sort()).toEqual(['Antes', 'Depois']);
    expect(await countEntries(db)).toEqual({ pending: 0, failed: 2 });
  });

  it('a server without batches (404) gets the same changes one by one', async () => {
    server.lote = false;
    await queueCategorias(5);
    const report = await drain(db, { ignoreBackoff: true });
    expect(report.sent).toBe(5);
    expect(server.batches).toEqual([]);
    expect(server.requests.filter((r) => r.path === '/api/cadastro-categoria')).toHaveLength(5);
    expect(server.tables.categorias!.size).toBe(5);
    expect(await db.outbox.count()).toBe(0);
  });

  it('a batch whose reply is lost is sent again with the same keys, and each row exists once', async () => {
    await queueCategorias(3);
    const base = getTransport().fetch;
    let lose = true;
    configureTransport({
      fetch: async (input, init) => {
        const response = await base(input, init);
        if (lose && input.endsWith('/api/lote')) {
          lose = false;
          throw new TypeError('Failed to fetch'); // the server committed; the page never hears it
        }
        return response;
      },
    });
    await drain(db, { ignoreBackoff: true });
    expect(await db.outbox.count()).toBe(3);
    await drain(db, { ignoreBackoff: true });
    expect(await db.outbox.count()).toBe(0);
    expect(server.batches).toHaveLength(2);
    expect(server.batches[1]!.map((r) => r.key)).toEqual(server.batches[0]!.map((r) => r.key));
    expect(server.tables.categorias!.size).toBe(3);
  });

  it('a server error on the whole batch retries its first entry later; the others go on', async () => {
    await queueCategorias(3);
    server.script('/api/lote', { status: 503, body: { message: 'x' } });
    const report = await drain(db, { ignoreBackoff: true });
    expect(report.sent).toBe(2);
    const [entry] = await listEntries(db);
    expect(entry).toMatchObject({ status: 'pending', lastStatus: 503, lastError: 'Servidor indisponível; nova tentativa em breve.' });
    expect(entry!.nextAttemptAt).toBeGreaterThan(Date.now());
    expect(report.retryAt).toBe(entry!.nextAttemptAt);
  });

  it('a session gone on the batch pauses the whole queue', async () => {
    await queueCategorias(2);
    server.script('/api/lote', { status: 401, body: { message: 'Não autenticado.' } });
    const report = await drain(db, { ignoreBackoff: true });
    expect(report.paused).toBe(true);
    expect(await isAuthPaused(db)).toBe(true);
    expect(await db.outbox.count()).toBe(2);
  });

  it('uploads never travel in a batch', async () => {
    const canBatch = await loadCanBatch();
    const entry = { kind: 'json', method: 'POST', path: '/api/cadastro-categoria', body: {} } as OutboxEntry;
    expect(canBatch(entry)).toBe(true);
    expect(canBatch({ ...entry, kind: 'multipart', path: '/api/cadastro-comprovante' })).toBe(false);
    expect(canBatch({ ...entry, path: '/api/cadastro-comprovante' })).toBe(false);
    expect(canBatch({ ...entry, path: '/api/deletar-comprovante' })).toBe(false);
  });
});
