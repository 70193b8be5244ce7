/* A device's first download of a list in one streamed answer (decision 330): `GET
   <list>?formato=ndjson` writes one JSON value per line (application/x-ndjson, compressed like
   every answer):
     {"cursor":"<xmin>","total":<rows>}      the list's cursor and size (the first page's snapshot)
     {"id":…, …}                             one wire row per line, in id order (the same rows and
                                             fields as the JSON list body)
     {"fim":<rows sent>}                     the end: a body without it was cut (retry)
   It is decision 141's stream (one statement per page read by id after the previous page, no
   transaction held while the client reads; the cursor is the first page's snapshot xmin, so the
   next delta pull continues exactly from there) with rows joined by newlines: the client parses
   and stores rows as they arrive instead of waiting for 20 chunked requests that each redo the
   route's per-request work. Only for a full read: with since, limit or after it is a 422.
   `?formato=colunas` (decision 458) is the same answer with each row a JSON array: the first line
   adds `"colunas":[names]`, the fields of the domain's wire schema in that order (no
   vencimento_efetivo, which the device never keeps). Half the bytes of an object a line, parsed
   in about two thirds of the time; the device's rows come out as objects of one shape. */
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { msg } from '../../src/domain/messages.ts';
import { rowsOf } from '../db/migrate.ts';
import type { Db } from '../db/client.ts';
import { JsonStream } from './json-text.ts';
import { HttpError } from '../lib/http-error.ts';

/** One page of a streamed read (sync/pull.ts `pageSql`): its rows as text, how many, the last id. */
interface Page { cursor?: string; total?: number; n: number; last: string | null; rows: string | null }

export const NDJSON_TYPE = 'application/x-ndjson; charset=utf-8';

/** A first download's line format: an object a row, or an array a row under the first line's `colunas`. */
export type FormatoLinhas = 'ndjson' | 'colunas';

/**
 * How the list was asked for as NDJSON, or false; 422 for any other `formato`, or one with a
 * cursor/page. `formato=array` is the users list's SPEC form (decision 030), answered by its route.
 */
export function ndjsonAsked(request: FastifyRequest): FormatoLinhas | false {
  const q = request.query as Record<string, string | undefined>;
  if (q.formato === undefined || q.formato === 'array') return false;
  const full = !q.since && !q.limit && !q.after && !q.recentes;
  if ((q.formato !== 'ndjson' && q.formato !== 'colunas') || !full) throw new HttpError(422, msg.comum.dadosInvalidos, { errors: { formato: [msg.comum.dadosInvalidos] } });
  return q.formato;
}

/**
 * The lines of the answer: `pageAfter(after, first)` is the statement reading the page after
 * `after` (rows joined by '\n', with the cursor on the first), `pageSize` rows at most; `entity`
 * the table, for the total; `beforePage` awaited before each page's statement; `colunas` the
 * names of an array row's fields (`formato=colunas`), sent on the first line. Read live
 * (`ndjsonBody`) or into a snapshot (sync/instantaneo.ts, decision 364).
 */
export async function* ndjsonLines(
  db: Db, entity: string, pageAfter: (after: string | null, first: boolean) => SQL, pageSize: number,
  beforePage: () => Promise<void> = async () => undefined, colunas: readonly string[] | null = null,
): AsyncGenerator<string> {
  let after: string | null = null;
  let sent = 0;
  for (let first = true; ; first = false) {
    await beforePage(); // a head in flight goes first (sync/heads-first.ts, decision 355)
    // The total in the first page's statement: the same snapshot as the cursor.
    const page: SQL = sql`SELECT p.*${first ? sql`, (SELECT count(*)::int FROM ${sql.identifier(entity)}) AS total` : sql``}
      FROM (${pageAfter(after, first)}) p`;
    const row: Page | undefined = rowsOf<Page>(await db.execute(page))[0];
    if (first) yield `${JSON.stringify({ cursor: row?.cursor ?? '0', total: row?.total ?? 0, ...(colunas ? { colunas } : {}) })}\n`;
    if (row?.rows) {
      sent += row.n;
      yield `${row.rows}\n`;
    }
    if (!row || row.n < pageSize || !row.last) break;
    after = row.last;
  }
  yield `${JSON.stringify({ fim: sent })}\n`;
}

/** The answer read live, as the client reads it (compressed by the server as any answer). */
export function ndjsonBody(lines: AsyncIterable<string>, onError: (error: unknown) => void): JsonStream {
  const stream = new JsonStream(lines, NDJSON_TYPE);
  stream.on('error', onError);
  return stream;
}
