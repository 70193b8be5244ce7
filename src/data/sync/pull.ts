/* Pull sync (DESIGN §2, docs/decisions/002-sync-protocol.md): every collection of SPEC §7 is
   fetched in pages of 5,000 (`?limit=&after=`), each page written with bulkPut in its own
   transaction; later pulls ask only for what changed (`?since=<cursor>`) plus `removidos`.
   Rows some outbox entry still touches are never overwritten: the server's copy is kept aside
   as a shadow (used if the entry is discarded). Resumable: an interrupted first load goes on
   from its last page. Lists pulled before get their deltas together (pull-delta.ts). The first
   download of the payables/receivables is one streamed request instead (pull-stream.ts, decision
   330), stored whole and packed (decision 450): not resumable, its cursor stored once every row is
   on the device. */
import { emit, emitRows, listen } from './changes.ts';
import { COLLECTION_SPECS } from '../collections.ts';
import type { CollectionName } from '../collections.ts';
import { readMeta, writeMeta } from '../db.ts';
import type { FluxoDb } from '../db.ts';
import { measure } from './drain.ts';
import { pendingRowIds } from './outbox.ts';
import { forgetHead } from './pull-head.ts';
import { takeEarly } from './pull-early.ts';
import { writePage } from './pull-store.ts';
import { STREAMED, streamList } from './pull-stream.ts';
import type { StreamOutcome } from './pull-stream.ts';
import { pedirPull, readJson } from './transport.ts';
import { rowsFromBody } from '../wire.ts';
import type { LocalRow } from '../wire.ts';

export const PULL_PAGE = 5000;

export interface PullState {
  /** Cursor of the last complete pull (null: never completed). */
  cursor: string | null;
  /** A pull interrupted between pages. */
  partial: { cursor: string | null; since: string | null; after: string; done: number; total: number | null } | null;
}

export type PullResult = 'ok' | 'missing' | 'unauthorized';

export class PullError extends Error {
  constructor(readonly status: number) {
    super(`pull failed with ${status}`);
    this.name = 'PullError';
  }
}

export function pullStateKey(name: CollectionName): string {
  return `pull:${name}`;
}

export interface Page {
  rows: LocalRow[];
  removed: string[];
  cursor: string | null;
  next: string | null;
  total: number | null;
}

/** One list's answer (`GET <list>?since=&limit=`, or its part of GET /api/sincronizacao). */
export function pageFromBody(name: CollectionName, body: unknown): Page {
  const record = (body && typeof body === 'object' && !Array.isArray(body) ? body : {}) as Record<string, unknown>;
  return {
    rows: rowsFromBody(name, body),
    removed: Array.isArray(record.removidos) ? record.removidos.map((id) => String(id).toLowerCase()) : [],
    cursor: record.cursor === undefined || record.cursor === null ? null : String(record.cursor),
    next: typeof record.proximo === 'string' && record.proximo ? record.proximo : null,
    total: typeof record.total === 'number' ? record.total : null,
  };
}

async function fetchPage(name: CollectionName, since: string | null, after: string | null, pageSize: number, signal?: AbortSignal): Promise<Page | PullResult> {
  const params = new URLSearchParams({ limit: String(pageSize) });
  if (since !== null) params.set('since', since);
  if (after !== null) params.set('after', after);
  const response = await pedirPull(`${COLLECTION_SPECS[name].path}?${params.toString()}`, signal);
  // A list the server does not offer yet is "no data yet", not a broken sync.
  if (response.status === 404) return 'missing';
  if (response.status === 401) return 'unauthorized';
  if (!response.ok) throw new PullError(response.status);
  return pageFromBody(name, await readJson(response));
}

/**
 * A full pull (no cursor) is the whole list: local rows it did not mention are gone from the
 * server, unless an entry touches them (created here, not sent yet) or did when the pull began.
 */
async function removeUnseen(db: FluxoDb, name: CollectionName, seen: Set<string>, keep: Set<string>): Promise<string[]> {
  const table = db.rows(name);
  return db.transaction('rw', [db.loja(name), db.outbox], async () => {
    const pending = await pendingRowIds(db);
    const keys = (await table.toArray()).map((row) => row.id);
    const gone = keys.filter((id) => !seen.has(id) && !pending.has(id) && !keep.has(id));
    if (gone.length) await table.bulkDelete(gone);
    return gone;
  });
}

/**
 * Ids of `name` written on this device (any tab) while a full pull runs. Such a row may have been
 * created and already accepted by the server (no outbox entry left) after the server read the
 * page its id falls in: the sweep must keep it; the next delta pull brings the server's copy.
 * The pull's own writes are not recorded (`own` is set while it announces them).
 */
function watchLocalWrites(db: FluxoDb, name: CollectionName) {
  const ids = new Set<string>();
  const listeners = new Set<(ids: readonly string[]) => void>();
  let own = false;
  const stop = listen((event) => {
    if (own || event.type !== 'rows' || event.user !== db.userId || event.table !== name) return;
    event.ids.forEach((id) => ids.add(id));
    for (const listener of [...listeners]) listener(event.ids);
  });
  return {
    ids,
    stop,
    watch(listener: (ids: readonly string[]) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    announce(changed: string[]) {
      own = true;
      try {
        emitRows(db.userId, name, changed);
      } finally {
        own = false;
      }
    },
  };
}

/** Pulls one collection; `onProgress(done, total)` after each page (or each parsed batch of a stream). */
export async function pullCollection(
  db: FluxoDb,
  name: CollectionName,
  options: {
    onProgress?: (done: number, total: number | null) => void;
    signal?: AbortSignal;
    pageSize?: number;
  } = {},
): Promise<PullResult> {
  const started = typeof performance === 'undefined' ? 0 : performance.now();
  const state = (await readMeta<PullState>(db, pullStateKey(name))) ?? { cursor: null, partial: null };
  const since = state.partial ? state.partial.since : state.cursor;
  let after = state.partial?.after ?? null;
  let cursor = state.partial?.cursor ?? null;
  let done = state.partial?.done ?? 0;
  let total = state.partial?.total ?? null;
  const full = since === null;
  const seen = new Set<string>();
  // A resumed full pull cannot know what earlier pages held: no removal sweep for it.
  const canSweep = full && after === null;
  // Not swept: rows an entry touched when the pull began, or written here while it ran.
  const local = canSweep ? watchLocalWrites(db, name) : null;
  let streamedWhole = false;
  try {
    const keep = canSweep ? await pendingRowIds(db) : new Set<string>();
    const store = async (rows: LocalRow[], removed: string[]) => {
      const changed = await writePage(db, name, rows, removed);
      if (local) local.announce(changed);
      else emitRows(db.userId, name, changed);
      if (canSweep) rows.forEach((r) => seen.add(r.id));
      done += rows.length;
      options.onProgress?.(done, total);
    };
    // A first download of a big list comes in one stream (decision 330), stored whole (decision 450).
    let streamed: StreamOutcome = 'fallback';
    if (local && STREAMED.has(name) && options.pageSize === undefined) {
      streamed = await streamList(db, name, options.signal, {
        parsed: (rows, head) => {
          total = head.total;
          done += rows.length;
          options.onProgress?.(done, total);
        },
        keep: () => new Set([...keep, ...local.ids]),
      }, takeEarly('stream', db.userId, name));
    }
    if (typeof streamed === 'string' && streamed !== 'fallback') return streamed;
    if (typeof streamed === 'object' && 'status' in streamed) throw new PullError(streamed.status);
    if (typeof streamed === 'object') {
      cursor = streamed.cursor;
      streamedWhole = true;
    } else {
      const pageSize = options.pageSize ?? PULL_PAGE;
      let next: Promise<Page | PullResult> = fetchPage(name, since, after, pageSize, options.signal);
      for (;;) {
        const page = await next;
        if (typeof page === 'string') return page;
        if (after === null) {
          cursor = page.cursor;
          total = page.total;
        }
        // Fetch the next page while this one is written: network and IndexedDB overlap.
        if (page.next) {
          next = fetchPage(name, since, page.next, pageSize, options.signal);
          next.catch(() => undefined); // awaited on the next turn; this only avoids an "unhandled" report
        }
        await store(page.rows, after === null ? page.removed : []);
        if (!page.next) break;
        after = page.next;
        await writeMeta(db, pullStateKey(name), { cursor: state.cursor, partial: { cursor, since, after, done, total } } satisfies PullState);
      }
    }
    // A streamed download replaced the whole list already (guardarDownload).
    if (local && !streamedWhole) {
      local.ids.forEach((id) => keep.add(id));
      local.announce(await removeUnseen(db, name, seen, keep));
    }
  } finally {
    local?.stop();
  }
  await writeMeta(db, pullStateKey(name), { cursor, partial: null } satisfies PullState);
  forgetHead(db, name);
  if (full) emit({ type: 'pulled', user: db.userId, table: name });
  if (started) measure(`fluxo:pull:${name}`, started);
  return 'ok';
}
