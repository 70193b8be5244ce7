/* Decision 462: db.ts declares only the Dexie versions with an upgrade function and the last. A
   database written by the declaration of every version (the build before) opens as it was, a
   database at a version no longer declared upgrades from its real schema, and the stores at the
   last version are exactly those of the whole chain. */
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { FluxoDb, dbName } from '../../src/data/db.ts';
import {
  SCHEMA_V1, SCHEMA_V10, SCHEMA_V11, SCHEMA_V12, SCHEMA_V13, SCHEMA_V14, SCHEMA_V15, SCHEMA_V16, SCHEMA_V17, SCHEMA_V18,
  SCHEMA_V2, SCHEMA_V3, SCHEMA_V4, SCHEMA_V8, SCHEMA_V9,
} from '../../src/data/db-versoes.ts';

const TODAS: [number, Record<string, string | null>][] = [[1, SCHEMA_V1], [2, SCHEMA_V2], [3, SCHEMA_V3], [4, SCHEMA_V4], [8, SCHEMA_V8],
  [9, SCHEMA_V9], [10, SCHEMA_V10], [11, SCHEMA_V11], [12, SCHEMA_V12], [13, SCHEMA_V13], [14, SCHEMA_V14], [15, SCHEMA_V15],
  [16, SCHEMA_V16], [17, SCHEMA_V17], [18, SCHEMA_V18]];

/** A database declared version by version up to `ate`, as the builds before decision 462 did (no upgrade functions: only the stores). */
function cadeia(nome: string, ate: number): Dexie {
  const db = new Dexie(nome);
  for (const [n, schema] of TODAS) if (n <= ate) db.version(n).stores(schema);
  return db;
}

/** Every store with its key and indexes, as IndexedDB holds them. */
function lojas(db: Dexie): [string, string | null, string[]][] {
  const idb = db.backendDB();
  return [...idb.objectStoreNames].sort().map((nome) => {
    const loja = idb.transaction(nome, 'readonly').objectStore(nome);
    return [nome, JSON.stringify(loja.keyPath), [...loja.indexNames].sort()];
  });
}

describe('the Dexie versions db.ts declares (decision 462)', () => {
  it('a database written at version 18 by the declaration of every version opens as it was: no upgrade, every row and the outbox', async () => {
    const antes = cadeia(dbName('v18-cadeia'), 18);
    await antes.table('paginas_lancamentos').bulkPut([{ n: -1, rows: [], versao: 'v-antes' }, { n: 0, rows: [{ id: 'l1', id_titulo: 't1', valor: 5 }] }]);
    await antes.table('outbox').add({ id: 'e1', status: 'pending', touchIds: ['l1'] });
    await antes.table('orcamentos').put({ id: 'o1', mes: '2026-11' });
    const esperadas = lojas(antes);
    const versaoIdb = antes.backendDB().version;
    antes.close();

    const db = new FluxoDb('v18-cadeia');
    await db.open();
    expect(db.backendDB().version).toBe(versaoIdb);
    expect(lojas(db)).toEqual(esperadas);
    expect(await db.lancamentos.get('l1')).toMatchObject({ id_titulo: 't1', valor: 5 });
    expect(await db.outbox.where('touchIds').equals('l1').count()).toBe(1);
    expect(await db.table('orcamentos').get('o1')).toMatchObject({ mes: '2026-11' });
    await db.delete();
  });

  it('a new database has the stores of the whole chain', async () => {
    const cheia = cadeia(dbName('cadeia-inteira'), 18);
    await cheia.open();
    const db = new FluxoDb('so-as-declaradas');
    await db.open();
    expect(db.verno).toBe(18);
    expect(lojas(db)).toEqual(lojas(cheia));
    await cheia.delete();
    await db.delete();
  });

  it('a database at a version no longer declared (17, 14, 12) upgrades from its real schema, its rows kept and the upgrades after it run', async () => {
    const referencia = cadeia(dbName('referencia'), 18);
    await referencia.open();
    for (const ate of [17, 14, 12]) {
      const nome = `v${ate}-solta`;
      const antes = cadeia(dbName(nome), ate);
      await antes.table('outbox').add({ id: 'e1', status: 'pending', touchIds: ['x1'] });
      if (ate < 13) await antes.table('bancos').put({ id: 'b1', banco: 'Banco' });
      if (ate < 15) await antes.table('extratos').put({ id: 'x1', banco_id: 'b1', chave: 'f:1' });
      if (ate >= 16) await antes.table('paginas_recebiveis').bulkPut([{ n: -1, rows: [], versao: 'v' }, { n: 0, rows: [{ id: 'r1', valor: 3 }] }]);
      antes.close();

      const db = new FluxoDb(nome);
      await db.open();
      expect(db.verno).toBe(18);
      expect(lojas(db)).toEqual(lojas(referencia));
      expect(await db.outbox.count()).toBe(1);
      if (ate < 13) expect(await db.bancos.get('b1')).toMatchObject({ saldo_inicial: 0, data_saldo_inicial: null });
      if (ate < 15) expect(await db.extratos.get('x1')).toMatchObject({ saldo_final: null, data_saldo_final: null });
      if (ate >= 16) expect(await db.recebiveis.get('r1')).toMatchObject({ valor: 3 });
      await db.delete();
    }
    await referencia.delete();
  });
});
