/* Issue 37 item 10a (decision 398): a receipt's bytes and its name are on disk (fsynced) before
   its row commits. The order is watched through the one seam (`disco.sincronizar`); a failing
   disk, the one fault a test cannot cause for real, is faked there: the upload is then refused
   and neither the row nor a file is left. */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { uuidv7 } from 'uuidv7';
import { disco } from '../../server/lib/uploads.ts';
import { createTestApp } from './helper.ts';
import type { TestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });
afterEach(() => { vi.restoreAllMocks(); });

const uploads = () => join(t.app.config.dataDir, 'uploads');
const storedFiles = () => (existsSync(uploads()) ? readdirSync(uploads()).filter((n) => n !== '.tmp') : []);
const tempFiles = () => (existsSync(join(uploads(), '.tmp')) ? readdirSync(join(uploads(), '.tmp')) : []);

function bytes(size: number, seed = 1): Uint8Array<ArrayBuffer> {
  return Uint8Array.from({ length: size }, (_, i) => (i * 31 + seed) % 256);
}

async function upload(id: string, files: { name: string; bytes: Uint8Array<ArrayBuffer> }[]) {
  const form = new FormData();
  form.append('id', id);
  form.append('descricao', 'Comprovante durável');
  form.append('data', '2026-03-10');
  for (const f of files) form.append('arquivo[]', new Blob([f.bytes]), f.name);
  const encoded = new Response(form);
  return t.call({
    method: 'POST', url: '/api/cadastro-comprovante', payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  });
}

async function ids(): Promise<string[]> {
  const res = await t.call({ method: 'GET', url: '/api/comprovantes' });
  return (res.json() as { comprovante: { id: string }[] }).comprovante.map((r) => r.id);
}

interface Sync { path: string; dir: boolean; size: number; stored: Record<string, number> }

/** Records every fsync: what it was, and the stored files' sizes at that moment. */
function watchSyncs(): Sync[] {
  const seen: Sync[] = [];
  const real = disco.sincronizar.bind(disco);
  vi.spyOn(disco, 'sincronizar').mockImplementation(async (path) => {
    const info = statSync(path);
    seen.push({ path, dir: info.isDirectory(), size: info.size, stored: Object.fromEntries(storedFiles().map((n) => [n, statSync(join(uploads(), n)).size])) });
    await real(path);
  });
  return seen;
}

describe('a receipt is durable before its row commits', () => {
  it('fsyncs each whole temporary file, renames, fsyncs the uploads directory, then answers 201', async () => {
    const seen = watchSyncs();
    const before = storedFiles();
    const id = uuidv7();
    const res = await upload(id, [{ name: 'nota.pdf', bytes: bytes(70_000) }, { name: 'recibo.png', bytes: bytes(1000, 7) }]);
    expect(res.statusCode).toBe(201);
    const novos = storedFiles().filter((n) => !before.includes(n));
    expect(novos).toHaveLength(2);
    // Each file's bytes are synced complete, while still a temporary file (nothing stored yet).
    expect(seen.map((s) => [s.dir, s.dir ? s.path : s.size])).toEqual([[false, 70_000], [false, 1000], [true, uploads()]]);
    expect(seen[0]!.path).toContain(join('uploads', '.tmp'));
    expect(Object.keys(seen[1]!.stored).filter((n) => novos.includes(n))).toEqual([]);
    // The directory is synced with both files already in place at full size.
    expect(Object.values(Object.fromEntries(novos.map((n) => [n, seen[2]!.stored[n]])))).toEqual(expect.arrayContaining([70_000, 1000]));
    expect(await ids()).toContain(id);
    expect(tempFiles()).toEqual([]);
  });

  it('a file whose bytes cannot be synced is refused: no row, no file', async () => {
    const before = storedFiles();
    vi.spyOn(disco, 'sincronizar').mockRejectedValue(Object.assign(new Error('EIO: i/o error, fsync'), { code: 'EIO' }));
    const id = uuidv7();
    const res = await upload(id, [{ name: 'nota.pdf', bytes: bytes(5000) }]);
    expect(res.statusCode).toBeGreaterThanOrEqual(500); // the disk failed, not the request
    expect(JSON.stringify(res.json())).not.toMatch(/EIO|fsync/);
    vi.restoreAllMocks();
    expect(await ids()).not.toContain(id);
    expect(storedFiles()).toEqual(before);
    expect(tempFiles()).toEqual([]);
  });

  it('a directory that cannot be synced after the rename rolls the row back and removes the file', async () => {
    const before = storedFiles();
    const real = disco.sincronizar.bind(disco);
    vi.spyOn(disco, 'sincronizar').mockImplementation(async (path) => {
      if (statSync(path).isDirectory()) throw Object.assign(new Error('EIO: i/o error, fsync'), { code: 'EIO' });
      await real(path);
    });
    const id = uuidv7();
    const res = await upload(id, [{ name: 'nota.pdf', bytes: bytes(5000) }]);
    expect(res.statusCode).toBeGreaterThanOrEqual(500);
    vi.restoreAllMocks();
    expect(await ids()).not.toContain(id);
    expect(storedFiles()).toEqual(before);
    expect(tempFiles()).toEqual([]);
  });
});
