/* One collection kept in memory for the tab (DESIGN §2: 100,000 rows must stay instant). Loaded
   once, in chunks, then patched with only the ids that changed: the sorted array is rebuilt by
   merging the few changed rows into the kept ones (O(n + k log k)), never by re-reading the
   table. Bank and category names are joined here, so a rename re-joins without a pull.
   A large collection with a `data` index first publishes its head (the newest rows, in list
   order) so a list can paint its first page while the rest loads (decision 122). */
import { COLLECTION_SPECS } from './collections.ts';
import type { CollectionName, JoinSpec } from './collections.ts';
import type { FluxoDb } from './db.ts';
import type { LocalRow } from './wire.ts';
import { keepCount, keptCount, writeGeneration } from './live-count.ts';
import { FedPreparation } from './live-fed.ts';
import type { NameSource } from './live-fed.ts';
import { afterPaint, comparatorFor, measure, mergeSorted, now, sameRow, sortLoaded } from './live-load.ts';
import type { StreamedList } from './sync/pull-feed.ts';

export const LOAD_CHUNK = 5000;
/** How many of the newest rows a large collection publishes before the rest (six pages of 15). */
export const HEAD_ROWS = 100;

/** The first rows of a collection still loading, in list order. */
export interface Head {
  rows: readonly LocalRow[];
  /** How many rows the table holds, counted after the head's read (a later open, decision 338). */
  total?: number;
}

export interface Snapshot {
  rows: readonly LocalRow[];
  ready: boolean;
  /** Only while a large collection loads (`ready` false, `rows` empty). */
  head?: Head;
}

export interface StoreOptions {
  /** Called with every chunk of rows as the collection loads (derived caches warm up here). */
  onRows?: (rows: readonly LocalRow[]) => void;
  /** Resolves when the table is worth reading (not while a list is in its first download);
   *  meanwhile it may hand over the list's newest rows from the server, shown as the head.
   *  Resolving with rows (a streamed first download, in id order, decision 332): those, not the table. */
  whenReadable?: (
    onHead: (rows: readonly LocalRow[]) => void,
    onBatch: (rows: readonly LocalRow[], feed: object) => void,
  ) => Promise<StreamedList | undefined>;
}
const NO_ROWS: readonly LocalRow[] = [];

export class CollectionStore {
  readonly name: CollectionName;
  private readonly compare: (a: LocalRow, b: LocalRow) => number;
  private byId = new Map<string, LocalRow>();
  private prepared: FedPreparation | null = null;
  /** The first download this list was taken from (decision 367): its stored batches are not re-read. */
  private fedFrom: string | null = null;
  private snapshot: Snapshot = { rows: NO_ROWS, ready: false };
  private readonly listeners = new Set<() => void>();
  private queue: Promise<void> = Promise.resolve();
  private loading: Promise<void> | null = null;
  private closed = false;

  constructor(
    private readonly db: FluxoDb,
    name: CollectionName,
    private readonly names: NameSource,
    private readonly options: StoreOptions = {},
  ) {
    this.name = name;
    this.compare = comparatorFor(COLLECTION_SPECS[name]);
  }

  getSnapshot = (): Snapshot => this.snapshot;

  get(id: string): LocalRow | undefined {
    return this.byId.get(id);
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Starts loading once; resolves when the rows are in memory. */
  load(): Promise<void> {
    this.loading ??= this.enqueue(() => this.readAll());
    return this.loading;
  }

  /** Resolves when the rows are in memory and every change announced so far is merged in. */
  settled(): Promise<void> {
    void this.load();
    return this.queue;
  }

  close(): void {
    this.closed = true;
    this.prepared?.stop();
    this.listeners.clear();
  }

  /**
   * Re-reads `ids` (changed or deleted) and merges them in; not when `feed` is the first download
   * this list was taken from: those rows were stored as the list has them (decision 367).
   */
  applyChanges(ids: readonly string[], feed?: string): Promise<void> {
    if (!this.loading) return Promise.resolve(); // not loaded: the load will read them
    return this.enqueue(async () => {
      if (feed !== undefined && feed === this.fedFrom) return;
      const rows = await this.db.rows(this.name).bulkGet([...ids]);
      this.merge(ids, rows);
    });
  }

  /** Bank or category names changed: rows referring to `ids` through `join` are re-joined. */
  rejoin(join: JoinSpec, ids: ReadonlySet<string> | 'all'): void {
    if (!this.snapshot.ready) return;
    let changed = false;
    const rows = this.snapshot.rows.map((row) => {
      const ref = row[join.idField];
      if (typeof ref !== 'string' || (ids !== 'all' && !ids.has(ref))) return row;
      const joined = this.join(row);
      if (joined[join.target] === row[join.target]) return row;
      changed = true;
      this.byId.set(joined.id, joined);
      return joined;
    });
    if (changed) this.publish(rows);
  }

  private enqueue(work: () => Promise<void>): Promise<void> {
    const next = this.queue.then(() => (this.closed ? undefined : work()));
    this.queue = next.catch((error: unknown) => console.error(`fluxo: ${this.name} store`, error));
    return next;
  }

  private async readAll(): Promise<void> {
    const table = this.db.rows(this.name);
    let waiting = true;
    const fed = await this.options.whenReadable?.((rows) => {
      if (waiting && !this.closed && rows.length > 0) this.publishHead(rows);
    }, (rows, feed) => {
      if (waiting && !this.closed) this.prepare(rows, feed);
    });
    waiting = false;
    const prepared = this.prepared;
    this.prepared = null;
    prepared?.stop();
    if (this.closed) return;
    if (fed) {
      this.fedFrom = fed.feed;
      return this.takeFed(fed.rows, prepared);
    }
    const t0 = now();
    await this.readHead();
    // Read before the first chunk: a write after it bumps the generation, and the count is not kept.
    const gen = writeGeneration(this.db.name, this.name);
    const readChunk = (after: string | null): Promise<LocalRow[]> =>
      after === null
        ? table.orderBy(':id').limit(LOAD_CHUNK).toArray()
        : table.where(':id').above(after).limit(LOAD_CHUNK).toArray();
    const loaded: LocalRow[] = [];
    let next: Promise<LocalRow[]> | null = readChunk(null);
    while (next && !this.closed) {
      const chunk: LocalRow[] = await next;
      // Ask for the next chunk before working on this one: IndexedDB reads while the page joins.
      next = chunk.length < LOAD_CHUNK ? null : readChunk(chunk[chunk.length - 1]!.id);
      const joined = chunk.map((row) => this.join(row));
      for (const row of joined) {
        this.byId.set(row.id, row);
        loaded.push(row);
      }
      this.options.onRows?.(joined);
      // Let the page breathe between chunks of a large table.
      if (next) await new Promise((resolve) => setTimeout(resolve, 0));
    }
    this.publish(sortLoaded(loaded, COLLECTION_SPECS[this.name], this.compare), true);
    // Kept only with an empty outbox: the service worker's drain writes rows without bumping the
    // generation (no localStorage there), and only for entries a page wrote (and bumped) first.
    if (!this.closed && (await this.db.outbox.count()) === 0) keepCount(this.db.name, this.name, gen, loaded.length);
    measure(`fluxo:store:loaded:${this.name}`, t0);
  }

  /** A streamed first download's rows, in id order, while IndexedDB still stores them (decision 332). */
  private takeFed(rows: readonly LocalRow[], prepared: FedPreparation | null): void {
    const t0 = now();
    // For a profile: how many rows were still to prepare at the end (decision 363).
    const left = prepared ? prepared.left : rows.length;
    const list = prepared?.finish(rows);
    if (list) {
      this.byId = list.byId;
      this.publish(list.rows, true);
      if (list.later.length > 0) setTimeout(() => { if (!this.closed) this.options.onRows?.(list.later); }, 0);
      measure(`fluxo:store:fed:${this.name}`, t0, { prepared: true, left });
      return;
    }
    // Not prepared (the list opened after the stream ended), or other rows (written on this
    // device meanwhile, decision 292): the whole list at once.
    this.byId.clear();
    const joined = rows.map((row) => this.join(row));
    for (const row of joined) this.byId.set(row.id, row);
    this.options.onRows?.(joined);
    this.publish(sortLoaded(joined, COLLECTION_SPECS[this.name], this.compare), true);
    measure(`fluxo:store:fed:${this.name}`, t0, { prepared: false, left });
  }

  /** One batch of the stream this list waits for, prepared while the bytes arrive (live-fed.ts, decision 363). */
  private prepare(rows: readonly LocalRow[], feed: object): void {
    if (this.prepared?.feed !== feed) {
      this.prepared?.stop();
      this.prepared = new FedPreparation(feed, {
        spec: COLLECTION_SPECS[this.name], compare: this.compare, names: this.names,
        join: (row, names) => this.join(row, names), onRows: this.options.onRows,
      });
    }
    this.prepared.add(rows);
  }

  /**
   * A collection ordered by `data` publishes its newest rows first (decision 122), then, once
   * counted, with the table's total (decision 338): the head paints without waiting for it.
   */
  private async readHead(): Promise<void> {
    const table = this.db.rows(this.name);
    const spec = COLLECTION_SPECS[this.name];
    const t0 = now();
    let rows: LocalRow[];
    if (spec.order === 'data-desc' && table.schema.idxByName['data']) {
      // Reverse order on the index visits equal dates by id descending: exactly comparatorFor's order.
      rows = await table.orderBy('data').reverse().limit(HEAD_ROWS).toArray();
    } else if (typeof spec.order === 'object' && spec.headIndex && table.schema.idxByName[spec.order.by]) {
      // IndexedDB orders by code point, the list by pt-BR collation: the head is re-sorted, and
      // may differ from the final first page only where case or accents reorder (decision 264).
      rows = (await table.orderBy(spec.order.by).limit(HEAD_ROWS).toArray()).sort(this.compare);
    } else return;
    // A table smaller than the head is read at once by the first chunk.
    if (rows.length < HEAD_ROWS || this.closed) return;
    measure(`fluxo:store:head:${this.name}`, t0);
    // The count kept at the last full load, if nothing was written since (live-count.ts); else
    // counted after the head, not beside it: Chromium runs the count before a head read queued
    // behind it, and the count walks every row (0.5–1 s at 100,000 under load).
    const kept = keptCount(this.db.name, this.name);
    const joined = this.publishHead(rows, kept);
    if (kept !== undefined) return afterPaint();
    const total = await table.count().catch(() => undefined);
    measure(`fluxo:store:count:${this.name}`, t0);
    if (total !== undefined && !this.closed) this.publish(NO_ROWS, false, { rows: joined, total });
    await afterPaint();
  }

  private publishHead(rows: readonly LocalRow[], total?: number): readonly LocalRow[] {
    const joined = rows.map((row) => this.join(row));
    this.options.onRows?.(joined);
    this.publish(NO_ROWS, false, total === undefined ? { rows: joined } : { rows: joined, total });
    return joined;
  }

  private join(row: LocalRow, names: NameSource = this.names): LocalRow {
    const joins = COLLECTION_SPECS[this.name].joins;
    if (joins.length === 0) return row;
    let out = row;
    for (const join of joins) {
      const ref = row[join.idField];
      const name = typeof ref === 'string' ? names(join, ref) : undefined;
      const value = typeof ref === 'string' ? name ?? row[join.target] ?? null : null;
      if (value !== row[join.target]) out = out === row ? { ...row, [join.target]: value } : Object.assign(out, { [join.target]: value });
    }
    return out;
  }

  private merge(ids: readonly string[], fresh: readonly (LocalRow | undefined)[]): void {
    const changed = new Set(ids);
    const added: LocalRow[] = [];
    let touched = false;
    ids.forEach((id, i) => {
      const row = fresh[i];
      const before = this.byId.get(id);
      if (!row) {
        if (before) touched = true;
        this.byId.delete(id);
        return;
      }
      const joined = this.join(row);
      if (before && sameRow(before, joined)) {
        changed.delete(id);
        return;
      }
      touched = true;
      this.byId.set(id, joined);
      added.push(joined);
    });
    if (!touched) return;
    const kept = this.snapshot.rows.filter((r) => !changed.has(r.id));
    added.sort(this.compare);
    this.publish(mergeSorted(kept, added, this.compare));
  }

  private publish(rows: readonly LocalRow[], ready = this.snapshot.ready, head?: Head): void {
    this.snapshot = head ? { rows, ready, head } : { rows, ready };
    for (const listener of [...this.listeners]) listener();
  }
}
