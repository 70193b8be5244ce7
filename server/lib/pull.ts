/* List endpoints (SPEC §7 GET calls) with the delta mode of docs/decisions/002-sync-protocol.md.
   Plain call: `{ <key>: rows }` as the contract says, plus `cursor`.
   Delta/chunked call: `?since=<cursor>&limit=<n>&after=<id>` → rows changed since the cursor in
   id order after `after`, `removidos` (ids deleted since the cursor, first page only),
   `proximo` (the id to pass as `after`, or null on the last page), `total` and `cursor`.
   The cursor is the oldest transaction still running when the first page was read, so a row
   committed late by a slow transaction is still sent next time (duplicates are harmless). */
import { and, asc, eq, gt, gte, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { msg } from '../../src/domain/messages.ts';
import { rowsOf } from '../db/migrate.ts';
import { tombstones } from '../db/schema.ts';
import { HttpError } from './http-error.ts';
import type { Tx } from './mutation.ts';

export interface PullQuery { since: number | null; limit: number | null; after: string | null }

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const MAX_PAGE = 20000;

export function parsePullQuery(request: FastifyRequest): PullQuery {
  const q = request.query as Record<string, string | undefined>;
  const num = (v: string | undefined, name: string): number | null => {
    if (v === undefined || v === '') return null;
    if (!/^\d{1,19}$/.test(v)) throw new HttpError(422, msg.comum.dadosInvalidos, { errors: { [name]: [msg.comum.dadosInvalidos] } });
    return Number(v);
  };
  const after = q.after ?? null;
  if (after !== null && after !== '' && !UUID.test(after)) throw new HttpError(422, msg.comum.dadosInvalidos, { errors: { after: [msg.comum.idInvalido] } });
  const limit = num(q.limit, 'limit');
  return { since: num(q.since, 'since'), limit: limit === null ? null : Math.min(Math.max(limit, 1), MAX_PAGE), after: after || null };
}

export interface PullSpec<Row> {
  /** Response key of SPEC §7 (bancos, lancamentos, investimentos, comprovante…). */
  key: string;
  /** Table name as the tombstone trigger records it. */
  entity: string;
  idColumn: PgColumn;
  txidColumn: PgColumn;
  /** Selects rows matching `where`, ordered by id, up to `limit` (null: all). */
  select(tx: Tx, where: SQL | undefined, limit: number | null): Promise<Row[]>;
  /** The row's id, for paging. */
  idOf(row: Row): string;
}

export async function pull<Row>(request: FastifyRequest, spec: PullSpec<Row>): Promise<Record<string, unknown>> {
  const query = parsePullQuery(request);
  return request.server.db.transaction(async (tx) => {
    const [snap] = rowsOf<{ xmin: string }>(await tx.execute(sql`SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin`));
    const cursor = snap?.xmin ?? '0';
    const conditions: SQL[] = [];
    if (query.since !== null) conditions.push(gte(spec.txidColumn, query.since));
    if (query.after) conditions.push(gt(spec.idColumn, query.after));
    const where = conditions.length ? and(...conditions) : undefined;
    const chunked = query.limit !== null;
    const rows = await spec.select(tx, where, chunked ? query.limit! + 1 : null);
    const body: Record<string, unknown> = { cursor };
    if (chunked && rows.length > query.limit!) {
      rows.length = query.limit!;
      body.proximo = spec.idOf(rows[rows.length - 1]!);
    } else if (chunked) {
      body.proximo = null;
    }
    body[spec.key] = rows;
    if (query.since !== null && !query.after) {
      const removed = await tx.select({ id: tombstones.rowId }).from(tombstones)
        .where(and(eq(tombstones.entity, spec.entity), gte(tombstones.txid, query.since)));
      body.removidos = [...new Set(removed.map((r) => r.id))];
    }
    if (chunked && !query.after) {
      const countWhere = query.since !== null ? gte(spec.txidColumn, query.since) : undefined;
      const [c] = rowsOf<{ n: number }>(await tx.execute(sql`SELECT count(*)::int AS n FROM ${sql.identifier(spec.entity)} ${countWhere ? sql`WHERE ${countWhere}` : sql``}`));
      body.total = c?.n ?? 0;
    }
    return body;
  }, { isolationLevel: 'repeatable read', accessMode: 'read only' });
}

export const orderById = (col: PgColumn) => asc(col);
