// The card CSV on the device, and its import on the real server (decision 300). Only the
// slow-import test uses the fake server: it holds the answer back, a delay the real one cannot be asked for.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { drainIdle } from '../../src/data/sync/drain-scheduler.ts';
import { analisarCsv, importarCsv } from '../../src/data/importacao.ts';
import { SERVER_WAIT_MS } from '../../src/data/mutate.ts';
import { pullAll } from '../../src/data/sync/pull-all.ts';
import { runPull } from '../../src/data/sync/sync-status.ts';
import { configureTransport, getTransport } from '../../src/data/sync/transport.ts';
import { msg } from '../../src/domain/messages.ts';
import { MUTACOES } from '../../src/domain/mutacoes.ts';
import { installFakeServer } from './fake-server.ts';
import { usarServidorReal } from './real-server.ts';

const HOJE = new Date('2026-03-06T15:00:00Z');
const real = usarServidorReal({ hoje: HOJE });

const BANCOS = [
  { id: '0190a0e0-0000-7000-8000-0000000000b1', banco: 'Itaú', status: true, possui_cartao: true, credito: true, debito: false, vencimento: 10 },
  { id: '0190a0e0-0000-7000-8000-0000000000b2', banco: 'Caixa', status: true, possui_cartao: false, credito: false, debito: false, vencimento: null },
];

const HEADER = '\uFEFFLançamento;Data;Valor;Banco;Vencimento\r\n';
const csv = (text: string, name = 'fatura.csv') => new File([text], name, { type: 'text/csv' });

/** A bank made on the server (another clerk's), not pulled by this device yet. */
async function bancoNoServidor(banco: (typeof BANCOS)[number]): Promise<void> {
  const res = await real.server.call({ method: 'POST', url: MUTACOES.cadastrarBanco.path, payload: banco });
  expect([201, 409, 422]).toContain(res.statusCode);
}

/** The server's postings with this description. */
async function noServidor(descricao: string): Promise<Record<string, unknown>[]> {
  return (await real.linhas('/api/lancamentos?limit=1000', 'lancamentos')).filter((l) => l.descricao === descricao);
}

// The banks exist on the server (once per file) and this fresh device has pulled them.
beforeEach(async () => {
  for (const banco of BANCOS) await bancoNoServidor(banco);
  expect(await pullAll(real.db)).toBe('ok');
});
// An accepted import starts a pull (the server makes the postings): it ends before the device closes.
afterEach(async () => {
  await drainIdle();
  await runPull();
});

describe('reading the card CSV on the device', () => {
  it('accepts BOM, semicolons and pt-BR values, matching banks without case or accents', async () => {
    const result = await analisarCsv(csv(`${HEADER}Mercado;05/03/2026;1.234,56;itau;\r\n\r\nPosto;06/03/2026;R$ 80,00;ITAÚ;20/04/2026\r\n`), BANCOS);
    expect(result).toEqual({ ok: true, linhas: 2 });
  });

  it('reports every bad line with its file line number', async () => {
    const result = await analisarCsv(csv(`${HEADER}Mercado;31/02/2026;10,00;Itaú;\r\n;01/03/2026;0;Caixa;\r\n`), BANCOS);
    expect(result).toMatchObject({ ok: false, message: 'O arquivo contém erros. Nenhum lançamento foi importado.' });
    if (result.ok) return;
    expect(result.erros.map((e) => [e.linha, e.campo, e.dado])).toEqual([
      [2, 'Data', '31/02/2026'], [3, 'Lançamento', ''], [3, 'Valor', '0'], [3, 'Banco', 'Caixa'],
    ]);
  });

  it('refuses a wrong header, an empty file and Windows-1252 text is still read', async () => {
    expect(await analisarCsv(csv('Descricao;Data\r\nx;y\r\n'), BANCOS)).toMatchObject({ ok: false, message: expect.stringContaining('Cabeçalho inválido') });
    expect(await analisarCsv(csv('  \r\n'), BANCOS)).toMatchObject({ ok: false, message: 'O arquivo não contém lançamentos.' });
    const latin1 = Uint8Array.from([...'Lan', 0xe7, ...'amento;Data;Valor;Banco;Vencimento\r\nP', 0xe3, ...'o;01/03/2026;5,00;Ita', 0xfa, ...';\r\n']
      .map((c) => (typeof c === 'number' ? c : c.charCodeAt(0))));
    expect(await analisarCsv(new File([latin1], 'latin1.csv'), BANCOS)).toEqual({ ok: true, linhas: 1 });
  });
});

describe('importing', () => {
  it('a file with errors never enters the outbox', async () => {
    const outcome = await importarCsv(csv(`${HEADER}Mercado;xx;10,00;Itaú;\r\n`));
    expect(outcome).toMatchObject({ kind: 'invalid', linhas: [{ linha: 2, campo: 'Data', dado: 'xx', valor_correto: 'dd/mm/aaaa' }] });
    expect(await real.db.outbox.count()).toBe(0);
    expect(await real.db.files.count()).toBe(0);
    expect(await importarCsv(null)).toMatchObject({ kind: 'invalid', message: 'Arquivo é obrigatório.' });
    expect(await importarCsv(csv('a', 'fatura.txt'))).toMatchObject({ kind: 'invalid', message: 'O arquivo deve ser um CSV.' });
  });

  it('a bank not on the device yet is looked for with a pull before the file is refused', { timeout: 60_000 }, async () => {
    await bancoNoServidor({ ...BANCOS[0]!, id: '0190a0e0-0000-7000-8000-0000000000b3', banco: 'Nubank' });
    const outcome = await importarCsv(csv(`${HEADER}Compra Nubank;05/03/2026;10,00;Nubank;\r\n`));
    expect(outcome.kind).toBe('synced');
    expect(await noServidor('Compra Nubank')).toHaveLength(1);
  });

  it('a clean file is imported by the server, its count shown and its postings pulled', { timeout: 60_000 }, async () => {
    const antes = real.server.requests.length;
    const outcome = await importarCsv(csv(`${HEADER}Mercado;05/03/2026;10,00;Itaú;\r\n`));
    expect(outcome).toMatchObject({ kind: 'synced', message: msg.importacao.sucesso(1), importadas: 1 });
    expect(real.server.requests.slice(antes).filter((r) => r.path === MUTACOES.importarCartao.path)).toHaveLength(1);
    expect(await noServidor('Mercado')).toMatchObject([{ valor: '10.00', data: '2026-03-05' }]);
    await drainIdle();
    expect(await real.db.outbox.count()).toBe(0);
    await runPull();
    expect((await real.db.lancamentos.toArray()).filter((l) => l.descricao === 'Mercado')).toHaveLength(1);
  });

  it('online, a slow import is waited for beyond the usual wait and its count is shown', { timeout: 60_000 }, async () => {
    // Fake server: an answer held back past the usual wait is a scripted network fault (decision 300).
    const antes = getTransport();
    const fake = installFakeServer();
    fake.handle = () => ({ status: 201, body: { status: 'success', linhas_importadas: 1, message: msg.importacao.sucesso(1) } });
    // The server answers only after the usual wait (SERVER_WAIT_MS) has passed on a fake clock.
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(HOJE);
    const fast = getTransport().fetch;
    let answer: () => void = () => undefined;
    const slow = new Promise<void>((resolve) => { answer = resolve; });
    configureTransport({ fetch: async (input, init) => { await slow; return fast(input, init); } });
    try {
      const pending = importarCsv(csv(`${HEADER}Demorado;05/03/2026;10,00;Itaú;\r\n`));
      await vi.advanceTimersByTimeAsync(SERVER_WAIT_MS + 600);
      answer();
      const outcome = await pending;
      expect(outcome).toMatchObject({ kind: 'synced', message: msg.importacao.sucesso(1), importadas: 1 });
      expect(fake.requests.map((r) => r.path)).toContain(MUTACOES.importarCartao.path);
    } finally {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(HOJE);
      configureTransport(antes);
    }
  });

  it('a refusal by the server is told and not left in the queue', { timeout: 60_000 }, async () => {
    // A bank only this device knows: the device accepts the file, the server (the judge) does not.
    await real.db.rows('bancos').put({ ...BANCOS[0]!, id: '0190a0e0-0000-7000-8000-0000000000b4', banco: 'Fantasma' });
    const outcome = await importarCsv(csv(`${HEADER}Fantasma;05/03/2026;10,00;Fantasma;\r\n`));
    expect(outcome).toMatchObject({ kind: 'rejected', message: msg.importacao.erroLinhas });
    expect(await real.db.outbox.count()).toBe(0);
    expect(await real.db.files.count()).toBe(0);
    expect(await noServidor('Fantasma')).toEqual([]);
  });

  it('offline it is queued with its file, and imported once online', { timeout: 60_000 }, async () => {
    real.server.offline = true;
    const outcome = await importarCsv(csv(`${HEADER}Sem rede;05/03/2026;10,00;Itaú;\r\n`));
    expect(outcome.kind).toBe('queued');
    expect(await real.db.outbox.count()).toBe(1);
    expect(await real.db.files.count()).toBe(1);
    real.server.offline = false;
    expect(await real.sincronizar()).toEqual([]);
    expect(await noServidor('Sem rede')).toHaveLength(1);
  });
});
