/* Probe (decision 457): the server's side of the drain. Seeds BENCH_SIZES payables on PGlite,
   starts the real server and POSTs LOTE_N (10) batches of LOTE_TAM (100) new categorias to /api/lote, timing
   each request. LOTE_DATA=<dir> keeps the database (LOTE_SEED=1 only seeds it, into a new dir), so
   builds can be taken in turn on the same data; LOTE_URL=<url> uses a server started by hand on
   it (node --cpu-prof --import tsx server/main.ts, with the env of bench/server.ts). */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { uuidv7 } from 'uuidv7';
import { caminho } from '../../src/domain/mutacao.ts';
import { MUTACOES } from '../../src/domain/mutacoes.ts';
import { LOTE_PATH } from '../../src/domain/envio.ts';
import { seedFresh, sizesFor } from '../seed.ts';
import { login, startServer } from '../server.ts';

const size = Number(process.env.BENCH_SIZES ?? 100_000);
const n = Number(process.env.LOTE_N ?? 10);
const tam = Number(process.env.LOTE_TAM ?? 100);
const work = mkdtempSync(join(tmpdir(), 'fluxo-lote-'));
const criar = MUTACOES.cadastrarCategoria;

/** LOTE_N batches of LOTE_TAM new categorias, each request timed. */
async function medir(url: string, token: string): Promise<void> {
  const times: number[] = [];
  for (let b = 0; b < n; b++) {
    const pedidos = Array.from({ length: tam }, (_, i) => {
      const id = uuidv7();
      return { chave: uuidv7(), metodo: criar.method, caminho: caminho(criar), acao_em: new Date().toISOString(), corpo: { id, descricao: `Lote ${b} nº ${i} ${id.slice(-6)}` } };
    });
    const t0 = performance.now();
    const res = await fetch(`${url}${LOTE_PATH}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ pedidos }) });
    const body = await res.json() as { respostas: { status: number }[] };
    times.push(performance.now() - t0);
    if (res.status !== 200 || body.respostas.some((r) => r.status >= 300)) console.error('falha', res.status, JSON.stringify(body).slice(0, 300));
  }
  console.log(`lotes de ${tam} (ms): ${times.map((t) => t.toFixed(0)).join(' ')} · soma ${times.reduce((s, t) => s + t, 0).toFixed(0)} · carga ${loadavg()[0]!.toFixed(2)}`);
}

try {
  const dataDir = process.env.LOTE_DATA ?? join(work, 'db');
  if (!process.env.LOTE_DATA || process.env.LOTE_SEED) await seedFresh({ dataDir }, sizesFor(size));
  if (!process.env.LOTE_SEED) {
    // LOTE_URL: a server started by hand (node --cpu-prof …) on LOTE_DATA.
    const server = process.env.LOTE_URL
      ? { url: process.env.LOTE_URL, ...(await login(process.env.LOTE_URL)), stop: async () => undefined }
      : await startServer({ root: process.cwd(), dataDir, distDir: join(process.cwd(), 'dist') });
    try {
      await medir(server.url, server.token);
    } finally {
      await server.stop();
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
