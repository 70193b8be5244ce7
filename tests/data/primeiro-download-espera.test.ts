/* Decisions 192 and 450 on the real server: a list waiting for its streamed first download gets
   every row, joined, once the download is stored whole (its one transaction is held here behind a
   gate, to see the list still waiting meanwhile). A payable created on this device while the
   download ran is kept, and shown; a cut stream leaves the list waiting. (Until decision 450 the
   list was fed from the stream before IndexedDB stored it, decision 332: storing packed made that
   unnecessary.) */
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { uuidv7 } from 'uuidv7';
import { readMeta } from '../../src/data/db.ts';
import { cadastrarLancamento } from '../../src/data/lancamentos.ts';
import type { FluxoDb } from '../../src/data/db.ts';
import { readCollection } from '../../src/data/live.ts';
import { pullCollection, pullStateKey } from '../../src/data/sync/pull.ts';
import type { PullState } from '../../src/data/sync/pull.ts';
import { StreamCutError } from '../../src/data/sync/pull-store.ts';
import { configureTransport, getTransport } from '../../src/data/sync/transport.ts';
import { usarServidorReal } from './real-server.ts';
import { semearUmaVez } from './cenarios/compras-parceladas.ts';

const uso = usarServidorReal();
const ITAU = uuidv7();
/** 12 payables on the server (one purchase in 12 instalments) at the bank Itaú, once per file. */
const semear = semearUmaVez(uso, ['2025-03-05'], ITAU);

/** Holds the first read-write transaction over the payables' pages (the download's store) until
 *  `open()`; `reached` once it waits. */
function holdPayableWrites(db: FluxoDb) {
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => { open = resolve; });
  let reached: () => void = () => undefined;
  const waiting = new Promise<void>((resolve) => { reached = resolve; });
  const original = db.transaction.bind(db) as (...args: unknown[]) => Promise<unknown>;
  let held = false;
  const spy = vi.spyOn(db, 'transaction').mockImplementation(((...args: unknown[]) => {
    const tables = Array.isArray(args[1]) ? (args[1] as { name: string }[]) : [];
    if (held || args[0] !== 'rw' || !tables.some((t) => t.name === 'paginas_lancamentos')) return original(...args);
    held = true;
    reached();
    return gate.then(() => original(...args));
  }) as typeof db.transaction);
  return { reached: waiting, open: () => { open(); spy.mockRestore(); } };
}

describe('a list waiting for its streamed first download (decisions 192, 450)', () => {
  it('waits while the download is stored, then has every row, joined', { timeout: 60_000 }, async () => {
    await semear();
    expect(await pullCollection(uso.db, 'bancos')).toBe('ok');
    // The list is open before the download starts: it waits (decision 192).
    let settled = false;
    const read = readCollection('lancamentos').then((rows) => { settled = true; return rows; });
    const hold = holdPayableWrites(uso.db);
    const pull = pullCollection(uso.db, 'lancamentos');
    await hold.reached;
    await readMeta(uso.db, 'nada'); // the store's own reads, queued before, have answered
    expect(settled).toBe(false); // parsed, not stored: still loading, never a partial list
    expect(await uso.db.lancamentos.count()).toBe(0);
    expect(await readMeta<PullState>(uso.db, pullStateKey('lancamentos'))).toBeUndefined(); // nor the cursor
    hold.open();
    expect(await pull).toBe('ok');
    const rows = await read;
    const server = await uso.linhas('/api/lancamentos', 'lancamentos');
    expect(rows.map((r) => r.id).sort()).toEqual(server.map((r) => r.id).sort());
    expect(new Set(rows.map((r) => r.banco))).toEqual(new Set(['Itaú']));
    expect(await uso.db.lancamentos.count()).toBe(12);
    expect((await readMeta<PullState>(uso.db, pullStateKey('lancamentos')))?.cursor).toMatch(/^\d+$/);
  });

  it('a payable created here while the download ran is kept and shown with the downloaded rows', { timeout: 60_000 }, async () => {
    await semear();
    expect(await pullCollection(uso.db, 'bancos')).toBe('ok');
    const hold = holdPayableWrites(uso.db);
    const pull = pullCollection(uso.db, 'lancamentos');
    await hold.reached;
    // Created on this device while the stream's rows are still being stored: pending, not sent.
    uso.server.offline = true;
    expect(await cadastrarLancamento({
      descricao: 'Luz', status: 'Pagar', data_pagamento: '', pagamento: 'Boleto', banco: ITAU, data: '2026-03-02', valor: '150.00',
      tipo: 'Com Vencimento', vencimento: '2026-03-20', metodo: 'À vista', parcela: '', categorias: '', tipo_lancamento: 'Pagamento', observacao: '',
    })).toMatchObject({ kind: 'queued' });
    const read = readCollection('lancamentos'); // opened now: waits for the download
    expect(await readMeta<PullState>(uso.db, pullStateKey('lancamentos'))).toBeUndefined();
    hold.open();
    expect(await pull).toBe('ok');
    const rows = await read;
    expect(rows.length).toBe(13);
    expect(rows.filter((r) => r.descricao === 'Luz').length).toBe(1);
    expect((await uso.db.lancamentos.toArray()).filter((r) => r.descricao === 'Luz').length).toBe(1);
  });

  it('a stream cut before its end leaves the list waiting; the next pull fills it', { timeout: 60_000 }, async () => {
    await semear();
    const inner = getTransport();
    configureTransport({
      fetch: async (input, init) => {
        const response = await inner.fetch(input, init);
        if (new URL(input).searchParams.get('formato') !== 'colunas') return response;
        const text = await response.text();
        return new Response(text.slice(0, text.lastIndexOf('{"fim"')), { status: response.status, headers: response.headers });
      },
    });
    let settled = false;
    const read = readCollection('lancamentos').then((rows) => { settled = true; return rows; });
    try {
      await expect(pullCollection(uso.db, 'lancamentos')).rejects.toBeInstanceOf(StreamCutError);
    } finally {
      configureTransport({ fetch: inner.fetch });
    }
    await readMeta(uso.db, 'nada'); // the store's own reads, queued before, have answered
    expect(settled).toBe(false);
    expect(await pullCollection(uso.db, 'lancamentos')).toBe('ok');
    expect((await read).length).toBe(12);
  });
});
