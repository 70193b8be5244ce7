/* Decision 369 on the real server: a streamed first download is packed on the device as it
   arrives (one record per batch), then unpacked into the list's table. A device whose page dies
   while unpacking keeps the download: the next pull unpacks the pages left, with no request (so
   also offline), feeds the list from them, and keeps a change made on the device meanwhile. */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstPullSettled } from '../../src/data/sync/first-pull.ts';
import { pullAll } from '../../src/data/sync/pull-all.ts';
import { pagarLancamentos } from '../../src/data/lancamentos.ts';
import { readEmpacotado } from '../../src/data/sync/pacotes.ts';
import { watchFeed } from '../../src/data/sync/pull-feed.ts';
import type { Fed } from '../../src/data/sync/pull-feed.ts';
import { STREAM_BATCH, readPacotes, setStreamBatch } from '../../src/data/sync/pull-store.ts';
import { holdStoring } from '../../src/data/sync/pull-stream.ts';
import { pullCollection, pullStateKey } from '../../src/data/sync/pull.ts';
import type { PullState } from '../../src/data/sync/pull.ts';
import { readMeta } from '../../src/data/db.ts';
import { semearUmaVez } from './cenarios/compras-parceladas.ts';
import { usarServidorReal } from './real-server.ts';

const uso = usarServidorReal({ hoje: new Date('2025-07-01T15:00:00Z') });
const semear = semearUmaVez(uso, ['2025-03-05', '2025-06-30']); // 24 payables

afterEach(() => {
  holdStoring(Promise.resolve());
  setStreamBatch(STREAM_BATCH);
});

const ids = (rows: readonly Record<string, unknown>[]) => rows.map((r) => String(r.id)).sort();

describe('a first download packed on the device (decision 369)', () => {
  it('is all on the device, packed, before its rows are unpacked; nothing is left of the pages after', { timeout: 60_000 }, async () => {
    await semear();
    setStreamBatch(5); // 24 rows: 5 pages
    let release: () => void = () => undefined;
    holdStoring(new Promise<void>((resolve) => { release = resolve; }));
    let packed: () => void = () => undefined;
    const isPacked = new Promise<void>((resolve) => { packed = resolve; });
    const pulling = pullCollection(uso.db, 'lancamentos', { onPacked: () => packed() });
    await isPacked;
    expect((await readPacotes(uso.db, 'lancamentos')).length).toBe(5);
    expect(await readEmpacotado(uso.db, 'lancamentos')).toMatchObject({ rows: 24, pages: 5, unpacked: 0 });
    expect(await uso.db.lancamentos.count()).toBe(0); // unpacking waits for the other lists

    release();
    expect(await pulling).toBe('ok');
    expect(await uso.db.lancamentos.count()).toBe(24);
    expect(await uso.db.pacotes('lancamentos').count()).toBe(0);
    expect(await readEmpacotado(uso.db, 'lancamentos')).toBeUndefined();
    expect((await readMeta<PullState>(uso.db, pullStateKey('lancamentos')))?.cursor).not.toBeNull();
  });

  it('left half unpacked by a page that died, is unpacked offline by the next pull, which feeds the list and keeps a payment made meanwhile', { timeout: 60_000 }, async () => {
    await semear();
    setStreamBatch(5);
    let release: () => void = () => undefined;
    holdStoring(new Promise<void>((resolve) => { release = resolve; }));
    let stopWatch: () => void = () => undefined;
    const fed = new Promise<Fed>((resolve) => { stopWatch = watchFeed(uso.db, 'lancamentos', resolve); });
    let died = false;
    let packed: () => void = () => undefined;
    const isPacked = new Promise<void>((resolve) => { packed = resolve; });
    const pulling = pullCollection(uso.db, 'lancamentos', {
      onPacked: () => packed(),
      // The page dies once the first page is in the table: nothing more is written.
      onProgress: (done) => {
        if (done >= 5 && !died) {
          died = true;
          uso.db.close();
        }
      },
    });
    const { rows } = await fed;
    stopWatch();
    await isPacked;
    // Paid once the download is packed, while it waits to be unpacked, and accepted: only the
    // download's `keep`, kept in its marker by the page unpacked first, protects it now.
    const paga = rows.at(-1)!; // in the last page, unpacked only after the page died
    expect(await pagarLancamentos([paga.id])).toMatchObject({ kind: 'synced' });
    expect(await uso.sincronizar()).toEqual([]);
    release();
    await expect(pulling).rejects.toThrow();
    expect(died).toBe(true);

    await uso.db.open();
    expect(await readEmpacotado(uso.db, 'lancamentos')).toMatchObject({ pages: 5, unpacked: 1, keep: [paga.id] });
    expect(await uso.db.lancamentos.count()).toBe(6); // the first page, and the paid row

    uso.server.offline = true;
    const before = uso.server.requests.length;
    const again = new Promise<Fed>((resolve) => { stopWatch = watchFeed(uso.db, 'lancamentos', resolve); });
    const replay = pullCollection(uso.db, 'lancamentos');
    const refed = await Promise.race([again, replay.then(() => { throw new Error('the pull ended without feeding the list'); })]);
    stopWatch();
    expect(refed.rows).toHaveLength(24); // the list is fed from the pages at once
    expect(await replay).toBe('ok');
    expect(uso.server.requests.length).toBe(before); // no request: the download was on the device
    expect(await uso.db.lancamentos.count()).toBe(24);
    expect(await uso.db.pacotes('lancamentos').count()).toBe(0);
    expect((await uso.db.lancamentos.get(paga.id))?.status).toBe('Pago');
    expect((await readMeta<PullState>(uso.db, pullStateKey('lancamentos')))?.cursor).not.toBeNull();

    // Online again, the next pull (a delta) leaves the device equal to the server.
    uso.server.offline = false;
    expect(await pullCollection(uso.db, 'lancamentos')).toBe('ok');
    const server = await uso.linhas('/api/lancamentos', 'lancamentos');
    expect(ids(await uso.db.lancamentos.toArray())).toEqual(ids(server));
    expect((await uso.db.lancamentos.get(paga.id))?.status).toBe('Pago');
  });

  it('pages that do not add up are forgotten and the list is downloaded again', { timeout: 60_000 }, async () => {
    await semear();
    await uso.db.pacotes('lancamentos').bulkPut([
      { seq: 0, rows: [] },
      { seq: -1, rows: [], marker: { cursor: null, total: 3, rows: 3, pages: 2, unpacked: 0, keep: [] } },
    ]);
    expect(await pullCollection(uso.db, 'lancamentos')).toBe('ok');
    const server = await uso.linhas('/api/lancamentos', 'lancamentos');
    expect(ids(await uso.db.lancamentos.toArray())).toEqual(ids(server));
    expect(await uso.db.pacotes('lancamentos').count()).toBe(0);
    expect(await readEmpacotado(uso.db, 'lancamentos')).toBeUndefined();
  });

  it('left packed, is unpacked by a whole pull started offline, and a list waiting offline is fed from it', { timeout: 60_000 }, async () => {
    await semear();
    // As after a first sign-in: the small lists were stored (with their cursors) before the big one.
    expect(await pullCollection(uso.db, 'bancos')).toBe('ok');
    // The page dies right after the download is packed: not one row in the table.
    const pulling = pullCollection(uso.db, 'lancamentos', { onPacked: () => uso.db.close() });
    await expect(pulling).rejects.toThrow();
    await uso.db.open();
    expect(await readEmpacotado(uso.db, 'lancamentos')).toMatchObject({ rows: 24, unpacked: 0 });
    expect(await uso.db.lancamentos.count()).toBe(0);

    uso.server.offline = true;
    const navegador = globalThis.navigator;
    vi.stubGlobal('navigator', { onLine: false });
    try {
      const waiting = firstPullSettled(uso.db, 'lancamentos'); // offline: it waits, since the download is here
      expect(await pullAll(uso.db)).toBe('offline'); // the banks' delta could not be asked
      expect(await uso.db.lancamentos.count()).toBe(24);
      expect((await waiting)?.rows).toHaveLength(24);
    } finally {
      vi.stubGlobal('navigator', navegador);
    }
    expect(await uso.db.pacotes('lancamentos').count()).toBe(0);
  });
});
