// Fake server (decision 300): not moved yet; the receipt writes are proven on the real server in mutacoes-real.test.ts.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { baixarArquivo, cadastrarComprovante, deletarComprovantes } from '../../src/data/comprovantes.ts';
import type { FluxoDb } from '../../src/data/db.ts';
import { drainIdle, requestDrain } from '../../src/data/drain-scheduler.ts';
import { installFakeServer } from '../data/fake-server.ts';
import type { FakeServer } from '../data/fake-server.ts';
import { freshDb, teardownDb } from '../data/setup-db.ts';

// Pulls are the engine's business (the fake server has no receipts list).
vi.mock('../../src/data/sync-status.ts', () => ({ refreshAll: vi.fn(() => Promise.resolve()) }));

let db: FluxoDb;
let server: FakeServer;
const TITULO = '0190a0e0-0000-7000-8000-000000000005';

beforeEach(() => {
  server = installFakeServer();
  server.handle = (req) => ({ status: req.path === '/api/cadastro-comprovante' ? 201 : 200, body: { message: 'ok' } });
  db = freshDb();
});
afterEach(teardownDb);

const bytes = (n: number) => Uint8Array.from({ length: n }, (_, i) => (i * 7) % 256);

describe('receipts with files, offline first', () => {
  it('refuses without files or with a missing date, storing nothing', async () => {
    expect(await cadastrarComprovante({ descricao: 'x', data: '', lancamento: '', arquivos: [] }))
      .toMatchObject({ kind: 'invalid', errors: { data: ['Data é obrigatória.'], arquivo: ['Comprovante é obrigatório.'] } });
    expect(await db.files.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('offline: keeps the files on the device, lists them and downloads them from there, then uploads them once online', async () => {
    server.offline = true;
    await db.lancamentos.put({ id: 'l1', id_titulo: TITULO, descricao: 'Aluguel' });
    const content = bytes(10_000);
    const outcome = await cadastrarComprovante({
      descricao: 'Recibo', data: '2026-03-05', lancamento: TITULO.toUpperCase(),
      arquivos: [new File([content], 'nota_fiscal.pdf', { type: 'application/pdf' }), new File(['oi'], 'b.txt')],
    });
    expect(outcome.kind).toBe('queued');
    const [row] = await db.comprovantes.toArray();
    expect(row).toMatchObject({ descricao: 'Recibo', lancamento_titulo: TITULO, descricao_lancamento: 'Aluguel' });
    const names = String(row!.comprovante).split(';');
    expect(names).toHaveLength(2);
    expect(names[0]).toMatch(/^local_[0-9a-f-]{36}_nota_fiscal\.pdf$/);
    expect(await db.files.count()).toBe(2);

    const download = await baixarArquivo(row!.id, names[0]!);
    expect(download.ok && download.nome).toBe('nota_fiscal.pdf');
    if (download.ok) expect(new Uint8Array(await download.blob.arrayBuffer())).toEqual(content);

    server.offline = false;
    await requestDrain(db, { ignoreBackoff: true });
    await drainIdle();
    const upload = server.requests.find((r) => r.path === '/api/cadastro-comprovante')!;
    expect(upload.body).toBeInstanceOf(FormData);
    const form = upload.body as FormData;
    expect(form.get('descricao')).toBe('Recibo');
    expect(form.get('lancamento')).toBe(TITULO);
    const sent = form.getAll('arquivo[]') as File[];
    expect(sent.map((f) => f.name)).toEqual(['nota_fiscal.pdf', 'b.txt']);
    expect(new Uint8Array(await sent[0]!.arrayBuffer())).toEqual(content);
    expect(await db.outbox.count()).toBe(0);
    // Kept on the device until a pull replaces the local names, so Download never breaks.
    expect(await db.files.count()).toBe(2);
  });

  it('deletes receipts', async () => {
    await db.comprovantes.put({ id: TITULO, descricao: 'x', data: '2026-01-01', comprovante: '' });
    expect((await deletarComprovantes([TITULO])).kind).toBe('synced');
    expect(await db.comprovantes.count()).toBe(0);
  });
});
