/* BENCH_SORT_PROFILE=1 (with BENCH_PARTS=sort): Chromium's CPU profiler around each timed header
   click of browser-sort.ts, printed as the functions with the most self time, so the cost of a
   click can be told apart: building the sorted index, the store update or React's repaint. */
import type { CDPSession, Page } from '@playwright/test';

export async function startProfile(page: Page): Promise<CDPSession | null> {
  if (process.env.BENCH_SORT_PROFILE !== '1') return null;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  return cdp;
}

/** Stops the profiler and prints the top self-time functions (ms) under `label`. */
export async function stopProfile(cdp: CDPSession | null, label: string): Promise<void> {
  if (!cdp) return;
  const { profile } = await cdp.send('Profiler.stop');
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  (profile.samples ?? []).forEach((id, i) => {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    const name = `${functionName || '(anónima)'} ${url.split('/').pop()}:${lineNumber}`;
    self.set(name, (self.get(name) ?? 0) + (profile.timeDeltas?.[i] ?? 0) / 1000);
  });
  const top = [...self].filter(([n]) => !n.startsWith('(idle)')).sort((a, b) => b[1] - a[1]).slice(0, 12);
  console.error(`perfil ${label}:\n${top.map(([n, ms]) => `  ${ms.toFixed(1).padStart(7)} ms  ${n}`).join('\n')}`);
  await cdp.detach();
}
