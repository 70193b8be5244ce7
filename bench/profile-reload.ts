/* Where a later open of Lançamentos spends its time (decision 338): seeds N payables
   (PROFILE_SIZE, default 100,000) on PGlite, signs in, lets the first pull finish, opens the list,
   then reloads it RELOADS times (5). Each reload prints, from the new document's navigation start:
   the document and its scripts, the store's head read and count (fluxo:store:*), the first rows,
   the full total in the footer and every row in memory. The last reload runs under the V8 CPU
   profiler and prints the top functions by self time until the total showed.
   PROFILE_UNTIL=complete profiles the last reload to every row in memory; PROFILE_CICLO=1 then
   profiles Editar → Salvar and Pagar 50 (bench/browser-ciclo.ts).
   Usage: PROFILE_SIZE=100000 BENCH_DIST=/tmp/dist node --import tsx bench/profile-reload.ts
   (BENCH_DIST: a build, unminified for readable names: vite build --minify false --outDir …) */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { openList } from './browser-list.ts';
import { measureCiclo } from './browser-ciclo.ts';
import { printProfile, startProfile } from './cpu-profile.ts';
import { LIST_PATH } from './browser-offline.ts';
import { firstPage, launch } from './browser-session.ts';
import type { RunContext } from './browser-session.ts';
import { measureFirstPull } from './browser-sync.ts';
import type { MetricBag } from './results.ts';
import { seedFresh, sizesFor } from './seed.ts';
import { startServer } from './server.ts';

const size = Number(process.env.PROFILE_SIZE ?? 100_000);
const reloads = Number(process.env.RELOADS ?? 5);
/** PROFILE_UNTIL=complete: the profiled reload runs on until every row is in memory. */
const untilComplete = process.env.PROFILE_UNTIL === 'complete';
const work = mkdtempSync(join(tmpdir(), 'fluxo-profile-reload-'));

try {
  const dataDir = join(work, 'db');
  const seeded = await seedFresh({ dataDir }, sizesFor(size));
  console.error(`semeado ${JSON.stringify(seeded.counts)} em ${seeded.ms} ms`);
  const server = await startServer({ root: process.cwd(), dataDir, distDir: process.env.BENCH_DIST ?? join(process.cwd(), 'dist') });
  const context = await launch(join(work, 'profile'), server.url);
  try {
    const page = await firstPage(context);
    const bag: MetricBag = {};
    const rc: RunContext = { baseURL: server.url, token: server.token, userId: server.userId, payables: size, listPath: LIST_PATH, listTotal: size, bag, run: 1, missing: new Map() };
    if ((await measureFirstPull(context, page, rc)) !== 'ok' || !(await openList(page, rc))) throw new Error('primeiro pull ou lista falhou');
    const primeiro = ['sync.newestPage', 'sync.searchable', 'sync.firstSync', 'sync.firstSyncLongTask'].map((id) => `${id} ${Math.round(bag[id]?.samples[0] ?? -1)}`);
    console.log(`first sign-in (load ${loadavg()[0]!.toFixed(1)}): ${primeiro.join(', ')} ms`);
    const cdp = await context.newCDPSession(page);
    for (let i = 1; i <= reloads; i++) {
      const profiling = i === reloads;
      if (profiling) await startProfile(cdp);
      const load = loadavg()[0]!.toFixed(1);
      await page.reload({ waitUntil: 'commit' });
      const t = await page.evaluate(async ({ n, profiling }) => {
        while (!window.__bench) await new Promise((r) => setTimeout(r, 5));
        const b = window.__bench;
        const rows = await b.waitFor('rows', 30_000);
        const total = await b.waitFor(`total:${n}`, 30_000);
        // The profiled reload stops at the total: the profile then covers only the way to it.
        const complete = profiling ? null : await b.waitFor(`complete:${n}`, 60_000);
        const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        const scripts = performance.getEntriesByType('resource').filter((e) => e.name.endsWith('.js'))
          .map((e) => ({ name: e.name.split('/').pop()!, end: Math.round((e as PerformanceResourceTiming).responseEnd) }));
        const store = performance.getEntriesByType('measure').filter((e) => e.name.startsWith('fluxo:store:') || e.name.startsWith('fluxo:pull') || e.name.startsWith('fluxo:paginas'))
          .map((e) => `${e.name} ${Math.round(e.startTime)}→${Math.round(e.startTime + e.duration)}`);
        return {
          html: Math.round(nav.responseEnd), dcl: Math.round(nav.domContentLoadedEventEnd), rows, total, complete,
          lastScript: scripts.reduce((m, s) => Math.max(m, s.end), 0), scripts: scripts.length, store,
        };
      }, { n: size, profiling: profiling && !untilComplete });
      console.log(`reload ${i} (load ${load}): html ${t.html}, DOMContentLoaded ${t.dcl}, ${t.scripts} scripts (last at ${t.lastScript}), rows ${Math.round(t.rows ?? -1)}, total ${Math.round(t.total ?? -1)}, complete ${Math.round(t.complete ?? -1)} ms`);
      console.log(`  ${t.store.join('; ')}`);
      if (profiling) await printProfile(cdp, `reload → ${untilComplete ? 'every row in memory' : 'total'}`);
    }
    // PROFILE_CICLO=1: then Editar and Pagar 50 (bench/browser-ciclo.ts), each click profiled.
    if (process.env.PROFILE_CICLO === '1') {
      await page.evaluate((n) => window.__bench!.waitFor(`complete:${n}`, 60_000), size);
      process.env.BENCH_CICLO_PROFILE = '1';
      await measureCiclo(page, rc);
      console.log(JSON.stringify(Object.fromEntries(Object.entries(bag).filter(([k]) => k.startsWith('ciclo.')))));
    }
  } finally {
    await context.close();
    await server.stop();
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
