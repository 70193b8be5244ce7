/* A streamed first download taken batch by batch while it arrives (decision 363), for the list
   store that waits for it (live-store.ts): each batch is joined, indexed and ordered a slice at a
   time while the page is otherwise waiting for the bytes, so taking the list at the stream's end
   is a check and the last slices. A batch of another download starts again. */
import type { CollectionSpec, JoinSpec } from './collections.ts';
import { LoadOrder, now } from './live-load.ts';
import type { LocalRow } from './wire.ts';

/** Main-thread time one turn of the batch preparation may take before it lets the page run. */
const PREPARE_BUDGET_MS = 8;
const PREPARE_SLICE = 500;

export type NameSource = (join: JoinSpec, id: string) => string | undefined;

/** What the store lends the preparation: its row join, its current names and its readers. */
export interface FedHost {
  spec: CollectionSpec;
  compare: (a: LocalRow, b: LocalRow) => number;
  join(row: LocalRow, names?: NameSource): LocalRow;
  names: NameSource;
  onRows?: (rows: readonly LocalRow[]) => void;
}

/** The list ready to publish: its index, its order and the rows its readers still get (next task). */
export interface FedList {
  byId: Map<string, LocalRow>;
  rows: readonly LocalRow[];
  later: LocalRow[];
}

export class FedPreparation {
  /** The rows as parsed, in stream order, up to `done`; then those still to take. */
  private readonly raw: LocalRow[] = [];
  private done = 0;
  private readonly joined: LocalRow[] = [];
  private readonly byId = new Map<string, LocalRow>();
  private readonly order: LoadOrder;
  /** The names the batches were joined with, by join and id: checked again at the end. */
  private readonly used = new Map<JoinSpec, Map<string, string | undefined>>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;

  constructor(readonly feed: object, private readonly host: FedHost) {
    this.order = new LoadOrder(host.spec, host.compare);
  }

  /** Rows still to prepare (a profile's detail). */
  get left(): number {
    return this.raw.length - this.done;
  }

  /** One more batch of the stream: prepared in slices between the page's tasks. */
  add(rows: readonly LocalRow[]): void {
    for (const row of rows) this.raw.push(row);
    const step = () => {
      this.timer = null;
      if (this.stopped) return;
      const start = now();
      do this.slice(PREPARE_SLICE);
      while (this.done < this.raw.length && now() - start < PREPARE_BUDGET_MS);
      if (this.done < this.raw.length) this.timer = setTimeout(step, 0);
    };
    this.timer ??= setTimeout(step, 0);
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  /**
   * The prepared list if its rows are exactly `rows` (the feed's rows, nothing written here
   * meanwhile); null otherwise. The rows not prepared yet (the last batch) are joined now and
   * come back as `later`, for the readers (search keys) in the next task, after the list is
   * published: a search before that builds their keys itself (search-index.ts). A name that
   * changed since a batch was joined (its source list loaded meanwhile) re-joins the rows.
   */
  finish(rows: readonly LocalRow[]): FedList | null {
    this.stop();
    if (rows.length !== this.raw.length) return null;
    for (let i = 0; i < rows.length; i++) if (rows[i] !== this.raw[i]) return null;
    const later = this.slice(this.raw.length - this.done, true);
    let order = this.order;
    const renamed = [...this.used].some(([join, byId]) => [...byId].some(([id, name]) => this.host.names(join, id) !== name));
    if (renamed) {
      const joined = this.joined;
      for (let i = 0; i < joined.length; i++) {
        const row = this.host.join(joined[i]!);
        if (row === joined[i]) continue;
        joined[i] = row;
        this.byId.set(row.id, row);
        later.push(row);
      }
      order = new LoadOrder(this.host.spec, this.host.compare);
      order.add(joined);
    }
    return { byId: this.byId, rows: order.rows(), later };
  }

  /** Prepares `size` more rows; returns them (joined), already handed to the readers unless `later`. */
  private slice(size: number, later = false): LocalRow[] {
    const end = Math.min(this.raw.length, this.done + size);
    const joined: LocalRow[] = [];
    const names = (join: JoinSpec, id: string): string | undefined => {
      let byId = this.used.get(join);
      if (!byId) this.used.set(join, (byId = new Map()));
      if (byId.has(id)) return byId.get(id);
      const name = this.host.names(join, id);
      byId.set(id, name);
      return name;
    };
    for (let i = this.done; i < end; i++) {
      const row = this.host.join(this.raw[i]!, names);
      joined.push(row);
      this.joined.push(row);
      this.byId.set(row.id, row);
    }
    this.done = end;
    this.order.add(joined);
    if (!later) this.host.onRows?.(joined);
    return joined;
  }
}
