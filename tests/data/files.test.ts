// Fake server (decision 300): not moved yet; the receipt writes are proven on the real server in mutacoes-real.test.ts.
import 'fake-indexeddb/auto';
import * as v from 'valibot';
import { MUTACOES } from '../../src/domain/mutacoes.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FluxoDb } from '../../src/data/db.ts';
import { drain } from '../../src/data/drain.ts';
import { readFileBlob, saveFile, sweepOrphanFiles } from '../../src/data/files.ts';
import { mutate } from '../../src/data/mutate.ts';
import type { MultipartBody } from '../../src/data/outbox-entry.ts';
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

const Schema = v.object({ id: v.string(), descricao: v.string(), arquivos: v.array(v.string()) });

function enviarComprovante(value: v.InferOutput<typeof Schema>) {
  return mutate({
    // The receipt upload's definition with a test schema (file ids instead of Files).
    mutacao: { ...MUTACOES.cadastrarComprovante, schema: Schema },
    input: value,
    multipart: { fileIds: (c) => c.arquivos },
    toBody: (c): MultipartBody => ({ fields: { descricao: c.descricao, data: '2026-01-10' }, files: c.arquivos.map((fileId) => ({ field: 'arquivo[]', fileId })) }),
    touches: (c) => [{ table: 'comprovantes', id: c.id }],
    // Like the real receipts module: the local row names its files 'local_<fileId>_<name>'.
    apply: async (tx, c) => tx.put('comprovantes', {
      id: c.id, descricao: c.descricao, data: '2026-01-10', comprovante: c.arquivos.map((f) => `local_${f}_recibo.txt`).join(';'),
    }),
  });
}

describe('files', () => {
  it('keeps a file as chunks and gives it back whole', async () => {
    const bytes = new Uint8Array(2123).map((_, i) => i % 251);
    const id = await saveFile(db, new File([bytes], 'recibo.pdf', { type: 'application/pdf' }), 1000);
    expect(await db.fileChunks.count()).toBe(3);
    const back = await readFileBlob(db, id);
    expect(back?.name).toBe('recibo.pdf');
    expect(new Uint8Array(await back!.blob.arrayBuffer())).toEqual(bytes);
  });

  it('a file chosen offline is sent later as multipart, and leaves the device once the server names replace it', async () => {
    let received: FormData | null = null;
    server.handle = (req) => {
      if (req.path !== '/api/cadastro-comprovante') return null;
      received = req.body as FormData;
      return { status: 201, body: { message: 'Comprovante(s) cadastrado(s) com sucesso!' } };
    };
    const fileId = await saveFile(db, new File(['conteúdo do recibo'], 'recibo.txt', { type: 'text/plain' }));
    server.offline = true;
    const outcome = await enviarComprovante({ id: '0190a000-0000-7000-8000-00000000c001', descricao: 'Luz', arquivos: [fileId] });
    expect(outcome.kind).toBe('queued');
    expect(await db.comprovantes.count()).toBe(1);
    server.offline = false;
    await drain(db, { ignoreBackoff: true });
    expect(received).not.toBeNull();
    const form = received as unknown as FormData;
    expect(form.get('descricao')).toBe('Luz');
    const file = form.get('arquivo[]') as File;
    expect(file.name).toBe('recibo.txt');
    expect(await file.text()).toBe('conteúdo do recibo');
    // Until a pull brings the server's file names the local row still points at the device copy.
    expect(await sweepOrphanFiles(db, -1)).toBe(0);
    expect(await readFileBlob(db, fileId)).not.toBeNull();
    await db.comprovantes.update('0190a000-0000-7000-8000-00000000c001', { comprovante: 'c001_1700000000000-0_recibo.txt' });
    expect(await sweepOrphanFiles(db, -1)).toBe(1);
    expect(await db.files.count()).toBe(0);
    expect(await db.fileChunks.count()).toBe(0);
  });

  it('sweeps files no entry names once they are old', async () => {
    const kept = await saveFile(db, new File(['a'], 'a.txt'));
    const orphan = await saveFile(db, new File(['b'], 'b.txt'));
    server.offline = true;
    await enviarComprovante({ id: '0190a000-0000-7000-8000-00000000c002', descricao: 'X', arquivos: [kept] });
    expect(await sweepOrphanFiles(db, -1)).toBe(1);
    expect(await readFileBlob(db, orphan)).toBeNull();
    expect(await readFileBlob(db, kept)).not.toBeNull();
  });
});
