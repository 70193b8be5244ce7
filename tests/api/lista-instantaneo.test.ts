/* Decision 364: a first download (`?formato=colunas`, decision 458) of the payables/receivables is sent from a
   brotli snapshot built once, while nothing its rows are computed from changed since its cursor:
   the same rows as a live read, and the next write, deletion, bank rename or holiday makes the
   next request build it again. Run on PGlite and on PostgreSQL (npm run test:api:pg). */
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from 'uuidv7';
import { Instantaneos } from '../../server/sync/instantaneo.ts';
import { ndjsonDe } from '../../server/sync/pull.ts';
import { NDJSON_TYPE } from '../../server/sync/ndjson.ts';
import { pullComum } from '../../server/sync/colecoes.ts';
import { createTestApp } from './helper.ts';
import type { TestApp } from './helper.ts';

let t: TestApp;
let banco: string;

type Linha = Record<string, unknown>;
const BR = { 'accept-encoding': 'br' };

async function criarConta(descricao: string): Promise<void> {
  const res = await t.call({ method: 'POST', url: '/api/cadastro-financas', payload: {
    descricao, status: 'Pagar', data_pagamento: '', pagamento: 'Boleto', banco, valor: '10.00', data: '2026-03-05',
    tipo: 'Com Vencimento', vencimento: '2026-04-04', metodo: 'A vista', parcela: '1', categorias: '', tipo_lancamento: 'Pagamento', observacao: '',
  } });
  expect(res.statusCode, res.body).toBe(201);
}

const linhas = (text: string): Linha[] => text.split('\n').filter((l) => l !== '').map((l) => JSON.parse(l) as Linha);

/** The array rows of a `formato=colunas` answer as objects, by its first line's `colunas`. */
function objetos(all: unknown[]): Linha[] {
  const colunas = (all[0] as { colunas: string[] }).colunas;
  expect(colunas).toContain('id');
  return all.slice(1, -1).map((a) => Object.fromEntries(colunas.map((c, i) => [c, (a as unknown[])[i]])));
}

/** A first download as a browser asks it (brotli): its lines and where it came from. */
async function primeiro(lista = 'lancamentos') {
  const res = await t.call({ method: 'GET', url: `/api/${lista}?formato=colunas`, headers: BR });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-encoding']).toBe('br');
  expect(res.headers['content-type']).toMatch(/^application\/x-ndjson/);
  expect(res.headers.vary).toMatch(/accept-encoding/i);
  const all = linhas(brotliDecompressSync(res.rawPayload).toString('utf8'));
  return { origem: res.headers['x-fluxo-instantaneo'], head: all[0]!, rows: objetos(all), fim: all.at(-1)!, raw: res.rawPayload };
}

/** The same list read live (no brotli accepted: never from a snapshot). */
async function aoVivo(lista = 'lancamentos'): Promise<Linha[]> {
  const res = await t.call({ method: 'GET', url: `/api/${lista}?formato=colunas`, headers: { 'accept-encoding': 'identity, br;q=0' } });
  expect(res.headers['x-fluxo-instantaneo']).toBeUndefined();
  expect(res.headers['content-encoding']).not.toBe('br');
  return objetos(linhas(res.body));
}

beforeAll(async () => {
  t = await createTestApp();
  banco = uuidv7();
  expect((await t.call({ method: 'POST', url: '/api/cadastro-banco', payload: { id: banco, banco: 'Itaú' } })).statusCode).toBe(201);
  for (let i = 0; i < 3; i++) await criarConta(`Conta ${i}`);
}, 120_000);
afterAll(async () => { await t.close(); });

describe('first download from the snapshot', () => {
  it('builds once, then sends the same bytes while nothing changed; the rows are the live read', async () => {
    const builds = t.app.instantaneos.builds;
    const a = await primeiro();
    expect(a.origem).toBe('build');
    expect(a.head).toEqual({ cursor: expect.stringMatching(/^\d+$/) as unknown, total: 3, colunas: expect.arrayContaining(['id', 'valor']) as unknown });
    expect(a.head.colunas).not.toContain('vencimento_efetivo');
    expect(a.fim).toEqual({ fim: 3 });
    const b = await primeiro();
    expect(b.origem).toBe('cache');
    expect(Buffer.compare(b.raw, a.raw)).toBe(0);
    expect(t.app.instantaneos.builds).toBe(builds + 1);
    expect(b.rows).toEqual(await aoVivo());
    // A sign-in writes a session: not something the rows come from.
    await t.app.inject({ method: 'POST', url: '/api/login', payload: { login: 'admin', password: 'senha-secreta-123' } });
    expect((await primeiro()).origem).toBe('cache');
  });

  it('a new payable, a deletion, a bank rename and a holiday each make the next one current again', async () => {
    const antes = await primeiro();
    await criarConta('Conta nova');
    const depois = await primeiro();
    expect(depois.origem).toBe('build');
    expect(depois.rows.map((r) => r.descricao)).toContain('Conta nova');
    expect(depois.head.total).toBe((antes.head.total as number) + 1);
    expect(BigInt(depois.head.cursor as string)).toBeGreaterThan(BigInt(antes.head.cursor as string));
    expect((await primeiro()).origem).toBe('cache');

    const alvo = depois.rows.find((r) => r.descricao === 'Conta nova')!;
    expect((await t.call({ method: 'POST', url: '/api/deletar-lancamento', payload: { id_titulo: [alvo.id_titulo] } })).statusCode).toBe(200);
    const semEla = await primeiro();
    expect(semEla.origem).toBe('build');
    expect(semEla.rows.map((r) => r.id)).not.toContain(alvo.id);

    expect((await t.call({ method: 'POST', url: '/api/update-banco', payload: { id: banco, banco: 'Itaú Unibanco', status: 1 } })).statusCode).toBe(200);
    const renomeado = await primeiro();
    expect(renomeado.origem).toBe('build');
    expect(new Set(renomeado.rows.map((r) => r.banco))).toEqual(new Set(['Itaú Unibanco']));

    // A category (its name and tax flag feed the rows): built again too.
    expect((await t.call({ method: 'POST', url: '/api/cadastro-categoria', payload: { descricao: 'Impostos' } })).statusCode).toBe(201);
    expect((await primeiro()).origem).toBe('build');

    // A holiday: the rows no longer carry vencimento_efetivo (the device computes it), but the
    // snapshot is still built again, as for every table its rows' select reads.
    const feriado = { id: uuidv7(), data: '2026-04-06', nome: 'Feriado municipal' };
    expect((await t.call({ method: 'POST', url: '/api/cadastro-feriado', payload: feriado })).statusCode).toBe(201);
    const comFeriado = await primeiro();
    expect(comFeriado.origem).toBe('build');
    expect(comFeriado.rows).toEqual(await aoVivo());
  });

  it('requests arriving together read one build', async () => {
    await criarConta('Conta concorrente');
    const builds = t.app.instantaneos.builds;
    const [a, b, c] = await Promise.all([primeiro(), primeiro(), primeiro()]);
    expect(t.app.instantaneos.builds).toBe(builds + 1);
    expect(b.rows).toEqual(a.rows);
    expect(c.rows).toEqual(a.rows);
    expect(a.rows.map((r) => r.descricao)).toContain('Conta concorrente');
  });

  it('receivables too; an empty list is a header and the end mark', async () => {
    const r = await primeiro('recebiveis');
    expect(r.rows).toEqual([]);
    expect(r.fim).toEqual({ fim: 0 });
    expect((await primeiro('recebiveis')).origem).toBe('cache');
  });

  it('other lists, and clients without brotli, are read live as before', async () => {
    const res = await t.call({ method: 'GET', url: '/api/bancos?formato=ndjson', headers: BR });
    expect(res.headers['x-fluxo-instantaneo']).toBeUndefined();
    expect(res.headers['content-encoding']).toBe('br'); // compressed by the server as any answer
    expect((await aoVivo()).length).toBeGreaterThan(0);
  });

  it('an older device asking objects a line (formato=ndjson) reads them live, the same rows as the arrays (decision 458)', async () => {
    const res = await t.call({ method: 'GET', url: '/api/lancamentos?formato=ndjson', headers: BR });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-fluxo-instantaneo']).toBeUndefined();
    const [head, ...resto] = linhas(brotliDecompressSync(res.rawPayload).toString('utf8'));
    expect(head).not.toHaveProperty('colunas');
    const objetosNaLinha = resto.slice(0, -1);
    const { rows } = await primeiro();
    expect(objetosNaLinha.map(({ vencimento_efetivo: _, ...row }) => row)).toEqual(rows);
    expect(objetosNaLinha.every((row) => 'vencimento_efetivo' in row)).toBe(true);
  });

  it('a build that fails cuts its readers (no end mark: the client retries) and the next request builds again', async () => {
    // The one fault this test cannot cause for real: the database failing mid-read.
    const real = t.app.instantaneos.fonte('lancamentos', async () => (async function* () {
      yield `${JSON.stringify({ cursor: '1', total: 2 })}\n`;
      throw new Error('database gone');
    })());
    await criarConta('Conta depois da falha');
    // The answer is cut (inject may reject, or end early): never a body with its end mark.
    const text = await t.call({ method: 'GET', url: '/api/lancamentos?formato=colunas', headers: BR }).then((res) => {
      try { return brotliDecompressSync(res.rawPayload).toString('utf8'); } catch { return ''; }
    }, () => '');
    expect(text).not.toContain('"fim"');
    t.app.instantaneos.fonte('lancamentos', real!);
    const again = await primeiro();
    expect(again.origem).toBe('build');
    expect(again.rows.map((r) => r.descricao)).toContain('Conta depois da falha');
  });
});

describe('built ahead', () => {
  it('aquecer builds what is missing; a change signalled by the live hub rebuilds once quiet', async () => {
    const cache = new Instantaneos({ db: t.app.db, contentType: NDJSON_TYPE, quietMs: 50 });
    const { selectComEfetivo, tributoLancamento } = await import('../../server/repositories/vencimento-efetivo.ts');
    const { selectLancamentos } = await import('../../server/repositories/lancamentos.ts');
    const { lancamentos } = await import('../../server/db/schema.ts');
    cache.fonte('lancamentos', async () => ndjsonDe(t.app, pullComum('lancamentos'),
      await selectComEfetivo(t.app.db, lancamentos, null, selectLancamentos, tributoLancamento), 'colunas'));
    const request = { headers: BR } as unknown as Parameters<Instantaneos['serve']>[0];
    await cache.aquecer();
    expect(cache.builds).toBe(1);
    await cache.aquecer(); // current: nothing to do
    expect(cache.builds).toBe(1);
    const served = await cache.serve(request, 'lancamentos');
    expect(served?.origem).toBe('cache');
    served?.destroy();

    const stop = t.app.liveHub.subscribe((colecoes) => cache.mudaram(colecoes));
    try {
      await criarConta('Conta do aviso');
      await expect.poll(() => cache.builds, { timeout: 10_000 }).toBe(2);
      await expect.poll(async () => {
        const body = await cache.serve(request, 'lancamentos');
        body?.destroy();
        return body?.origem;
      }, { timeout: 10_000 }).toBe('cache');
    } finally {
      stop();
      cache.close();
    }
  });

  it('turned off, nothing is served from a snapshot', async () => {
    const cache = new Instantaneos({ db: t.app.db, contentType: NDJSON_TYPE, ligado: false });
    cache.fonte('lancamentos', async () => (async function* () { yield ''; })());
    await cache.aquecer();
    expect(cache.builds).toBe(0);
    expect(await cache.serve({ headers: BR } as unknown as Parameters<Instantaneos['serve']>[0], 'lancamentos')).toBeNull();
  });
});
