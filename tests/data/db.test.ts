import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { FluxoDb, dbName } from '../../src/data/db.ts';
import {
  SCHEMA_V1, SCHEMA_V10, SCHEMA_V11, SCHEMA_V12, SCHEMA_V13, SCHEMA_V14, SCHEMA_V15, SCHEMA_V2, SCHEMA_V3, SCHEMA_V4, SCHEMA_V8, SCHEMA_V9,
} from '../../src/data/db-versoes.ts';
import { LINHAS_POR_PAGINA } from '../../src/data/sync/paginas-estado.ts';

describe('database schema', () => {
  it('v16: a database written by v15 keeps every row, now packed, its cursors and its outbox; a staged download is dropped (decision 450)', async () => {
    const old = new Dexie(dbName('upgrade-v15'));
    const versions: [number, Record<string, string>][] = [[1, SCHEMA_V1], [2, SCHEMA_V2], [3, SCHEMA_V3], [4, SCHEMA_V4], [8, SCHEMA_V8], [9, SCHEMA_V9],
      [10, SCHEMA_V10], [11, SCHEMA_V11], [12, SCHEMA_V12], [13, SCHEMA_V13], [14, SCHEMA_V14], [15, SCHEMA_V15]];
    for (const [n, schema] of versions) old.version(n).stores(schema);
    // Two full pages and a last one with room.
    const resto = LINHAS_POR_PAGINA / 4;
    const total = 2 * LINHAS_POR_PAGINA + resto;
    const rows = Array.from({ length: total }, (_, i) => ({ id: `l${String(i).padStart(6, '0')}`, id_titulo: `t${Math.floor(i / 3)}`, data: '2026-01-01', valor: i }));
    await old.table('lancamentos').bulkPut(rows);
    await old.table('recebiveis').put({ id: 'r1', id_titulo: 'tr', data: '2026-02-01' });
    await old.table('outbox').add({ id: 'e1', status: 'pending', touchIds: ['l000001'] });
    await old.table('meta').bulkPut([{ key: 'pull:lancamentos', value: { cursor: '123', partial: null } }, { key: 'pull:recebiveis', value: { cursor: null, partial: null } }]);
    // The receivables' download was packed and not yet unpacked when the old version closed.
    await old.table('pacotes_recebiveis').bulkPut([{ seq: -1, rows: [], marker: { cursor: '9' } }, { seq: 0, rows: [{ id: 'r2' }] }]);
    old.close();

    const db = new FluxoDb('upgrade-v15');
    await db.open();
    expect(db.verno).toBe(18);
    const stores = db.tables.map((t) => t.name);
    expect(stores).toEqual(expect.arrayContaining(['paginas_lancamentos', 'paginas_recebiveis']));
    for (const gone of ['lancamentos', 'recebiveis', 'pacotes_lancamentos', 'pacotes_recebiveis']) expect(stores).not.toContain(gone);
    // Packed: three pages of rows and the list's version, not one record per row.
    const pages = await db.table('paginas_lancamentos').toArray() as { n: number; rows: unknown[] }[];
    expect(pages.map((p) => [p.n, p.rows.length])).toEqual([[-1, 0], [0, LINHAS_POR_PAGINA], [1, LINHAS_POR_PAGINA], [2, resto]]);
    expect(await db.lancamentos.count()).toBe(total);
    expect(await db.lancamentos.get('l000001')).toMatchObject({ id_titulo: 't0', valor: 1 });
    expect(await db.lancamentos.where('id_titulo').equals('t0').count()).toBe(3);
    expect(await db.recebiveis.get('r1')).toMatchObject({ id_titulo: 'tr' });
    expect(await db.recebiveis.get('r2')).toBeUndefined();
    expect(await db.meta.get('pull:lancamentos')).toMatchObject({ value: { cursor: '123' } });
    expect(await db.meta.get('pull:recebiveis')).toBeUndefined(); // downloaded again
    expect(await db.outbox.where('touchIds').equals('l000001').count()).toBe(1);
    // A write after the upgrade rewrites only its page, and a new row goes to the last page with room.
    await db.lancamentos.update('l000001', { valor: 99 });
    await db.lancamentos.put({ ...rows[0]!, id: 'novo' } as never);
    const after = await db.table('paginas_lancamentos').toArray() as { n: number; rows: { id: string }[] }[];
    expect(after.find((p) => p.n === 2)!.rows.map((r) => r.id)).toContain('novo');
    db.close();
    const again = new FluxoDb('upgrade-v15');
    expect(await again.lancamentos.get('l000001')).toMatchObject({ valor: 99 });
    expect(await again.lancamentos.count()).toBe(total + 1);
    await again.delete();
  });

  it('opens a database made by an older version without losing rows or the outbox', async () => {
    const old = new Dexie(dbName('upgrade-user'));
    old.version(1).stores(SCHEMA_V1);
    await old.table('lancamentos').put({ id: 'l1', id_titulo: 't1', data: '2026-01-01', banco_id: 'b1' });
    await old.table('outbox').add({ id: 'e1', status: 'pending', touchIds: ['l1'] });
    old.close();

    const db = new FluxoDb('upgrade-user');
    await db.open();
    expect(db.verno).toBe(18); // the highest this.version(n) in db.ts
    expect(await db.lancamentos.get('l1')).toMatchObject({ id_titulo: 't1' });
    expect(await db.lancamentos.where('id_titulo').equals('t1').count()).toBe(1);
    expect(await db.outbox.where('touchIds').equals('l1').count()).toBe(1);
    await db.delete();
  });

  it('upgrades a v2 database to v3 keeping rows and the outbox, and the lists read their newest rows by date', async () => {
    const old = new Dexie(dbName('upgrade-v2'));
    old.version(1).stores(SCHEMA_V1);
    old.version(2).stores(SCHEMA_V2);
    await old.table('lancamentos').bulkPut([
      { id: 'l1', id_titulo: 't1', data: '2026-01-01' },
      { id: 'l2', id_titulo: 't2', data: '2026-03-01' },
      { id: 'l3', id_titulo: 't3', data: '2026-03-01' },
    ]);
    await old.table('recebiveis').put({ id: 'r1', id_titulo: 'tr', data: '2026-02-01' });
    await old.table('outbox').add({ id: 'e1', status: 'pending', touchIds: ['l1'] });
    old.close();

    const db = new FluxoDb('upgrade-v2');
    await db.open();
    expect(db.verno).toBe(18); // the highest this.version(n) in db.ts
    expect((await db.lancamentos.toArray()).map((r) => r.id)).toEqual(['l1', 'l2', 'l3']);
    expect((await db.recebiveis.toArray()).map((r) => r.id)).toEqual(['r1']);
    expect(await db.lancamentos.where('id_titulo').equals('t1').count()).toBe(1);
    expect(await db.outbox.where('touchIds').equals('l1').count()).toBe(1);
    await db.delete();
  });

  it('v15: statement lines stored before it get no closing balance (null, never undefined)', async () => {
    const old = new Dexie(dbName('upgrade-v14'));
    old.version(14).stores(SCHEMA_V11);
    await old.table('extratos').put({ id: 'e1', banco_id: 'b1', chave: 'f:1', data: '2026-01-02', valor: -100 });
    old.close();

    const db = new FluxoDb('upgrade-v14');
    await db.open();
    expect(await db.extratos.get('e1')).toMatchObject({ chave: 'f:1', saldo_final: null, data_saldo_final: null });
    await db.delete();
  });

  it('keeps each user in a database of their own', () => {
    expect(new FluxoDb('a').name).toBe('fluxo-a');
    expect(new FluxoDb('b').name).not.toBe(new FluxoDb('a').name);
  });
});
