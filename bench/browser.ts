/* The browser half of a size: N repetitions, each on a fresh Chromium profile. An online session
   signs in (first pull), reconnects (delta pulls) and works the list; then the browser is closed
   and restarted offline on the same profile (cold start) and 1,000 queued changes are drained. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { measureCiclo } from './browser-ciclo.ts';
import { measureFilter } from './browser-filter.ts';
import { measureLive } from './browser-live.ts';
import { measurePainel, measureRelatorios } from './browser-relatorios.ts';
import { measureHeap, measurePaging, measureSearch, measureTodos, openList } from './browser-list.ts';
import { measureReloadAfterSignIn, measureReloadTotal } from './browser-reload.ts';
import { measureSort } from './browser-sort.ts';
import { LIST_PATH, coldStartOffline, measureDrain } from './browser-offline.ts';
import { firstPage, launch, signIn } from './browser-session.ts';
import type { RunContext } from './browser-session.ts';
import { measureDeltaPulls, measureFirstPull, serviceWorkerReady } from './browser-sync.ts';
import { skip } from './results.ts';
import type { MetricBag } from './results.ts';
import { waitForSnapshots } from './server.ts';
import type { ServerHandle } from './server.ts';

export interface BrowserOptions {
  runs: number;
  deltaPulls: number;
  drainCount: number;
  /** The drain runs in the first repetitions only: at a minute each, five would dominate the run. */
  drainRuns: number;
  log(line: string): void;
  error(line: string): void;
}

const SYNC_DEPENDENT = ['sync.deltaPull', 'list.firstPaint', 'list.reloadTotal', 'list.searchReady', 'list.search', 'list.searchValor', 'list.page', 'list.todos', 'list.todosScroll', 'list.todosScrollFrameP95', 'list.todosJump', 'list.filter', 'list.sort', 'memory.heap', 'live.change'];

/** Times each step of a repetition, for the progress log (where a slow run spends its time). */
function stepTimer() {
  const spent: string[] = [];
  return {
    async step<T>(name: string, work: () => Promise<T>): Promise<T> {
      const started = Date.now();
      try {
        return await work();
      } finally {
        spent.push(`${name} ${((Date.now() - started) / 1000).toFixed(1)} s`);
      }
    },
    summary: () => spent.join(', '),
  };
}
type Steps = ReturnType<typeof stepTimer>;

async function onlineSession(context: BrowserContext, page: Page, rc: RunContext, opts: BrowserOptions, t: Steps): Promise<string | null> {
  const pullMissing = rc.missing.get('pull');
  if (pullMissing) await signIn(page);
  const pulled = pullMissing ? 'absent' : await t.step('pull', () => measureFirstPull(context, page, rc));
  if (pulled !== 'ok') {
    const reason = rc.missing.get('pull') ?? 'não medido: sem dados no navegador (o primeiro pull não terminou)';
    for (const id of ['sync.firstPull', 'sync.firstPullIndexed', 'sync.firstSync', 'sync.firstPullEngine', 'sync.newestPage', 'sync.searchable', ...SYNC_DEPENDENT]) skip(rc.bag, id, reason);
  } else {
    await t.step('delta', () => measureDeltaPulls(context, page, rc, opts.deltaPulls));
    // The delta step wrote payables: the server's first-download snapshot is built again now
    // (decision 364), not in the background in the middle of a later measurement.
    await t.step('instantâneo', () => waitForSnapshots(rc.baseURL, rc.token));
    if (await t.step('lista', () => openList(page, rc))) {
      await t.step('recarga', () => measureReloadTotal(page, rc));
      await t.step('busca', () => measureSearch(page, rc));
      await t.step('busca por valor', () => measureSearch(page, rc, 'list.searchValor'));
      await t.step('páginas', () => measurePaging(page, rc));
      await t.step('ordenação', () => measureSort(page, rc));
      await t.step('ciclo', () => measureCiclo(page, rc));
      await t.step('todos', () => measureTodos(page, rc));
      await t.step('heap', () => measureHeap(page, rc));
      await t.step('filtro', () => measureFilter(page, rc));
      await t.step('painel', () => measurePainel(page, rc));
      await t.step('relatórios', () => measureRelatorios(page, rc));
    }
    await t.step('ao vivo', () => measureLive(page, rc));
  }
  return t.step('sw', () => serviceWorkerReady(page).catch((error: Error) => `o service worker não pôde ser consultado (${error.message})`));
}

async function offlineSession(profile: string, rc: RunContext, swProblem: string | null, opts: BrowserOptions, t: Steps): Promise<void> {
  let context: BrowserContext;
  let page: Page;
  if (swProblem) {
    skip(rc.bag, 'offline.shell', `não medido: ${swProblem}`);
    skip(rc.bag, 'offline.rows', `não medido: ${swProblem}`);
    context = await launch(profile, rc.baseURL);
    page = await firstPage(context);
    await page.goto('/');
  } else {
    const started = await t.step('partida offline', () => coldStartOffline(profile, rc));
    if (!started) return;
    ({ context, page } = started);
  }
  try {
    const drainMissing = rc.missing.get('drain');
    if (rc.run > opts.drainRuns) return;
    if (drainMissing) skip(rc.bag, 'drain.1000', drainMissing);
    else await t.step('fila', () => measureDrain(context, page, rc, opts.drainCount));
    const drain = rc.bag['drain.1000'];
    if (drain?.samples.length === 0 && drain.skipped?.includes('ainda não existe')) rc.missing.set('drain', drain.skipped);
  } finally {
    await context.close();
  }
}

export async function measureBrowser(server: ServerHandle, payables: number, bag: MetricBag, opts: BrowserOptions): Promise<void> {
  const missing = new Map<string, string>();
  for (let run = 1; run <= opts.runs; run++) {
    const profile = mkdtempSync(join(tmpdir(), 'fluxo-bench-profile-'));
    const rc: RunContext = {
      baseURL: server.url, token: server.token, userId: server.userId, payables, listPath: LIST_PATH, listTotal: payables, bag, run, missing,
    };
    opts.log(`navegador: repetição ${run}/${opts.runs}`);
    const t = stepTimer();
    try {
      const context = await launch(profile, rc.baseURL);
      let swProblem: string | null;
      try {
        swProblem = await onlineSession(context, await firstPage(context), rc, opts, t);
      } finally {
        await context.close();
      }
      await offlineSession(profile, rc, swProblem, opts, t);
      const outro = mkdtempSync(join(tmpdir(), 'fluxo-bench-profile-'));
      try {
        await t.step('recarga após Entrar', () => measureReloadAfterSignIn(outro, rc));
      } finally {
        rmSync(outro, { recursive: true, force: true });
      }
    } catch (error) {
      opts.error(`navegador, ${payables} lançamentos, repetição ${run}: ${(error as Error).message.split('\n')[0]}`);
    } finally {
      rmSync(profile, { recursive: true, force: true });
      opts.log(`  ${t.summary()}`);
    }
  }
}
