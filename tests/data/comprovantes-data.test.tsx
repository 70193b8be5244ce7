// Receipts with their files on the real server (decision 300): the upload as the server stores
// it, its names back with a pull, the download from the device and then from the server.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { baixarArquivo, cadastrarComprovante, deletarComprovantes } from '../../src/data/comprovantes.ts';
import { sweepOrphanFiles } from '../../src/data/files.ts';
import { pullAll } from '../../src/data/sync/pull-all.ts';
import { runPull } from '../../src/data/sync/sync-status.ts';
import { local, novoLancamento, online, porDescricao } from './cenarios/apoio.ts';
import { usarServidorReal } from './real-server.ts';

const real = usarServidorReal({ hoje: new Date('2026-03-06T15:00:00Z') });

// A synced upload starts a pull (the server's file names): it ends before the device closes.
afterEach(async () => {
  await runPull();
});

const bytes = (n: number) => Uint8Array.from({ length: n }, (_, i) => (i * 7) % 256);
const nomes = (row: Record<string, unknown> | undefined) => String(row?.comprovante ?? '').split(';');

describe('receipts with files, offline first', () => {
  it('refuses without files or with a missing date, storing nothing', async () => {
    expect(await cadastrarComprovante({ descricao: 'x', data: '', lancamento: '', arquivos: [] }))
      .toMatchObject({ kind: 'invalid', errors: { data: ['Data é obrigatória.'], arquivo: ['Comprovante é obrigatório.'] } });
    expect(await real.db.files.count()).toBe(0);
    expect(await real.db.outbox.count()).toBe(0);
  });

  it('offline: keeps the files on the device and downloads them from there; uploaded once online, the server names them and serves them', { timeout: 60_000 }, async () => {
    const { db } = real;
    const titulo = String((await novoLancamento('Aluguel')).id_titulo);
    real.server.offline = true;
    const content = bytes(10_000);
    const outcome = await cadastrarComprovante({
      descricao: 'Recibo', data: '2026-03-05', lancamento: titulo.toUpperCase(),
      arquivos: [new File([content], 'nota_fiscal.pdf', { type: 'application/pdf' }), new File(['oi'], 'b.txt')],
    });
    expect(outcome.kind).toBe('queued');
    const row = await local('comprovantes', porDescricao('Recibo'));
    expect(row).toMatchObject({ descricao: 'Recibo', lancamento_titulo: titulo, descricao_lancamento: 'Aluguel' });
    const locais = nomes(row);
    expect(locais).toHaveLength(2);
    expect(locais[0]).toMatch(/^local_[0-9a-f-]{36}_nota_fiscal\.pdf$/);
    expect(await db.files.count()).toBe(2);

    const doAparelho = await baixarArquivo(row.id, locais[0]!);
    expect(doAparelho.ok && doAparelho.nome).toBe('nota_fiscal.pdf');
    if (doAparelho.ok) expect(new Uint8Array(await doAparelho.blob.arrayBuffer())).toEqual(content);

    real.server.offline = false;
    expect(await real.sincronizar()).toEqual([]);
    const [noServidor, ...outros] = await real.linhas('/api/comprovantes', 'comprovante');
    expect(outros).toEqual([]);
    expect(noServidor).toMatchObject({ id: row.id, descricao: 'Recibo', lancamento_titulo: titulo });
    const doServidor = nomes(noServidor);
    expect(doServidor.map((n) => n.replace(/^.*_/, ''))).toEqual(['fiscal.pdf', 'b.txt']);
    // Kept on the device until a pull replaces the local names, so Download never breaks.
    expect(await db.files.count()).toBe(2);
    expect(await sweepOrphanFiles(db, -1)).toBe(0);

    expect(await pullAll(db)).toBe('ok');
    expect(nomes(await db.comprovantes.get(row.id))).toEqual(doServidor);
    const baixado = await baixarArquivo(row.id, doServidor[0]!);
    expect(baixado.ok && baixado.nome).toBe('nota_fiscal.pdf');
    if (baixado.ok) expect(new Uint8Array(await baixado.blob.arrayBuffer())).toEqual(content);
    expect(await sweepOrphanFiles(db, -1)).toBe(2);
    expect(await db.fileChunks.count()).toBe(0);
  });

  it('deletes receipts on the server', { timeout: 60_000 }, async () => {
    await online(cadastrarComprovante({ descricao: 'Velho', data: '2026-03-01', lancamento: '', arquivos: [new File(['a'], 'a.txt')] }));
    const { id } = await local('comprovantes', porDescricao('Velho'));
    expect((await deletarComprovantes([id])).kind).toBe('synced');
    // Gone from the device. Not "no receipt at all": the server keeps the earlier test's, and the
    // first pull that the upload started may have brought it here by now.
    expect(await real.db.comprovantes.get(id)).toBeUndefined();
    expect((await real.linhas('/api/comprovantes', 'comprovante')).map((c) => c.id)).not.toContain(id);
  });
});
