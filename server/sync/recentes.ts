/* The newest rows of a list, in list order (date descending, then id descending), for a device's
   first download (decision 291): `GET <list>?recentes=<n>` answers `{ cursor, <key>: rows,
   recentes: true }` so the list paints its first page before the whole list has arrived. The
   rows come from the list's own wire select (same fields, same vencimento_efetivo); only those
   dated on or after the n-th newest date are read, through the list's date index. */
import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { rowsOf } from '../db/migrate.ts';
import type { Db } from '../db/client.ts';
import type { WireSelect } from './tipos.ts';

export async function recentesBody(db: Db, entity: string, key: string, dataColumn: PgColumn, select: WireSelect<unknown>, n: number): Promise<string> {
  const table = sql.identifier(entity);
  const limite = sql`coalesce((SELECT ${dataColumn} FROM ${table} ORDER BY ${dataColumn} DESC OFFSET ${n - 1} LIMIT 1), '-infinity'::date)`;
  const rows = sql`SELECT * FROM (${select.query(sql`${dataColumn} >= ${limite}`, null)}) y ORDER BY y.data DESC, y.id DESC LIMIT ${n}`;
  const [row] = rowsOf<{ body: string }>(await db.execute(sql`SELECT json_build_object(
    'cursor', pg_snapshot_xmin(pg_current_snapshot())::text,
    ${key}::text, coalesce((SELECT json_agg(z) FROM (${rows}) z), '[]'::json),
    'recentes', true)::text AS body`));
  return row!.body;
}
