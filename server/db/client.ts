/* Opens the database: embedded PGlite in DATA_DIR by default, PostgreSQL when DATABASE_URL is
   set. Both are exposed as the same Drizzle PgDatabase plus a raw `exec` for migrations. */
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs one or more SQL statements without parameters (migrations, tests). */
  exec(sqlText: string): Promise<void>;
  close(): Promise<void>;
}

export async function openDatabase(opts: { databaseUrl?: string | undefined; dataDir?: string; memory?: boolean }): Promise<Database> {
  if (opts.databaseUrl) {
    // Sessions in UTC so timestamps are unambiguous; the TimeZone is set at connection start
    // rather than by a query racing the first statement.
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10, options: '-c TimeZone=UTC' });
    // An idle client losing its connection (server restart, dropped database) must not crash
    // the process: the pool discards it and opens a new one on the next query.
    pool.on('error', (error) => { console.error('fluxo: conexão com o PostgreSQL perdida', error.message); });
    return {
      db: drizzlePg(pool, { schema }) as unknown as Db,
      kind: 'postgres',
      exec: async (sqlText) => { await pool.query(sqlText); },
      close: () => pool.end(),
    };
  }
  const client = opts.memory ? new PGlite() : new PGlite(`${opts.dataDir}/pgdata`);
  await client.waitReady;
  return {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    kind: 'pglite',
    exec: async (sqlText) => { await client.exec(sqlText); },
    close: () => client.close(),
  };
}
