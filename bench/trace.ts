/* A Chromium performance trace (CDP Tracing) around one measure, written to the file named by
   BENCH_TODOS_TRACE when set; otherwise the measure runs alone. Open the file in the DevTools
   Performance panel, or summarise its long tasks with bench/trace-summary.ts. */
import { writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

const CATEGORIES = [
  'devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-devtools.timeline.frame',
  'v8.execute', 'v8', 'blink.user_timing', 'toplevel', 'disabled-by-default-v8.cpu_profiler',
].join(',');

export async function traced(page: Page, measure: () => Promise<void>, file = process.env.BENCH_TODOS_TRACE): Promise<void> {
  if (!file) return measure();
  const cdp = await page.context().newCDPSession(page);
  const events: unknown[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => { events.push(...value); });
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
  // Starting the CPU profiler is itself a main-thread task (0.7 s with a 350 MB heap): let it end
  // before the measure starts, so the trace shows the page and the measure does not include it.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  try {
    await measure();
  } finally {
    await cdp.send('Tracing.end');
    await done;
    await cdp.detach();
    writeFileSync(file, JSON.stringify({ traceEvents: events }));
  }
}
