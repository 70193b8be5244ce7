/* server/sync: the server's half of sync (decision 424). The protocol, as this room implements it:
   - Every synced table (sync/colecoes.ts, one entry per collection) has a uuid `id`, a `txid`
     set to the writing transaction's id on insert and update, and a tombstone trigger; every
     write NOTIFYs `fluxo_mudancas` (decision 002). Rows go out in the domain's wire schema
     (src/domain/wire-linhas.ts) under the domain's key (src/domain/colecoes.ts), in id order.
   - The cursor is the read's snapshot xmin, as text: anything committed after the read has a
     txid ≥ cursor. So a pull from that cursor never misses a row; a row may come twice (apply
     rows by id: duplicates are harmless). Store the cursor only once the whole answer is stored.
   - Full pull, `GET <list>`: `{ cursor, <key>: rows }`, written page by page (STREAM_PAGE rows
     per statement, no transaction held while the client reads; decision 141).
   - Delta / pages, `?since=<cursor>&limit=<n>&after=<id>`: rows with txid ≥ since and id > after,
     up to limit (1–MAX_PAGE); `proximo` is the next `after` (null: last page); the first page
     (no `after`) adds `total` and `removidos`, the ids deleted since the cursor (tombstones).
   - Many deltas, `GET /api/sincronizacao?<nome>=<cursor>…&limit=<n>` (sync/sincronizacao.ts):
     `{ colecoes: { <nome>: the body that list's own delta call answers } }`: unchanged and small
     lists in one statement, big ones streamed (decisions 121, 397). A list whose `proximo` is
     not null goes on with its own paging.
   - First download as NDJSON, `?formato=ndjson` (full read only, sync/ndjson.ts): `{cursor,total}`,
     one row per line, `{fim:<rows>}`; a body without `fim` was cut: retry (decision 330).
     `?formato=colunas`: each row a JSON array of the first line's `colunas` (decision 458). The
     payables and receivables are served that way from a brotli snapshot while nothing they are
     computed from changed since its cursor: the very bytes a fresh read gives (sync/instantaneo.ts, 364).
   - Head, `?recentes=<n>` (n ≤ MAX_RECENTES, dated lists): the newest n rows in list order,
     `{ cursor, <key>: rows, recentes: true }`, to paint before the list arrives (decision 291);
     on PGlite a head goes before the streams' next page (sync/heads-first.ts, decision 355).
   - Live, `GET /api/eventos` (sync/live-hub.ts): SSE naming the lists that changed, never rows;
     the device pulls its delta (decision 190). A malformed query is a Portuguese 422, never a 500.
   The device's half of this protocol is stated in src/data/sync/engine.ts (decision 437).
   This file: a list's GET (`pull`), its body in one statement or streamed. */
import { and, asc, eq, gt, gte, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { msg } from '../../src/domain/messages.ts';
import { rowsOf } from '../db/migrate.ts';
import { tombstones } from '../db/schema.ts';
import { JsonStream, JsonText } from './json-text.ts';
import type { PreCompressed } from './json-text.ts';
import { recentesBody } from './recentes.ts';
import { ndjsonAsked, ndjsonBody, ndjsonLines } from './ndjson.ts';
import type { FormatoLinhas } from './ndjson.ts';
import { COLECAO } from '../../src/domain/colecoes.ts';
import type { ListaInstantanea } from './instantaneo.ts';
import { headsFirstOf } from './heads-first.ts';
import { HttpError } from '../lib/http-error.ts';
import type { Db } from '../db/client.ts';
import type { PullQuery, PullSpec, WireSelect } from './tipos.ts';

/** The most rows `?recentes=` answers: a head, not a list. */
export const MAX_RECENTES = 500;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const MAX_PAGE = 20000;

/**
 * A cursor or a limit from the query string: a non-negative integer JavaScript holds exactly
 * (transaction ids stay far below 2^53); anything else is null, so the caller answers 422
 * instead of letting the database fail on a number it cannot hold.
 */
export function parseCount(value: unknown): number | null {
  if (typeof value !== 'string' || !/^\d{1,16}$/.test(value)) return null;
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : null;
}

export function clampLimit(limit: number): number {
  return Math.min(Math.max(limit, 1), MAX_PAGE);
}

export function parsePullQuery(request: FastifyRequest): PullQuery {
  const q = request.query as Record<string, string | undefined>;
  const num = (v: string | undefined, name: string): number | null => {
    if (v === undefined || v === '') return null;
    const n = parseCount(v);
    if (n === null) throw new HttpError(422, msg.comum.dadosInvalidos, { errors: { [name]: [msg.comum.dadosInvalidos] } });
    return n;
  };
  const after = q.after ?? null;
  if (after !== null && after !== '' && !UUID.test(after)) throw new HttpError(422, msg.comum.dadosInvalidos, { errors: { after: [msg.comum.idInvalido] } });
  const limit = num(q.limit, 'limit');
  const recentes = num(q.recentes, 'recentes');
  if (recentes !== null && (recentes < 1 || recentes > MAX_RECENTES)) throw new HttpError(422, msg.comum.dadosInvalidos, { errors: { recentes: [msg.comum.dadosInvalidos] } });
  return { since: num(q.since, 'since'), limit: limit === null ? null : clampLimit(limit), after: after || null, recentes };
}

export function conditions(spec: PullSpec<unknown>, query: PullQuery): SQL | undefined {
  const parts: SQL[] = [];
  if (query.since !== null) parts.push(gte(spec.txidColumn, query.since));
  if (query.after) parts.push(gt(spec.idColumn, query.after));
  return parts.length ? and(...parts) : undefined;
}

/**
 * The whole response body as JSON text, built by the database in ONE statement (decision 118).
 * A single statement reads everything in one snapshot, the same one `pg_current_snapshot()`
 * reports, so the cursor matches the rows exactly without BEGIN REPEATABLE READ … COMMIT; and
 * Node never parses nor re-serialises the rows (100,000 payables are ~70 MB of JSON).
 */
export function bodySql(spec: PullSpec<unknown>, select: WireSelect<unknown>, query: PullQuery): SQL {
  const where = conditions(spec, query);
  const limit = query.limit;
  const parts: SQL[] = [sql`'cursor', pg_snapshot_xmin(pg_current_snapshot())::text`];
  let page = sql``;
  if (limit === null) {
    parts.push(sql`${spec.key}::text, coalesce((SELECT json_agg(x) FROM (${select.query(where, null)}) x), '[]'::json)`);
  } else {
    // One row past the page tells whether there is a next one; json_agg keeps the subquery's id order.
    page = sql`WITH page AS MATERIALIZED (${select.query(where, limit + 1)}) `;
    parts.push(sql`${spec.key}::text, coalesce((SELECT json_agg(x) FROM (SELECT * FROM page ORDER BY id LIMIT ${limit}) x), '[]'::json)`);
    parts.push(sql`'proximo', CASE WHEN (SELECT count(*) FROM page) > ${limit} THEN (SELECT id FROM page ORDER BY id OFFSET ${limit - 1} LIMIT 1) END`);
  }
  if (query.since !== null && !query.after) parts.push(sql`'removidos', ${removedSql(spec, query.since)}`);
  if (limit !== null && !query.after) {
    const countWhere = query.since !== null ? sql`WHERE ${gte(spec.txidColumn, query.since)}` : sql``;
    parts.push(sql`'total', (SELECT count(*)::int FROM ${sql.identifier(spec.entity)} ${countWhere})`);
  }
  return sql`${page}SELECT json_build_object(${sql.join(parts, sql`, `)})::text AS body`;
}

/** Ids deleted since the cursor, as a JSON array (decision 002's tombstones). */
export function removedSql(spec: PullSpec<unknown>, since: number): SQL {
  return sql`coalesce((SELECT json_agg(DISTINCT ${tombstones.rowId}) FROM ${tombstones}
    WHERE ${and(eq(tombstones.entity, spec.entity), gte(tombstones.txid, since))}), '[]'::json)`;
}

export function isWireSelect(select: unknown): select is WireSelect<unknown> {
  return typeof select === 'function' && typeof (select as Partial<WireSelect<unknown>>).query === 'function';
}

/** With a WireSelect: the body as JSON text (sent as is, see plugins/json-text.ts), streamed for a full read. */
export function pull<Row>(request: FastifyRequest, spec: PullSpec<Row> & { select: WireSelect<Row> }): Promise<JsonText | JsonStream>;
export function pull<Row>(request: FastifyRequest, spec: PullSpec<Row>): Promise<Record<string, unknown>>;
export async function pull<Row>(request: FastifyRequest, spec: PullSpec<Row>): Promise<Record<string, unknown> | JsonText | JsonStream> {
  const query = parsePullQuery(request);
  const select: unknown = spec.select;
  const formato = ndjsonAsked(request);
  if (formato && isWireSelect(select)) {
    return ndjsonBody(ndjsonDe(request.server, spec as PullSpec<unknown>, select, formato), (error) => {
      request.log.error({ err: error }, 'list stream failed');
    });
  }
  if (query.recentes !== null && spec.dataColumn && isWireSelect(select)) {
    return new JsonText(await recentesBody(request.server.db, spec.entity, spec.key, spec.dataColumn, select, query.recentes));
  }
  if (query.limit === null && isWireSelect(select)) {
    return streamBody(request.server.db, spec as PullSpec<unknown>, select, query, (error) => {
      request.log.error({ err: error }, 'list stream failed');
    });
  }
  return pullBody(request.server.db, spec as PullSpec<unknown>, query);
}

/** The NDJSON lines of a full read of a list (decision 330), read live or into its snapshot (decision 364). */
export function ndjsonDe(app: FastifyInstance, spec: PullSpec<unknown>, select: WireSelect<unknown>, formato: FormatoLinhas): AsyncGenerator<string> {
  const gate = headsFirstOf(app);
  const full: PullQuery = { since: null, limit: null, after: null, recentes: null };
  const colunas = formato === 'colunas' ? colunasDe(spec.entity) : null;
  const pageAfter = (after: string | null, first: boolean) => pageSql(spec, select, { ...full, after }, first, '\n', colunas);
  return ndjsonLines(app.db, spec.entity, pageAfter, STREAM_PAGE, () => gate.beforePage(), colunas);
}

/** The fields of an array row (`formato=colunas`): the domain's wire schema of the list, in its order. */
export function colunasDe(entity: string): readonly string[] {
  const colecao = (COLECAO as Partial<Record<string, { wire: { entries: Record<string, unknown> } }>>)[entity];
  if (!colecao) throw new HttpError(422, msg.comum.dadosInvalidos, { errors: { formato: [msg.comum.dadosInvalidos] } });
  return Object.keys(colecao.wire.entries);
}

/**
 * A list with a first-download snapshot (sync/instantaneo.ts, decision 364): `?formato=ndjson`
 * is sent from the snapshot when it can be, without reading `spec` (its select may need the
 * database first); everything else is `pull` as usual.
 */
export async function pullInstantaneo<Row>(
  request: FastifyRequest, entity: ListaInstantanea, spec: () => Promise<PullSpec<Row> & { select: WireSelect<Row> }>,
): Promise<JsonText | JsonStream | PreCompressed> {
  // The snapshot holds the array rows; an older device asking for objects reads them live.
  if (ndjsonAsked(request) === 'colunas') {
    const body = await request.server.instantaneos.serve(request, entity);
    if (body) return body;
  }
  return pull(request, await spec());
}

/** Rows per page of a streamed full read: ~1.5 MB of JSON text for payables. */
export const STREAM_PAGE = 2000;

interface StreamPage { cursor?: string; n: number; last: string | null; rows: string | null }

/** One page of wire rows after `after`, as JSON text joined by `separator` (the database writes
    it): each an object, or an array of `colunas`. */
function pageSql(spec: PullSpec<unknown>, select: WireSelect<unknown>, query: PullQuery, withCursor: boolean, separator = ',', colunas: readonly string[] | null = null): SQL {
  const cursor = withCursor ? sql`pg_snapshot_xmin(pg_current_snapshot())::text AS cursor, ` : sql``;
  const linha = colunas ? sql`json_build_array(${sql.join(colunas.map((c) => sql`x.${sql.identifier(c)}`), sql`, `)})` : sql`row_to_json(x)`;
  // string_agg and array_agg read the subquery in its id order (as json_agg does, decision 118).
  return sql`SELECT ${cursor}count(*)::int AS n, (array_agg(x.id))[count(*)]::text AS last,
    string_agg(${linha}::text, ${separator}) AS rows
    FROM (${select.query(conditions(spec, query), STREAM_PAGE)}) x`;
}

/**
 * The full list body as a stream: `{"cursor":…,"<key>":[` + pages + `]` [+ `,"removidos":…`] `}`,
 * the same keys as the one-statement body. Each page is its own statement, read by id after the
 * previous page's last id, so a slow client never holds a transaction (on PGlite, the only
 * connection) open. Consistency stays decision 002's: the cursor is the first page's snapshot
 * xmin, and anything committed after it has a txid ≥ cursor, so the next delta pull sends it
 * (a row changed mid-read may come twice, never lost); `removidos` is read last.
 */
function streamBody(db: Db, spec: PullSpec<unknown>, select: WireSelect<unknown>, query: PullQuery, onError: (error: unknown) => void): JsonStream {
  async function* pages(): AsyncGenerator<string> {
    let after = query.after;
    let first = true;
    for (;;) {
      const [page] = rowsOf<StreamPage>(await db.execute(pageSql(spec, select, { ...query, after }, first)));
      if (first) yield `{"cursor":${JSON.stringify(page?.cursor ?? '0')},${JSON.stringify(spec.key)}:[`;
      if (page?.rows) yield first ? page.rows : `,${page.rows}`;
      first = false;
      if (!page || page.n < STREAM_PAGE || !page.last) break;
      after = page.last;
    }
    if (query.since !== null && !query.after) {
      const [removed] = rowsOf<{ r: string }>(await db.execute(sql`SELECT (${removedSql(spec, query.since)})::text AS r`));
      yield `],"removidos":${removed?.r ?? '[]'}}`;
    } else {
      yield ']}';
    }
  }
  const stream = new JsonStream(pages());
  stream.on('error', onError);
  return stream;
}

export async function pullBody(db: Db, spec: PullSpec<unknown>, query: PullQuery): Promise<Record<string, unknown> | JsonText> {
  const select: unknown = spec.select;
  if (isWireSelect(select)) {
    const [row] = rowsOf<{ body: string }>(await db.execute(bodySql(spec, select, query)));
    return new JsonText(row!.body);
  }
  return db.transaction(async (tx) => {
    const [snap] = rowsOf<{ xmin: string }>(await tx.execute(sql`SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin`));
    const cursor = snap?.xmin ?? '0';
    const chunked = query.limit !== null;
    const rows = await spec.select(tx, conditions(spec, query), chunked ? query.limit! + 1 : null);
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
