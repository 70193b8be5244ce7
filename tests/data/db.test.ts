import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { FluxoDb, SCHEMA_V1, dbName } from '../../src/data/db.ts';

describe('database schema', () => {
  it('opens a database made by an older version without losing rows or the outbox', async () => {
    const old = new Dexie(dbName('upgrade-user'));
    old.version(1).stores(SCHEMA_V1);
    await old.table('lancamentos').put({ id: 'l1', id_titulo: 't1', data: '2026-01-01', banco_id: 'b1' });
    await old.table('outbox').add({ id: 'e1', status: 'pending', touchIds: ['l1'] });
    old.close();

    const db = new FluxoDb('upgrade-user');
    await db.open();
    expect(db.verno).toBe(2);
    expect(await db.lancamentos.get('l1')).toMatchObject({ id_titulo: 't1' });
    expect(await db.lancamentos.where('id_titulo').equals('t1').count()).toBe(1);
    expect(await db.outbox.where('touchIds').equals('l1').count()).toBe(1);
    await db.delete();
  });

  it('keeps each user in a database of their own', () => {
    expect(new FluxoDb('a').name).toBe('fluxo-a');
    expect(new FluxoDb('b').name).not.toBe(new FluxoDb('a').name);
  });
});
