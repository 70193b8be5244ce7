/* The drain's batches (POST /api/lote, decision 120) against the real server: at most
   MAX_PEDIDOS_LOTE per batch, in order, a dependant right after its change, the server stopping at
   a real refusal (a duplicate bank name), a lost batch reply replayed with the same keys, a 401
   once the session ended. Faults the real app cannot give (a 503 on the whole batch, a server
   without /api/lote) stay in drain-batch.test.ts on the fake. */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { uuidv7 } from 'uuidv7';
import { cadastrarBanco, editarBanco } from '../../src/data/bancos.ts';
import { cadastrarCategoria } from '../../src/data/categorias.ts';
import { loadCanBatch } from '../../src/data/sync/drain-batch.ts';
import { drain, isAuthPaused } from '../../src/data/sync/drain.ts';
import { countEntries, listEntries } from '../../src/data/sync/outbox.ts';
import type { OutboxEntry } from '../../src/data/sync/outbox-entry.ts';
import { MAX_PEDIDOS_LOTE } from '../../src/domain/envio.ts';
import { usarServidorReal } from './real-server.ts';
import { criacoesDeCategoria, encerrarSessao, nomeUnico, offline } from './real-server-apoio.ts';

const uso = usarServidorReal();

/** Queues `n` category creations; returns their names. */
async function queueCategorias(n: number): Promise<string[]> {
  const entries = criacoesDeCategoria(n);
  await uso.db.outbox.bulkAdd(entries);
  return entries.map((e) => (e.body as { descricao: string }).descricao);
}

/** How many categories of each of `names` the server holds. */
async function noServidor(names: string[]): Promise<number[]> {
  const rows = await uso.linhas('/api/categorias', 'categorias');
  return names.map((name) => rows.filter((c) => c.descricao === name).length);
}

describe('drain in batches', () => {
  it('sends consecutive changes as batches of at most 100, in order, each row once', { timeout: 60_000 }, async () => {
    const names = await queueCategorias(MAX_PEDIDOS_LOTE + 30);
    const keys = (await listEntries(uso.db)).map((e) => e.id);
    const from = uso.server.batches.length;
    const report = await drain(uso.db, { ignoreBackoff: true });
    expect(report).toMatchObject({ sent: MAX_PEDIDOS_LOTE + 30, failed: 0, paused: false });
    const batches = uso.server.batches.slice(from);
    expect(batches.map((b) => b.length)).toEqual([MAX_PEDIDOS_LOTE, 30]);
    expect(batches.flat().map((r) => r.key)).toEqual(keys);
    expect(await noServidor(names)).toEqual(names.map(() => 1));
    expect(await uso.db.outbox.count()).toBe(0);
  });

  it('a change travels in the same batch right after the one it depends on', { timeout: 60_000 }, async () => {
    const id = uuidv7();
    const banco = nomeUnico('Lote');
    await offline(uso, async () => {
      await cadastrarBanco({ id, banco });
      await editarBanco({ id, banco: `${banco} S.A.`, status: true });
      await cadastrarCategoria({ descricao: nomeUnico('Depois') });
    });
    const from = uso.server.batches.length;
    await drain(uso.db, { ignoreBackoff: true });
    expect(uso.server.batches.slice(from).map((b) => b.map((r) => r.path))).toEqual([['/api/cadastro-banco', '/api/update-banco', '/api/cadastro-categoria']]);
    expect((await uso.linhas('/api/bancos', 'bancos')).find((b) => b.id === id)).toMatchObject({ banco: `${banco} S.A.`, version: 2 });
    expect(await uso.db.outbox.count()).toBe(0);
  });

  it('a refused entry fails as alone, blocks its dependants, and the independent ones after it still go', { timeout: 60_000 }, async () => {
    const id = uuidv7();
    const banco = nomeUnico('Recusado');
    const [antes, depois] = [nomeUnico('Antes'), nomeUnico('Depois')];
    // Another clerk registered the same name first: the server refuses this one for real.
    expect((await uso.server.call({ method: 'POST', url: '/api/cadastro-banco', payload: { banco } })).statusCode).toBe(201);
    await offline(uso, async () => {
      await cadastrarCategoria({ descricao: antes });
      await cadastrarBanco({ id, banco });
      await editarBanco({ id, banco: `${banco} 2`, status: true });
      await cadastrarCategoria({ descricao: depois });
    });
    const from = uso.server.batches.length;
    const report = await drain(uso.db, { ignoreBackoff: true });
    expect(report).toMatchObject({ sent: 2, failed: 1 });
    // The server stopped at the refusal; the next batch carried what was still independent.
    expect(uso.server.batches.slice(from).map((b) => b.map((r) => r.path))).toEqual([
      ['/api/cadastro-categoria', '/api/cadastro-banco', '/api/update-banco', '/api/cadastro-categoria'],
      ['/api/cadastro-categoria'],
    ]);
    const JA_EXISTE = 'Já existe um banco com este nome.';
    const entries = await listEntries(uso.db);
    expect(entries.map((e) => [e.path, e.status, e.lastError, e.errors])).toEqual([
      ['/api/cadastro-banco', 'failed', JA_EXISTE, { banco: [JA_EXISTE] }],
      ['/api/update-banco', 'blocked', null, null],
    ]);
    expect(await noServidor([antes, depois])).toEqual([1, 1]);
    expect((await uso.linhas('/api/bancos', 'bancos')).find((b) => b.id === id)).toBeUndefined();
    expect(await countEntries(uso.db)).toEqual({ pending: 0, failed: 2 });
  });

  it('a batch whose reply is lost is sent again with the same keys, and each row exists once', { timeout: 60_000 }, async () => {
    const names = await queueCategorias(3);
    uso.server.loseReplies = 1; // the server commits the batch; the page never hears it
    const from = uso.server.batches.length;
    await drain(uso.db, { ignoreBackoff: true });
    expect(await uso.db.outbox.count()).toBe(3);
    await drain(uso.db, { ignoreBackoff: true });
    expect(await uso.db.outbox.count()).toBe(0);
    const batches = uso.server.batches.slice(from);
    expect(batches).toHaveLength(2);
    expect(batches[1]!.map((r) => r.key)).toEqual(batches[0]!.map((r) => r.key));
    expect(await noServidor(names)).toEqual([1, 1, 1]);
  });

  it('a session gone on the batch pauses the whole queue', { timeout: 60_000 }, async () => {
    const names = await queueCategorias(2);
    await encerrarSessao(uso);
    const report = await drain(uso.db, { ignoreBackoff: true });
    expect(report.paused).toBe(true);
    expect(await isAuthPaused(uso.db)).toBe(true);
    expect(await uso.db.outbox.count()).toBe(2);
    await uso.server.login();
    expect(await noServidor(names)).toEqual([0, 0]);
  });

  it('uploads never travel in a batch', async () => {
    const canBatch = await loadCanBatch();
    const entry = { kind: 'json', method: 'POST', path: '/api/cadastro-categoria', body: {} } as OutboxEntry;
    expect(canBatch(entry)).toBe(true);
    expect(canBatch({ ...entry, kind: 'multipart', path: '/api/cadastro-comprovante' })).toBe(false);
    expect(canBatch({ ...entry, path: '/api/cadastro-comprovante' })).toBe(false);
    expect(canBatch({ ...entry, path: '/api/deletar-comprovante' })).toBe(false);
  });
});
