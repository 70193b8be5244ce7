/* Decision 291 on the real server: during a device's first download of the payables, a list
   opened meanwhile paints the newest rows (in list order, still busy) before the first page has
   even arrived, and then the whole list; a list opened after the head came gets it at once. */
import 'fake-indexeddb/auto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { uuidv7 } from 'uuidv7';
import { bancos } from '../../server/db/schema.ts';
import type { FluxoDb } from '../../src/data/db.ts';
import { firstPullSettled } from '../../src/data/sync/first-pull.ts';
import { CollectionStore } from '../../src/data/live-store.ts';
import { comparatorFor } from '../../src/data/live-load.ts';
import type { Snapshot } from '../../src/data/live-store.ts';
import { COLLECTION_SPECS } from '../../src/data/collections.ts';
import { pullAll } from '../../src/data/sync/pull-all.ts';
import { configureTransport, getTransport } from '../../src/data/sync/transport.ts';
import type { LocalRow } from '../../src/data/wire.ts';
import { installRealServer } from './real-server.ts';
import type { RealServer } from './real-server.ts';
import { freshDb, teardownDb } from './setup-db.ts';

let server: RealServer;
let db: FluxoDb;
const ITAU = uuidv7();

beforeAll(async () => {
  server = await installRealServer();
  await server.database.db.insert(bancos).values({ id: ITAU, banco: 'Itaú', possuiCartao: false });
  for (let i = 0; i < 24; i++) {
    const data = `2025-0${(i % 6) + 1}-1${i % 3}`; // many rows share a date: ties ordered by id
    const res = await server.call({ method: 'POST', url: '/api/cadastro-financas', payload: {
      descricao: `Conta ${i}`, status: 'Pagar', data_pagamento: '', pagamento: 'Boleto', banco: ITAU, valor: '10.00', data,
      tipo: 'Com Vencimento', vencimento: '2025-07-05', metodo: 'À vista', parcela: '', categorias: '', tipo_lancamento: 'Pagamento', observacao: '',
    } });
    expect(res.statusCode, res.body).toBe(201);
  }
}, 60_000);
afterAll(async () => { await server.close(); });
beforeEach(async () => {
  await server.login();
  db = freshDb();
});
afterEach(teardownDb);

function storeFor(): { store: CollectionStore; seen: Snapshot[]; next(test: (s: Snapshot) => boolean): Promise<Snapshot> } {
  const store = new CollectionStore(db, 'lancamentos', () => undefined, { whenReadable: (onHead) => firstPullSettled(db, 'lancamentos', onHead) });
  const seen: Snapshot[] = [];
  const waiters: { test: (s: Snapshot) => boolean; resolve: (s: Snapshot) => void }[] = [];
  store.subscribe(() => {
    const s = store.getSnapshot();
    seen.push(s);
    for (const w of [...waiters]) if (w.test(s)) { waiters.splice(waiters.indexOf(w), 1); w.resolve(s); }
  });
  const next = (test: (s: Snapshot) => boolean) => {
    const found = seen.find(test);
    if (found) return Promise.resolve(found);
    return new Promise<Snapshot>((resolve, reject) => {
      waiters.push({ test, resolve });
      setTimeout(() => reject(new Error(`no such snapshot; seen ${JSON.stringify(seen.map((s) => [s.rows.length, s.ready, s.head?.rows.length]))}`)), 15_000);
    });
  };
  return { store, seen, next };
}

describe('the newest page first', () => {
  it('a list opened during the first download paints the newest rows before any page', { timeout: 60_000 }, async () => {
    const all = ((await server.call({ method: 'GET', url: '/api/lancamentos' })).json() as { lancamentos: LocalRow[] }).lancamentos;
    const newest = [...all].sort(comparatorFor(COLLECTION_SPECS.lancamentos)).map((r) => r.id);
    const inner = getTransport();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => { release = resolve; });
    // The first page of the list is slow to come (as at 100,000 rows): held until released.
    configureTransport({
      fetch: async (input, init) => {
        const response = await inner.fetch(input, init);
        if (new URL(input).searchParams.has('after') || !new URL(input).pathname.endsWith('/api/lancamentos') || new URL(input).searchParams.has('recentes')) return response;
        await held;
        return response;
      },
    });
    try {
      const first = storeFor();
      const loaded = first.store.load();
      const pulled = pullAll(db);
      const head = await first.next((s) => !!s.head);
      expect(head.ready).toBe(false);
      expect(head.rows).toEqual([]);
      expect(head.head!.rows.map((r) => r.id)).toEqual(newest);
      expect(head.head!.rows[0]).not.toHaveProperty('vencimento_efetivo'); // local shape, as the pages store it
      expect(await db.lancamentos.count()).toBe(0); // nothing stored yet: the head is not the list

      // Opened after the head came: it is shown at once, from this tab's copy.
      const late = storeFor();
      const lateLoad = late.store.load();
      expect((await late.next((s) => !!s.head)).head!.rows.map((r) => r.id)).toEqual(newest);

      release();
      expect(await pulled).toBe('ok');
      await Promise.all([loaded, lateLoad]);
      for (const { store } of [first, late]) {
        expect(store.getSnapshot().ready).toBe(true);
        expect(store.getSnapshot().head).toBeUndefined();
        expect(store.getSnapshot().rows.map((r) => r.id)).toEqual(newest);
      }
    } finally {
      release();
      configureTransport({ fetch: inner.fetch });
    }
  });
});
