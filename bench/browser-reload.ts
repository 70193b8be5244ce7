/* A later open (issue 22 item 1): the page is reloaded on Lançamentos with every row already on
   the device, and timed from the new document's navigation start (performance.now() = 0) to the
   first frame whose footer shows the full total, not aria-busy. The rows may still be loading
   behind it (decision 338); search waits for them as before. */
import type { Page } from '@playwright/test';
import { addSample, note, skip } from './results.ts';
import { firstPage, launch, signIn } from './browser-session.ts';
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

/**
 * Issue 36 item 4: a reload at the moment the first sync looks done to a user. On a fresh profile:
 * Entrar, straight to the list, and as soon as its footer shows every row, reload; timed from the new
 * document's navigation start to the footer's full total (the rows must have been stored by then,
 * or the total is short). Its own profile: the main session's later steps need an undisturbed sync.
 */
export async function measureReloadAfterSignIn(profile: string, rc: RunContext): Promise<void> {
  const id = 'sync.reloadAfterSignIn';
  const context = await launch(profile, rc.baseURL);
  try {
    const page = await firstPage(context);
    await signIn(page);
    const limitMs = Math.max(60_000, rc.payables * 1.5);
    const shown = await page.evaluate(async ({ path, n, limitMs }) => {
      const b = window.__bench!;
      b.ir(path);
      const started = performance.now();
      while (b.footer()?.total !== n) {
        if (performance.now() - started > limitMs) return false;
        await new Promise((r) => requestAnimationFrame(() => r(null)));
      }
      return true;
    }, { path: rc.listPath, n: rc.listTotal, limitMs });
    if (!shown) return skip(rc.bag, id, `não medido: a lista não mostrou ${rc.listTotal} linhas após Entrar`);
    await page.reload({ waitUntil: 'commit' });
    const at = await page.evaluate(async ({ n, limitMs }) => {
      while (!window.__bench) await new Promise((r) => setTimeout(r, 5));
      return window.__bench.waitFor(`total:${n}`, limitMs);
    }, { n: rc.listTotal, limitMs });
    if (at === null) return skip(rc.bag, id, `não medido: o rodapé não mostrou ${rc.listTotal} linhas após recarregar`);
    addSample(rc.bag, id, at);
  } finally {
    await context.close();
  }
}
