/* Where the first full pull spends the page's main thread (decision 290): seeds N payables
   (PROFILE_SIZE, default 10,000) on PGlite, signs in on a fresh Chromium profile with the V8 CPU
   profiler running, stops it at fluxo:pull:all and prints self time grouped by kind of work:
   idle (the main thread waiting: network, the server, IndexedDB's own threads), garbage
   collection, Dexie/IndexedDB calls, wire/valibot conversion, JSON, React, the live store.
   Also prints the timeline from the Entrar click to the first rows painted (decision 355): every
   request (sign-in, chunks, lists) with its start, first byte and end, and the app's marks.
   Usage: PROFILE_SIZE=100000 node --import tsx bench/profile-first-pull.ts
   PROFILE_CPU=0 skips the CPU profiler (timeline only); PROFILE_DIST=dir uses that build as is. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { firstPage, launch, signIn, waitEntry } from './browser-session.ts';
import { seedFresh, sizesFor } from './seed.ts';
import { startServer } from './server.ts';

interface ProfileNode { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }
interface Profile { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }

const size = Number(process.env.PROFILE_SIZE ?? 10_000);
const work = mkdtempSync(join(tmpdir(), 'fluxo-profile-'));

/** The kind of work a frame is, by its function and file (bundled names are kept where possible). */
function kind(frame: ProfileNode['callFrame']): string {
  const { functionName: f, url } = frame;
  if (f === '(idle)') return 'idle (waiting: network, server, IndexedDB threads)';
  if (f === '(garbage collector)') return 'garbage collection';
  if (f === '(program)') return 'browser internals (program)';
  if (/parse|JSON/i.test(f) && !url) return 'JSON / native parse';
  if (/dexie/i.test(url) || /bulkPut|IDB|indexedDB/i.test(f)) return 'Dexie / IndexedDB calls';
  if (/react|scheduler/i.test(url)) return 'React';
  return `other JS: ${f || '(anonymous)'} ${url.split('/').pop() ?? ''}`.trim();
}

/** From the Entrar click to the first rows painted: each request and mark, in ms after the click. */
async function printTimeline(page: Page, paintedMs: number): Promise<void> {
  const rows = await page.evaluate(() => {
    const clicked = window.__bench?.clicks.at(-1) ?? 0;
    const at = (t: number) => Math.round(t - clicked);
    const out: { at: number; text: string }[] = [];
    for (const e of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
      if (e.startTime < clicked - 5) continue;
      const name = e.name.replace(location.origin, '');
      out.push({ at: at(e.startTime), text: `request ${name.slice(0, 64)}: first byte at ${at(e.responseStart)}, end at ${at(e.responseEnd)} (${Math.round(e.encodedBodySize / 1024)} KB)` });
    }
    for (const e of [...performance.getEntriesByType('mark'), ...performance.getEntriesByType('measure')]) {
      if (e.startTime + e.duration < clicked - 5 || !e.name.startsWith('fluxo:')) continue;
      const detail = (e as PerformanceMeasure).detail as unknown;
      out.push({ at: at(e.startTime), text: `${e.entryType} ${e.name}${e.duration ? ` ${Math.round(e.duration)} ms (ends at ${at(e.startTime + e.duration)})` : ''}${detail ? ` ${JSON.stringify(detail)}` : ''}` });
    }
    return out.sort((a, b) => a.at - b.at);
  });
  console.log(`timeline after the Entrar click (first rows painted at ${Math.round(paintedMs)} ms):`);
  for (const r of rows) console.log(`${String(r.at).padStart(7)} ms  ${r.text}`);
}

async function main(): Promise<void> {
  // Not minified, so the profile names the app's functions.
  const dist = process.env.PROFILE_DIST ?? join(work, 'dist');
  const cpu = process.env.PROFILE_CPU !== '0';
  if (!process.env.PROFILE_DIST) {
    const build = spawnSync('npx', ['vite', 'build', '--minify', 'false', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'], { encoding: 'utf8' });
    if (build.status !== 0) throw new Error(`vite build: ${build.stderr.slice(-1000)}`);
  }
  const seeded = await seedFresh({ dataDir: join(work, 'db') }, sizesFor(size));
  console.error(`semeado ${JSON.stringify(seeded.counts)} em ${seeded.ms} ms; load ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  const server = await startServer({ root: process.cwd(), dataDir: join(work, 'db'), distDir: dist });
  const context = await launch(join(work, 'profile'), server.url);
  try {
    const page = await firstPage(context);
    // The main thread's long tasks (> 50 ms) from sign-in on, kept across the page's documents.
    await page.addInitScript(() => {
      const tasks: { start: number; ms: number }[] = [];
      (window as unknown as { __longTasks: typeof tasks }).__longTasks = tasks;
      new PerformanceObserver((list) => list.getEntries().forEach((e) => tasks.push({ start: e.startTime, ms: e.duration }))).observe({ type: 'longtask', buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    if (cpu) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
      await cdp.send('Profiler.start');
    }
    const loadBefore = loadavg()[0]!;
    await signIn(page);
    // The newest page (decision 291): straight to Lançamentos after Entrar, as a person would;
    // from the Entrar click to the first rows painted (the head, while the download goes on).
    const newest = await page.evaluate(async (path) => {
      const b = window.__bench!;
      const clicked = b.clicks.at(-1) ?? 0;
      window.__bench!.ir(path);
      for (;;) {
        if (b.rowCount() > 0) {
          await new Promise((r) => requestAnimationFrame(() => r(null)));
          return { ms: performance.now() - clicked, rows: b.rowCount(), text: document.querySelector('[aria-busy="true"]')?.textContent ?? '' };
        }
        if (performance.now() - clicked > 300_000) return null;
        await new Promise((r) => requestAnimationFrame(() => r(null)));
      }
    }, '/financeiro/lancamentos');
    if (newest) await printTimeline(page, newest.ms);
    const entry = await waitEntry(page, 'fluxo:pull:all', 0, 300_000, true);
    // Again at the end: the marks after the head (the page's read of the stream, the list taking it).
    if (newest && process.env.PROFILE_TIMELINE_END === '1') await printTimeline(page, newest.ms);
    const { profile } = cpu ? (await cdp.send('Profiler.stop')) as { profile: Profile } : { profile: { nodes: [], samples: [], timeDeltas: [] } };
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const self = new Map<string, number>();
    const fns = new Map<string, number>();
    let total = 0;
    profile.samples.forEach((id, i) => {
      const node = byId.get(id)!;
      const ms = (profile.timeDeltas[i] ?? 0) / 1000;
      total += ms;
      const k = kind(node.callFrame);
      self.set(k.startsWith('other JS') ? 'other JS' : k, (self.get(k.startsWith('other JS') ? 'other JS' : k) ?? 0) + ms);
      if (k.startsWith('other JS') || k.startsWith('Dexie') || k.startsWith('React')) fns.set(k, (fns.get(k) ?? 0) + ms);
    });
    console.log(`PROFILE_SIZE=${size}: fluxo:pull:all ${entry ? `${entry.name} ${Math.round(entry.end - entry.start)} ms` : 'não terminou'}; load ${loadBefore.toFixed(2)} → ${loadavg()[0]!.toFixed(2)}`);
    console.log(`newest page painted ${newest ? `${Math.round(newest.ms)} ms after Entrar (${newest.rows} rows, busy: ${newest.text.slice(0, 40)})` : 'não pintou'}`);
    console.log(`profiled ${Math.round(total)} ms of the page's main thread (sign-in → end of the first pull)`);
    for (const [k, ms] of [...self].sort((a, b) => b[1] - a[1])) console.log(`${String(Math.round(ms)).padStart(8)} ms  ${(100 * ms / total).toFixed(1).padStart(5)}%  ${k}`);
    // Where the waiting goes: each list request's time to first byte and to its end, and each
    // list's whole pull (request + IndexedDB write), from the page's own timings.
    const timings = await page.evaluate(() => ({
      requests: performance.getEntriesByType('resource')
        .filter((e) => /\/api\/(lancamentos|recebiveis|faturas)/.test(e.name))
        .map((e) => { const r = e as PerformanceResourceTiming; return { url: r.name.replace(/^.*\/api\//, ''), start: r.startTime, ttfb: r.responseStart - r.startTime, total: r.responseEnd - r.startTime, bytes: r.encodedBodySize }; }),
      longTasks: (window as unknown as { __longTasks?: { start: number; ms: number }[] }).__longTasks ?? [],
      pulls: performance.getEntriesByType('measure').filter((e) => e.name.startsWith('fluxo:pull')).map((e) => ({ name: e.name, start: e.startTime, ms: e.duration })),
    }));
    for (const r of timings.requests) console.log(`request ${r.url.slice(0, 60).padEnd(60)} at ${Math.round(r.start)} ms: first byte ${Math.round(r.ttfb)} ms, end ${Math.round(r.total)} ms, ${Math.round(r.bytes / 1024)} KB`);
    for (const p of timings.pulls) console.log(`measure ${p.name.padEnd(28)} at ${Math.round(p.start)} ms: ${Math.round(p.ms)} ms`);
    const longest = [...timings.longTasks].sort((a, b) => b.ms - a.ms);
    console.log(`long tasks (> 50 ms) on the main thread: ${longest.length}, ${Math.round(longest.reduce((t, l) => t + l.ms, 0))} ms in all; longest: ${longest.slice(0, 8).map((l) => `${Math.round(l.ms)} ms at ${Math.round(l.start)}`).join(', ')}`);
    console.log('top functions (self time):');
    for (const [k, ms] of [...fns].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`${String(Math.round(ms)).padStart(8)} ms  ${k}`);
  } finally {
    await context.close();
    await server.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
