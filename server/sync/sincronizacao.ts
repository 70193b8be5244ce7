/* GET /api/sincronizacao's body (decisions 121, 397): many lists' deltas in one answer, the small
   ones from one statement, the big ones streamed page by page. Split from pull.ts, whose pieces
   (the body SQL, tombstones, a list's own path) it uses. */
import { and, eq, gte, sql } from 'drizzle-orm';
import { tombstones } from '../db/schema.ts';
import { rowsOf } from '../db/migrate.ts';
import { JsonStream, JsonText } from './json-text.ts';
import type { Db } from '../db/client.ts';
import { STREAM_PAGE, bodySql, conditions, isWireSelect, pullBody, removedSql } from './pull.ts';
import type { PullRequestOf, PullSpec, WireSelect } from './tipos.ts';

/**
 * A changed list whose delta has at most this many rows is answered inside the first statement
 * (one round trip, decision 121); a bigger one is streamed page by page (decision 397), so no
 * answer holds more than about this many rows per list plus one stream page at a time.
 */
export const SINCRONIZACAO_NO_PRIMEIRO = 500;

/**
 * The first delta page of every requested collection, keyed by name: `{ colecoes: { <name>:
 * <the body GET ?since=&limit= would answer> } }`, streamed (decision 397). A short statement
 * first tells which collections changed (a row or a tombstone at or after the cursor): each other
 * one gets its empty body with that statement's cursor, so a pull with nothing new costs one
 * cheap round trip (decision 459: planning every wire select took 17 ms on PGlite). Then ONE
 * statement over the changed ones: every wire select whose delta is small
 * (≤ SINCRONIZACAO_NO_PRIMEIRO rows) gets its whole body there. The rest follow one by one,
 * written as they are read: a wire select in pages of STREAM_PAGE rows (like a full list,
 * decision 141), a non-wire collection on its usual path (its own snapshot and cursor;
 * cursors are per collection, so mixing snapshots across collections skips nothing). Eight
 * concurrent pulls of 20,000 rows per list no longer hold eight whole answers in memory.
 */
export async function pullMany(db: Db, wanted: readonly PullRequestOf[], limit: number): Promise<JsonText | JsonStream> {
  // Nothing new is the usual answer (decision 459): a short statement tells which lists changed;
  // the others' empty bodies are written here, without planning their wire selects.
  const mudou = wanted.map(({ spec, since }) => sql`(EXISTS (SELECT 1 FROM ${sql.identifier(spec.entity)} WHERE ${gte(spec.txidColumn, since)})
    OR EXISTS (SELECT 1 FROM ${tombstones} WHERE ${and(eq(tombstones.entity, spec.entity), gte(tombstones.txid, since))}))`);
  const [visto] = rowsOf<{ cursor: string; mudou: boolean[] }>(await db.execute(sql`SELECT
    pg_snapshot_xmin(pg_current_snapshot())::text AS cursor, ARRAY[${sql.join(mudou, sql`, `)}]::boolean[] AS mudou`));
  const vazio = (i: number) => `{"cursor":${JSON.stringify(visto!.cursor)},${JSON.stringify(wanted[i]!.spec.key)}:[],"proximo":null,"removidos":[],"total":0}`;
  const mudaram = wanted.flatMap((_, i) => (visto?.mudou[i] === false ? [] : [i]));
  const lidos = await textsOf(db, mudaram.map((i) => wanted[i]!), limit);
  const texts: (string | null | undefined)[] = wanted.map((_, i) => (visto?.mudou[i] === false ? vazio(i) : lidos[mudaram.indexOf(i)]));
  return answer(db, wanted, texts, limit);
}

/** The first statement of decision 121 over the lists that changed: each body, or null to read on its own. */
async function textsOf(db: Db, wanted: readonly PullRequestOf[], limit: number): Promise<(string | null | undefined)[]> {
  if (wanted.length === 0) return [];
  const columns = wanted.map(({ spec, since }) => {
    const select: unknown = spec.select;
    const changed = gte(spec.txidColumn, since);
    if (isWireSelect(select)) {
      const small = SINCRONIZACAO_NO_PRIMEIRO;
      return sql`(CASE WHEN (SELECT count(*) FROM (SELECT 1 FROM ${sql.identifier(spec.entity)} WHERE ${changed} LIMIT ${small + 1}) s) > ${small}
        THEN NULL ELSE (${bodySql(spec, select, { since, limit, after: null, recentes: null })}) END)`;
    }
    const empty = sql`json_build_object('cursor', pg_snapshot_xmin(pg_current_snapshot())::text, ${spec.key}::text, '[]'::json,
      'proximo', NULL, 'removidos', ${removedSql(spec, since)}, 'total', 0)::text`;
    return sql`(CASE WHEN EXISTS (SELECT 1 FROM ${sql.identifier(spec.entity)} WHERE ${changed}) THEN NULL ELSE ${empty} END)`;
  });
  const named = columns.map((column, i) => sql`${column} AS ${sql.identifier(`c${i}`)}`);
  const [row] = rowsOf<Record<string, string | null>>(await db.execute(sql`SELECT ${sql.join(named, sql`, `)}`));
  return wanted.map((_, i) => row?.[`c${i}`]);
}

/** The answer: every body read, and the rest (bigger deltas, other paths) read and written one by one. */
function answer(db: Db, wanted: readonly PullRequestOf[], texts: readonly (string | null | undefined)[], limit: number): JsonText | JsonStream {
  const entry = (i: number, body: string) => `${i === 0 ? '' : ','}${JSON.stringify(wanted[i]!.name)}:${body}`;
  if (texts.every((text) => typeof text === 'string')) {
    return new JsonText(`{"colecoes":{${texts.map((text, i) => entry(i, text!)).join('')}}}`);
  }
  async function* pieces(): AsyncGenerator<string> {
    yield '{"colecoes":{';
    for (const [i, { name, spec, since }] of wanted.entries()) {
      const text = texts[i];
      if (typeof text === 'string') {
        yield entry(i, text);
        continue;
      }
      const select: unknown = spec.select;
      if (isWireSelect(select)) {
        yield `${i === 0 ? '' : ','}${JSON.stringify(name)}:`;
        yield* deltaPages(db, spec, select, since, limit);
        continue;
      }
      const body = await pullBody(db, spec, { since, limit, after: null, recentes: null });
      yield entry(i, body instanceof JsonText ? body.text : JSON.stringify(body));
    }
    yield '}}';
  }
  return new JsonStream(pieces());
}

interface DeltaPage { cursor?: string; total?: number; removidos?: string; n: number; rows: string | null; last: string | null }

/**
 * One collection's delta body (`cursor`, `total`, `removidos`, rows, `proximo`), up to `limit`
 * rows, read and written STREAM_PAGE rows at a time. Each page is its own statement after the
 * previous page's last id; the cursor is the first page's snapshot xmin, so a row changed after
 * it has a txid ≥ cursor and comes next time (decision 002, as a streamed full list).
 */
async function* deltaPages(db: Db, spec: PullSpec<unknown>, select: WireSelect<unknown>, since: number, limit: number): AsyncGenerator<string> {
  let remaining = limit;
  let after: string | null = null;
  let first = true;
  let proximo: string | null = null;
  for (;;) {
    const n = Math.min(STREAM_PAGE, remaining);
    const where = conditions(spec, { since, limit: n, after, recentes: null });
    const head = first
      ? sql`pg_snapshot_xmin(pg_current_snapshot())::text AS cursor,
        (SELECT count(*)::int FROM ${sql.identifier(spec.entity)} WHERE ${gte(spec.txidColumn, since)}) AS total,
        (${removedSql(spec, since)})::text AS removidos, `
      : sql``;
    const [page] = rowsOf<DeltaPage>(await db.execute(sql`WITH page AS MATERIALIZED (${select.query(where, n + 1)})
      SELECT ${head}(SELECT count(*)::int FROM page) AS n,
        (SELECT string_agg(row_to_json(x)::text, ',') FROM (SELECT * FROM page ORDER BY id LIMIT ${n}) x) AS rows,
        (SELECT id::text FROM page ORDER BY id OFFSET ${n - 1} LIMIT 1) AS last`));
    if (first) {
      yield `{"cursor":${JSON.stringify(page?.cursor ?? '0')},"total":${page?.total ?? 0},"removidos":${page?.removidos ?? '[]'},${JSON.stringify(spec.key)}:[`;
    }
    if (page?.rows) yield first ? page.rows : `,${page.rows}`;
    first = false;
    const got = Math.min(page?.n ?? 0, n);
    remaining -= got;
    if (!page || page.n <= n || !page.last) break;
    if (remaining <= 0) {
      proximo = page.last;
      break;
    }
    after = page.last;
  }
  yield `],"proximo":${JSON.stringify(proximo)}}`;
}
