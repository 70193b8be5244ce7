/* One collection kept in memory for the tab (DESIGN §2: 100,000 rows must stay instant). Loaded
   once, in chunks, then patched with only the ids that changed: the sorted array is rebuilt by
   merging the few changed rows into the kept ones (O(n + k log k)), never by re-reading the
   table. Bank and category names are joined here, so a rename re-joins without a pull.
   A big list is read from its packed table (sync/paginas.ts, decision 450): ~50 records at
   100,000 rows, at once. A small list with a head index first publishes its head (the first rows,
   in list order) so a list can paint its first page while the rest loads (decisions 122, 264). */
import { COLLECTION_SPECS } from './collections.ts';
import type { CollectionName, JoinSpec } from './collections.ts';
import type { FluxoDb } from './db.ts';
import type { LocalRow } from './wire.ts';
import { LoadOrder, afterPaint, comparatorFor, measure, mergeSorted, now, primeiras, sameRow, sortLoaded, yieldToPage } from './live-load.ts';
import { TabelaEmpacotada } from './sync/paginas.ts';

/** Looks a joined name up (the source list's row), or undefined while it loads. */
export type NameSource = (join: JoinSpec, id: string) => string | undefined;

export const LOAD_CHUNK = 5000;
/** How many of the newest rows a large collection publishes before the rest (six pages of 15). */
export const HEAD_ROWS = 100;

/** The first rows of a collection still loading, in list order. */
export interface Head {
  rows: readonly LocalRow[];
  /** How many rows the table holds, counted after the head's read (a later open, decision 338). */
  total?: number;
  /** A big list's kept subsets (CollectionSpec.vistas), whole, from its head record. */
  vistas?: Readonly<Record<string, readonly LocalRow[]>>;
}

export interface Snapshot {
  rows: readonly LocalRow[];
  ready: boolean;
  /** Only while a large collection loads (`ready` false, `rows` empty). */
  head?: Head;
}

export interface StoreOptions {
  /** Resolves when the table is worth reading (not while a list is in its first download), with
   *  true if it had to wait for that; meanwhile it may hand over the list's newest rows from the
   *  server, shown as the head. */
  whenReadable?: (onHead: (rows: readonly LocalRow[]) => void) => Promise<boolean>;
}
const NO_ROWS: readonly LocalRow[] = [];

export class CollectionStore {
  readonly name: CollectionName;
  private readonly compare: (a: LocalRow, b: LocalRow) => number;
  private byId = new Map<string, LocalRow>();
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
    this.listeners.clear();
  }

  /** Re-reads `ids` (changed or deleted) and merges them in. */
  applyChanges(ids: readonly string[]): Promise<void> {
    if (!this.loading) return Promise.resolve(); // not loaded: the load will read them
    return this.enqueue(async () => {
      const rows = await this.db.rows(this.name).bulkGet([...ids]);
      this.merge(ids, rows);
    });
  }

  /** The whole list was replaced (a full pull in some tab): read again, once loaded. */
  reload(): Promise<void> {
    if (!this.loading || !this.snapshot.ready) return Promise.resolve(); // the load in course reads it
    return this.enqueue(() => this.readAll());
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
    const packed = this.db.rows(this.name);
    // The kept head (one record: the newest rows and the total) paints before the pages are
    // read: reading 100,000 rows from them takes ≈ 500 ms (issue 36: reload → full total ≤ 300 ms).
    // It is asked for with the first download's state, not after it (one trip to IndexedDB less
    // before a reload paints), and read again if the wait was for a download.
    const cabecaAntes = packed instanceof TabelaEmpacotada && !this.snapshot.ready ? packed.cabeca() : undefined;
    cabecaAntes?.catch(() => undefined);
    const t0 = now();
    const esperou = await this.options.whenReadable?.((rows) => {
      if (!this.snapshot.ready && !this.closed && rows.length > 0) this.publishHead(rows);
    });
    if (this.closed) return;
    if (packed instanceof TabelaEmpacotada) {
      const cabeca = this.snapshot.ready ? undefined : esperou || !cabecaAntes ? await packed.cabeca() : await cabecaAntes;
      const comCabeca = cabeca !== undefined && cabeca.total > HEAD_ROWS && !this.closed;
      if (comCabeca) {
        const vistas = Object.fromEntries(Object.entries(cabeca.vistas).map(([nome, rows]) => [nome, rows.map((row) => this.join(row))]));
        this.publish(NO_ROWS, false, { rows: cabeca.rows.map((row) => this.join(row)), total: cabeca.total, vistas });
        measure(`fluxo:store:head:${this.name}`, t0);
        await afterPaint();
        if (this.closed) return;
      }
      const rows = await packed.linhas();
      // Without a kept head, the newest rows and the full total paint as soon as the pages are
      // read, before joining and indexing every row.
      if (!comCabeca && rows.length > HEAD_ROWS && !this.snapshot.ready && !this.closed) {
        const head = primeiras(rows, HEAD_ROWS, this.compare).map((row) => this.join(row));
        this.publish(NO_ROWS, false, { rows: head, total: rows.length });
      }
      // Joined and indexed in slices, a turn for the page between them: no task of 100,000 rows'
      // work at once (issue 36: none over 50 ms). Search keys are built later, in idle time
      // (decision 455: the list is whole on screen first).
      const order = new LoadOrder(COLLECTION_SPECS[this.name], this.compare);
      const byId = new Map<string, LocalRow>();
      for (let i = 0; i < rows.length; i += LOAD_CHUNK) {
        if (i > 0) await yieldToPage();
        if (this.closed) return;
        const joined = rows.slice(i, i + LOAD_CHUNK).map((row) => this.join(row));
        for (const row of joined) byId.set(row.id, row);
        order.add(joined);
      }
      this.byId = byId;
      this.publish(order.rows(), true);
      measure(`fluxo:store:loaded:${this.name}`, t0);
      return;
    }
    await this.readHead();
    const table = this.db.table<LocalRow, string>(this.name);
    const readChunk = (after: string | null): Promise<LocalRow[]> =>
      after === null
        ? table.orderBy(':id').limit(LOAD_CHUNK).toArray()
        : table.where(':id').above(after).limit(LOAD_CHUNK).toArray();
    const loaded: LocalRow[] = [];
    const byId = new Map<string, LocalRow>();
    let next: Promise<LocalRow[]> | null = readChunk(null);
    while (next && !this.closed) {
      const chunk: LocalRow[] = await next;
      // Ask for the next chunk before working on this one: IndexedDB reads while the page joins.
      next = chunk.length < LOAD_CHUNK ? null : readChunk(chunk[chunk.length - 1]!.id);
      const joined = chunk.map((row) => this.join(row));
      for (const row of joined) {
        byId.set(row.id, row);
        loaded.push(row);
      }
      // Let the page breathe between chunks of a large table.
      if (next) await new Promise((resolve) => setTimeout(resolve, 0));
    }
    this.byId = byId;
    this.publish(sortLoaded(loaded, COLLECTION_SPECS[this.name], this.compare), true);
    measure(`fluxo:store:loaded:${this.name}`, t0);
  }

  /**
   * A small list ordered by a field with a head index publishes its first rows first (decision
   * 264), then, once counted, with the table's total: the head paints without waiting for it.
   */
  private async readHead(): Promise<void> {
    const table = this.db.table<LocalRow, string>(this.name);
    const spec = COLLECTION_SPECS[this.name];
    const t0 = now();
    if (typeof spec.order !== 'object' || !spec.headIndex || !table.schema.idxByName[spec.order.by]) return;
    // IndexedDB orders by code point, the list by pt-BR collation: the head is re-sorted, and
    // may differ from the final first page only where case or accents reorder (decision 264).
    const rows = (await table.orderBy(spec.order.by).limit(HEAD_ROWS).toArray()).sort(this.compare);
    // A table smaller than the head is read at once by the first chunk.
    if (rows.length < HEAD_ROWS || this.closed) return;
    measure(`fluxo:store:head:${this.name}`, t0);
    const joined = this.publishHead(rows);
    const total = await table.count().catch(() => undefined);
    measure(`fluxo:store:count:${this.name}`, t0);
    if (total !== undefined && !this.closed) this.publish(NO_ROWS, false, { rows: joined, total });
    await afterPaint();
  }

  private publishHead(rows: readonly LocalRow[], total?: number): readonly LocalRow[] {
    const joined = rows.map((row) => this.join(row));
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
