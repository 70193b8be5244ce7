/* Decision 330 on the real server: a device's first download of the payables is ONE streamed
   request (`?formato=colunas`), stored batch by batch, and the list's cursor is stored only once
   every row is on the device: a stream cut before its end mark stores no cursor and the next pull
   downloads again from scratch (the cut is the one fault scripted in the transport). An older
   server that answers its usual JSON gets the paged pull; a 401 is the usual unauthorized. */
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { uuidv7 } from 'uuidv7';
import { readMeta } from '../../src/data/db.ts';
import { startFirstDownload } from '../../src/data/sync/pull-early.ts';
import { pullAll } from '../../src/data/sync/pull-all.ts';
import { pullCollection, pullStateKey } from '../../src/data/sync/pull.ts';
import type { PullState } from '../../src/data/sync/pull.ts';
import { StreamCutError } from '../../src/data/sync/pull-store.ts';
import { configureTransport, getTransport } from '../../src/data/sync/transport.ts';
import { usarServidorReal } from './real-server.ts';
import { semearComprasParceladas } from './cenarios/compras-parceladas.ts';

const uso = usarServidorReal();
const ITAU = uuidv7();
let criados = false;

/** 24 payables on the server (two purchases of 12 instalments), once per file. */
async function semear(): Promise<void> {
  if (criados) return;
  criados = true;
  await semearComprasParceladas(uso, ITAU, ['2025-03-05', '2025-06-30']);
}

const paths = (from: number) => uso.server.requests.slice(from).filter((r) => r.path === '/api/lancamentos' || r.path === '/api/recebiveis').length;

/** The transport with `edit` applied to the payables' NDJSON answer (a scripted fault). */
function editStream(edit: (response: Response) => Promise<Response>): () => void {
  const inner = getTransport();
  configureTransport({
    fetch: async (input, init) => {
      const response = await inner.fetch(input, init);
      return new URL(input).searchParams.get('formato') === 'colunas' ? edit(response) : response;
    },
  });
  return () => configureTransport({ fetch: inner.fetch });
}

describe('the first download of a big list streams', () => {
  it('one request brings every row; the cursor then lets the next pull be a delta', { timeout: 60_000 }, async () => {
    await semear();
    const before = uso.server.requests.length;
    expect(await pullCollection(uso.db, 'lancamentos')).toBe('ok');
    const asked = uso.server.requests.slice(before).map((r) => r.path);
    expect(asked).toEqual(['/api/lancamentos']);
    const server = await uso.linhas('/api/lancamentos', 'lancamentos');
    expect((await uso.db.lancamentos.toCollection().primaryKeys()).sort()).toEqual(server.map((r) => r.id).sort());
    const state = await readMeta<PullState>(uso.db, pullStateKey('lancamentos'));
    expect(state).toEqual({ cursor: expect.stringMatching(/^\d+$/) as unknown, partial: null });
    // Another clerk cancels one purchase: the next pull brings the change from the cursor on.
    const titulo = server[0]!.id_titulo as string;
    const res = await uso.server.call({ method: 'POST', url: '/api/atualizar-lancamento', payload: { id_titulos: [titulo] } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await pullAll(uso.db)).toBe('ok');
    const grupo = await uso.db.lancamentos.where('id_titulo').equals(titulo).toArray();
    expect(grupo.map((r) => r.status)).toEqual(Array.from({ length: 12 }, () => 'Cancelado'));
    expect(await uso.db.lancamentos.count()).toBe(24);
  });

  it('a stream cut before its end stores no cursor; the next pull downloads it all again', { timeout: 60_000 }, async () => {
    await semear();
    const restore = editStream(async (response) => {
      const text = await response.text();
      const cut = text.slice(0, text.lastIndexOf('{"fim"')); // every row, but not the end mark
      return new Response(cut, { status: response.status, headers: response.headers });
    });
    try {
      await expect(pullCollection(uso.db, 'lancamentos')).rejects.toBeInstanceOf(StreamCutError);
    } finally {
      restore();
    }
    expect(await readMeta<PullState>(uso.db, pullStateKey('lancamentos'))).toBeUndefined();
    const before = uso.server.requests.length;
    expect(await pullAll(uso.db)).toBe('ok');
    expect(paths(before)).toBe(4); // head and whole stream of both lists again (the payables have no cursor)
    expect(await uso.db.lancamentos.count()).toBe(24);
    expect((await readMeta<PullState>(uso.db, pullStateKey('lancamentos')))?.cursor).toMatch(/^\d+$/);
  });

  it('a server answering its usual JSON gets the paged pull', { timeout: 60_000 }, async () => {
    await semear();
    const restore = editStream(async (response) => {
      await response.body?.cancel();
      return getTransport().fetch('http://fluxo.test/api/lancamentos', { method: 'GET', headers: { Authorization: `Bearer ${uso.server.token}` } });
    });
    const before = uso.server.requests.length;
    try {
      expect(await pullCollection(uso.db, 'lancamentos', {})).toBe('ok');
    } finally {
      restore();
    }
    expect(uso.server.requests.slice(before).map((r) => r.path)).toEqual(['/api/lancamentos', '/api/lancamentos', '/api/lancamentos']);
    expect(await uso.db.lancamentos.count()).toBe(24);
  });

  it('401 is the usual unauthorized', { timeout: 60_000 }, async () => {
    await semear();
    const restore = editStream(async () => new Response('{"message":"Não autorizado"}', { status: 401 }));
    try {
      expect(await pullCollection(uso.db, 'lancamentos')).toBe('unauthorized');
    } finally {
      restore();
    }
    expect(await uso.db.lancamentos.count()).toBe(0);
  });
});

describe('the first download starts at Entrar (decision 331)', () => {
  it('the sign-in answer asks for the head and the stream; the pull takes them instead of asking again', { timeout: 60_000 }, async () => {
    await semear();
    const before = uso.server.requests.length;
    await startFirstDownload();
    // head and stream of the payables and of the receivables, before any pull (the streams once the heads answered, decision 355)
    await vi.waitFor(() => expect(paths(before)).toBe(4));
    expect(await pullAll(uso.db)).toBe('ok');
    expect(paths(before)).toBe(4);
    expect(await uso.db.lancamentos.count()).toBe(24);
    // A device that pulled before starts nothing early: its next pull is a delta.
    const again = uso.server.requests.length;
    await startFirstDownload();
    expect(uso.server.requests.length).toBe(again);
  });
});
