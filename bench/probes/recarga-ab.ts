/* Reload A/B (issue 36: reload → full total ≤ 300 ms): builds taken in turn against one seeded
   database. For each round and each build (the order alternates): its own server, a fresh
   profile, Entrar, Lançamentos until the whole first pull ended, then RELOADS reloads SETTLE_MS
   apart, each timed from the new document's navigation start to the footer's full total. Prints
   each build's figures and median, with the load.
   Usage: AB_DISTS=/tmp/dist-a,/tmp/dist-b PROFILE_SIZE=10000 ROUNDS=2 RELOADS=4 \
     node --import tsx bench/probes/recarga-ab.ts */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { LIST_PATH } from '../browser-offline.ts';
import { firstPage, launch, signIn } from '../browser-session.ts';
import { seedFresh, sizesFor } from '../seed.ts';
import { startServer } from '../server.ts';

const size = Number(process.env.PROFILE_SIZE ?? 10_000);
const rounds = Number(process.env.ROUNDS ?? 2);
const reloads = Number(process.env.RELOADS ?? 4);
const settleMs = Number(process.env.SETTLE_MS ?? 2_000);
const dists = (process.env.AB_DISTS ?? '').split(',').filter(Boolean);
if (dists.length === 0) throw new Error('AB_DISTS: builds separated by commas');
const work = mkdtempSync(join(tmpdir(), 'fluxo-recarga-ab-'));
const figures = new Map<string, number[]>(dists.map((d) => [d, []]));

async function round(dist: string, dataDir: string, run: string): Promise<void> {
  const server = await startServer({ root: process.cwd(), dataDir, distDir: dist });
  const context = await launch(join(work, `profile-${run}`), server.url);
  try {
    const page = await firstPage(context);
    await signIn(page);
    await page.evaluate(async ({ path, n }) => {
      const b = window.__bench!;
      b.ir(path);
      while (b.footer()?.total !== n) await new Promise((r) => requestAnimationFrame(() => r(null)));
      while (!performance.getEntriesByType('measure').some((e) => e.name.startsWith('fluxo:pull:all'))) await new Promise((r) => setTimeout(r, 20));
    }, { path: LIST_PATH, n: size });
    const got: string[] = [];
    for (let i = 0; i < reloads; i++) {
      await page.waitForTimeout(settleMs);
      const load = loadavg()[0]!.toFixed(1);
      await page.reload({ waitUntil: 'commit' });
      const at = await page.evaluate(async ({ n }) => {
        while (!window.__bench) await new Promise((r) => setTimeout(r, 5));
        return window.__bench.waitFor(`total:${n}`, 30_000);
      }, { n: size });
      if (at !== null) figures.get(dist)!.push(at);
      got.push(`${at === null ? '—' : Math.round(at)} (${load})`);
    }
    console.log(`${dist} round ${run}: ${got.join(', ')}`);
  } finally {
    await context.close();
    await server.stop();
  }
}

try {
  const dataDir = join(work, 'db');
  await seedFresh({ dataDir }, sizesFor(size));
  for (let r = 1; r <= rounds; r++) {
    const order = r % 2 === 1 ? dists : [...dists].reverse();
    for (const [k, dist] of order.entries()) await round(dist, dataDir, `${r}-${k}`);
  }
  for (const [dist, xs] of figures) {
    const s = [...xs].sort((a, b) => a - b);
    console.log(`${dist}: median ${Math.round(s[Math.floor(s.length / 2)] ?? NaN)} ms, ${s.map(Math.round).join(' ')}`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
