/* The first download's snapshot, compressed once and served to every device (decision 364).
   A device's first download of the payables or receivables (`?formato=ndjson`, decision 330) is
   the same bytes for every user until the list changes; building it costs the database about 2 s
   per 100,000 payables (each row written as JSON, on PGlite in this process's only thread), and on
   a two-core machine that is what paced the first sign-in. So the answer is built once, brotli-
   compressed as it is built, and kept in memory: the next first download is sent from there while
   it is current.

   - **Current means exactly current.** An entry is served only while no row of its list, nor of a
     table its rows are computed from (bank and category names, holidays, tax categories), has a
     txid ≥ the entry's cursor, nor a tombstone of those tables: one indexed EXISTS per table,
     checked on every request. So a snapshot served from memory is the very answer a fresh read
     would give now (same rows, same cursor semantics, decision 002): the client's delta pull from
     its cursor goes on exactly as after a fresh read.
   - **One build, many readers.** A request that finds no current entry starts a build and reads it
     as it grows; requests meanwhile read the same build (when current for them too). A reader
     gone does not stop the build. A failed build fails its readers (a body without its end mark:
     the client retries, decision 330) and is dropped.
   - **Built ahead.** After the server listens it builds each list once, and again once a list has
     been quiet for REBUILD_QUIET_MS (5 min) after a change (the live hub's signal, any process), so the
     next device usually finds it ready. Background builds compress harder (smaller on a slow
     line); a build a request waits for compresses fast.
   - Only for clients that accept brotli (every browser Fluxo supports); others get the live answer.
   Each process keeps its own entries (nothing shared to go wrong): a proxy spreading requests over
   N processes only means N builds. */
import { once } from 'node:events';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/migrate.ts';
import { PreCompressed } from './json-text.ts';
import { NDJSON_TYPE } from './ndjson.ts';

/** The lists served from a snapshot, and the tables their rows are computed from (their own first). */
export const INSTANTANEOS = {
  lancamentos: ['lancamentos', 'bancos', 'categorias', 'feriados'],
  recebiveis: ['recebiveis', 'bancos', 'categorias', 'feriados'],
} as const satisfies Record<string, readonly string[]>;

export type ListaInstantanea = keyof typeof INSTANTANEOS;

export function isInstantanea(entity: string): entity is ListaInstantanea {
  return Object.hasOwn(INSTANTANEOS, entity);
}

/**
 * A list changed: its snapshot is built again once nothing changed for this long. Long on
 * purpose: a build takes the database ~2 s per 100,000 payables (on PGlite, the server's only
 * thread), which a team at work would feel after every pause; an office going quiet (lunch, the
 * night) is when a new device's first download finds it ready. A first download meanwhile builds
 * it on demand (no slower than without snapshots).
 */
export const REBUILD_QUIET_MS = 5 * 60_000;
/** Brotli quality of a build nobody waits for, and of one a request reads as it is built. */
export const QUALITY_BACKGROUND = 5;
export const QUALITY_WAITED = 1;
/** A snapshot bigger than this (compressed) serves the readers of its build and is not kept. */
export const DEFAULT_MAX_BYTES = 256 * 1024 * 1024;

/** The lines of a list's NDJSON answer (sync/ndjson.ts): `{cursor,total}`, row pages, `{fim}`. */
export type FonteNdjson = () => Promise<AsyncIterable<string>>;

interface Entry {
  entity: ListaInstantanea;
  /** The snapshot's cursor, once its first line is out; null when the build failed before. */
  cursor: Promise<string | null>;
  chunks: Buffer[];
  bytes: number;
  state: 'building' | 'ready' | 'failed';
  error: Error | null;
  wake: Set<() => void>;
}

/** Whether the request accepts brotli (`br`, not with q=0). */
export function acceptsBrotli(request: FastifyRequest): boolean {
  const header = request.headers['accept-encoding'];
  const text = Array.isArray(header) ? header.join(',') : header ?? '';
  return text.split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name !== 'br') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

export interface InstantaneosOptions {
  db: Db;
  contentType: string;
  maxBytes?: number;
  /** How long a list must stay unchanged before its snapshot is rebuilt (REBUILD_QUIET_MS). */
  quietMs?: number;
  /** false: no snapshots (`serve` answers null, nothing is built). */
  ligado?: boolean;
  log?: { error(obj: unknown, msg: string): void };
}

/**
 * Whether any row of `tables`, or a tombstone of one, was written at or after `cursor` (a txid):
 * one indexed EXISTS per table (a snapshot's freshness, decision 364).
 */
export async function mudouDesde(db: Db, tables: readonly string[], cursor: string): Promise<boolean> {
  const checks = tables.map((table) => sql`EXISTS (SELECT 1 FROM ${sql.identifier(table)} WHERE txid >= ${cursor}::bigint)`);
  checks.push(sql`EXISTS (SELECT 1 FROM tombstones WHERE entity IN (${sql.join(tables.map((t) => sql`${t}`), sql`, `)}) AND txid >= ${cursor}::bigint)`);
  const [row] = rowsOf<{ mudou: boolean }>(await db.execute(sql`SELECT (${sql.join(checks, sql` OR `)}) AS mudou`));
  return row?.mudou !== false;
}

export class Instantaneos {
  private readonly entries = new Map<ListaInstantanea, Entry>();
  private readonly fontes = new Map<ListaInstantanea, FonteNdjson>();
  private readonly timers = new Map<ListaInstantanea, ReturnType<typeof setTimeout>>();
  private closed = false;
  /** Builds started (tests and the bench read it). */
  builds = 0;

  constructor(private readonly options: InstantaneosOptions) {}

  /** How list `entity` is read (its route registers it at start); returns the one it replaced. */
  fonte(entity: ListaInstantanea, fonte: FonteNdjson): FonteNdjson | undefined {
    const before = this.fontes.get(entity);
    this.fontes.set(entity, fonte);
    return before;
  }

  /**
   * The first download of `entity` from its snapshot (current, or built now), or null: not a list
   * served this way, no brotli, or this server is closing. Reads through `fonte` when it builds.
   */
  async serve(request: FastifyRequest, entity: string): Promise<PreCompressed | null> {
    if (this.closed || this.options.ligado === false || !isInstantanea(entity) || !this.fontes.has(entity) || !acceptsBrotli(request)) return null;
    for (let attempt = 0; ; attempt++) {
      const entry = this.entries.get(entity);
      if (entry && await this.current(entry)) return this.reader(entry, entry.state === 'ready' ? 'cache' : 'build');
      // Another request replaced the entry while this one checked: look at the new one (twice at most).
      if (this.entries.get(entity) !== entry && attempt < 2) continue;
      return this.reader(this.build(entity, QUALITY_WAITED), 'build');
    }
  }

  /** Builds every registered list's snapshot that is missing or out of date (after listen; tests). */
  async aquecer(): Promise<void> {
    if (this.options.ligado === false) return;
    for (const entity of this.fontes.keys()) await this.refresh(entity);
  }

  /** The live hub's signal: these lists changed (any process). Rebuild the snapshots they feed, once quiet. */
  mudaram(colecoes: readonly string[]): void {
    if (this.closed || this.options.ligado === false) return;
    for (const [entity, deps] of Object.entries(INSTANTANEOS) as [ListaInstantanea, readonly string[]][]) {
      if (!this.fontes.has(entity) || !colecoes.some((c) => deps.includes(c))) continue;
      clearTimeout(this.timers.get(entity));
      const timer = setTimeout(() => {
        this.timers.delete(entity);
        void this.refresh(entity);
      }, this.options.quietMs ?? REBUILD_QUIET_MS);
      timer.unref();
      this.timers.set(entity, timer);
    }
  }

  close(): void {
    this.closed = true;
    this.timers.forEach((timer) => clearTimeout(timer));
    this.timers.clear();
  }

  /** Builds `entity` in the background unless its entry is current; resolves when that build ended. */
  private async refresh(entity: ListaInstantanea): Promise<void> {
    if (this.closed) return;
    const entry = this.entries.get(entity);
    const current = entry ? await this.current(entry).catch(() => false) : false;
    if (current || this.closed) return;
    const built = this.build(entity, QUALITY_BACKGROUND);
    await new Promise<void>((resolve) => {
      const check = () => (built.state === 'building' ? built.wake.add(check) : resolve());
      check();
    });
  }

  /**
   * Whether nothing `entry` was computed from changed since its cursor (a build in progress
   * counts from its cursor too). A failed build is never current.
   */
  private async current(entry: Entry): Promise<boolean> {
    const cursor = await entry.cursor;
    if (cursor === null || entry.state === 'failed') return false;
    return !(await mudouDesde(this.options.db, INSTANTANEOS[entry.entity], cursor));
  }

  /** Starts building `entity`'s snapshot; the entry replaces the current one at once. */
  private build(entity: ListaInstantanea, quality: number): Entry {
    let setCursor: (cursor: string | null) => void = () => undefined;
    const entry: Entry = {
      entity, cursor: new Promise((resolve) => { setCursor = resolve; }), chunks: [], bytes: 0, state: 'building', error: null, wake: new Set(),
    };
    this.entries.set(entity, entry);
    this.builds++;
    const wake = () => {
      const waiting = [...entry.wake];
      entry.wake.clear();
      waiting.forEach((fn) => fn());
    };
    const brotli = zlib.createBrotliCompress({ params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    } });
    brotli.on('data', (chunk: Buffer) => {
      entry.chunks.push(chunk);
      entry.bytes += chunk.length;
      wake();
    });
    const ended = once(brotli, 'end');
    ended.catch(() => undefined); // awaited below; this only avoids an "unhandled" report
    void (async () => {
      try {
        let first = true;
        for await (const piece of await this.fontes.get(entity)!()) {
          if (first) {
            first = false;
            const head = JSON.parse(piece) as { cursor?: unknown };
            setCursor(String(head.cursor ?? '0'));
          }
          const room = brotli.write(piece);
          // Each page leaves compressed at once (readers of a build get rows as they are read),
          // while the next page is read: not awaited.
          brotli.flush(zlib.constants.BROTLI_OPERATION_FLUSH);
          if (!room) await once(brotli, 'drain');
        }
        brotli.end();
        await ended;
        entry.state = 'ready';
        if (entry.bytes > (this.options.maxBytes ?? DEFAULT_MAX_BYTES) && this.entries.get(entity) === entry) this.entries.delete(entity);
      } catch (error) {
        entry.state = 'failed';
        entry.error = error instanceof Error ? error : new Error(String(error));
        setCursor(null);
        brotli.destroy();
        if (this.entries.get(entity) === entry) this.entries.delete(entity);
        this.options.log?.error({ err: entry.error }, `snapshot of ${entity} failed`);
      }
      wake();
    })();
    return entry;
  }

  /** A body reading `entry`'s chunks from the first, waiting for more while it is built. */
  private reader(entry: Entry, origem: 'cache' | 'build'): PreCompressed {
    let next = 0;
    let waiting = false;
    const pump = (stream: PreCompressed) => {
      if (waiting || stream.destroyed) return;
      while (next < entry.chunks.length) {
        if (!stream.push(entry.chunks[next++])) return;
      }
      if (entry.state === 'ready') stream.push(null);
      else if (entry.state === 'failed') stream.destroy(entry.error ?? new Error('snapshot failed'));
      else {
        waiting = true;
        entry.wake.add(() => {
          waiting = false;
          pump(stream);
        });
      }
    };
    return new PreCompressed('br', this.options.contentType, origem, pump);
  }
}

/* One cache per process, built once the server listens and again after a list changed (the live
   hub's signal, from any process). INSTANTANEOS=desligado turns them off (every first download
   read live, as before). */
export const instantaneosPlugin = fp(async (app) => {
  const cache = new Instantaneos({ db: app.db, contentType: NDJSON_TYPE, log: app.log, ligado: app.config.instantaneos !== false });
  app.decorate('instantaneos', cache);
  const unsubscribe = app.liveHub.subscribe((colecoes) => cache.mudaram(colecoes));
  // Built after listen, in the background: the server answers meanwhile (a first download
  // arriving then reads the build in progress).
  app.addHook('onListen', async () => {
    void cache.aquecer().catch((error: unknown) => app.log.error({ err: error }, 'snapshots not built'));
  });
  app.addHook('preClose', async () => {
    unsubscribe();
    cache.close();
  });
}, { name: 'instantaneos', dependencies: ['db', 'live-hub'] });
