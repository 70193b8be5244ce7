// Fake server (decision 300): not moved yet; the import write is proven on the real server in mutacoes-real.test.ts.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FluxoDb } from '../../src/data/db.ts';
import { drainIdle } from '../../src/data/drain-scheduler.ts';
import { analisarCsv, importarCsv } from '../../src/data/importacao.ts';
import { SERVER_WAIT_MS } from '../../src/data/mutate.ts';
import { refreshAll } from '../../src/data/sync-status.ts';
import { configureTransport, getTransport } from '../../src/data/transport.ts';
import { installFakeServer } from '../data/fake-server.ts';
import type { FakeServer } from '../data/fake-server.ts';
import { freshDb, teardownDb } from '../data/setup-db.ts';

let db: FluxoDb;
let server: FakeServer;
const BANCOS = [
  { id: '0190a0e0-0000-7000-8000-0000000000b1', banco: 'Itaú', status: true, possui_cartao: true, credito: true, debito: false, vencimento: 10 },
  { id: '0190a0e0-0000-7000-8000-0000000000b2', banco: 'Caixa', status: true, possui_cartao: false, credito: false, debito: false, vencimento: null },
];
// The pull after an import (the postings are made by the server) is the engine's business.
vi.mock('../../src/data/sync-status.ts', () => ({ refreshAll: vi.fn(() => Promise.resolve()) }));

const HEADER = '\uFEFFLançamento;Data;Valor;Banco;Vencimento\r\n';
const csv = (text: string, name = 'fatura.csv') => new File([text], name, { type: 'text/csv' });

beforeEach(async () => {
  server = installFakeServer();
  db = freshDb();
  await db.bancos.bulkPut(BANCOS);
});
afterEach(teardownDb);

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
    expect(await db.outbox.count()).toBe(0);
    expect(await db.files.count()).toBe(0);
    expect(await importarCsv(null)).toMatchObject({ kind: 'invalid', message: 'Arquivo é obrigatório.' });
    expect(await importarCsv(csv('a', 'fatura.txt'))).toMatchObject({ kind: 'invalid', message: 'O arquivo deve ser um CSV.' });
  });

  it('a bank not on the device yet is looked for with a pull before the file is refused', async () => {
    server.handle = () => ({ status: 201, body: { status: 'success', linhas_importadas: 1, message: 'ok' } });
    vi.mocked(refreshAll).mockImplementationOnce(async () => {
      await db.bancos.put({ ...BANCOS[0]!, id: '0190a0e0-0000-7000-8000-0000000000b3', banco: 'Nubank' });
    });
    const outcome = await importarCsv(csv(`${HEADER}Mercado;05/03/2026;10,00;Nubank;\r\n`));
    expect(outcome.kind).toBe('synced');
  });

  it('a clean file is sent as csv_file and the server count is shown', async () => {
    server.handle = (req) => (req.path === '/api/cadastro-importador-cartao'
      ? { status: 201, body: { status: 'success', linhas_importadas: 1, message: 'Lançamentos importados com sucesso! Linhas Importadas: 1' } }
      : null);
    const outcome = await importarCsv(csv(`${HEADER}Mercado;05/03/2026;10,00;Itaú;\r\n`));
    expect(outcome).toMatchObject({ kind: 'synced', message: 'Lançamentos importados com sucesso! Linhas Importadas: 1', importadas: 1 });
    const sent = server.requests.find((r) => r.path === '/api/cadastro-importador-cartao')!.body as FormData;
    expect((sent.get('csv_file') as File).name).toBe('fatura.csv');
    await drainIdle();
    expect(await db.outbox.count()).toBe(0);
    expect(refreshAll).toHaveBeenCalled();
  });

  it('online, a slow import is waited for beyond the usual wait and its count is shown', async () => {
    server.handle = () => ({ status: 201, body: { status: 'success', linhas_importadas: 1, message: 'Lançamentos importados com sucesso! Linhas Importadas: 1' } });
    // The server answers only after the usual wait (SERVER_WAIT_MS) has passed on a fake clock.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const fast = getTransport().fetch;
    let answer: () => void = () => undefined;
    const slow = new Promise<void>((resolve) => { answer = resolve; });
    configureTransport({ fetch: async (input, init) => { await slow; return fast(input, init); } });
    try {
      const pending = importarCsv(csv(`${HEADER}Mercado;05/03/2026;10,00;Itaú;\r\n`));
      await vi.advanceTimersByTimeAsync(SERVER_WAIT_MS + 600);
      answer();
      const outcome = await pending;
      expect(outcome).toMatchObject({ kind: 'synced', message: 'Lançamentos importados com sucesso! Linhas Importadas: 1', importadas: 1 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('a refusal by the server is told and not left in the queue', async () => {
    server.handle = (req) => (req.path === '/api/cadastro-importador-cartao' ? { status: 422, body: { status: 'error', message: 'Erro ao importar lançamentos.' } } : null);
    const outcome = await importarCsv(csv(`${HEADER}Mercado;05/03/2026;10,00;Itaú;\r\n`));
    expect(outcome).toMatchObject({ kind: 'rejected', message: 'Erro ao importar lançamentos.' });
    expect(await db.outbox.count()).toBe(0);
    expect(await db.files.count()).toBe(0);
  });

  it('offline it is queued with its file', async () => {
    server.offline = true;
    const outcome = await importarCsv(csv(`${HEADER}Mercado;05/03/2026;10,00;Itaú;\r\n`));
    expect(outcome.kind).toBe('queued');
    expect(await db.outbox.count()).toBe(1);
    expect(await db.files.count()).toBe(1);
  });
});
