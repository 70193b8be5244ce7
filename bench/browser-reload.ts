/* A later open (issue 22 item 1): the page is reloaded on Lançamentos with every row already on
   the device, and timed from the new document's navigation start (performance.now() = 0) to the
   first frame whose footer shows the full total, not aria-busy. The rows may still be loading
   behind it (decision 338); search waits for them as before. */
import type { Page } from '@playwright/test';
import { addSample, note, skip } from './results.ts';
import type { RunContext } from './browser-session.ts';

const RELOADS = 3;

export async function measureReloadTotal(page: Page, rc: RunContext): Promise<void> {
  for (let i = 0; i < RELOADS; i++) {
    await page.reload({ waitUntil: 'commit' });
    const at = await page.evaluate(async ({ n }) => {
      // The init script installs the probe before the app runs; wait for it on this document.
      while (!window.__bench) await new Promise((r) => setTimeout(r, 5));
      const seen = await window.__bench.waitFor(`total:${n}`, 30_000);
      const loaded = await window.__bench.waitFor(`complete:${n}`, 60_000);
      return { seen, loaded };
    }, { n: rc.listTotal });
    if (at.seen === null) return skip(rc.bag, 'list.reloadTotal', `não medido: o rodapé não mostrou ${rc.listTotal} linhas em 30 s após recarregar`);
    addSample(rc.bag, 'list.reloadTotal', at.seen);
    if (at.loaded !== null) note(rc.bag, 'list.reloadTotal', `recarga ${i + 1}: todas as linhas na memória após ${Math.round(at.loaded)} ms`);
  }
}
