/* Opens the database: embedded PGlite in DATA_DIR by default, PostgreSQL when DATABASE_URL is
   set. Both are exposed as the same Drizzle PgDatabase plus a raw `exec` for migrations. On disk
   PGlite is durable, private and single-process (docs/decisions/135-banco-embutido-duravel.md). */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { fsyncTree, lockDataDir, makePrivateDir } from './data-dir.ts';
import { openDurablePglite } from './durable-pglite.ts';
import { listenPostgres } from './listen.ts';
import type { Listener } from './listen.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction of `Db` (beside the client, so repositories and lib/mutation need not import each other). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs one or more SQL statements without parameters (migrations, tests). */
  exec(sqlText: string): Promise<void>;
  /** LISTEN on `channel` (decision 190); `onGap` runs when notifications may have been missed. */
  listen(channel: string, onPayload: (payload: string) => void, onGap: () => void): Promise<Listener>;
  /** Runs `work` while no other server process on this database runs its own (start-up:
      migrations and the first admin). One process, as PGlite always is, needs no lock. */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Any fixed number: the advisory lock every Fluxo process takes around its start-up work. */
const STARTUP_LOCK = 4_721_190;

export async function openDatabase(opts: { databaseUrl?: string | undefined; dataDir?: string; memory?: boolean }): Promise<Database> {
  if (opts.databaseUrl) {
    // Sessions in UTC so timestamps are unambiguous; the TimeZone is set at connection start
    // rather than by a query racing the first statement.
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10, options: '-c TimeZone=UTC' });
    // An idle client losing its connection (server restart, dropped database) must not crash
    // the process: the pool discards it and opens a new one on the next query.
    pool.on('error', (error) => { console.error('fluxo: conexão com o PostgreSQL perdida', error.message); });
    return {
      db: drizzlePg(pool, { schema }),
      kind: 'postgres',
      exec: async (sqlText) => { await pool.query(sqlText); },
      listen: (channel, onPayload, onGap) => listenPostgres(opts.databaseUrl!, channel, onPayload, onGap),
      exclusive: async (work) => {
        // The lock lives on one held connection; the work itself runs on the pool's others.
        const holder = await pool.connect();
        try {
          await holder.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK]);
          try {
            return await work();
          } finally {
            await holder.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK]);
          }
        } finally {
          holder.release();
        }
      },
      close: () => pool.end(),
    };
  }
  if (opts.memory) {
    const client = new PGlite();
    await client.waitReady;
    return pgliteDatabase(client, () => client.close());
  }
  if (!opts.dataDir) throw new Error('openDatabase: dataDir, databaseUrl or memory is required');
  return openOnDisk(opts.dataDir);
}

async function openOnDisk(dataDir: string): Promise<Database> {
  const pgdata = join(dataDir, 'pgdata');
  makePrivateDir(pgdata); // DATA_DIR itself is made private by loadConfig (server/config.ts)
  // Before PGlite touches a file: a second process on the same folder would corrupt it.
  const lock = await lockDataDir(dataDir);
  try {
    const created = !existsSync(join(pgdata, 'PG_VERSION'));
    const client = await openDurablePglite(pgdata);
    // A new cluster is unpacked by PGlite's initdb without fsync: flush it once, so a power
    // loss right after the first start cannot leave a half-written cluster behind.
    if (created) fsyncTree(pgdata);
    return pgliteDatabase(client, async () => {
      try { await client.close(); } finally { await lock.release(); }
    });
  } catch (error) {
    await lock.release();
    throw error;
  }
}

function pgliteDatabase(client: PGlite, close: () => Promise<void>): Database {
  return {
    db: drizzlePglite(client, { schema }),
    kind: 'pglite',
    exec: async (sqlText) => { await client.exec(sqlText); },
    // PGlite is one connection in this process: its LISTEN hears the triggers' NOTIFY itself,
    // delivered after COMMIT as on PostgreSQL, and nothing can be missed.
    listen: async (channel, onPayload) => {
      const stop = await client.listen(channel, onPayload);
      return { close: () => (client.closed ? Promise.resolve() : stop()) };
    },
    exclusive: (work) => work(),
    close,
  };
}
