/* Decision 363: a list waiting for its streamed first download (decision 332) joins, indexes and
   orders the rows batch by batch while the stream still arrives; at the stream's end it only
   checks they are the feed's rows and publishes. The feed is driven by hand here (the real pull
   is covered by pull-feed.test.ts): batches of 1,200 rows, several slices each. */
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { COLLECTION_SPECS } from '../../src/data/collections.ts';
import type { JoinSpec } from '../../src/data/collections.ts';
import { firstPullSettled } from '../../src/data/sync/first-pull.ts';
import { CollectionStore } from '../../src/data/live-store.ts';
import { comparatorFor } from '../../src/data/live-load.ts';
import { openFeed } from '../../src/data/sync/pull-feed.ts';
import type { LocalRow } from '../../src/data/wire.ts';
import { usarServidorReal } from './real-server.ts';

const uso = usarServidorReal();

/** `n` payables in id order from `from`, over a few dates and two banks (names as the server sent them). */
function linhas(n: number, from = 0, prefixo = 'a'): LocalRow[] {
  return Array.from({ length: n }, (_, i) => {
    const k = from + i;
    return { id: `${prefixo}${String(k).padStart(6, '0')}`, data: `2026-0${(k % 9) + 1}-1${k % 7}`, descricao: `linha ${k}`, banco_id: k % 2 ? 'b1' : 'b2', banco: 'antigo', categoria_id: null };
  });
}

const emOrdem = (rows: readonly LocalRow[]) => [...rows].sort(comparatorFor(COLLECTION_SPECS.lancamentos)).map((r) => r.id);

/** A payables store waiting for its first download as a list does (live.ts); `seen`: the rows its readers got. */
function storeEsperando(names: (join: JoinSpec, id: string) => string | undefined = () => undefined) {
  const seen: LocalRow[] = [];
  const store = new CollectionStore(uso.db, 'lancamentos', names, {
    onRows: (rows) => { seen.push(...rows); },
    whenReadable: (onHead, onBatch) => firstPullSettled(uso.db, 'lancamentos', onHead, onBatch),
  });
  return { store, seen, loaded: store.load() };
}

describe('a list taking its streamed first download batch by batch (decision 363)', () => {
  it('joins and indexes each batch while the stream arrives, then publishes every row in list order', async () => {
    const { store, seen, loaded } = storeEsperando();
    const feed = openFeed(uso.db, 'lancamentos');
    const primeiro = linhas(1200);
    feed.add(primeiro);
    // The readers (search keys) see the first batch before the stream ended; the list is not ready.
    await vi.waitFor(() => expect(seen.length).toBe(1200), { timeout: 10_000 });
    expect(store.getSnapshot().ready).toBe(false);
    expect(store.get(primeiro[0]!.id)).toBeUndefined(); // nothing published before the end
    const segundo = linhas(1200, 1200);
    feed.add(segundo);
    feed.complete(() => new Set());
    await loaded;
    feed.close();
    const rows = store.getSnapshot().rows;
    expect(store.getSnapshot().ready).toBe(true);
    expect(rows.map((r) => r.id)).toEqual(emOrdem([...primeiro, ...segundo]));
    // Each row reached the readers once (the last batch's just after the list was published), and
    // the rows they saw are the rows listed.
    await vi.waitFor(() => expect(seen.length).toBe(2400));
    const vistos = new Set(seen);
    expect(rows.every((r) => vistos.has(r))).toBe(true);
    expect(store.get(segundo[5]!.id)).toBe(rows.find((r) => r.id === segundo[5]!.id));
  });

  it('a bank name loaded after a batch was joined is in the list, and its readers see the re-joined rows', async () => {
    let carregado = false;
    const { store, seen, loaded } = storeEsperando((join, id) => (carregado && join.from === 'bancos' && id === 'b1' ? 'Itaú' : undefined));
    const feed = openFeed(uso.db, 'lancamentos');
    feed.add(linhas(1200));
    await vi.waitFor(() => expect(seen.length).toBe(1200), { timeout: 10_000 });
    carregado = true; // the banks loaded now: the list store's re-join before it was ready did nothing
    feed.complete(() => new Set());
    await loaded;
    feed.close();
    const rows = store.getSnapshot().rows;
    expect(rows.filter((r) => r.banco_id === 'b1').every((r) => r.banco === 'Itaú')).toBe(true);
    expect(rows.filter((r) => r.banco_id === 'b2').every((r) => r.banco === 'antigo')).toBe(true);
    await vi.waitFor(() => expect(seen.length).toBe(1200 + 600));
    const vistos = new Set(seen);
    expect(rows.every((r) => vistos.has(r))).toBe(true);
    expect(store.get(rows.find((r) => r.banco_id === 'b1')!.id)?.banco).toBe('Itaú');
  });

  it('a cut stream\'s batches are dropped: the list is the next download\'s rows only', async () => {
    const { store, loaded } = storeEsperando();
    const cortado = openFeed(uso.db, 'lancamentos');
    cortado.add(linhas(700, 0, 'x'));
    cortado.close(); // cut: never completed
    const feed = openFeed(uso.db, 'lancamentos');
    const certas = linhas(900);
    feed.add(certas.slice(0, 450));
    feed.add(certas.slice(450));
    feed.complete(() => new Set());
    await loaded;
    feed.close();
    expect(store.getSnapshot().rows.map((r) => r.id)).toEqual(emOrdem(certas));
    expect(store.get('x000001')).toBeUndefined();
  });

  it('the rows its first download stores are not read back; any other change to them is (decision 367)', async () => {
    const { store, loaded } = storeEsperando();
    const feed = openFeed(uso.db, 'lancamentos');
    const rows = linhas(50);
    feed.add(rows);
    feed.complete(() => new Set());
    await loaded;
    // The table holds another copy than the feed (as if changed since): only a change that is not
    // the feed's own stored batch reads it.
    const alvo = rows[7]!;
    await uso.db.rows('lancamentos').put({ ...alvo, descricao: 'mudou aqui' });
    const get = vi.spyOn(uso.db.rows('lancamentos'), 'bulkGet');
    await store.applyChanges(rows.map((r) => r.id), feed.token);
    expect(get).not.toHaveBeenCalled();
    expect(store.get(alvo.id)?.descricao).toBe(alvo.descricao);
    await store.applyChanges([alvo.id], 'outro-download');
    expect(store.get(alvo.id)?.descricao).toBe('mudou aqui');
    feed.close();
  });
});
