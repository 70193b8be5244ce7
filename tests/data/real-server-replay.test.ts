/* Replays against the real server: a write whose reply was lost is sent again with the same
   Idempotency-Key, and the server answers from its store instead of doing the work twice. */
import 'fake-indexeddb/auto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cadastrarCategoria } from '../../src/data/categorias.ts';
import type { FluxoDb } from '../../src/data/db.ts';
import { drainIdle } from '../../src/data/drain-scheduler.ts';
import { drain } from '../../src/data/drain.ts';
import { listEntries, retryEntry } from '../../src/data/outbox.ts';
import { installRealServer } from './real-server.ts';
import type { RealServer } from './real-server.ts';
import { freshDb, teardownDb } from './setup-db.ts';

let server: RealServer;
let db: FluxoDb;

beforeAll(async () => {
  server = await installRealServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  db = freshDb();
});
afterEach(teardownDb);

describe('lost replies', () => {
  it('a lost reply replayed with the same key creates the row once', { timeout: 60_000 }, async () => {
    // The server commits the category, then the page sees a network failure.
    server.loseReplies = 1;
    expect(await cadastrarCategoria({ descricao: 'Internet' })).toMatchObject({ kind: 'queued' });
    await drainIdle();
    await drain(db, { ignoreBackoff: true });

    // A new key would be a new request: the server would refuse the now-duplicate id (409) and
    // the entry would stay failed. The same key gets the stored answer and the entry is done.
    expect(await listEntries(db)).toEqual([]);
    const res = await server.call({ method: 'GET', url: '/api/categorias' });
    expect((res.json() as { categorias: { descricao: string }[] }).categorias.map((c) => c.descricao)).toEqual(['Internet']);
    const writes = server.requests.filter((r) => r.method !== 'GET');
    expect(writes).toHaveLength(2);
  });

  it('Tentar novamente after a refusal sends a new key, so the fixed change is saved', { timeout: 60_000 }, async () => {
    // Another clerk already registered 'Energia': the server refuses this one inside its work and
    // stores that refusal under the key (decision 140).
    const outra = await server.call({ method: 'POST', url: '/api/cadastro-categoria', payload: { descricao: 'Energia' } });
    expect(outra.statusCode).toBeLessThan(300);
    server.offline = true;
    expect(await cadastrarCategoria({ descricao: 'Energia' })).toMatchObject({ kind: 'queued' });
    await drainIdle();
    server.offline = false;
    await drain(db, { ignoreBackoff: true });
    const [recusada] = await listEntries(db);
    expect(recusada).toMatchObject({ status: 'failed' });

    // The cause goes away; the clerk presses Tentar novamente.
    const id = (outra.json() as { categoria: { id: string } }).categoria.id;
    expect((await server.call({ method: 'POST', url: '/api/deletar-categorias', payload: { ids: [id] } })).statusCode).toBeLessThan(300);
    await retryEntry(db, recusada!.id);
    const [denovo] = await listEntries(db);
    expect(denovo!.key).toBeDefined();
    expect(denovo!.key).not.toBe(recusada!.id);
    await drain(db, { ignoreBackoff: true });

    expect(await listEntries(db)).toEqual([]);
    const res = await server.call({ method: 'GET', url: '/api/categorias' });
    const energia = (res.json() as { categorias: { id: string; descricao: string }[] }).categorias.filter((c) => c.descricao === 'Energia');
    expect(energia.map((c) => c.id)).toEqual([recusada!.touchIds[0]]);
  });
});
