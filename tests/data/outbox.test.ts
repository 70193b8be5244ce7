// Fake server, faults only: what the real app cannot be made to answer. The rest of the outbox
// (mutate, order, refusals, lost replies, 401, retry, discard) runs on the real server in
// outbox-real-server.test.ts.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cadastrarBanco, editarBanco } from '../../src/data/bancos.ts';
import { cadastrarCategoria } from '../../src/data/categorias.ts';
import type { FluxoDb } from '../../src/data/db.ts';
import { drainIdle } from '../../src/data/sync/drain-scheduler.ts';
import { backoffMs, drain } from '../../src/data/sync/drain.ts';
import { listEntries } from '../../src/data/sync/outbox.ts';
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

const writes = () => server.requests.filter((r) => r.method !== 'GET');

describe('drain faults', () => {
  // Fault: a server from before /api/lote (404) whose answers are held back 15 ms, to see requests in flight.
  it('on a server without batches, sends independent entries side by side, but a change only after the one it depends on', async () => {
    server.lote = false;
    server.offline = true;
    const id = '0190a000-0000-7000-8000-000000000005';
    await cadastrarBanco({ id, banco: 'Primeiro' });
    await editarBanco({ id, banco: 'Primeiro editado', status: true });
    for (let i = 0; i < 8; i++) await cadastrarCategoria({ descricao: `Cat ${i}` });
    await drainIdle();
    server.offline = false;
    server.delayMs = 15;
    await drain(db, { ignoreBackoff: true });
    expect(await db.outbox.count()).toBe(0);
    expect(server.maxInFlight).toBeGreaterThan(1);
    expect(server.maxInFlight).toBeLessThanOrEqual(4);
    const order = server.answered;
    expect(order.indexOf('/api/cadastro-banco Primeiro')).toBeLessThan(order.indexOf('/api/update-banco Primeiro editado'));
    expect(server.tables.bancos.get(id)).toMatchObject({ banco: 'Primeiro editado' });
    expect(server.tables.categorias.size).toBe(8);
  });

  // Fault: a 503 for one entry.
  it('a 5xx retries that entry later with backoff; others go on', async () => {
    server.offline = true;
    await cadastrarBanco({ banco: 'A' });
    await cadastrarCategoria({ descricao: 'B' });
    await drainIdle();
    server.offline = false;
    server.script('/api/cadastro-banco', { status: 503, body: { message: 'x' } });
    const report = await drain(db, { ignoreBackoff: true });
    expect(server.tables.categorias.size).toBe(1);
    const [entry] = await listEntries(db);
    expect(entry).toMatchObject({ status: 'pending', attempts: 2, lastError: 'Servidor indisponível; nova tentativa em breve.' });
    expect(report.retryAt).toBe(entry!.nextAttemptAt);
    // Not yet due: the drain leaves it alone.
    const before = writes().length;
    await drain(db);
    expect(writes().length).toBe(before);
  });

  // Fault: a 429 with Retry-After on the batch.
  it('a 429 stops the queue and honours Retry-After', async () => {
    server.offline = true;
    await cadastrarBanco({ banco: 'A' });
    await cadastrarCategoria({ descricao: 'B' });
    await drainIdle();
    server.offline = false;
    server.script('/api/lote', { status: 429, body: { message: 'Muitas' }, headers: { 'Retry-After': '120' } });
    const t0 = Date.now();
    await drain(db, { ignoreBackoff: true });
    expect(server.tables.categorias.size).toBe(0);
    const [entry] = await listEntries(db);
    expect(entry!.nextAttemptAt).toBeGreaterThanOrEqual(t0 + 120_000);
  });
});

describe('backoff', () => {
  it('grows exponentially with jitter and a ceiling', () => {
    expect(backoffMs(1, () => 0)).toBe(500);
    expect(backoffMs(1, () => 1)).toBe(1000);
    expect(backoffMs(4, () => 1)).toBe(8000);
    expect(backoffMs(40, () => 1)).toBe(300_000);
    expect(backoffMs(40, () => 0)).toBe(150_000);
  });
});
