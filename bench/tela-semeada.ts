/* What the standalone screen rows share (historicos-only.ts, recorrencias-only.ts): seed PGlite
   with the usual payables plus the screen's own rows, start the server on the built dist/, sign
   in (first pull), open the screen in-app and time its first paint, search readiness and
   keystrokes (browser-list.ts); print the samples and emit them under `prefix`. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../server/db/client.ts';
import type { Database } from '../server/db/client.ts';
import { measureHeap, measureSearch, openList, printReloadAgainstClick } from './browser-list.ts';
import { firstPage, launch } from './browser-session.ts';
import type { RunContext } from './browser-session.ts';
import { LIST_PATH } from './browser-offline.ts';
import { measureFirstPull } from './browser-sync.ts';
import { emitBag } from './emit.ts';
import { traced } from './trace.ts';
import { addSample, skip } from './results.ts';
import type { MetricBag } from './results.ts';
import type { Page } from '@playwright/test';
import { seedFresh, sizesFor } from './seed.ts';
import { startServer } from './server.ts';

export interface TelaSemeada {
  /** Payables (the run's size). */
  size: number;
  /** The screen's own rows, written after the usual seed; returns what to print. */
  semear(database: Database): Promise<string>;
  listPath: string;
  listTotal: number;
  prefix: string;
  heap?: boolean;
  /** A screen that is not on the list kit: its first paint is this CSS selector's first match
   *  (`list.firstPaint`, timed as openList does), and no search is measured. */
  pronto?: string;
}

export async function medirTela(t: TelaSemeada): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'fluxo-bench-tela-'));
  try {
    const dataDir = join(work, 'db');
    const seeded = await seedFresh({ dataDir }, sizesFor(t.size));
    const database = await openDatabase({ dataDir });
    try {
      const t0 = performance.now();
      const oque = await t.semear(database);
      console.error(`semeado: ${JSON.stringify(seeded.counts)} + ${oque} em ${((seeded.ms + performance.now() - t0) / 1000).toFixed(1)} s`);
    } finally {
      await database.close();
    }
    const server = await startServer({ root: process.cwd(), dataDir, distDir: (process.env.BENCH_DIST ?? join(process.cwd(), 'dist')) });
    const bag: MetricBag = {};
    try {
      const context = await launch(join(work, 'profile'), server.url);
      const page = await firstPage(context);
      const rc: RunContext = {
        baseURL: server.url, token: server.token, userId: server.userId, payables: t.size, listPath: t.listPath, listTotal: t.listTotal,
        bag, run: 1, missing: new Map(),
      };
      if (t.pronto) {
        // The first sync is watched on Lançamentos (a screen off the kit has no footer to wait for).
        if ((await measureFirstPull(context, page, { ...rc, listPath: LIST_PATH, listTotal: t.size })) === 'ok') await abrirTela(page, rc, t.pronto);
      } else if ((await measureFirstPull(context, page, rc)) === 'ok' && (await openList(page, rc))) {
        await measureSearch(page, rc);
        if (t.heap) await measureHeap(page, rc);
      }
      await context.close();
    } finally {
      await server.stop();
    }
    // A screen off the list kit has no footer: the first sync's rows (which wait for one) are not its own.
    if (t.pronto) for (const id of Object.keys(bag)) if (id !== 'list.firstPaint') delete bag[id];
    console.log(JSON.stringify(bag, null, 1));
    emitBag(bag, t.prefix);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** openList's in-app navigation from the Painel, for a screen whose paint is `seletor`'s first match. */
async function abrirTela(page: Page, rc: RunContext, seletor: string): Promise<void> {
  await page.goto('/');
  await page.getByTestId('user-name').waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  let ms: number | null = null;
  let clickAt = 0;
  await traced(page, async () => {
    [ms, clickAt] = await page.evaluate(async ({ path, seletor }) => {
      const t0 = performance.now();
      window.__bench!.ir(path);
      while (!document.querySelector(seletor)) {
        if (performance.now() - t0 > 60_000) return [null, t0] as const;
        await new Promise((r) => requestAnimationFrame(() => r(null)));
      }
      await new Promise((r) => requestAnimationFrame(() => r(null)));
      return [performance.now() - t0, t0] as const;
    }, { path: rc.listPath, seletor });
  }, process.env.BENCH_TELA_TRACE);
  if (ms === null) skip(rc.bag, 'list.firstPaint', `não medido: ${seletor} não apareceu em 60 s`);
  else addSample(rc.bag, 'list.firstPaint', ms);
  await printReloadAgainstClick(page, clickAt);
}
