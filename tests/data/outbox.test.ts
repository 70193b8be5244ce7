// Fake server (decision 300): scripts lost replies, 5xx bursts and timeouts the real app cannot be made to give.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cadastrarBanco, deletarBancos, editarBanco } from '../../src/data/bancos.ts';
import { cadastrarCategoria } from '../../src/data/categorias.ts';
import type { FluxoDb } from '../../src/data/db.ts';
import { drainIdle } from '../../src/data/drain-scheduler.ts';
import { backoffMs, drain, isAuthPaused, resumeAfterSignIn } from '../../src/data/drain.ts';
import { countEntries, discardEntry, listEntries, retryEntry } from '../../src/data/outbox.ts';
import { installFakeServer } from './fake-server.ts';
import type { FakeServer } from './fake-server.ts';
import { freshDb, teardownDb } from './setup-db.ts';

let db: FluxoDb;
let server: FakeServer;

beforeEach(() => {
  server = installFakeServer();
  db = freshDb();
});
afterEach(teardownDb);

const writes = () => server.requests.filter((r) => r.method !== 'GET');

describe('mutate', () => {
  it('refuses invalid input with the field message and saves nothing', async () => {
    const outcome = await cadastrarBanco({ banco: '  ' });
    expect(outcome).toMatchObject({ kind: 'invalid', message: 'O banco é obrigatório.' });
    expect(await db.bancos.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('online: shows the server message and leaves nothing pending', async () => {
    const outcome = await cadastrarBanco({ banco: 'Itaú', possui_cartao: true, credito: true, vencimento: 10 });
    expect(outcome).toMatchObject({ kind: 'synced', message: 'Banco cadastrado com sucesso!' });
    const [row] = await db.bancos.toArray();
    expect(row).toMatchObject({ banco: 'Itaú', credito: true, vencimento: 10, status: true });
    expect(server.tables.bancos!.get(row!.id)).toMatchObject({ banco: 'Itaú', vencimento: 10 });
    expect(await db.outbox.count()).toBe(0);
    expect(writes()[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('offline: the change is on the device at once and says it will be sent', async () => {
    server.script('/api/cadastro-banco', 'network');
    const outcome = await cadastrarBanco({ banco: 'Nubank' });
    expect(outcome).toEqual({ kind: 'queued', message: 'Alteração salva neste dispositivo; será enviada quando houver conexão.' });
    expect(await db.bancos.count()).toBe(1);
    const [entry] = await listEntries(db);
    expect(entry).toMatchObject({ status: 'pending', attempts: 1, path: '/api/cadastro-banco', label: 'Cadastro de banco: Nubank' });
    expect(entry!.nextAttemptAt).toBeGreaterThan(Date.now());
  });

  it('a rejected write within the wait reports the server message and stays failed', async () => {
    server.script('/api/cadastro-banco', { status: 422, body: { message: 'Já existe um banco com este nome.', errors: { banco: ['Já existe um banco com este nome.'] } } });
    const outcome = await cadastrarBanco({ banco: 'Itaú' });
    expect(outcome).toMatchObject({ kind: 'rejected', status: 422, message: 'Já existe um banco com este nome.', errors: { banco: ['Já existe um banco com este nome.'] } });
    expect(await countEntries(db)).toEqual({ pending: 0, failed: 1 });
  });

  it('a full disk says so clearly and keeps nothing half-saved', async () => {
    const table = Object.getPrototypeOf(db.table('outbox')) as { add: () => Promise<unknown> };
    const spy = vi.spyOn(table, 'add').mockRejectedValue(Object.assign(new Error('full'), { name: 'QuotaExceededError' }));
    const outcome = await cadastrarBanco({ banco: 'Sem espaço' });
    spy.mockRestore();
    expect(outcome).toMatchObject({ kind: 'invalid', message: 'Espaço de armazenamento do dispositivo esgotado: a alteração não foi salva. Libere espaço e tente novamente.' });
    expect(await db.bancos.count()).toBe(0);
  });

  it('refuses locally to delete a bank that postings use', async () => {
    await db.rows('bancos').put({ id: 'b1', banco: 'Itaú' });
    await db.rows('lancamentos').put({ id: 'l1', banco_id: 'b1', data: '2026-01-01' });
    const outcome = await deletarBancos(['b1']);
    expect(outcome.kind).toBe('invalid');
    expect(await db.bancos.count()).toBe(1);
  });
});

describe('drain', () => {
  it('sends in order, reusing the same Idempotency-Key on every retry', async () => {
    server.script('/api/cadastro-banco', 'network', 'network');
    await cadastrarBanco({ banco: 'Inter' });
    const [entry] = await listEntries(db);
    await drain(db, { ignoreBackoff: true });
    await drain(db, { ignoreBackoff: true });
    expect(await db.outbox.count()).toBe(0);
    const keys = writes().map((r) => r.key);
    expect(keys).toEqual([entry!.id, entry!.id, entry!.id]);
    expect(server.tables.bancos!.size).toBe(1);
  });

  // A lost reply replayed with the same key: on the real server, tests/data/real-server-replay.test.ts.

  it('edits wait for the create they depend on and go in order', async () => {
    server.offline = true;
    await cadastrarBanco({ id: '0190a000-0000-7000-8000-000000000001', banco: 'Bradesco' });
    await editarBanco({ id: '0190a000-0000-7000-8000-000000000001', banco: 'Bradesco S.A.', status: true });
    await drainIdle();
    server.offline = false;
    const entries = await listEntries(db);
    expect(entries[1]!.dependsOn).toEqual([entries[0]!.id]);
    expect(entries[1]!.body).toMatchObject({ version: 1 });
    await drain(db, { ignoreBackoff: true });
    expect(writes().slice(-2).map((r) => r.path)).toEqual(['/api/cadastro-banco', '/api/update-banco']);
    expect(server.tables.bancos!.get('0190a000-0000-7000-8000-000000000001')).toMatchObject({ banco: 'Bradesco S.A.', version: 2 });
  });

  it('a refused entry blocks its dependants while independent entries sync', async () => {
    server.offline = true;
    const id = '0190a000-0000-7000-8000-000000000002';
    await cadastrarBanco({ id, banco: 'Duplicado' });
    await editarBanco({ id, banco: 'Duplicado 2', status: true });
    await cadastrarCategoria({ descricao: 'Aluguel' });
    await drainIdle();
    server.offline = false;
    server.script('/api/cadastro-banco', { status: 422, body: { message: 'Já existe um banco com este nome.' } });
    const report = await drain(db, { ignoreBackoff: true });
    expect(report.failed).toBe(1);
    const entries = await listEntries(db);
    expect(entries.map((e) => [e.path, e.status, e.lastError])).toEqual([
      ['/api/cadastro-banco', 'failed', 'Já existe um banco com este nome.'],
      ['/api/update-banco', 'blocked', null],
    ]);
    expect([...server.tables.categorias!.values()].map((c) => c.descricao)).toEqual(['Aluguel']);
    expect(await countEntries(db)).toEqual({ pending: 0, failed: 2 });
  });

  it('on a server without batches, sends independent entries side by side, but a change only after the one it depends on', async () => {
    server.lote = false;
    server.offline = true;
    const id = '0190a000-0000-7000-8000-000000000005';
    await cadastrarBanco({ id, banco: 'Primeiro' });
    await editarBanco({ id, banco: 'Primeiro editado', status: true });
    for (let i = 0; i < 8; i++) await cadastrarCategoria({ descricao: `Cat ${i}` });
    await drainIdle();
    server.offline = false;
    server.delayMs = 15;
    await drain(db, { ignoreBackoff: true });
    expect(await db.outbox.count()).toBe(0);
    expect(server.maxInFlight).toBeGreaterThan(1);
    expect(server.maxInFlight).toBeLessThanOrEqual(4);
    const order = server.answered;
    expect(order.indexOf('/api/cadastro-banco Primeiro')).toBeLessThan(order.indexOf('/api/update-banco Primeiro editado'));
    expect(server.tables.bancos!.get(id)).toMatchObject({ banco: 'Primeiro editado' });
    expect(server.tables.categorias!.size).toBe(8);
  });

  it('a 5xx retries that entry later with backoff; others go on', async () => {
    server.offline = true;
    await cadastrarBanco({ banco: 'A' });
    await cadastrarCategoria({ descricao: 'B' });
    await drainIdle();
    server.offline = false;
    server.script('/api/cadastro-banco', { status: 503, body: { message: 'x' } });
    const report = await drain(db, { ignoreBackoff: true });
    expect(server.tables.categorias!.size).toBe(1);
    const [entry] = await listEntries(db);
    expect(entry).toMatchObject({ status: 'pending', attempts: 2, lastError: 'Servidor indisponível; nova tentativa em breve.' });
    expect(report.retryAt).toBe(entry!.nextAttemptAt);
    // Not yet due: the drain leaves it alone.
    const before = writes().length;
    await drain(db);
    expect(writes().length).toBe(before);
  });

  it('a 429 stops the queue and honours Retry-After', async () => {
    server.offline = true;
    await cadastrarBanco({ banco: 'A' });
    await cadastrarCategoria({ descricao: 'B' });
    await drainIdle();
    server.offline = false;
    server.script('/api/lote', { status: 429, body: { message: 'Muitas' }, headers: { 'Retry-After': '120' } });
    const t0 = Date.now();
    await drain(db, { ignoreBackoff: true });
    expect(server.tables.categorias!.size).toBe(0);
    const [entry] = await listEntries(db);
    expect(entry!.nextAttemptAt).toBeGreaterThanOrEqual(t0 + 120_000);
  });

  it('a 401 pauses the whole queue until the user signs in again', async () => {
    server.offline = true;
    await cadastrarBanco({ banco: 'A' });
    await cadastrarCategoria({ descricao: 'B' });
    await drainIdle();
    server.offline = false;
    server.script('/api/cadastro-banco', { status: 401, body: { message: 'Não autenticado.' } });
    const report = await drain(db, { ignoreBackoff: true });
    expect(report.paused).toBe(true);
    expect(await isAuthPaused(db)).toBe(true);
    expect(await db.outbox.count()).toBe(2);
    const before = writes().length;
    await drain(db, { ignoreBackoff: true });
    expect(writes().length).toBe(before);
    await resumeAfterSignIn(db);
    await drain(db, { ignoreBackoff: true });
    expect(await db.outbox.count()).toBe(0);
    expect(server.tables.bancos!.size + server.tables.categorias!.size).toBe(2);
  });

  it('retry puts a refused entry and its dependants back, with a new key for the refused one', async () => {
    server.offline = true;
    const id = '0190a000-0000-7000-8000-000000000003';
    await cadastrarBanco({ id, banco: 'X' });
    await editarBanco({ id, banco: 'Y', status: true });
    await drainIdle();
    server.offline = false;
    server.script('/api/cadastro-banco', { status: 409, body: { message: 'Conflito' } });
    await drain(db, { ignoreBackoff: true });
    const [failed] = await listEntries(db);
    await retryEntry(db, failed!.id);
    expect((await listEntries(db)).map((e) => e.status)).toEqual(['pending', 'pending']);
    await drain(db);
    expect(await db.outbox.count()).toBe(0);
    expect(writes().filter((r) => r.key === failed!.id).length).toBe(1);
    expect(server.tables.bancos!.get(id)).toMatchObject({ banco: 'Y' });
  });

  it('discard undoes the local change of the entry and of its dependants', async () => {
    const old = '0190a000-0000-7000-8000-0000000000aa';
    await db.rows('bancos').put({ id: old, banco: 'Antigo', status: true, version: 3 });
    server.offline = true;
    const id = '0190a000-0000-7000-8000-000000000004';
    await cadastrarBanco({ id, banco: 'Novo' });
    await editarBanco({ id, banco: 'Novo 2', status: true });
    await editarBanco({ id: old, banco: 'Renomeado', status: false });
    await drainIdle();
    expect(await db.bancos.get(old)).toMatchObject({ banco: 'Renomeado', status: false, version: 4 });
    const entries = await listEntries(db);
    await discardEntry(db, entries[0]!.id);
    expect(await db.bancos.get(id)).toBeUndefined();
    expect((await listEntries(db)).map((e) => e.path)).toEqual(['/api/update-banco']);
    await discardEntry(db, entries[2]!.id);
    expect(await db.bancos.get(old)).toEqual({ id: old, banco: 'Antigo', status: true, version: 3 });
    expect(await db.outbox.count()).toBe(0);
  });

  it('the form learns the outcome even when the drain runs elsewhere later', async () => {
    server.script('/api/cadastro-categoria', 'network');
    const outcome = await cadastrarCategoria({ descricao: 'Luz' });
    expect(outcome.kind).toBe('queued');
    await drainIdle();
    await drain(db, { ignoreBackoff: true });
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('backoff', () => {
  it('grows exponentially with jitter and a ceiling', () => {
    expect(backoffMs(1, () => 0)).toBe(500);
    expect(backoffMs(1, () => 1)).toBe(1000);
    expect(backoffMs(4, () => 1)).toBe(8000);
    expect(backoffMs(40, () => 1)).toBe(300_000);
    expect(backoffMs(40, () => 0)).toBe(150_000);
  });
});
