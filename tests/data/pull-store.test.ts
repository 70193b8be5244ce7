/* Decision 450 on the real server: a streamed first download is parsed (`readStream`) and stored
   whole, packed (`guardarDownload`): every server row stored, a row an outbox entry touches kept
   with the server's copy as a shadow, no cursor written by the storing (the pull writes it once
   every row is stored), and a cut stream (the one fault scripted in the transport) throws and
   leaves no cursor. */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { COLLECTION_SPECS } from '../../src/data/collections.ts';
import { readMeta } from '../../src/data/db.ts';
import { cancelarLancamentos } from '../../src/data/lancamentos.ts';
import { shadowKey } from '../../src/data/sync/outbox.ts';
import { pullCollection, pullStateKey } from '../../src/data/sync/pull.ts';
import type { PullState } from '../../src/data/sync/pull.ts';
import { STREAM_BATCH, StreamCutError, guardarDownload, readStream, setStreamBatch } from '../../src/data/sync/pull-store.ts';
import type { StreamHead } from '../../src/data/sync/pull-store.ts';
import type { LocalRow } from '../../src/data/wire.ts';
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

/** What the page does with a streamed answer: parse it whole, then store it packed. */
async function storeStream(body: ReadableStream<Uint8Array<ArrayBuffer>>, keep: ReadonlySet<string> = new Set()): Promise<{ head: StreamHead; batches: number }> {
  const rows: LocalRow[] = [];
  let batches = 0;
  const head = await readStream('lancamentos', body, (batch) => {
    rows.push(...batch);
    batches++;
  });
  await guardarDownload(uso.db, 'lancamentos', rows, keep);
  return { head, batches };
}

const ids = async () => ((await uso.db.lancamentos.toCollection().primaryKeys()) as string[]).sort();

describe('storing a streamed first download, packed', () => {
  it('stores every server row in the list\'s pages, and writes no cursor', { timeout: 60_000 }, async () => {
    await semear();
    const { head, batches } = await storeStream(await body());
    const server = await uso.linhas('/api/lancamentos', 'lancamentos');
    expect(await ids()).toEqual(server.map((r) => String(r.id)).sort());
    expect(batches).toBe(1);
    // Packed: one record holds the 24 rows (one the list's head, one its version), none per row.
    const pages = await uso.db.table('paginas_lancamentos').toArray() as { n: number; rows: unknown[] }[];
    expect(pages.map((p) => [p.n, p.rows.length])).toEqual([[-2, 24], [-1, 0], [0, 24]]);
    expect(head.cursor).toMatch(/^\d+$/);
    expect(await readMeta<PullState>(uso.db, pullStateKey('lancamentos'))).toBeUndefined();
  });

  it('gives the page a turn after every batch, also when one piece of the answer holds several (issue 36)', { timeout: 60_000 }, async () => {
    await semear();
    const text = await new Response(await body()).text();
    setStreamBatch(5);
    try {
      // The 24 rows in one piece: the page got one turn for all of them (a 106 ms task at 100,000).
      const turnos: number[] = [];
      let batches = 0;
      await readStream('lancamentos', new Response(text).body!, () => { batches++; }, async () => { turnos.push(batches); });
      expect(turnos).toEqual([1, 2, 3, 4]);
      expect(batches).toBe(5);
    } finally {
      setStreamBatch(STREAM_BATCH);
    }
  });

  it('keeps a row an outbox entry touches, the server copy as its shadow', { timeout: 60_000 }, async () => {
    await semear();
    await storeStream(await body());
    const row = (await uso.db.lancamentos.toArray())[0]!;
    uso.server.offline = true; // the cancellation stays in the outbox
    expect(await cancelarLancamentos([String(row.id_titulo)])).toMatchObject({ kind: 'queued' });
    expect((await uso.db.lancamentos.get(row.id))?.status).toBe('Cancelado');
    // Downloaded again from scratch (as after a cut): the local copy wins, the server's waits.
    await storeStream(await bodyOnline());
    expect((await uso.db.lancamentos.get(row.id))?.status).toBe('Cancelado');
    const shadow = await uso.db.shadows.get(shadowKey('lancamentos', row.id));
    expect(shadow?.row?.status).toBe(row.status);
    expect(await uso.db.lancamentos.count()).toBe(24);
  });

  it('a row written here while the download ran (kept) stays; a local row the server does not have goes', { timeout: 60_000 }, async () => {
    await semear();
    await uso.db.lancamentos.put({ ...(await uso.linhas('/api/lancamentos', 'lancamentos'))[0]!, id: 'zz-local-kept', descricao: 'escrita aqui' } as never);
    await uso.db.lancamentos.put({ ...(await uso.linhas('/api/lancamentos', 'lancamentos'))[0]!, id: 'zz-local-gone', descricao: 'apagada no servidor' } as never);
    await storeStream(await body(), new Set(['zz-local-kept']));
    expect((await uso.db.lancamentos.get('zz-local-kept'))?.descricao).toBe('escrita aqui');
    expect(await uso.db.lancamentos.get('zz-local-gone')).toBeUndefined();
    expect(await uso.db.lancamentos.count()).toBe(25);
  });

  it('throws on a cut stream; nothing is stored and nothing marks the list pulled', { timeout: 60_000 }, async () => {
    await semear();
    await expect(storeStream(await cutBody())).rejects.toBeInstanceOf(StreamCutError);
    expect(await uso.db.lancamentos.count()).toBe(0);
    expect(await readMeta<PullState>(uso.db, pullStateKey('lancamentos'))).toBeUndefined();
  });

  it('the pull stores every row, then the cursor', { timeout: 60_000 }, async () => {
    await semear();
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
