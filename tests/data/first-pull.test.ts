// Fake server (decision 300): holds a list's first download mid-way; first-pull.ts is being reworked on h-snapshot.
/* Decision 192: a list still in its first download is loading, never empty. The live store does
   not read a list this device has never pulled until that list's pull completes. */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { emit } from '../../src/data/changes.ts';
import { readMeta, writeMeta } from '../../src/data/db.ts';
import type { FluxoDb } from '../../src/data/db.ts';
import { firstPullSettled } from '../../src/data/first-pull.ts';
import { readCollection } from '../../src/data/live.ts';
import { pullCollection, pullStateKey } from '../../src/data/pull.ts';
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

/**
 * 'settled' if `promise` has resolved once IndexedDB has answered everything asked before (a read
 * queued after the waiter's own state read) and one more macrotask has passed.
 */
async function state(promise: Promise<unknown>): Promise<'settled' | 'waiting'> {
  await readMeta(db, 'nada');
  return Promise.race([promise.then(() => 'settled' as const), new Promise<'waiting'>((r) => setTimeout(() => r('waiting'), 0))]);
}

describe('firstPullSettled', () => {
  it('does not wait for a list pulled before', async () => {
    await writeMeta(db, pullStateKey('bancos'), { cursor: '7', partial: null });
    await firstPullSettled(db, 'bancos');
  });

  it('waits for that list’s pull, not another’s, or for a whole pull to end', async () => {
    const bancos = firstPullSettled(db, 'bancos');
    const categorias = firstPullSettled(db, 'categorias');
    expect(await state(bancos)).toBe('waiting');
    emit({ type: 'pulled', user: db.userId, table: 'lancamentos' });
    emit({ type: 'pulled', user: 'outra-pessoa', table: 'bancos' });
    expect(await state(bancos)).toBe('waiting');
    emit({ type: 'pulled', user: db.userId, table: 'bancos' });
    await bancos;
    expect(await state(categorias)).toBe('waiting');
    emit({ type: 'synced', user: db.userId, at: new Date().toISOString() });
    await categorias;
  });
});

describe('a list opened during its first download', () => {
  it('is read only once its pull is complete: never the first pages alone, never empty', async () => {
    const rows = Array.from({ length: 12 }, (_, i) => ({
      id: `0190a000-0000-7000-8000-${String(i + 1).padStart(12, '0')}`, banco: `Banco ${i + 1}`, status: true, possui_cartao: false,
      credito: false, debito: false, vencimento: null, version: 1, created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z',
    }));
    for (const row of rows) server.tables.bancos!.set(row.id, { ...row, txid: 5 });
    // The screen opens before anything arrived: it must wait, not read an empty table.
    const read = readCollection<{ banco: string }>('bancos');
    expect(await state(read)).toBe('waiting');
    await pullCollection(db, 'bancos', { pageSize: 5 });
    expect((await read).map((r) => r.banco).sort()).toEqual(rows.map((r) => r.banco).sort());
  });
});
