/* The first download's storing worker (decision 353). A dedicated module worker that receives one
   branch of a streamed first download (`?formato=ndjson`, decision 330), parses it and stores it
   in the user's database through `storeStream` (the same code a page without `Worker` runs), so
   IndexedDB's per-record cost (structured-clone serialisation on the calling thread) stays off
   the page's main thread. It never writes the cursor: it reports each stored batch and the end;
   the page stores the cursor once every row is stored. Started by pull-stream.ts.
   It reads its branch only once the page has read its own (the `go` message, decision 353): on a
   two-core device the page's parse and the server's answer come first, so the list is searchable
   sooner; the branch waits in the tee meanwhile (bytes only, no parsing). */
import type { CollectionName } from '../collections.ts';
import { FluxoDb } from '../db.ts';
import { StreamCutError, storeStream, unpackStaged } from './pull-store.ts';

/** The page's first message: whose database, which list, and the answer's branch (transferred);
 *  no branch: unpack the list's packed download left on the device (decision 369). */
export interface PullWorkerJob {
  type: 'job';
  user: string;
  name: CollectionName;
  body: ReadableStream<Uint8Array<ArrayBuffer>> | null;
  /** Ids this device wrote since the download began: never overwritten (decision 365). */
  keep: string[];
}

/** More ids this device wrote meanwhile (any time, also while storing). */
export interface PullWorkerKeep {
  type: 'keep';
  ids: string[];
}

/** The page's second message: its own branch is read, start storing. */
export interface PullWorkerGo {
  type: 'go';
}

/** The worker's reports: a batch stored, every row stored, or the failure (the page rebuilds the error). */
export type PullWorkerReport =
  | { type: 'packed' }
  | { type: 'stored'; changed: string[]; count: number }
  | { type: 'done'; cursor: string | null; rows: number }
  | { type: 'failed'; kind: 'cut' | 'network' | 'other'; received: number; name: string; message: string };

// A dedicated worker's global scope: `postMessage` answers the page that started it.
const report = (message: PullWorkerReport) => postMessage(message);

let go: () => void = () => undefined;
const mayStart = new Promise<void>((resolve) => { go = resolve; });
/** Read by every batch's transaction (pull-store.ts writePage). */
const keep = new Set<string>();

addEventListener('message', (event: MessageEvent<PullWorkerJob | PullWorkerGo | PullWorkerKeep>) => {
  if (event.data.type === 'go') {
    go();
    return;
  }
  if (event.data.type === 'keep') {
    event.data.ids.forEach((id) => keep.add(id));
    return;
  }
  const { user, name, body } = event.data;
  event.data.keep.forEach((id) => keep.add(id));
  const db = new FluxoDb(user);
  let rows = 0;
  const stored = (changed: string[], count: number) => {
    rows += count;
    report({ type: 'stored', changed, count });
  };
  // Opened now, while the page still reads its branch: Dexie's open reads every store's indexes in
  // one transaction, which would otherwise queue behind whatever the page writes at `go`.
  const opened = db.open();
  opened.catch(() => undefined); // awaited below; this only avoids an "unhandled" report
  mayStart.then(() => opened).then(() => (body
    ? storeStream(db, name, body, { keep, stored, packed: () => report({ type: 'packed' }) })
    : unpackStaged(db, name, { keep, stored }).then((marker) => {
      if (!marker) throw new Error('pacotes: the packed download is no longer whole'); // the page checked it: not expected
      return marker;
    }))).then(
    (head) => report({ type: 'done', cursor: head?.cursor ?? null, rows }),
    (error: unknown) => {
      const failure = error instanceof Error ? error : new Error(String(error));
      const kind = failure instanceof StreamCutError ? 'cut' : failure instanceof TypeError ? 'network' : 'other';
      report({ type: 'failed', kind, received: failure instanceof StreamCutError ? failure.received : rows, name: failure.name, message: failure.message });
    },
  ).finally(() => db.close());
});
