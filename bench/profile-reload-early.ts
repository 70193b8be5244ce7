/* The reload of sync.reloadAfterSignIn in detail (issue 36 item 4): seeds N payables
   (PROFILE_SIZE, 100,000), signs in on a fresh profile, goes to Lançamentos, and the moment its
   footer shows every row, reloads; then reloads again 10 s later, the device settled. Each reload
   prints, from the new document's navigation start, the first rows, the full total and every row
   in memory, and the app's measures (the store's reads, the pull, the drain). Before them, the
   first sign-in's pulls and API requests from the login page's start. RUNS fresh profiles (3).
   PROFILE_UNTIL_SYNCED=1: the first reload waits for the whole first pull (fluxo:pull:all), and
   every request of it is printed; PROFILE_RESOURCES=1 prints each reload's scripts;
   PROFILE_TRACE=prefix writes a Chromium trace of each reload (bench/trace-summary.ts);
   PROFILE_FIRST_CPU=prefix writes a V8 CPU profile of each first sign-in (prefix-<run>.cpuprofile);
   PROFILE_RELOAD_CPU=1 profiles the settled reload (top self time; CPU_PROFILE_FILE=file keeps it).
   Usage: PROFILE_SIZE=100000 BENCH_DIST=/tmp/dist node --import tsx bench/profile-reload-early.ts */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { LIST_PATH } from './browser-offline.ts';
import { firstPage, launch, signIn } from './browser-session.ts';
import { profiled, startProfile } from './cpu-profile.ts';
import { traced } from './trace.ts';
import { seedFresh, sizesFor } from './seed.ts';
import { startServer } from './server.ts';

const size = Number(process.env.PROFILE_SIZE ?? 100_000);
const runs = Number(process.env.RUNS ?? 3);
const SETTLE_MS = 10_000;
const work = mkdtempSync(join(tmpdir(), 'fluxo-profile-reload-early-'));

/** Reloads and prints, from the new document's navigation start, when the list showed its rows, its full total and every row, the app's measures and its scripts. */
async function reloadTimeline(page: Page, label: string, n: number): Promise<void> {
  const load = loadavg()[0]!.toFixed(1);
  await page.reload({ waitUntil: 'commit' });
  const t = await page.evaluate(async ({ n }) => {
    while (!window.__bench) await new Promise((r) => setTimeout(r, 5));
    const b = window.__bench;
    const rows = await b.waitFor('rows', 30_000);
    const total = await b.waitFor(`total:${n}`, 30_000);
    const complete = await b.waitFor(`complete:${n}`, 60_000);
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const marks = performance.getEntriesByType('measure').filter((e) => e.name.startsWith('fluxo:'))
      .map((e) => `${e.name} ${Math.round(e.startTime)}→${Math.round(e.startTime + e.duration)}`);
    const res = performance.getEntriesByType('resource').map((e) => e as PerformanceResourceTiming)
      .map((e) => `${e.name.replace(location.origin, '').replace(/-[\w-]{8}\.js$/, '')} ${Math.round(e.startTime)}→${Math.round(e.responseEnd)}`);
    return { dcl: Math.round(nav.domContentLoadedEventEnd), rows, total, complete, marks, res };
  }, { n });
  console.log(`  reload ${label} (load ${load}): DOMContentLoaded ${t.dcl}, rows ${Math.round(t.rows ?? -1)}, total ${Math.round(t.total ?? -1)}, complete ${Math.round(t.complete ?? -1)} ms`);
  console.log(`    ${t.marks.join('; ')}`);
  if (process.env.PROFILE_RESOURCES === '1') console.log(`    ${t.res.join('; ')}`);
}

try {
  const dataDir = join(work, 'db');
  await seedFresh({ dataDir }, sizesFor(size));
  const server = await startServer({ root: process.cwd(), dataDir, distDir: process.env.BENCH_DIST ?? join(process.cwd(), 'dist') });
  try {
    for (let run = 1; run <= runs; run++) {
      const context = await launch(join(work, `profile-${run}`), server.url);
      try {
        const page = await firstPage(context);
        // PROFILE_FIRST_CPU=file: a V8 CPU profile of the first sign-in, from before Entrar to the footer (or the whole pull).
        const cpu = process.env.PROFILE_FIRST_CPU ? await context.newCDPSession(page) : null;
        if (cpu) await startProfile(cpu);
        await signIn(page);
        const before = await page.evaluate(async ({ path, n, esperarPull }) => {
          const b = window.__bench!;
          b.ir(path);
          while (b.footer()?.total !== n) await new Promise((r) => requestAnimationFrame(() => r(null)));
          const footer = performance.now();
          // PROFILE_UNTIL_SYNCED=1: the reload waits for the whole first pull instead (its requests are printed).
          if (esperarPull) while (!performance.getEntriesByType('measure').some((e) => e.name.startsWith('fluxo:pull:all'))) await new Promise((r) => setTimeout(r, 20));
          return performance.getEntriesByType('measure').filter((e) => e.name.startsWith('fluxo:pull') && !e.name.startsWith('fluxo:pull:sincronizacao'))
            .map((e) => `${e.name} ${Math.round(e.startTime)}→${Math.round(e.startTime + e.duration)}`).concat(`footer ${Math.round(footer)}`, `Entrar ${Math.round(b.clicks.at(-1) ?? -1)}`,
              ...performance.getEntriesByType('resource').filter((e) => e.name.includes('/api/'))
                .map((e) => `${e.name.replace(location.origin, '').slice(0, 40)} ${Math.round(e.startTime)}→${Math.round((e as PerformanceResourceTiming).responseStart)}→${Math.round((e as PerformanceResourceTiming).responseEnd)}`));
        }, { path: LIST_PATH, n: size, esperarPull: process.env.PROFILE_UNTIL_SYNCED === '1' });
        if (cpu) {
          const { profile } = await cpu.send('Profiler.stop');
          writeFileSync(`${process.env.PROFILE_FIRST_CPU}-${run}.cpuprofile`, JSON.stringify(profile));
          await cpu.detach();
        }
        const load = loadavg()[0]!.toFixed(1);
        console.log(`run ${run} (load ${load}): before reload: ${before.join('; ')}`);
        // PROFILE_TRACE=file: a Chromium trace of the early reload (bench/trace-summary.ts reads it).
        await traced(page, () => reloadTimeline(page, 'right after', size), process.env.PROFILE_TRACE ? `${process.env.PROFILE_TRACE}-${run}.json` : undefined);
        // Then a reload with the device settled: every pull over and nothing left to write.
        await page.waitForTimeout(SETTLE_MS);
        await traced(page, () => profiled(page, process.env.PROFILE_RELOAD_CPU === '1', 'reload 10 s later', () => reloadTimeline(page, `${SETTLE_MS / 1000} s later`, size)), process.env.PROFILE_TRACE ? `${process.env.PROFILE_TRACE}-settled-${run}.json` : undefined);
      } finally {
        await context.close();
      }
    }
  } finally {
    await server.stop();
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
