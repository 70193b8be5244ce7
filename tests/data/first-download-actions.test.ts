/* Decision 365 on the real server: a first download's rows are on the list (decision 332) before
   IndexedDB stores them (the worker stores after the other lists, decision 364, and 100,000 rows
   take tens of seconds). A clerk who pays or deletes one of them meanwhile is not refused with
   "not found", and the stored download, read on the server before that change, does not undo it. */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { uuidv7 } from 'uuidv7';
import { deletarLancamentos, pagarLancamentos } from '../../src/data/lancamentos.ts';
import { watchFeed } from '../../src/data/sync/pull-feed.ts';
import type { Fed } from '../../src/data/sync/pull-feed.ts';
import { holdStoring } from '../../src/data/sync/pull-stream.ts';
import { pullCollection } from '../../src/data/sync/pull.ts';
import type { LocalRow } from '../../src/data/wire.ts';
import { semearComprasParceladas } from './cenarios/compras-parceladas.ts';
import { usarServidorReal } from './real-server.ts';

const uso = usarServidorReal({ hoje: new Date('2025-07-01T15:00:00Z') });

afterEach(() => holdStoring(Promise.resolve()));

describe('acting on a first download not stored yet', () => {
  it('pays one instalment and deletes a purchase; the download stored after keeps both changes', { timeout: 60_000 }, async () => {
    await semearComprasParceladas(uso, uuidv7(), ['2025-03-05', '2025-06-30']);
    let release: () => void = () => undefined;
    holdStoring(new Promise<void>((resolve) => { release = resolve; }));
    let stop: () => void = () => undefined;
    const fed = new Promise<Fed>((resolve) => { stop = watchFeed(uso.db, 'lancamentos', resolve); });
    const pulling = pullCollection(uso.db, 'lancamentos');
    const { rows } = await fed;
    stop();
    expect(rows).toHaveLength(24);
    expect(await uso.db.lancamentos.count()).toBe(0); // shown, not stored yet

    const byData = (data: string) => rows.filter((r: LocalRow) => r.data === data);
    const paga = byData('2025-03-05').find((r) => r.parcela === '1/12') ?? byData('2025-03-05')[0]!;
    const apagada = String(byData('2025-06-30')[0]!.id_titulo);
    expect(await pagarLancamentos([paga.id])).toMatchObject({ kind: 'synced' });
    expect(await deletarLancamentos([apagada])).toMatchObject({ kind: 'synced' });
    expect(await uso.sincronizar()).toEqual([]); // accepted: no outbox entry protects the rows now

    release();
    expect(await pulling).toBe('ok');
    expect((await uso.db.lancamentos.get(paga.id))?.status).toBe('Pago');
    expect(await uso.db.lancamentos.where('id_titulo').equals(apagada).count()).toBe(0);
    expect(await uso.db.lancamentos.count()).toBe(12);

    // The next pull (a delta from the download's cursor) leaves the device equal to the server.
    expect(await pullCollection(uso.db, 'lancamentos')).toBe('ok');
    const server = await uso.linhas('/api/lancamentos', 'lancamentos');
    const local = await uso.db.lancamentos.toArray();
    const estado = (list: readonly Record<string, unknown>[]) => list.map((r) => `${String(r.id)} ${String(r.status)}`).sort();
    expect(estado(local)).toEqual(estado(server));
  });
});
