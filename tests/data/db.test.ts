import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { FluxoDb, SCHEMA_V1, SCHEMA_V11, SCHEMA_V2, dbName } from '../../src/data/db.ts';

describe('database schema', () => {
  it('opens a database made by an older version without losing rows or the outbox', async () => {
    const old = new Dexie(dbName('upgrade-user'));
    old.version(1).stores(SCHEMA_V1);
    await old.table('lancamentos').put({ id: 'l1', id_titulo: 't1', data: '2026-01-01', banco_id: 'b1' });
    await old.table('outbox').add({ id: 'e1', status: 'pending', touchIds: ['l1'] });
    old.close();

    const db = new FluxoDb('upgrade-user');
    await db.open();
    expect(db.verno).toBe(15); // the highest this.version(n) in db.ts
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
    expect(db.verno).toBe(15); // the highest this.version(n) in db.ts
    expect(await db.lancamentos.orderBy('data').reverse().primaryKeys()).toEqual(['l3', 'l2', 'l1']);
    expect(await db.recebiveis.orderBy('data').primaryKeys()).toEqual(['r1']);
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
