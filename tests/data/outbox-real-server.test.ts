/* The outbox (mutate, drain, retry, discard) against the real server: its answers, its refusals
   (a duplicate bank name), its idempotent store, its 401 once the session ended. Faults the real
   app cannot give (5xx, 429, a server without /api/lote) stay in outbox.test.ts on the fake. */
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { uuidv7 } from 'uuidv7';
import { cadastrarBanco, deletarBancos, editarBanco } from '../../src/data/bancos.ts';
import { cadastrarCategoria } from '../../src/data/categorias.ts';
import { drainIdle } from '../../src/data/sync/drain-scheduler.ts';
import { drain, isAuthPaused, resumeAfterSignIn } from '../../src/data/sync/drain.ts';
import { waitForOutcome } from '../../src/data/mutate.ts';
import { countEntries, discardEntry, listEntries, retryEntry } from '../../src/data/sync/outbox.ts';
import { pullCollection } from '../../src/data/sync/pull.ts';
import { usarServidorReal } from './real-server.ts';
import { apagarBancos, criarBancos, encerrarSessao, nomeUnico, offline } from './real-server-apoio.ts';

const uso = usarServidorReal();

const bancoNoServidor = async (id: string) => (await uso.linhas('/api/bancos', 'bancos')).find((b) => b.id === id);
const bancosChamados = (nomeBanco: string) => uso.linhas('/api/bancos', 'bancos').then((rows) => rows.filter((b) => b.banco === nomeBanco));
const JA_EXISTE = 'Já existe um banco com este nome.';

/** Another clerk registers a bank named `banco` on the server first; returns its id. */
async function outroCadastra(banco: string): Promise<string> {
  const res = await uso.server.call({ method: 'POST', url: '/api/cadastro-banco', payload: { banco } });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { banco: { id: string } }).banco.id;
}

describe('mutate', () => {
  it('refuses invalid input with the field message and saves nothing', { timeout: 60_000 }, async () => {
    const outcome = await cadastrarBanco({ banco: '  ' });
    expect(outcome).toMatchObject({ kind: 'invalid', message: 'O banco é obrigatório.' });
    expect(await uso.db.bancos.count()).toBe(0);
    expect(await uso.db.outbox.count()).toBe(0);
    expect(uso.server.requests).not.toContainEqual(expect.objectContaining({ method: 'POST' }));
  });

  it('online: shows the server message and leaves nothing pending', { timeout: 60_000 }, async () => {
    const banco = nomeUnico('Itaú');
    const outcome = await cadastrarBanco({ banco, possui_cartao: true, credito: true, vencimento: 10 });
    expect(outcome).toMatchObject({ kind: 'synced', message: 'Banco cadastrado com sucesso!' });
    const [row] = await uso.db.bancos.toArray();
    expect(row).toMatchObject({ banco, credito: true, vencimento: 10, status: true });
    expect(await bancoNoServidor(row!.id)).toMatchObject({ banco, credito: true, vencimento: 10, status: true });
    expect(await uso.db.outbox.count()).toBe(0);
    expect(uso.server.batches.at(-1)).toEqual([{ path: '/api/cadastro-banco', key: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown }]);
  });

  it('offline: the change is on the device at once and says it will be sent', { timeout: 60_000 }, async () => {
    uso.server.offline = true;
    const outcome = await cadastrarBanco({ banco: 'Nubank' });
    expect(outcome).toEqual({ kind: 'queued', message: 'Alteração salva neste dispositivo; será enviada quando houver conexão.' });
    expect(await uso.db.bancos.count()).toBe(1);
    const [entry] = await listEntries(uso.db);
    expect(entry).toMatchObject({ status: 'pending', attempts: 1, path: '/api/cadastro-banco', label: 'Cadastro de banco: Nubank' });
    expect(entry!.nextAttemptAt).toBeGreaterThan(Date.now());
  });

  it('a rejected write within the wait reports the server message and stays failed', { timeout: 60_000 }, async () => {
    const banco = nomeUnico('Itaú');
    await outroCadastra(banco);
    const outcome = await cadastrarBanco({ banco });
    expect(outcome).toMatchObject({ kind: 'rejected', status: 422, message: JA_EXISTE, errors: { banco: [JA_EXISTE] } });
    expect(await countEntries(uso.db)).toEqual({ pending: 0, failed: 1 });
    expect(await bancosChamados(banco)).toHaveLength(1);
  });

  it('a full disk says so clearly and keeps nothing half-saved', { timeout: 60_000 }, async () => {
    const table = Object.getPrototypeOf(uso.db.table('outbox')) as { add: () => Promise<unknown> };
    const spy = vi.spyOn(table, 'add').mockRejectedValue(Object.assign(new Error('full'), { name: 'QuotaExceededError' }));
    const outcome = await cadastrarBanco({ banco: 'Sem espaço' });
    spy.mockRestore();
    expect(outcome).toMatchObject({ kind: 'invalid', message: 'Espaço de armazenamento do dispositivo esgotado: a alteração não foi salva. Libere espaço e tente novamente.' });
    expect(await uso.db.bancos.count()).toBe(0);
  });

  it('refuses locally to delete a bank that postings use', { timeout: 60_000 }, async () => {
    await uso.db.rows('bancos').put({ id: 'b1', banco: 'Itaú' });
    await uso.db.rows('lancamentos').put({ id: 'l1', banco_id: 'b1', data: '2026-01-01' });
    const outcome = await deletarBancos(['b1']);
    expect(outcome.kind).toBe('invalid');
    expect(await uso.db.bancos.count()).toBe(1);
    expect(await uso.db.outbox.count()).toBe(0);
  });
});

describe('drain', () => {
  it('sends in order, reusing the same Idempotency-Key on every retry', { timeout: 60_000 }, async () => {
    // Each of the first two attempts is committed by the server and its reply lost.
    uso.server.loseReplies = 2;
    const from = uso.server.batches.length;
    const banco = nomeUnico('Inter');
    expect(await cadastrarBanco({ banco })).toMatchObject({ kind: 'queued' });
    const [entry] = await listEntries(uso.db);
    await drain(uso.db, { ignoreBackoff: true });
    await drain(uso.db, { ignoreBackoff: true });
    expect(await uso.db.outbox.count()).toBe(0);
    const keys = uso.server.batches.slice(from).flat().filter((r) => r.path === '/api/cadastro-banco').map((r) => r.key);
    expect(keys).toEqual([entry!.id, entry!.id, entry!.id]);
    expect(await bancosChamados(banco)).toHaveLength(1);
  });

  it('edits wait for the create they depend on and go in order', { timeout: 60_000 }, async () => {
    const id = uuidv7();
    const banco = nomeUnico('Bradesco');
    await offline(uso, async () => {
      await cadastrarBanco({ id, banco });
      await editarBanco({ id, banco: `${banco} S.A.`, status: true });
    });
    const entries = await listEntries(uso.db);
    expect(entries[1]!.dependsOn).toEqual([entries[0]!.id]);
    expect(entries[1]!.body).toMatchObject({ version: 1 });
    await drain(uso.db, { ignoreBackoff: true });
    // The edit before the create would be refused (no such bank): both arrived, in order.
    expect(await listEntries(uso.db)).toEqual([]);
    expect(await bancoNoServidor(id)).toMatchObject({ banco: `${banco} S.A.`, version: 2 });
  });

  it('a refused entry blocks its dependants while independent entries sync', { timeout: 60_000 }, async () => {
    const id = uuidv7();
    const banco = nomeUnico('Duplicado');
    const categoria = nomeUnico('Aluguel');
    await outroCadastra(banco);
    await offline(uso, async () => {
      await cadastrarBanco({ id, banco });
      await editarBanco({ id, banco: `${banco} 2`, status: true });
      await cadastrarCategoria({ descricao: categoria });
    });
    const report = await drain(uso.db, { ignoreBackoff: true });
    expect(report.failed).toBe(1);
    const entries = await listEntries(uso.db);
    expect(entries.map((e) => [e.path, e.status, e.lastError])).toEqual([
      ['/api/cadastro-banco', 'failed', JA_EXISTE],
      ['/api/update-banco', 'blocked', null],
    ]);
    expect((await uso.linhas('/api/categorias', 'categorias')).filter((c) => c.descricao === categoria)).toHaveLength(1);
    expect(await bancoNoServidor(id)).toBeUndefined();
    expect(await countEntries(uso.db)).toEqual({ pending: 0, failed: 2 });
  });

  it('a 401 pauses the whole queue until the user signs in again', { timeout: 60_000 }, async () => {
    const banco = nomeUnico('A');
    const categoria = nomeUnico('B');
    await offline(uso, async () => {
      await cadastrarBanco({ banco });
      await cadastrarCategoria({ descricao: categoria });
    });
    await encerrarSessao(uso);
    const report = await drain(uso.db, { ignoreBackoff: true });
    expect(report.paused).toBe(true);
    expect(await isAuthPaused(uso.db)).toBe(true);
    expect(await uso.db.outbox.count()).toBe(2);
    const before = uso.server.requests.length;
    await drain(uso.db, { ignoreBackoff: true });
    expect(uso.server.requests.length).toBe(before);
    await uso.server.login();
    await resumeAfterSignIn(uso.db);
    await drain(uso.db, { ignoreBackoff: true });
    expect(await uso.db.outbox.count()).toBe(0);
    expect(await bancosChamados(banco)).toHaveLength(1);
    expect((await uso.linhas('/api/categorias', 'categorias')).filter((c) => c.descricao === categoria)).toHaveLength(1);
  });

  it('retry puts a refused entry and its dependants back, with a new key for the refused one', { timeout: 60_000 }, async () => {
    const id = uuidv7();
    const banco = nomeUnico('X');
    const outro = await outroCadastra(banco);
    await offline(uso, async () => {
      await cadastrarBanco({ id, banco });
      await editarBanco({ id, banco: `${banco} Y`, status: true });
    });
    await drain(uso.db, { ignoreBackoff: true });
    const [failed] = await listEntries(uso.db);
    expect(failed).toMatchObject({ status: 'failed', lastError: JA_EXISTE });
    // The other clerk's bank goes; the clerk here presses Tentar novamente.
    await apagarBancos(uso, [outro]);
    await retryEntry(uso.db, failed!.id);
    expect((await listEntries(uso.db)).map((e) => e.status)).toEqual(['pending', 'pending']);
    await drain(uso.db);
    // The refused key would get its stored refusal again: only a new key is saved.
    expect(await uso.db.outbox.count()).toBe(0);
    expect(await bancoNoServidor(id)).toMatchObject({ banco: `${banco} Y` });
  });

  it('discard undoes the local change of the entry and of its dependants', { timeout: 60_000 }, async () => {
    const [old] = await criarBancos(uso, 1, 'Antigo');
    expect(await pullCollection(uso.db, 'bancos')).toBe('ok');
    const original = await uso.db.bancos.get(old!);
    const id = uuidv7();
    await offline(uso, async () => {
      await cadastrarBanco({ id, banco: nomeUnico('Novo') });
      await editarBanco({ id, banco: nomeUnico('Novo 2'), status: true });
      await editarBanco({ id: old!, banco: 'Renomeado', status: false });
    });
    expect(await uso.db.bancos.get(old!)).toMatchObject({ banco: 'Renomeado', status: false, version: original!.version + 1 });
    const entries = await listEntries(uso.db);
    await discardEntry(uso.db, entries[0]!.id);
    expect(await uso.db.bancos.get(id)).toBeUndefined();
    expect((await listEntries(uso.db)).map((e) => e.path)).toEqual(['/api/update-banco']);
    await discardEntry(uso.db, entries[2]!.id);
    expect(await uso.db.bancos.get(old!)).toEqual(original);
    expect(await uso.db.outbox.count()).toBe(0);
  });

  it('the form learns the outcome even when the drain runs elsewhere later', { timeout: 60_000 }, async () => {
    const descricao = nomeUnico('Luz');
    uso.server.offline = true;
    expect((await cadastrarCategoria({ descricao })).kind).toBe('queued');
    await drainIdle();
    uso.server.offline = false;
    // The form still open listens for its entry; a later drain (the timer, another tab) sends it.
    const [entry] = await listEntries(uso.db);
    const heard = waitForOutcome(uso.db.userId, entry!.id, 30_000);
    await drain(uso.db, { ignoreBackoff: true });
    expect(await heard).toMatchObject({ kind: 'done' });
    expect(await uso.db.outbox.count()).toBe(0);
    expect((await uso.linhas('/api/categorias', 'categorias')).filter((c) => c.descricao === descricao)).toHaveLength(1);
  });
});
