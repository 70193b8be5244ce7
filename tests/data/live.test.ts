/* The live store (live-store.ts): its loading and ordering read the device alone; the registry
   follows local writes, other tabs' announcements and pulls from the real server. */
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { uuidv7 } from 'uuidv7';
import { emitRows } from '../../src/data/sync/changes.ts';
import { cadastrarBanco, editarBanco } from '../../src/data/bancos.ts';
import type { FluxoDb } from '../../src/data/db.ts';
import { pullAll } from '../../src/data/sync/pull-all.ts';
import { pullCollection } from '../../src/data/sync/pull.ts';
import { readCollection } from '../../src/data/live.ts';
import { COLLECTION_SPECS } from '../../src/data/collections.ts';
import { LoadOrder, sortLoaded } from '../../src/data/live-load.ts';
import { CollectionStore, HEAD_ROWS } from '../../src/data/live-store.ts';
import { comparatorFor, mergeSorted } from '../../src/data/live-load.ts';
import type { Snapshot } from '../../src/data/live-store.ts';
import type { LocalRow } from '../../src/data/wire.ts';
import { usarServidorReal } from './real-server.ts';
import { apagarBancos, criarBancos, renomearBanco } from './real-server-apoio.ts';

const uso = usarServidorReal();
let db: FluxoDb;
beforeEach(() => { db = uso.db; });

const lanc = (id: string, data: string, extra: Partial<LocalRow> = {}): LocalRow => ({ id, data, descricao: id, banco_id: null, ...extra });

describe('collection store', () => {
  it('loads in chunks and orders postings newest first, then by id', async () => {
    await db.rows('lancamentos').bulkPut([lanc('a', '2026-01-02'), lanc('b', '2026-03-01'), lanc('c', '2026-01-02'), lanc('d', '2025-12-31')]);
    const store = new CollectionStore(db, 'lancamentos', () => undefined);
    await store.load();
    expect(store.getSnapshot().ready).toBe(true);
    expect(store.getSnapshot().rows.map((r) => r.id)).toEqual(['b', 'c', 'a', 'd']);
  });

  it('orders banks by name, accent- and case-insensitively', async () => {
    await db.rows('bancos').bulkPut([{ id: '1', banco: 'itaú' }, { id: '2', banco: 'Banco do Brasil' }, { id: '3', banco: 'Ágil' }]);
    const store = new CollectionStore(db, 'bancos', () => undefined);
    await store.load();
    expect(store.getSnapshot().rows.map((r) => r.banco)).toEqual(['Ágil', 'Banco do Brasil', 'itaú']);
  });

  it('patches only the changed ids and keeps the array identity when nothing changed', async () => {
    await db.rows('lancamentos').bulkPut([lanc('a', '2026-01-01'), lanc('b', '2026-02-01')]);
    const store = new CollectionStore(db, 'lancamentos', () => undefined);
    await store.load();
    const first = store.getSnapshot().rows;
    await store.applyChanges(['a']);
    expect(store.getSnapshot().rows).toBe(first);
    await db.rows('lancamentos').put(lanc('a', '2026-05-01'));
    await db.lancamentos.delete('b');
    await db.rows('lancamentos').put(lanc('c', '2026-03-01'));
    let calls = 0;
    store.subscribe(() => calls++);
    await store.applyChanges(['a', 'b', 'c']);
    expect(calls).toBe(1);
    expect(store.getSnapshot().rows.map((r) => r.id)).toEqual(['a', 'c']);
    expect(store.getSnapshot().rows).not.toBe(first);
  });

  it('joins bank names at read time and re-joins after a rename', async () => {
    const names = new Map([['b1', 'Itaú']]);
    await db.rows('lancamentos').put(lanc('l1', '2026-01-01', { banco_id: 'b1', banco: 'Nome antigo' }));
    const store = new CollectionStore(db, 'lancamentos', (_join, id) => names.get(id));
    await store.load();
    expect(store.get('l1')?.banco).toBe('Itaú');
    names.set('b1', 'Itaú Unibanco');
    store.rejoin({ target: 'banco', idField: 'banco_id', from: 'bancos', nameField: 'banco' }, new Set(['b1']));
    expect(store.getSnapshot().rows[0]?.banco).toBe('Itaú Unibanco');
  });

  it('a change merges into a large list (several load chunks) without re-reading it', async () => {
    const rows = Array.from({ length: 12_000 }, (_, i) => lanc(`id-${String(i).padStart(6, '0')}`, `2026-01-${String((i % 28) + 1).padStart(2, '0')}`));
    await db.rows('lancamentos').bulkPut(rows);
    const store = new CollectionStore(db, 'lancamentos', () => undefined);
    await store.load();
    expect(store.getSnapshot().rows).toHaveLength(12_000);
    await db.rows('lancamentos').put(lanc('id-000005', '2027-01-01'));
    const table = db.lancamentos;
    const toArray = table.toArray.bind(table);
    let fullReads = 0;
    table.toArray = (() => { fullReads++; return toArray(); }) as typeof table.toArray;
    await store.applyChanges(['id-000005']);
    expect(fullReads).toBe(0);
    expect(store.getSnapshot().rows[0]?.id).toBe('id-000005');
    expect(store.getSnapshot().rows).toHaveLength(12_000);
  }, 60_000);
});

describe('a big list, stored packed: its newest rows and total first, then every row (decision 450)', () => {
  // 250 rows over 7 dates: many rows share a date, so the order between them (id desc) matters.
  const many = () => Array.from({ length: 250 }, (_, i) => lanc(`id-${String((i * 37) % 250).padStart(4, '0')}`, `2026-01-0${(i % 7) + 1}`));

  it('a big list paints its newest rows with the full total first, then every row in list order (decision 450)', async () => {
    await db.rows('lancamentos').bulkPut(many());
    const tabela = db.lancamentos;
    const ler = tabela.linhas.bind(tabela);
    let publicadosAntesDasPaginas = -1;
    const linhas = vi.spyOn(tabela, 'linhas').mockImplementation(async () => {
      if (publicadosAntesDasPaginas < 0) publicadosAntesDasPaginas = seen.length;
      return ler();
    });
    const store = new CollectionStore(db, 'lancamentos', () => undefined);
    const seen: Snapshot[] = [];
    store.subscribe(() => seen.push(store.getSnapshot()));
    await store.load();
    linhas.mockRestore();
    // The kept head record (sync/paginas.ts) painted before the pages were read (issue 36), with
    // the kept subsets (the payables waiting for approval: none here).
    expect(publicadosAntesDasPaginas).toBe(1);
    expect(seen[0]?.head?.vistas).toEqual({ aguardando: [] });
    const sorted = [...many()].sort(comparatorFor(COLLECTION_SPECS.lancamentos));
    expect(seen).toHaveLength(2);
    expect(seen[0]?.ready).toBe(false);
    expect(seen[0]?.head?.total).toBe(250);
    expect(seen[0]?.head?.rows.map((r) => r.id)).toEqual(sorted.slice(0, HEAD_ROWS).map((r) => r.id));
    expect(seen[1]?.ready).toBe(true);
    expect(seen[1]?.head).toBeUndefined();
    expect(seen[1]?.rows.map((r) => r.id)).toEqual(sorted.map((r) => r.id));
    // A device whose pages have no head record yet (upgraded before it existed): the head is
    // computed from the pages, as soon as they are read.
    await db.table('paginas_lancamentos').delete(-2);
    const semCabeca = new CollectionStore(db, 'lancamentos', () => undefined);
    const vistos: Snapshot[] = [];
    semCabeca.subscribe(() => vistos.push(semCabeca.getSnapshot()));
    await semCabeca.load();
    expect(vistos.map((v) => [v.ready, v.head?.total])).toEqual([[false, 250], [true, undefined]]);
    expect(vistos[0]?.head?.rows.map((r) => r.id)).toEqual(sorted.slice(0, HEAD_ROWS).map((r) => r.id));
  });

  it('the kept head is asked for while the first download\'s state is read, and again if that waited for a download (issue 36)', async () => {
    await db.rows('lancamentos').bulkPut(many());
    const cabeca = vi.spyOn(db.lancamentos, 'cabeca');
    let pronto: (esperou: boolean) => void = () => undefined;
    const store = new CollectionStore(db, 'lancamentos', () => undefined, { whenReadable: () => new Promise<boolean>((r) => { pronto = r; }) });
    const seen: Snapshot[] = [];
    store.subscribe(() => seen.push(store.getSnapshot()));
    const carga = store.load();
    await vi.waitFor(() => expect(cabeca).toHaveBeenCalledTimes(1));
    expect(seen).toHaveLength(0);
    pronto(false);
    await carga;
    // On the device already: the head read meanwhile is the one painted, not read a second time.
    expect(cabeca).toHaveBeenCalledTimes(1);
    expect(seen.map((s) => [s.ready, s.head?.total])).toEqual([[false, 250], [true, undefined]]);
    // After a wait for a download, what was read before it may be out of date: read again.
    const depois = new CollectionStore(db, 'lancamentos', () => undefined, { whenReadable: async () => true });
    await depois.load();
    expect(cabeca).toHaveBeenCalledTimes(3);
    cabeca.mockRestore();
  });

  it('a small collection loads at once, with no head', async () => {
    await db.rows('lancamentos').bulkPut(many().slice(0, HEAD_ROWS - 1));
    const store = new CollectionStore(db, 'lancamentos', () => undefined);
    const seen: Snapshot[] = [];
    store.subscribe(() => seen.push(store.getSnapshot()));
    await store.load();
    expect(seen.map((s) => [s.ready, s.head === undefined])).toEqual([[true, true]]);
  });

  it('sorts loaded rows exactly like the list comparator, rows without a date last, at once or batch by batch (decision 363)', () => {
    const rows = [...many(), lanc('id-x', ''), { id: 'id-y', descricao: 'sem data' } as LocalRow]
      .sort((a, b) => (a.id < b.id ? -1 : 1));
    for (const name of ['lancamentos', 'faturas', 'bancos'] as const) {
      const spec = COLLECTION_SPECS[name];
      const compare = comparatorFor(spec);
      const expected = [...rows].sort(compare).map((r) => r.id);
      expect(sortLoaded(rows, spec, compare).map((r) => r.id)).toEqual(expected);
      const order = new LoadOrder(spec, compare);
      for (let i = 0; i < rows.length; i += 37) order.add(rows.slice(i, i + 37));
      expect(order.rows().map((r) => r.id)).toEqual(expected);
    }
  });
});

describe('live registry', () => {
  const bancos = async () => (await readCollection('bancos')).map((r) => r.banco);

  it('sees local writes and changes announced by other contexts', { timeout: 60_000 }, async () => {
    expect(await pullCollection(db, 'bancos')).toBe('ok'); // pulled before: the list does not wait
    const antes = await bancos();
    const id = uuidv7();
    expect(await cadastrarBanco({ id, banco: `Santander ${id.slice(-6)}` })).toMatchObject({ kind: 'synced' });
    expect(await bancos()).toEqual(expect.arrayContaining([...antes, `Santander ${id.slice(-6)}`]));
    expect(await bancos()).toHaveLength(antes.length + 1);
    expect(await editarBanco({ id, banco: `Santander BR ${id.slice(-6)}`, status: true })).toMatchObject({ kind: 'synced' });
    await vi.waitFor(async () => expect(await bancos()).toContain(`Santander BR ${id.slice(-6)}`));
    // Another tab wrote directly and announced it.
    const outra = uuidv7();
    await db.rows('bancos').put({ id: outra, banco: `Caixa ${outra.slice(-6)}` });
    emitRows(db.userId, 'bancos', [outra]);
    await vi.waitFor(async () => expect(await bancos()).toContain(`Caixa ${outra.slice(-6)}`));
  });

  it('a read right after a write or an announcement sees it, without waiting (the sale-over-position check)', async () => {
    expect(await pullCollection(db, 'bancos')).toBe('ok');
    await readCollection('bancos');
    await db.rows('bancos').put({ id: 'r2', banco: 'Segundo' });
    emitRows(db.userId, 'bancos', ['r2']);
    expect((await readCollection('bancos')).map((r) => r.id)).toContain('r2');
    const id = uuidv7();
    expect(await cadastrarBanco({ id, banco: `Novo ${id.slice(-6)}` })).toMatchObject({ kind: 'synced' });
    expect((await readCollection('bancos')).map((r) => r.id)).toContain(id);
  });

  it('an open list shows what a pull brought: renames, new rows, removals', { timeout: 60_000 }, async () => {
    const [renomeado, apagado] = await criarBancos(uso, 2);
    expect(await pullAll(db)).toBe('ok');
    expect((await readCollection('bancos')).map((r) => r.id)).toEqual(expect.arrayContaining([renomeado, apagado]));
    // Another clerk changes the banks on the server; this device's next pull brings it.
    await renomearBanco(uso, renomeado!, `Renomeado ${renomeado!.slice(-6)}`);
    await apagarBancos(uso, [apagado!]);
    const [novo] = await criarBancos(uso, 1, 'Novo');
    expect(await pullAll(db)).toBe('ok');
    await vi.waitFor(async () => {
      const rows = await readCollection('bancos');
      expect(rows.find((r) => r.id === renomeado)?.banco).toBe(`Renomeado ${renomeado!.slice(-6)}`);
      expect(rows.map((r) => r.id)).not.toContain(apagado);
      expect(rows.map((r) => r.id)).toContain(novo);
    });
  });
});

describe('mergeSorted', () => {
  it('merges two sorted lists', () => {
    expect(mergeSorted([1, 3, 5], [2, 4, 6], (a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
