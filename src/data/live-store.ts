/* One collection kept in memory for the tab (DESIGN §2: 100,000 rows must stay instant). Loaded
   once, in chunks, then patched with only the ids that changed: the sorted array is rebuilt by
   merging the few changed rows into the kept ones (O(n + k log k)), never by re-reading the
   table. Bank and category names are joined here, so a rename re-joins without a pull. */
import { COLLECTION_SPECS } from './collections.ts';
import type { CollectionName, CollectionSpec, JoinSpec } from './collections.ts';
import type { FluxoDb } from './db.ts';
import type { LocalRow } from './wire.ts';

export const LOAD_CHUNK = 5000;

export interface Snapshot {
  rows: readonly LocalRow[];
  ready: boolean;
}

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

function text(value: unknown): string {
  return typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value);
}

export function comparatorFor(spec: CollectionSpec): (a: LocalRow, b: LocalRow) => number {
  const byIdDesc = (a: LocalRow, b: LocalRow) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
  if (spec.order === 'data-desc' || spec.order === 'vencimento-desc') {
    const field = spec.order === 'data-desc' ? 'data' : 'vencimento';
    return (a, b) => {
      const x = text(a[field]);
      const y = text(b[field]);
      return x < y ? 1 : x > y ? -1 : byIdDesc(a, b);
    };
  }
  const field = spec.order.by;
  return (a, b) => collator.compare(text(a[field]), text(b[field])) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** Looks a joined name up; the stored copy is the fallback while the source is loading. */
export type NameSource = (join: JoinSpec, id: string) => string | undefined;

export class CollectionStore {
  readonly name: CollectionName;
  private readonly compare: (a: LocalRow, b: LocalRow) => number;
  private readonly byId = new Map<string, LocalRow>();
  private snapshot: Snapshot = { rows: [], ready: false };
  private readonly listeners = new Set<() => void>();
  private queue: Promise<void> = Promise.resolve();
  private loading: Promise<void> | null = null;
  private closed = false;

  constructor(private readonly db: FluxoDb, name: CollectionName, private readonly names: NameSource) {
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

  get isLoaded(): boolean {
    return this.snapshot.ready;
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
    let last: string | null = null;
    for (;;) {
      const chunk: LocalRow[] = last === null
        ? await table.orderBy(':id').limit(LOAD_CHUNK).toArray()
        : await table.where(':id').above(last).limit(LOAD_CHUNK).toArray();
      for (const row of chunk) this.byId.set(row.id, this.join(row));
      if (chunk.length < LOAD_CHUNK) break;
      last = chunk[chunk.length - 1]!.id;
      // Let the page breathe between chunks of a large table.
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    this.publish([...this.byId.values()].sort(this.compare), true);
  }

  private join(row: LocalRow): LocalRow {
    const joins = COLLECTION_SPECS[this.name].joins;
    if (joins.length === 0) return row;
    let out = row;
    for (const join of joins) {
      const ref = row[join.idField];
      const name = typeof ref === 'string' ? this.names(join, ref) : undefined;
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

  private publish(rows: readonly LocalRow[], ready = this.snapshot.ready): void {
    this.snapshot = { rows, ready };
    for (const listener of [...this.listeners]) listener();
  }
}

function sameRow(a: LocalRow, b: LocalRow): boolean {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((k) => a[k] === b[k] || JSON.stringify(a[k]) === JSON.stringify(b[k]));
}

export function mergeSorted<T>(a: readonly T[], b: readonly T[], compare: (x: T, y: T) => number): T[] {
  if (b.length === 0) return a.slice();
  const out: T[] = new Array<T>(a.length + b.length);
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < a.length && j < b.length) out[k++] = compare(a[i]!, b[j]!) <= 0 ? a[i++]! : b[j++]!;
  while (i < a.length) out[k++] = a[i++]!;
  while (j < b.length) out[k++] = b[j++]!;
  return out;
}
