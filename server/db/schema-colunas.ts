/* Columns every Drizzle table shares. Money is integer cents (bigint), dates are `date` strings,
   ids are client-generatable UUIDs. `version` and `txid` are maintained by triggers
   (migrations/0001_init.sql) so no repository can forget them: docs/decisions/002-sync-protocol.md. */
import { sql } from 'drizzle-orm';
import { bigint, integer, timestamp } from 'drizzle-orm/pg-core';

export const cents = (name: string) => bigint(name, { mode: 'number' });
export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow();
export const version = () => integer('version').notNull().default(1);
// The writing transaction's id: delta pulls return rows whose txid is not older than the
// client's cursor (the oldest transaction still running when it last pulled).
export const txid = () => bigint('txid', { mode: 'number' }).notNull().default(sql`(pg_current_xact_id()::text::bigint)`);
