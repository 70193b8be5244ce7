// Fake server, faults only: what the real app cannot be made to answer. The rest of the batched
// drain runs on the real server in drain-batch-real-server.test.ts.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FluxoDb } from '../../src/data/db.ts';
import { drain } from '../../src/data/sync/drain.ts';
import { listEntries } from '../../src/data/sync/outbox.ts';
import { installFakeServer } from './fake-server.ts';
import type { FakeServer } from './fake-server.ts';
import { criacoesDeCategoria } from './real-server-apoio.ts';
import { freshDb, teardownDb } from './setup-db.ts';

let db: FluxoDb;
let server: FakeServer;

beforeEach(() => {
  server = installFakeServer();
  db = freshDb();
});
afterEach(teardownDb);

/** Queues `n` category creations as mutate() leaves them offline. */
const queueCategorias = (n: number) => db.outbox.bulkAdd(criacoesDeCategoria(n));

describe('drain in batches: faults', () => {
  // Fault: a server from before /api/lote (its 404).
  it('a server without batches (404) gets the same changes one by one', async () => {
    server.lote = false;
    await queueCategorias(5);
    const report = await drain(db, { ignoreBackoff: true });
    expect(report.sent).toBe(5);
    expect(server.batches).toEqual([]);
    expect(server.requests.filter((r) => r.path === '/api/cadastro-categoria')).toHaveLength(5);
    expect(server.tables.categorias.size).toBe(5);
    expect(await db.outbox.count()).toBe(0);
  });

  // Fault: a 503 for the whole batch.
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
});
