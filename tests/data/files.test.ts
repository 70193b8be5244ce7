// Files on the device (decision 101), with the real server offline (decision 300); their upload
// and the download of the server's copy are in tests/data/comprovantes-data.test.tsx.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { cadastrarComprovante } from '../../src/data/comprovantes.ts';
import { readFileBlob, saveFile, sweepOrphanFiles } from '../../src/data/files.ts';
import { usarServidorReal } from './real-server.ts';

const real = usarServidorReal();

describe('files', () => {
  it('keeps a file as chunks and gives it back whole', async () => {
    const bytes = new Uint8Array(2123).map((_, i) => i % 251);
    const id = await saveFile(real.db, new File([bytes], 'recibo.pdf', { type: 'application/pdf' }), 1000);
    expect(await real.db.fileChunks.count()).toBe(3);
    const back = await readFileBlob(real.db, id);
    expect(back?.name).toBe('recibo.pdf');
    expect(new Uint8Array(await back!.blob.arrayBuffer())).toEqual(bytes);
  });

  it('sweeps files no entry or row names once they are old', async () => {
    const orphan = await saveFile(real.db, new File(['b'], 'b.txt'));
    real.server.offline = true;
    expect(await cadastrarComprovante({ descricao: 'X', data: '2026-01-10', lancamento: '', arquivos: [new File(['a'], 'a.txt')] }))
      .toMatchObject({ kind: 'queued' });
    const [kept] = (await real.db.outbox.toArray()).flatMap((e) => e.fileIds);
    expect(await sweepOrphanFiles(real.db, -1)).toBe(1);
    expect(await readFileBlob(real.db, orphan)).toBeNull();
    expect(await readFileBlob(real.db, kept!)).not.toBeNull();
    // Not old yet: a file chosen a moment ago is never swept.
    await saveFile(real.db, new File(['c'], 'c.txt'));
    expect(await sweepOrphanFiles(real.db)).toBe(0);
  });
});
