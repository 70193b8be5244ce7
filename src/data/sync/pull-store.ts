/* Storing pulled rows. `applyPage` writes server rows inside the caller's transaction, keeping the
   rows an outbox entry touches as shadows (decision 330's rule for every pull). `readStream`
   parses a streamed first download (`{cursor,total}`, one wire row per line, `{fim}`, decision
   330; each row an array of the first line's `colunas`, decision 458) into batches, on the page,
   a turn for the page between batches. `guardarDownload` stores a big list's first download
   whole, in one transaction with its shadows: the list is packed for good (sync/paginas.ts,
   decision 450), so what is downloaded is what is stored, with no staging form and no
   unpacking (decisions 353, 369 retired). */
import type { CollectionName } from '../collections.ts';
import { COLLECTION_SPECS } from '../collections.ts';
import type { FluxoDb } from '../db.ts';
import { TabelaEmpacotada } from './paginas.ts';
import { pendingRowIds, shadowKey } from './outbox.ts';
import { leitorDeColunas, rowsFromBody } from '../wire.ts';
import type { LocalRow } from '../wire.ts';

/** Rows parsed between two turns for the page (one batch: 57–63 ms at 100,000 on session 24's machine). */
export const STREAM_BATCH = 5000;
let batchSize = STREAM_BATCH;
/** Tests: smaller batches, so a few rows make several pages. */
export function setStreamBatch(size: number): void {
  batchSize = size;
}

/** A stream that ended without its `fim` line, or with a count that does not match: retry. */
export class StreamCutError extends Error {
  constructor(readonly received: number) {
    super(`list stream cut after ${received} rows`);
    this.name = 'StreamCutError';
  }
}

/**
 * Applies server rows and removals inside the caller's transaction (over the list's table,
 * outbox and shadows); `pending`: the ids some outbox entry touches, read in that transaction.
 * Those rows are never overwritten: the server's copy waits as a shadow. Returns the ids written
 * or deleted (for open lists).
 */
export async function applyPage(db: FluxoDb, name: CollectionName, page: { rows: LocalRow[]; removed: string[] }, pending: Set<string>): Promise<string[]> {
  const table = db.rows(name);
  const put: LocalRow[] = [];
  const shadows = [];
  for (const row of page.rows) {
    if (pending.has(row.id)) shadows.push({ key: shadowKey(name, row.id), table: name, id: row.id, row });
    else put.push(row);
  }
  const gone: string[] = [];
  // A row in the page exists now: a tombstone of the same id is older (an id used again, decision 316).
  const vivos = new Set(page.rows.map((r) => r.id));
  for (const id of page.removed) {
    if (vivos.has(id)) continue;
    if (pending.has(id)) shadows.push({ key: shadowKey(name, id), table: name, id, row: null });
    else gone.push(id);
  }
  if (put.length) await table.bulkPut(put);
  if (gone.length) await table.bulkDelete(gone);
  if (shadows.length) await db.shadows.bulkPut(shadows);
  return [...put.map((r) => r.id), ...gone];
}

/** Writes one page in its own transaction; returns the ids written or deleted. */
export async function writePage(db: FluxoDb, name: CollectionName, rows: LocalRow[], removed: string[]): Promise<string[]> {
  return db.transaction('rw', [db.loja(name), db.outbox, db.shadows], async () => {
    return applyPage(db, name, { rows, removed }, await pendingRowIds(db));
  });
}

export interface StreamHead {
  cursor: string | null;
  total: number | null;
}

/**
 * Parses a streamed list answer's body, calling `onBatch(rows, head)` for every STREAM_BATCH rows
 * (and the rest) as the bytes arrive; `pause` runs after each batch (a turn for the page); `signal`
 * stops the read (the body is cancelled). Throws
 * `StreamCutError` when the end mark is missing or its count is wrong; a read error as it came.
 */
export async function readStream(
  name: CollectionName, body: ReadableStream<Uint8Array<ArrayBuffer>>, onBatch: (rows: LocalRow[], head: StreamHead) => void,
  pause?: () => Promise<void>, signal?: AbortSignal,
): Promise<StreamHead> {
  const key = COLLECTION_SPECS[name].key;
  const head: StreamHead = { cursor: null, total: null };
  let header = true;
  let end: number | null = null;
  let received = 0;
  let batch: unknown[] = [];
  const flush = () => {
    const rows = colunas ? colunas(batch) : rowsFromBody(name, { [key]: batch });
    received += batch.length;
    batch = [];
    onBatch(rows, head);
  };
  // `formato=colunas` (decision 458): the header names the fields, each row is an array of them.
  let colunas: ((linhas: readonly unknown[]) => LocalRow[]) | null = null;
  const line = (text: string) => {
    if (!text) return;
    const value = JSON.parse(text) as Record<string, unknown>;
    if (header) {
      header = false;
      head.cursor = value.cursor === undefined || value.cursor === null ? null : String(value.cursor);
      head.total = typeof value.total === 'number' ? value.total : null;
      if (Array.isArray(value.colunas)) colunas = leitorDeColunas(name, value.colunas.map(String));
    } else if (typeof value.fim === 'number' && value.id === undefined) end = value.fim;
    else batch.push(value);
  };
  const reader = body.pipeThrough(new TextDecoderStream(), signal ? { signal } : {}).getReader();
  let rest = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      const parts = (rest + value).split('\n');
      rest = parts.pop() ?? '';
      // A turn for the page after every batch, not after every piece the network hands over: on a
      // fast connection one piece holds several batches, and their work ran as one 106 ms task.
      for (const part of parts) {
        line(part);
        if (batch.length >= batchSize) {
          flush();
          if (pause) await pause();
        }
      }
    }
    line(rest);
  } catch (error) {
    await reader.cancel().catch(() => undefined);
    throw error;
  }
  if (batch.length) flush();
  if (end === null || end !== received) throw new StreamCutError(received);
  return head;
}

/**
 * Stores a big list's first download (every row, in id order) as the list, in one transaction:
 * rows an outbox entry touches, or `keep` (written on this device while the download ran,
 * decision 365), stay as they are here and the server's copy waits as a shadow; a local row the
 * download did not mention is gone from the server, unless it is one of those (created here, not
 * sent yet). The pages are written one record at a time (sync/paginas.ts substituir).
 */
export async function guardarDownload(db: FluxoDb, name: CollectionName, rows: readonly LocalRow[], keep: ReadonlySet<string>): Promise<void> {
  const tabela = db.rows(name);
  if (!(tabela instanceof TabelaEmpacotada)) throw new Error(`${name}: not a packed list`);
  await db.transaction('rw', [db.loja(name), db.outbox, db.shadows], async () => {
    const pending = await pendingRowIds(db);
    keep.forEach((id) => pending.add(id));
    const locais = new Map<string, LocalRow>();
    if (pending.size) for (const row of await tabela.linhas()) if (pending.has(row.id)) locais.set(row.id, row);
    let out: LocalRow[] = rows as LocalRow[];
    const shadows = [];
    if (pending.size) {
      out = [];
      const vistos = new Set<string>();
      for (const row of rows) {
        vistos.add(row.id);
        if (!pending.has(row.id)) out.push(row);
        else {
          shadows.push({ key: shadowKey(name, row.id), table: name, id: row.id, row });
          const mine = locais.get(row.id);
          if (mine) out.push(mine);
        }
      }
      const novos = [...locais.values()].filter((row) => !vistos.has(row.id));
      if (novos.length) out = [...out, ...novos].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    }
    await tabela.substituir(out);
    if (shadows.length) await db.shadows.bulkPut(shadows);
  });
}
