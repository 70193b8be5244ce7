/* Decision 192: a list still in its first download is loading, never empty. The live store does
   not read a list this device has never pulled until that list's pull completes (the pull runs
   against the real server; the waiting itself needs no server). */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { emit } from '../../src/data/sync/changes.ts';
import { readMeta, writeMeta } from '../../src/data/db.ts';
import { firstPullSettled } from '../../src/data/sync/first-pull.ts';
import { readCollection } from '../../src/data/live.ts';
import { pullCollection, pullStateKey } from '../../src/data/sync/pull.ts';
import { usarServidorReal } from './real-server.ts';
import { criarBancos, limparBancos } from './real-server-apoio.ts';

const uso = usarServidorReal();

/**
 * 'settled' if `promise` has resolved once IndexedDB has answered everything asked before (a read
 * queued after the waiter's own state read) and one more macrotask has passed.
 */
async function state(promise: Promise<unknown>): Promise<'settled' | 'waiting'> {
  await readMeta(uso.db, 'nada');
  return Promise.race([promise.then(() => 'settled' as const), new Promise<'waiting'>((r) => setTimeout(() => r('waiting'), 0))]);
}

describe('firstPullSettled', () => {
  it('does not wait for a list pulled before', async () => {
    await writeMeta(uso.db, pullStateKey('bancos'), { cursor: '7', partial: null });
    await firstPullSettled(uso.db, 'bancos');
  });

  it('waits for that list’s pull, not another’s, or for a whole pull to end', async () => {
    const bancos = firstPullSettled(uso.db, 'bancos');
    const categorias = firstPullSettled(uso.db, 'categorias');
    expect(await state(bancos)).toBe('waiting');
    emit({ type: 'pulled', user: uso.db.userId, table: 'lancamentos' });
    emit({ type: 'pulled', user: 'outra-pessoa', table: 'bancos' });
    expect(await state(bancos)).toBe('waiting');
    emit({ type: 'pulled', user: uso.db.userId, table: 'bancos' });
    await bancos;
    expect(await state(categorias)).toBe('waiting');
    emit({ type: 'synced', user: uso.db.userId, at: new Date().toISOString() });
    await categorias;
  });
});

describe('a list opened during its first download', () => {
  it('is read only once its pull is complete: never the first pages alone, never empty', { timeout: 60_000 }, async () => {
    await limparBancos(uso);
    const ids = await criarBancos(uso, 12);
    // The screen opens before anything arrived: it must wait, not read an empty table.
    const read = readCollection('bancos');
    expect(await state(read)).toBe('waiting');
    // Three pages: the read must not settle on the first one or two.
    const pages: number[] = [];
    await pullCollection(uso.db, 'bancos', { pageSize: 5, onProgress: (done) => pages.push(done) });
    expect(pages).toEqual([5, 10, 12]);
    expect((await read).map((r) => r.id).sort()).toEqual(ids);
  });
});
