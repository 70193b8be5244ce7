/* Shared by the data tests on the real server (pulls, outbox, batches, live store): banks created,
   renamed and deleted by "another clerk" through the real API, a pending local edit, changes
   queued offline, and the faults the real app cannot be made to give (a cut connection, an older
   server's 404) scripted in the transport in front of it. */
import { expect, onTestFinished } from 'vitest';
import { uuidv7 } from 'uuidv7';
import { editarBanco } from '../../src/data/bancos.ts';
import { drainIdle } from '../../src/data/sync/drain-scheduler.ts';
import { discardEntry, listEntries } from '../../src/data/sync/outbox.ts';
import type { OutboxEntry } from '../../src/data/sync/outbox-entry.ts';
import { configureTransport, getTransport } from '../../src/data/sync/transport.ts';
import type { UsoDoServidorReal } from './real-server.ts';

/** A name no other test of the file uses (the server is shared by them; bank names are unique). */
export const nomeUnico = (base: string) => `${base} ${uuidv7().slice(-6)}`;

/** Queues the changes `fazer` makes while offline (each write's own attempt fails), then reconnects. */
export async function offline(uso: UsoDoServidorReal, fazer: () => Promise<unknown>): Promise<void> {
  uso.server.offline = true;
  await fazer();
  await drainIdle();
  uso.server.offline = false;
}

/** `n` category creations as mutate() leaves them offline (to write directly: many, fast), named uniquely. */
export function criacoesDeCategoria(n: number): OutboxEntry[] {
  const now = new Date().toISOString();
  const tag = uuidv7().slice(-6);
  return Array.from({ length: n }, (_, i) => {
    const id = uuidv7();
    return {
      id: uuidv7(), kind: 'json', method: 'POST', path: '/api/cadastro-categoria', body: { id, descricao: `Cat ${i} ${tag}` },
      label: `Cadastro de categoria: Cat ${i}`, touches: [{ table: 'categorias', id }], touchIds: [id],
      before: [{ table: 'categorias', id, row: null }], dependsOn: [], status: 'pending', attempts: 0, nextAttemptAt: 0,
      lastError: null, lastStatus: null, errors: null, fileIds: [], successFallback: 'ok', errorFallback: 'erro', createdAt: now,
    };
  });
}

async function post(uso: UsoDoServidorReal, url: string, payload: Record<string, unknown>): Promise<void> {
  const res = await uso.server.call({ method: 'POST', url, payload });
  expect(res.statusCode, res.body).toBeLessThan(300);
}

/** `n` banks created on the server by another clerk, in id order (uuidv7: creation order). */
export async function criarBancos(uso: UsoDoServidorReal, n: number, nome = 'Banco'): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 1; i <= n; i++) {
    const id = uuidv7();
    await post(uso, '/api/cadastro-banco', { id, banco: `${nome} ${i} ${id.slice(-6)}` });
    ids.push(id);
  }
  return ids;
}

export const renomearBanco = (uso: UsoDoServidorReal, id: string, banco: string) => post(uso, '/api/update-banco', { id, banco, status: 1 });

export const apagarBancos = (uso: UsoDoServidorReal, ids: string[]) => post(uso, '/api/deletar-bancos', { ids });

/** Every bank on the server deleted (the server is shared by the file's tests). */
export async function limparBancos(uso: UsoDoServidorReal): Promise<void> {
  const ids = (await uso.linhas('/api/bancos', 'bancos')).map((b) => String(b.id));
  if (ids.length) await apagarBancos(uso, ids);
}

/** The paths the engine asked for with GET since request number `from`. */
export const getsDesde = (uso: UsoDoServidorReal, from: number) => uso.server.requests.slice(from).filter((r) => r.method === 'GET').map((r) => r.path);

type Falha = 'network' | 'pass' | number;

/**
 * Scripted faults in front of the real server, for this test only: the next GETs of `path` get
 * `answers` in order ('network': the connection cut before the server answered; a number: that
 * status, as an older or failing server would answer; 'pass': the real answer). Then the real answers.
 */
export function falhas(path: string, ...answers: Falha[]): void {
  const inner = getTransport().fetch;
  configureTransport({
    fetch: async (input, init) => {
      if ((init.method ?? 'GET') === 'GET' && new URL(input).pathname === path) {
        const answer = answers.shift();
        if (answer === 'network') throw new TypeError('Failed to fetch');
        if (typeof answer === 'number') return new Response(JSON.stringify({ message: 'Rota não encontrada.' }), { status: answer, headers: { 'Content-Type': 'application/json' } });
      }
      return inner(input, init);
    },
  });
  onTestFinished(() => configureTransport({ fetch: inner }));
}

/** The session ends on the server (Sair on another device): the device's next call is a real 401. */
export const encerrarSessao = (uso: UsoDoServidorReal) => post(uso, '/api/logout', {});

/**
 * `banco` (pulled before) edited here while offline and held back in the outbox; meanwhile another
 * clerk renamed it on the server and deleted `apagado`. The next pull runs while the edit is pending.
 */
export async function editarPendenteEnquantoServidorMuda(uso: UsoDoServidorReal, banco: string, apagado: string): Promise<void> {
  uso.server.offline = true;
  expect(await editarBanco({ id: banco, banco: 'Minha edição', status: true })).toMatchObject({ kind: 'queued' });
  await drainIdle();
  uso.server.offline = false;
  await renomearBanco(uso, banco, 'Edição de outra pessoa');
  await apagarBancos(uso, [apagado]);
  await uso.db.outbox.toCollection().modify({ nextAttemptAt: Date.now() + 60_000 });
}

/** After that pull: the edit is kept, the deletion applied; discarding the edit shows the server copy. */
export async function esperarEdicaoMantida(uso: UsoDoServidorReal, banco: string, apagado: string): Promise<void> {
  expect(await uso.db.bancos.get(banco)).toMatchObject({ banco: 'Minha edição' });
  expect(await uso.db.bancos.get(apagado)).toBeUndefined();
  const [entry] = await listEntries(uso.db);
  await discardEntry(uso.db, entry!.id);
  expect(await uso.db.bancos.get(banco)).toMatchObject({ banco: 'Edição de outra pessoa' });
}
