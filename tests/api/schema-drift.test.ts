/* The Drizzle schema (server/db/schema.ts) and the SQL migrations describe the same database:
   every table and column of one exists in the other, with the same nullability and SQL type. A migration
   without its schema change (or the reverse) fails here, on PGlite and on PostgreSQL. */
import { sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../server/db/migrate.ts';
import * as schema from '../../server/db/schema.ts';
import { createTestApp } from './helper.ts';
import type { TestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const exported: unknown[] = Object.values(schema);
const tables = exported.filter((x): x is PgTable => x instanceof PgTable).map((x) => getTableConfig(x));

describe('schema drift', () => {
  it('every table and column of the Drizzle schema is in the migrated database, and no more', async () => {
    const result = await t.database.db.execute(sql`SELECT table_name, column_name, is_nullable FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name <> 'fluxo_migrations' ORDER BY table_name, column_name`);
    const banco = rowsOf<{ table_name: string; column_name: string; is_nullable: string }>(result)
      .map((r) => `${r.table_name}.${r.column_name}${r.is_nullable === 'YES' ? '?' : ''}`);
    const drizzle = tables.flatMap((table) => table.columns.map((c) => `${table.name}.${c.name}${c.notNull ? '' : '?'}`)).sort();
    expect(banco.sort()).toEqual(drizzle);
  });

  it('every column has the SQL type the Drizzle schema declares', async () => {
    const result = await t.database.db.execute(sql`SELECT table_name, column_name, format_type(a.atttypid, a.atttypmod) AS tipo
      FROM information_schema.columns c
      JOIN pg_attribute a ON a.attrelid = (quote_ident(c.table_schema) || '.' || quote_ident(c.table_name))::regclass AND a.attname = c.column_name
      WHERE c.table_schema = current_schema() AND c.table_name <> 'fluxo_migrations'`);
    const banco = rowsOf<{ table_name: string; column_name: string; tipo: string }>(result).map((r) => `${r.table_name}.${r.column_name} ${r.tipo}`).sort();
    // Drizzle spells a serial by its sequence and puts a space in numeric(p, s); PostgreSQL stores the integer type.
    const comoNoBanco = (tipo: string) => tipo.replace(/, /g, ',').replace(/^bigserial$/, 'bigint').replace(/^serial$/, 'integer');
    const drizzle = tables.flatMap((table) => table.columns.map((c) => `${table.name}.${c.name} ${comoNoBanco(c.getSQLType())}`)).sort();
    expect(banco).toEqual(drizzle);
  });
});
