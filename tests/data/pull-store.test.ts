/* Decision 353 on the real server: `storeStream` is what the first download's worker runs on its
   branch of the streamed answer (pull-worker.ts) and what a page without `Worker` runs itself. Both
   paths: every server row stored, a row an outbox entry touches kept with the server's copy as a
   shadow, no cursor written by the storing (the pull writes it once every row is stored), and a
   cut stream (the one fault scripted in the transport) throws and leaves no cursor. */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { COLLECTION_SPECS } from '../../src/data/collections.ts';
import { readMeta } from '../../src/data/db.ts';
import { cancelarLancamentos } from '../../src/data/lancamentos.ts';
import { shadowKey } from '../../src/data/sync/outbox.ts';
import { pullCollection, pullStateKey } from '../../src/data/sync/pull.ts';
import type { PullState } from '../../src/data/sync/pull.ts';
import { StreamCutError, storeStream } from '../../src/data/sync/pull-store.ts';
import { pedirPull } from '../../src/data/sync/transport.ts';
import { usarServidorReal } from './real-server.ts';
import { semearUmaVez } from './cenarios/compras-parceladas.ts';

const uso = usarServidorReal();
/** 24 payables on the server (two purchases of 12 instalments), once per file. */
const semear = semearUmaVez(uso, ['2025-03-05', '2025-06-30']);

/** The payables' streamed answer's body, as the worker receives its branch. */
async function body(): Promise<ReadableStream<Uint8Array<ArrayBuffer>>> {
  const response = await pedirPull(`${COLLECTION_SPECS.lancamentos.path}?formato=ndjson`, undefined, 'application/x-ndjson');
  expect(response.headers.get('Content-Type')).toContain('x-ndjson');
  return response.body!;
}

/** The same body without its end mark (every row, then the connection ends). */
async function cutBody(): Promise<ReadableStream<Uint8Array<ArrayBuffer>>> {
  const text = await new Response(await body()).text();
  return new Response(text.slice(0, text.lastIndexOf('{"fim"'))).body!;
}

const ids = async () => ((await uso.db.lancamentos.toCollection().primaryKeys()) as string[]).sort();

describe('storing a streamed first download (the worker core and the page fallback)', () => {
  it('the worker core stores every server row, reports each batch, and writes no cursor', { timeout: 60_000 }, async () => {
    await semear();
    const stored: number[] = [];
    const head = await storeStream(uso.db, 'lancamentos', await body(), { stored: (changed, count) => stored.push(changed.length, count) });
    const server = await uso.linhas('/api/lancamentos', 'lancamentos');
    expect(await ids()).toEqual(server.map((r) => String(r.id)).sort());
    expect(stored).toEqual([24, 24]);
    expect(head.cursor).toMatch(/^\d+$/);
    expect(await readMeta<PullState>(uso.db, pullStateKey('lancamentos'))).toBeUndefined();
  });

  it('the worker core keeps a row an outbox entry touches, the server copy as its shadow', { timeout: 60_000 }, async () => {
    await semear();
    await storeStream(uso.db, 'lancamentos', await body());
    const row = (await uso.db.lancamentos.toArray())[0]!;
    uso.server.offline = true; // the cancellation stays in the outbox
    expect(await cancelarLancamentos([String(row.id_titulo)])).toMatchObject({ kind: 'queued' });
    expect((await uso.db.lancamentos.get(row.id))?.status).toBe('Cancelado');
    // Downloaded again from scratch (as after a cut): the local copy wins, the server's waits.
    const stored: string[] = [];
    await storeStream(uso.db, 'lancamentos', await bodyOnline(), { stored: (changed) => stored.push(...changed) });
    expect((await uso.db.lancamentos.get(row.id))?.status).toBe('Cancelado');
    expect(stored).not.toContain(row.id);
    const shadow = await uso.db.shadows.get(shadowKey('lancamentos', row.id));
    expect(shadow?.row?.status).toBe(row.status);
    expect(await uso.db.lancamentos.count()).toBe(24);
  });

  it('the worker core throws on a cut stream; nothing marks the list pulled', { timeout: 60_000 }, async () => {
    await semear();
    await expect(storeStream(uso.db, 'lancamentos', await cutBody())).rejects.toBeInstanceOf(StreamCutError);
    expect(await readMeta<PullState>(uso.db, pullStateKey('lancamentos'))).toBeUndefined();
  });

  it('the page fallback (no Worker here) stores every row, then the cursor', { timeout: 60_000 }, async () => {
    await semear();
    expect(typeof (globalThis as { Worker?: unknown }).Worker).toBe('undefined');
    // The cursor is not there when the last batch is reported stored: it comes after.
    const atProgress: Promise<PullState | undefined>[] = [];
    expect(await pullCollection(uso.db, 'lancamentos', { onProgress: () => atProgress.push(readMeta<PullState>(uso.db, pullStateKey('lancamentos'))) })).toBe('ok');
    expect(await Promise.all(atProgress)).toEqual([undefined]);
    const server = await uso.linhas('/api/lancamentos', 'lancamentos');
    expect(await ids()).toEqual(server.map((r) => String(r.id)).sort());
    expect((await readMeta<PullState>(uso.db, pullStateKey('lancamentos')))?.cursor).toMatch(/^\d+$/);
  });
});

/** The body with the server reachable again (the test above went offline for its local write). */
async function bodyOnline(): Promise<ReadableStream<Uint8Array<ArrayBuffer>>> {
  uso.server.offline = false;
  return body();
}
