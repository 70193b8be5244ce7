/* Issue 37 item 3 (decision 397): GET /api/sincronizacao no longer builds its whole answer in
   memory. A big delta is streamed page by page with the very body the list call answers, and
   eight concurrent pulls of 20,000 rows per list stay under a ceiling on the server's RSS growth
   (the old one-statement answer grew it by several times the ceiling, see the decision). */
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from 'uuidv7';
import { STREAM_PAGE } from '../../server/sync/pull.ts';
import { SINCRONIZACAO_NO_PRIMEIRO } from '../../server/sync/sincronizacao.ts';
import { categorias, lancamentos, recebiveis } from '../../server/db/schema.ts';
import { createTestApp } from './helper.ts';
import type { TestApp } from './helper.ts';

const N = 20_000;
const READERS = 8;
/** RSS growth allowed while eight pulls of 3 × 20,000 rows run (each answer ~29 MB of JSON text; old code +520 MB on PGlite, +791 MB on PostgreSQL; streamed ≤ 85 / ≤ 210 MB, GC slack). */
const CEILING_MB = 350;

let t: TestApp;
let base: string;
let lancamentoIds: string[];

beforeAll(async () => {
  t = await createTestApp();
  lancamentoIds = Array.from({ length: N }, () => uuidv7()).sort();
  const categoriaIds = Array.from({ length: N }, () => uuidv7()).sort();
  for (let i = 0; i < N; i += 1000) {
    await t.database.db.insert(lancamentos).values(lancamentoIds.slice(i, i + 1000).map((id, j) => ({
      id, idTitulo: id, descricao: `Conta de memória número ${i + j} com uma descrição de tamanho realista`,
      pagamento: 'Boleto' as const, tipoCompra: 'Compra' as const, valor: 1000 + j, valorParcela: 1000 + j, data: '2025-03-10',
      status: 'Pagar' as const, tipo: 'Sem Vencimento' as const, metodo: 'À vista' as const,
      observacao: 'Observação que ocupa algum espaço na linha, como as de verdade',
    })));
    await t.database.db.insert(recebiveis).values(lancamentoIds.slice(i, i + 1000).map((id, j) => ({
      id, idTitulo: id, descricao: `Recebível de memória número ${i + j} com uma descrição de tamanho realista`,
      valor: 2000 + j, valorParcela: 2000 + j, data: '2025-03-11', status: 'Pagar' as const, tipo: 'Sem Vencimento' as const, metodo: 'À vista' as const,
    })));
    await t.database.db.insert(categorias).values(categoriaIds.slice(i, i + 1000).map((id, j) => ({ id, descricao: `Categoria ${i + j}` })));
  }
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 300_000);
afterAll(async () => { await t.close(); });

type Delta = { cursor: string; removidos: string[]; proximo: string | null; total: number } & Record<string, unknown>;

async function sincronizar(query: string): Promise<Record<string, Delta>> {
  const res = await t.call({ method: 'GET', url: `/api/sincronizacao?${query}` });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('application/json');
  return (res.json() as { colecoes: Record<string, Delta> }).colecoes;
}

async function lista(url: string): Promise<Delta> {
  const res = await t.call({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res.json() as Delta;
}

/** Reads a whole answer over HTTP without keeping it: its status, size and last bytes. */
function ler(path: string): Promise<{ status: number; bytes: number; tail: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { headers: { authorization: `Bearer ${t.token}` } }, (res) => {
      let bytes = 0;
      let tail = '';
      res.on('data', (chunk: Buffer) => { bytes += chunk.length; tail = (tail + chunk.subarray(-64).toString('latin1')).slice(-64); });
      res.on('end', () => { resolve({ status: res.statusCode ?? 0, bytes, tail }); });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** The list call's rows also carry vencimento_efetivo (decision 223); the sync never did (the device derives it). */
function semCursor({ cursor: _cursor, ...rest }: Delta): Record<string, unknown> {
  return Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, Array.isArray(value)
    ? value.map((row: unknown) => {
      if (!row || typeof row !== 'object') return row;
      const { vencimento_efetivo: _efetivo, ...fields } = row as Record<string, unknown>;
      return fields;
    })
    : value]));
}

describe('GET /api/sincronizacao with a big delta', () => {
  it('streams each big list with exactly the body its own list call answers', async () => {
    for (const limit of [N, STREAM_PAGE * 2 + 7]) {
      const delta = await sincronizar(`lancamentos=0&recebiveis=0&categorias=0&bancos=0&limit=${limit}`);
      expect(Object.keys(delta)).toEqual(['lancamentos', 'recebiveis', 'categorias', 'bancos']);
      const own = [['lancamentos', '/api/lancamentos'], ['recebiveis', '/api/recebiveis'], ['categorias', '/api/categorias'], ['bancos', '/api/bancos']] as const;
      for (const [name, url] of own) {
        const own = await lista(`${url}?since=0&limit=${limit}`);
        expect(delta[name]!.cursor).toMatch(/^\d+$/);
        expect(semCursor(delta[name]!)).toEqual(semCursor(own));
      }
      expect(delta.lancamentos!.total).toBe(N);
      expect(delta.lancamentos!.proximo).toBe(limit < N ? lancamentoIds[limit - 1] : null);
      expect((delta.lancamentos!.lancamentos as unknown[]).length).toBe(Math.min(limit, N));
    }
  });

  it('a small delta is still answered whole by the first statement, a deletion included', async () => {
    const { lancamentos: before } = await sincronizar(`lancamentos=0&limit=1`);
    const gone = lancamentoIds[3]!;
    await t.database.db.delete(lancamentos).where((await import('drizzle-orm')).eq(lancamentos.id, gone));
    const res = await t.call({ method: 'GET', url: `/api/sincronizacao?lancamentos=${before!.cursor}` });
    expect(res.headers['content-length']).toBeDefined(); // not streamed: ≤ SINCRONIZACAO_NO_PRIMEIRO rows
    const delta = (res.json() as { colecoes: Record<string, Delta> }).colecoes.lancamentos!;
    expect(delta).toMatchObject({ removidos: [gone], lancamentos: [], proximo: null, total: 0 });
    expect(SINCRONIZACAO_NO_PRIMEIRO).toBeLessThan(STREAM_PAGE);
  });

  it(`${READERS} concurrent pulls of ${N} rows per list keep the server's RSS growth under ${CEILING_MB} MB`, async () => {
    const path = `/api/sincronizacao?lancamentos=0&recebiveis=0&categorias=0&limit=${N}`;
    expect((await ler(path)).status).toBe(200); // warm: code paths compiled, pools sized
    const before = process.memoryUsage().rss;
    let peak = before;
    let answersBytes: number[] = [];
    let detail = process.memoryUsage();
    const sample = setInterval(() => { const m = process.memoryUsage(); if (m.rss > peak) { peak = m.rss; detail = m; } }, 5);
    try {
      const answers = await Promise.all(Array.from({ length: READERS }, () => ler(path)));
      answersBytes = answers.map((a) => Math.round(a.bytes / 2 ** 20));
      for (const answer of answers) {
        expect(answer.status).toBe(200);
        expect(answer.bytes).toBeGreaterThan(N * 200);
        expect(answer.tail.trimEnd().endsWith('}}}')).toBe(true);
      }
    } finally {
      clearInterval(sample);
    }
    peak = Math.max(peak, process.memoryUsage().rss);
    const growthMb = (peak - before) / 2 ** 20;
    console.log(`[sincronizacao-memoria] RSS ${Math.round(before / 2 ** 20)} MB → pico ${Math.round(peak / 2 ** 20)} MB (+${Math.round(growthMb)} MB) ${JSON.stringify(Object.fromEntries(Object.entries(detail).map(([k, v]) => [k, Math.round(v / 2 ** 20)])))} ${JSON.stringify(answersBytes)}`);
    expect(growthMb).toBeLessThan(CEILING_MB);
  }, 300_000);
});
