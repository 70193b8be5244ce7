/* Only the Painel / Relatórios rows (issue 14), without the rest of the bench:
   BENCH_SIZES=100000 node --import tsx bench/relatorios-only.ts. BENCH_PARTS=sort measures the
   column-header sort rows instead (issue 13), BENCH_PARTS=live the live change (issue 22),
   BENCH_PARTS=relatorios,sort,live all three, BENCH_PARTS=reload the reload total (issue 22),
   BENCH_PARTS=todos the Todos page size and its scroll (issue 22 item 2; BENCH_TODOS_TRACE=file.json
   also writes a Chromium trace of it), BENCH_PARTS=ciclo Editar and Pagar 50 with a date (issue 31), BENCH_PARTS=busca the search keystrokes, by text and by amount (issue 33), BENCH_PARTS=drain the full bench's offline cold start and drain of BENCH_DRAIN queued changes, BENCH_DRAIN_RUNS times (issue 36). BENCH_DIST=<dir> serves another build than dist/. Seeds PGlite, starts the server
   on the built dist/, signs in (first pull), opens the list, then measures browser-relatorios.ts.
   Prints the samples; docs/BENCHMARKS.md takes them by hand. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { measureCiclo } from './browser-ciclo.ts';
import { measureLive } from './browser-live.ts';
import { measurePainel, measureRelatorios } from './browser-relatorios.ts';
import { measureSearch, measureTodos, openList } from './browser-list.ts';
import { firstPage, launch } from './browser-session.ts';
import type { RunContext } from './browser-session.ts';
import { measureReloadTotal } from './browser-reload.ts';
import { coldStartOffline, LIST_PATH, measureDrain } from './browser-offline.ts';
import { measureSort } from './browser-sort.ts';
import { measureFirstPull } from './browser-sync.ts';
import type { MetricBag } from './results.ts';
import { seedFresh, sizesFor } from './seed.ts';
import { traced } from './trace.ts';
import { startServer } from './server.ts';

const size = Number(process.env.BENCH_SIZES ?? 100_000);
const parts = new Set((process.env.BENCH_PARTS ?? 'relatorios').split(','));
const work = mkdtempSync(join(tmpdir(), 'fluxo-bench-rel-'));
try {
  const dataDir = join(work, 'db');
  const seeded = await seedFresh({ dataDir }, sizesFor(size));
  console.error(`semeado: ${JSON.stringify(seeded.counts)} em ${(seeded.ms / 1000).toFixed(1)} s`);
  const server = await startServer({ root: process.cwd(), dataDir, distDir: process.env.BENCH_DIST ?? join(process.cwd(), 'dist') });
  const bag: MetricBag = {};
  try {
    const context = await launch(join(work, 'profile'), server.url);
    const page = await firstPage(context);
    const rc: RunContext = { baseURL: server.url, token: server.token, userId: server.userId, payables: size, listPath: LIST_PATH, listTotal: size, bag, run: 1, missing: new Map() };
    if ((await measureFirstPull(context, page, rc)) === 'ok' && (await openList(page, rc))) {
      if (parts.has('reload')) await measureReloadTotal(page, rc);
      if (parts.has('busca')) {
        await measureSearch(page, rc);
        await measureSearch(page, rc, 'list.searchValor');
      }
      if (parts.has('sort')) await measureSort(page, rc);
      if (parts.has('ciclo')) await measureCiclo(page, rc);
      if (parts.has('todos')) await traced(page, () => measureTodos(page, rc));
      if (parts.has('relatorios')) {
        await measurePainel(page, rc);
        await measureRelatorios(page, rc);
      }
    }
    if (parts.has('live')) await measureLive(page, rc, Number(process.env.BENCH_LIVE_SAMPLES ?? 5));
    await context.close();
    // As the full bench's offline session: a cold start offline on the same profile, then the drain.
    if (parts.has('drain')) {
      for (let run = 1; run <= Number(process.env.BENCH_DRAIN_RUNS ?? 1); run++) {
        const started = await coldStartOffline(join(work, 'profile'), { ...rc, run });
        if (!started) break;
        await measureDrain(started.context, started.page, { ...rc, run }, Number(process.env.BENCH_DRAIN ?? 1000));
        await started.context.close();
      }
    }
  } finally {
    await server.stop();
  }
  console.log(JSON.stringify(bag, null, 1));
} finally {
  rmSync(work, { recursive: true, force: true });
}
