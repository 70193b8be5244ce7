/* Issue 11 item 8 (decision 141): a full list read is streamed page by page, with the same body
   as before: `{ cursor, <key>: rows in id order }` plus `removidos` on a delta read. */
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from 'uuidv7';
import { STREAM_PAGE } from '../../server/sync/pull.ts';
import { categorias } from '../../server/db/schema.ts';
import { createTestApp } from './helper.ts';
import type { TestApp } from './helper.ts';

let t: TestApp;
const N = STREAM_PAGE * 2 + 17;
let ids: string[];

beforeAll(async () => {
  t = await createTestApp();
  ids = Array.from({ length: N }, () => uuidv7()).sort();
  for (let i = 0; i < N; i += 1000) {
    await t.database.db.insert(categorias).values(ids.slice(i, i + 1000).map((id, j) => ({ id, descricao: `Stream ${i + j}` })));
  }
}, 120_000);
afterAll(async () => { await t.close(); });

interface Body { cursor: string; categorias: { id: string; descricao: string; status: boolean }[]; removidos?: string[] }

describe('full list reads stream', () => {
  it('sends every row over several pages, in id order, with the usual keys', async () => {
    const res = await t.call({ method: 'GET', url: '/api/categorias' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = res.json() as Body;
    expect(Object.keys(body)).toEqual(['cursor', 'categorias']);
    expect(body.cursor).toMatch(/^\d+$/);
    expect(body.categorias.map((c) => c.id)).toEqual(ids);
    expect(body.categorias[0]).toEqual({ ...body.categorias[0], id: ids[0], descricao: 'Stream 0', status: true });
  });

  it('is written as it is read: no Content-Length (chunked), compressed when asked', async () => {
    const res = await t.call({ method: 'GET', url: '/api/categorias', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-length']).toBeUndefined();
    expect(res.headers['content-encoding']).toBe('br');
    const body = JSON.parse(brotliDecompressSync(res.rawPayload).toString('utf8')) as Body;
    expect(body.categorias).toHaveLength(N);
  });

  it('a delta full read adds removidos, read after the rows', async () => {
    const first = (await t.call({ method: 'GET', url: '/api/categorias' })).json() as Body;
    const gone = ids[5]!;
    expect((await t.call({ method: 'POST', url: '/api/deletar-categorias', payload: { ids: [gone] } })).statusCode).toBe(200);
    const delta = (await t.call({ method: 'GET', url: `/api/categorias?since=${first.cursor}` })).json() as Body;
    expect(Object.keys(delta)).toEqual(['cursor', 'categorias', 'removidos']);
    expect(delta.removidos).toEqual([gone]);
    expect(delta.categorias).toEqual([]);
    const empty = (await t.call({ method: 'GET', url: `/api/categorias?since=${delta.cursor}&after=${ids.at(-1)!}` })).json() as Body;
    expect(empty).toEqual({ cursor: empty.cursor, categorias: [] });
  });

  it('the chunked pull (limit) keeps its one-statement body', async () => {
    const res = await t.call({ method: 'GET', url: '/api/categorias?limit=10' });
    const body = res.json() as Body & { proximo: string; total: number };
    expect(body.categorias).toHaveLength(10);
    expect(body.proximo).toBe(ids.filter((_, i) => i !== 5)[9]); // ids[5] was deleted above
    expect(body.total).toBe(N - 1);
  });
});
