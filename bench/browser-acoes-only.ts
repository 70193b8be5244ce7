/* The browser row of Ações (issue 19): 100,000 trades synced to the device, then the Consulta's
   Posições first paint after an in-app navigation, and the Relatório de Ações (the month's
   apuração over every trade, for the loss carried forward) from the menu click to the DARF value
   painted. Seeds PGlite (a small set of payables and the trades of acoes-dados.ts), starts the
   server on the built dist/ (run `npm run build` first), signs in and waits for the first pull.
   BENCH_SIZES=100000 node --import tsx bench/browser-acoes-only.ts (BENCH_RUNS, default 3).
   Times include one Playwright round trip (a few ms). Prints the samples and medians;
   docs/BENCHMARKS.md takes them by hand. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { openDatabase } from '../server/db/client.ts';
import { operacoes } from '../server/db/schema.ts';
import { gerarOperacoes } from './acoes-dados.ts';
import { firstPage, idbCount, launch, signIn, userDbName } from './browser-session.ts';
import { seedFresh, sizesFor } from './seed.ts';
import { startServer } from './server.ts';

const size = Number(process.env.BENCH_SIZES ?? 100_000);
const runs = Number(process.env.BENCH_RUNS ?? 3);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const agora = (page: Page) => page.evaluate(() => performance.now());

/** In-app navigation (no page load): the clock starts in the page, just before the route changes. */
function navegar(page: Page, path: string): Promise<number> {
  return page.evaluate((path) => {
    const t = performance.now();
    history.pushState({}, '', path);
    dispatchEvent(new PopStateEvent('popstate', { state: {} }));
    return t;
  }, path);
}

const work = mkdtempSync(join(tmpdir(), 'fluxo-bench-acoes-'));
try {
  const dataDir = join(work, 'db');
  await seedFresh({ dataDir }, sizesFor(100));
  const ops = gerarOperacoes(size);
  const database = await openDatabase({ dataDir });
  try {
    for (let k = 0; k < ops.length; k += 2_000) {
      await database.db.insert(operacoes).values(ops.slice(k, k + 2_000).map((o) => ({
        id: o.id, data: o.data, ticker: o.ticker, tipo: o.tipo, quantidade: o.quantidade, preco: o.preco, custos: o.custos,
        irrf: o.irrf, modalidade: o.modalidade, classe: o.classe,
      })));
    }
  } finally {
    await database.close();
  }
  const server = await startServer({ root: process.cwd(), dataDir, distDir: join(process.cwd(), 'dist') });
  const amostras = { pull: [] as number[], posicoes: [] as number[], apuracao: [] as number[] };
  try {
    const context = await launch(join(work, 'profile'), server.url);
    const page = await firstPage(context);
    const t0 = Date.now();
    await signIn(page);
    for (;;) {
      if ((await idbCount(page, userDbName(server.userId), 'operacoes')) === ops.length) break;
      if (Date.now() - t0 > 600_000) throw new Error('a primeira sincronização não trouxe as operações em 10 min');
      await new Promise((r) => setTimeout(r, 250));
    }
    amostras.pull.push(Date.now() - t0);
    for (let r = 0; r < runs; r++) {
      await page.goto('/');
      await page.getByTestId('user-name').waitFor();
      const tp = await navegar(page, '/acoes/consulta');
      await page.getByRole('tabpanel').getByRole('row').nth(1).waitFor({ timeout: 120_000 });
      amostras.posicoes.push((await agora(page)) - tp);

      // A page load on the Consulta opens the menu's Ações group (as a clerk arrives there).
      await page.goto('/acoes/consulta');
      await page.getByRole('tabpanel').getByRole('row').nth(1).waitFor({ timeout: 120_000 });
      const ta = await agora(page);
      await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('button', { name: 'Relatório' }).click();
      await page.getByRole('dialog', { name: 'Relatório de Ações' }).getByTestId('darf-a-pagar').waitFor({ timeout: 120_000 });
      amostras.apuracao.push((await agora(page)) - ta);
    }
    await context.close();
  } finally {
    await server.stop();
  }
  console.log(JSON.stringify({
    operacoes: ops.length, amostras,
    'primeira sincronização (ms)': median(amostras.pull).toFixed(0),
    'Posições: primeira pintura após navegação (ms, mediana)': median(amostras.posicoes).toFixed(0),
    'Relatório de Ações: clique no menu → DARF pintado (ms, mediana)': median(amostras.apuracao).toFixed(0),
  }, null, 1));
} finally {
  rmSync(work, { recursive: true, force: true });
}
