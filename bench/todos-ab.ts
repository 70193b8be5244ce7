/* Todos scroll, A/B: seeds BENCH_SIZES payables (default 10,000) once, then for each repetition
   and each built app in TODOS_DISTS (comma-separated dist directories, alternating) starts the
   server on that build, signs in on a fresh profile, opens Lançamentos and runs measureTodos under
   a Chromium trace. Prints the bench's samples and each trace's long tasks with their CPU time
   (bench/trace-summary.ts), which a loaded machine disturbs less than wall time.
   TODOS_TRACES=dir keeps the trace files. TODOS_GC_FIRST=1 (a diagnostic, never the bench row) has
   Chromium collect the garbage before the scroll, so the first download's leftovers (decision 357:
   a major GC of ~280 MB and its ~280,000 IndexedDB request listeners) do not land in it. Usage: TODOS_DISTS=/tmp/a,/tmp/b TODOS_REPS=2 node --import tsx bench/todos-ab.ts */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { measureTodos, openList } from './browser-list.ts';
import { LIST_PATH } from './browser-offline.ts';
import { firstPage, launch } from './browser-session.ts';
import type { RunContext } from './browser-session.ts';
import { measureFirstPull } from './browser-sync.ts';
import type { MetricBag } from './results.ts';
import { seedFresh, sizesFor } from './seed.ts';
import { startServer } from './server.ts';
import { traced } from './trace.ts';
import { summarizeTrace } from './trace-summary.ts';

const size = Number(process.env.BENCH_SIZES ?? 10_000);
const dists = (process.env.TODOS_DISTS ?? join(process.cwd(), 'dist')).split(',');
const reps = Number(process.env.TODOS_REPS ?? 1);
const work = mkdtempSync(join(tmpdir(), 'fluxo-todos-ab-'));
const load = () => loadavg().map((l) => l.toFixed(1)).join(' ');
try {
  const dataDir = join(work, 'db');
  await seedFresh({ dataDir }, sizesFor(size));
  for (let rep = 0; rep < reps; rep++) {
    for (const [i, dist] of dists.entries()) {
      const server = await startServer({ root: process.cwd(), dataDir, distDir: dist });
      const bag: MetricBag = {};
      const file = join(process.env.TODOS_TRACES ?? work, `trace-${rep}-${i}.json`);
      try {
        const context = await launch(join(work, `profile-${rep}-${i}`), server.url);
        const page = await firstPage(context);
        const rc: RunContext = { baseURL: server.url, token: server.token, userId: server.userId, payables: size, listPath: LIST_PATH, listTotal: size, bag, run: 1, missing: new Map() };
        if ((await measureFirstPull(context, page, rc)) === 'ok' && (await openList(page, rc))) {
          if (process.env.TODOS_GC_FIRST === '1') {
            const cdp = await context.newCDPSession(page);
            await cdp.send('HeapProfiler.collectGarbage');
            await cdp.detach();
          }
          const before = load();
          await traced(page, () => measureTodos(page, rc), file);
          const samples = ['list.todosScroll', 'list.todosScrollFrameP95', 'list.todosJump'].map((k) => `${k} ${bag[k]?.samples.join('/') ?? '-'}`).join(', ');
          console.log(`\n== rep ${rep} ${dist}: ${samples}; load ${before} → ${load()}`);
          console.log(summarizeTrace(file, Number(process.env.TRACE_MIN_MS ?? 30)));
        }
        await context.close();
      } finally {
        await server.stop();
      }
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
