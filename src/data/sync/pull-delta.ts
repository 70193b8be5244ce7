/* The delta of every list already pulled once, and the first load of every small list never
   pulled here (decision 456), in ONE request (GET /api/sincronizacao,
   docs/decisions/121-sincronizacao.md) instead of one request per list, written in ONE
   transaction with the new cursors. Each list's part is what its own `?since=&limit=` call would
   answer, so a list whose delta does not fit one page goes on with pullCollection's paging. */
import { emit, emitRows } from './changes.ts';
import { LISTAS_GRANDES } from '../collections.ts';
import type { CollectionName } from '../collections.ts';
import type { FluxoDb } from '../db.ts';
import { measure } from './drain.ts';
import { pendingRowIds } from './outbox.ts';
import { PULL_PAGE, pageFromBody, pullStateKey } from './pull.ts';
import { applyPage } from './pull-store.ts';
import type { Page, PullState } from './pull.ts';
import { pedirPull, readJson } from './transport.ts';

export const SINCRONIZACAO_PATH = '/api/sincronizacao';

/**
 * unauthorized: the session is gone. unavailable: the server cannot answer it (an older server's
 * 404, a refusal, a failure): pull each list on its own as before. done: `rest` are the lists
 * still to pull one by one (missing from the answer, or with more pages than the first).
 */
export type DeltaOutcome =
  | { kind: 'unauthorized' }
  | { kind: 'unavailable' }
  | { kind: 'done'; pages: Map<CollectionName, Page>; rest: CollectionName[] };

export async function readPullStates(db: FluxoDb, names: readonly CollectionName[]): Promise<Map<CollectionName, PullState>> {
  const records = await db.meta.bulkGet(names.map(pullStateKey));
  const states = new Map<CollectionName, PullState>();
  names.forEach((name, i) => {
    const value = records[i]?.value as PullState | undefined;
    if (value) states.set(name, value);
  });
  return states;
}

/**
 * Lists with a complete earlier pull (only their delta is asked for), and the small lists never
 * pulled to this device (decision 456): their first load is every row since cursor 0, in the same
 * request and transaction, instead of four transactions each behind a big list's download.
 */
export function deltaReady(states: Map<CollectionName, PullState>, names: readonly CollectionName[]): CollectionName[] {
  return names.filter((name) => {
    const state = states.get(name);
    return state ? !!state.cursor && !state.partial : !LISTAS_GRANDES.has(name);
  });
}

/** A list never pulled here: what it had before the delta (no cursor: a first load). */
const NUNCA: PullState = { cursor: null, partial: null };

export async function pullDelta(
  db: FluxoDb,
  names: readonly CollectionName[],
  states: Map<CollectionName, PullState>,
  options: { signal?: AbortSignal; pageSize?: number } = {},
): Promise<DeltaOutcome> {
  const started = typeof performance === 'undefined' ? 0 : performance.now();
  const params = new URLSearchParams();
  // Cursor 0 (every row): a first load. A list never pulled here has only rows written here,
  // which are on the server or in the outbox, so no sweep of unseen rows follows (pull.ts).
  for (const name of names) params.set(name, states.get(name)?.cursor ?? '0');
  params.set('limit', String(options.pageSize ?? PULL_PAGE));
  const response = await pedirPull(`${SINCRONIZACAO_PATH}?${params.toString()}`, options.signal);
  if (response.status === 401) return { kind: 'unauthorized' };
  if (!response.ok) return { kind: 'unavailable' };
  const body = await readJson(response);
  const colecoes = body && typeof body === 'object' ? (body as Record<string, unknown>).colecoes : null;
  if (!colecoes || typeof colecoes !== 'object') return { kind: 'unavailable' };

  const pages = new Map<CollectionName, Page>();
  const rest: CollectionName[] = [];
  for (const name of names) {
    const part = (colecoes as Record<string, unknown>)[name];
    const page = part && typeof part === 'object' ? pageFromBody(name, part) : null;
    // Without a cursor the answer cannot be resumed from: that list is pulled on its own.
    if (!page || page.cursor === null) {
      rest.push(name);
      continue;
    }
    pages.set(name, page);
    if (page.next) rest.push(name);
  }
  const changed = await writeDelta(db, pages, states);
  for (const [name, ids] of changed) emitRows(db.userId, name, ids);
  // A first load that came whole is pulled (first-pull.ts waits for it), as pullCollection says.
  for (const [name, page] of pages) if (!states.has(name) && !page.next) emit({ type: 'pulled', user: db.userId, table: name });
  if (started) measure('fluxo:pull:sincronizacao', started);
  return { kind: 'done', pages, rest };
}

/** After a delta page: the new cursor, or (more pages to come) the resumable state pullCollection goes on from. */
function stateAfter(before: PullState, page: Page): PullState {
  if (!page.next) return { cursor: page.cursor, partial: null };
  return { cursor: before.cursor, partial: { cursor: page.cursor, since: before.cursor, after: page.next, done: page.rows.length, total: page.total } };
}

/** Rows, removals and cursors of every list in one transaction: a cursor never moves past rows not written. */
async function writeDelta(db: FluxoDb, pages: Map<CollectionName, Page>, states: Map<CollectionName, PullState>): Promise<Map<CollectionName, string[]>> {
  const touched = [...pages].filter(([, page]) => page.rows.length > 0 || page.removed.length > 0).map(([name]) => name);
  const saved = [...pages]
    .filter(([name, page]) => page.next !== null || page.cursor !== states.get(name)?.cursor)
    .map(([name, page]) => ({ key: pullStateKey(name), value: stateAfter(states.get(name) ?? NUNCA, page) }));
  const changed = new Map<CollectionName, string[]>();
  if (touched.length === 0 && saved.length === 0) return changed;
  const tables = touched.length ? [...touched.map((name) => db.loja(name)), db.outbox, db.shadows, db.meta] : [db.meta];
  await db.transaction('rw', tables, async () => {
    const pending = touched.length ? await pendingRowIds(db) : new Set<string>();
    for (const name of touched) changed.set(name, await applyPage(db, name, pages.get(name)!, pending));
    if (saved.length) await db.meta.bulkPut(saved);
  });
  return changed;
}
