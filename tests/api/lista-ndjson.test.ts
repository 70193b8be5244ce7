/* Decision 330: a device's first download of a list in one streamed answer, one JSON value per
   line: `{cursor,total}`, then every wire row in id order (the same rows and fields as the JSON
   list body, over several database pages), then `{fim: rows sent}`. Compressed like any answer;
   401 without a session; a Portuguese 422 for another format or a cursor/page with it. */
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from 'uuidv7';
import { STREAM_PAGE } from '../../server/sync/pull.ts';
import { bancos, categorias } from '../../server/db/schema.ts';
import { createTestApp } from './helper.ts';
import type { TestApp } from './helper.ts';

let t: TestApp;
const N = STREAM_PAGE * 2 + 17;
let ids: string[];

beforeAll(async () => {
  t = await createTestApp();
  ids = Array.from({ length: N }, () => uuidv7()).sort();
  for (let i = 0; i < N; i += 1000) {
    await t.database.db.insert(categorias).values(ids.slice(i, i + 1000).map((id, j) => ({ id, descricao: `Linha ${i + j}` })));
  }
  const banco = uuidv7();
  await t.database.db.insert(bancos).values({ id: banco, banco: 'Itaú', possuiCartao: false });
  for (const data of ['2025-03-05', '2025-06-30']) {
    const res = await t.call({ method: 'POST', url: '/api/cadastro-financas', payload: {
      descricao: `Conta ${data}`, status: 'Pagar', data_pagamento: '', pagamento: 'Boleto', banco, valor: '10.00', data,
      tipo: 'Com Vencimento', vencimento: '2025-07-05', metodo: 'Parcelado', parcela: '3', categorias: '', tipo_lancamento: 'Pagamento', observacao: '',
    } });
    expect(res.statusCode, res.body).toBe(201);
  }
}, 120_000);
afterAll(async () => { await t.close(); });

const lines = (text: string) => text.split('\n').filter((l) => l !== '').map((l) => JSON.parse(l) as Record<string, unknown>);

describe('GET <list>?formato=ndjson', () => {
  it('streams a header, every row in id order over several pages, and the end mark', async () => {
    const res = await t.call({ method: 'GET', url: '/api/categorias?formato=ndjson' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/x-ndjson/);
    expect(res.headers['content-length']).toBeUndefined();
    const [head, ...rest] = lines(res.body);
    expect(head).toEqual({ cursor: expect.stringMatching(/^\d+$/) as unknown, total: N });
    expect(rest.at(-1)).toEqual({ fim: N });
    const rows = rest.slice(0, -1);
    expect(rows.map((r) => r.id)).toEqual(ids);
    // The same rows, field for field, as the JSON list body; the cursor is a snapshot's (≤ the later one).
    const json = (await t.call({ method: 'GET', url: '/api/categorias' })).json() as { cursor: string; categorias: unknown[] };
    expect(rows).toEqual(json.categorias);
    expect(Number(head!.cursor)).toBeLessThanOrEqual(Number(json.cursor));
  });

  it('payables carry the same fields as the list body (vencimento_efetivo included)', async () => {
    const res = await t.call({ method: 'GET', url: '/api/lancamentos?formato=ndjson' });
    const all = lines(res.body);
    const json = (await t.call({ method: 'GET', url: '/api/lancamentos' })).json() as { lancamentos: unknown[] };
    expect(all.slice(1, -1)).toEqual(json.lancamentos);
    expect(all[0]).toMatchObject({ total: 6 });
    expect(all.at(-1)).toEqual({ fim: 6 });
  });

  it('is compressed when asked', async () => {
    const res = await t.call({ method: 'GET', url: '/api/categorias?formato=ndjson', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(lines(brotliDecompressSync(res.rawPayload).toString('utf8'))).toHaveLength(N + 2);
  });

  it('an empty list is a header and the end mark', async () => {
    const res = await t.call({ method: 'GET', url: '/api/recebiveis?formato=ndjson' });
    expect(lines(res.body)).toEqual([{ cursor: expect.stringMatching(/^\d+$/) as unknown, total: 0 }, { fim: 0 }]);
  });

  it('401 without a session; 422 in Portuguese for another format or with a cursor, page or head', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/lancamentos?formato=ndjson' })).statusCode).toBe(401);
    for (const query of ['formato=xml', 'formato=colunas&since=1', 'formato=ndjson&since=1', 'formato=ndjson&limit=10', `formato=ndjson&after=${ids[0]!}`, 'formato=ndjson&recentes=5']) {
      const res = await t.call({ method: 'GET', url: `/api/lancamentos?${query}` });
      expect(res.statusCode, query).toBe(422);
      expect(res.json()).toMatchObject({ message: 'Dados inválidos.' });
    }
  });
});
