/* A V8 CPU profile of one measure, summarised by self time (bench/profile-reload.ts, and the Editar
   and Pagar clicks of bench/browser-ciclo.ts when BENCH_CICLO_PROFILE=1). Names are readable with
   an unminified build (vite build --minify false). CPU_PROFILE_FILE=file also writes the profile. */
import { writeFileSync } from 'node:fs';
import type { CDPSession, Page } from '@playwright/test';

interface ProfileNode { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }
interface Profile { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }

export async function startProfile(cdp: CDPSession): Promise<void> {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
}

/** Stops the profiler and prints the `top` functions by self time under `label`. */
export async function printProfile(cdp: CDPSession, label: string, top = 30): Promise<void> {
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
  if (process.env.CPU_PROFILE_FILE) writeFileSync(process.env.CPU_PROFILE_FILE, JSON.stringify(profile));
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const fns = new Map<string, number>();
  let profiled = 0;
  profile.samples.forEach((id, k) => {
    const f = byId.get(id)!.callFrame;
    const ms = (profile.timeDeltas[k] ?? 0) / 1000;
    profiled += ms;
    const name = `${f.functionName || '(anonymous)'} ${f.url.split('/').pop() ?? ''}:${f.lineNumber}`;
    fns.set(name, (fns.get(name) ?? 0) + ms);
  });
  console.log(`  profile: ${Math.round(profiled)} ms sampled (${label}); top self time:`);
  for (const [k, ms] of [...fns].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${String(Math.round(ms)).padStart(8)} ms  ${k}`);
}

/** Runs `fn` under the CPU profiler when `on`, printing the profile after it. */
export async function profiled<T>(page: Page, on: boolean, label: string, fn: () => Promise<T>): Promise<T> {
  if (!on) return fn();
  const cdp = await page.context().newCDPSession(page);
  await startProfile(cdp);
  // Starting the profiler is a task of its own: let it end before the measure.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  try {
    return await fn();
  } finally {
    await printProfile(cdp, label, 25);
    await cdp.detach();
  }
}
