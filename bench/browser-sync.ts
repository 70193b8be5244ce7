/* Sync measurements in the browser: the first full pull after sign-in, empty delta pulls after a
   reconnect, and whether the service worker is ready for an offline start. */
import type { BrowserContext, Page, Request } from '@playwright/test';
import { addSample, note, skip } from './results.ts';
import { entries, idbCount, signIn, userDbName, waitEntry } from './browser-session.ts';
import type { RunContext } from './browser-session.ts';
import { traced } from './trace.ts';

const PULL = 'fluxo:pull:all';
/** Everything on the device (every list stored; a big list packed for good, decision 450). */
const ON_DEVICE = 'fluxo:pull:device';
const FIRST_SIGN_IN = ['sync.firstPull', 'sync.firstPullIndexed', 'sync.firstSync', 'sync.firstSyncLongTask', 'sync.firstPullEngine', 'sync.newestPage', 'sync.searchable'];

/**
 * Right after Entrar, as a person would: straight to Lançamentos (a client-side link, no reload).
 * Times from the Entrar click to the list's newest rows painted (the head, or the whole list) and
 * to the footer's total covering every row (search then covers all rows). Runs in the page, so
 * no round trip to Node sits inside the times.
 */
async function measureNewestAndSearchable(page: Page, rc: RunContext, clickedAt: number | null): Promise<number | null> {
  const limitMs = Math.max(60_000, rc.payables * 1.5);
  const seen = await page.evaluate(async ({ path, n, limitMs }) => {
    const b = window.__bench!;
    b.ir(path);
    const onList = () => location.pathname === path;
    let newest: number | null = null;
    const started = performance.now();
    for (;;) {
      if (newest === null && onList() && b.rowCount() > 0) newest = performance.now();
      if (newest !== null && b.footer()?.total === n) return { newest, searchable: performance.now() };
      if (performance.now() - started > limitMs) return { newest, searchable: null };
      await new Promise((r) => requestAnimationFrame(() => r(null)));
    }
  }, { path: rc.listPath, n: rc.listTotal, limitMs });
  if (clickedAt === null) {
    for (const id of ['sync.newestPage', 'sync.searchable']) skip(rc.bag, id, 'não medido: o clique em Entrar não foi observado');
    return null;
  }
  if (seen.newest === null) skip(rc.bag, 'sync.newestPage', `não medido: nenhuma linha em ${rc.listPath} em ${Math.round(limitMs / 1000)} s`);
  else addSample(rc.bag, 'sync.newestPage', seen.newest - clickedAt);
  if (seen.searchable === null) skip(rc.bag, 'sync.searchable', `não medido: o rodapé não mostrou ${rc.listTotal} linhas em ${Math.round(limitMs / 1000)} s`);
  else {
    addSample(rc.bag, 'sync.searchable', seen.searchable - clickedAt);
    // Where the time went: the stream read and parsed, then stored packed (decision 450), then the list read from memory.
    const store = await page.evaluate(() => performance.getEntriesByName('fluxo:pull-store:lancamentos').map((e) => ({ start: e.startTime, end: e.startTime + e.duration }))[0] ?? null);
    if (store !== null) note(rc.bag, 'sync.searchable', `stream lido ${Math.round(store.start - clickedAt)} ms após Entrar; guardado em ${Math.round(store.end - store.start)} ms; lista completa ${Math.round(seen.searchable - store.end)} ms depois`);
    note(rc.bag, 'sync.searchable', process.env.INSTANTANEOS === 'desligado'
      ? 'servidor sem instantâneos (INSTANTANEOS=desligado): lido ao vivo'
      : 'servidor no ar com o instantâneo do primeiro download pronto (decisão 364)');
  }
  return seen.searchable;
}

/** Signs in on a fresh profile and times the first pull: 'absent' when none even started. */
export async function measureFirstPull(context: BrowserContext, page: Page, rc: RunContext): Promise<'ok' | 'absent' | 'timeout'> {
  let requested = false;
  const onRequest = (r: Request) => { if (r.url().includes('/api/lancamentos')) requested = true; };
  context.on('request', onRequest);
  // BENCH_SYNC_TRACE=file: a Chromium trace from Entrar to every row searchable (bench/trace-summary.ts reads it).
  // The login page first: its renderer then stays the app's (tracing follows one renderer).
  if (process.env.BENCH_SYNC_TRACE) await page.goto('/login');
  let searchable: number | null = null;
  let clickedAt: number | null = null;
  await traced(page, async () => {
    await signIn(page);
    clickedAt = await page.evaluate(() => window.__bench?.clicks.at(-1) ?? null);
    searchable = await measureNewestAndSearchable(page, rc, clickedAt);
  }, process.env.BENCH_SYNC_TRACE);
  const started = Date.now();
  while (!requested && Date.now() - started < 15_000 && (await entries(page, PULL, true)).length === 0) {
    await page.waitForTimeout(100);
  }
  context.off('request', onRequest);
  const timeout = Math.max(60_000, rc.payables * 1.5);
  const entry = requested || (await entries(page, PULL, true)).length > 0 ? await waitEntry(page, PULL, 0, timeout, true) : null;
  // The engine ends an unfinished pull with fluxo:pull:all:<outcome> (offline, error…).
  const outcome = entry && entry.name !== PULL ? entry.name.slice(PULL.length + 1) : null;
  if (outcome) {
    const reason = `não medido: o primeiro pull terminou sem concluir (${outcome}) após ${Math.round(entry!.end - entry!.start)} ms`;
    for (const id of FIRST_SIGN_IN) skip(rc.bag, id, reason);
    return 'timeout';
  }
  if (!entry) {
    const reason = requested
      ? `não medido: a medida ${PULL} não apareceu em ${Math.round(timeout / 1000)} s (GET /api/lancamentos foi pedido)`
      : 'não medido: nenhum pull de /api/lancamentos começou após o login (motor de sincronização ausente)';
    for (const id of FIRST_SIGN_IN) skip(rc.bag, id, reason);
    if (!requested) rc.missing.set('pull', reason);
    return requested ? 'timeout' : 'absent';
  }
  const onDevice = (await entries(page, ON_DEVICE))[0] ?? null;
  if (clickedAt === null) {
    for (const id of ['sync.firstPull', 'sync.firstPullIndexed']) skip(rc.bag, id, 'não medido: o clique em Entrar não foi observado');
  } else {
    if (onDevice) addSample(rc.bag, 'sync.firstPull', onDevice.end - clickedAt);
    else skip(rc.bag, 'sync.firstPull', `não medido: a medida ${ON_DEVICE} não apareceu`);
    addSample(rc.bag, 'sync.firstPullIndexed', entry.end - clickedAt);
    // Issue 36 item 4: what a user feels — every row stored (a reload would show them) and searchable.
    if (searchable === null) {
      for (const id of ['sync.firstSync', 'sync.firstSyncLongTask']) skip(rc.bag, id, 'não medido: a lista não ficou pesquisável');
    } else {
      const end = Math.max(entry.end, searchable);
      addSample(rc.bag, 'sync.firstSync', end - clickedAt);
      // The longest task the page ran meanwhile (the probe records every task over 50 ms).
      const longest = await page.evaluate(({ from, to }) => window.__bench!.longtasks
        .filter((t) => t.start + t.duration >= from && t.start <= to).reduce((m, t) => Math.max(m, t.duration), 0), { from: clickedAt, to: end });
      addSample(rc.bag, 'sync.firstSyncLongTask', longest);
    }
  }
  addSample(rc.bag, 'sync.firstPullEngine', entry.end - entry.start);
  const progress = await page.evaluate(() => window.__bench?.seen.progress ?? null);
  note(rc.bag, 'sync.firstPull', progress !== null
    ? 'indicador de progresso (role=progressbar) visto durante a primeira carga'
    : 'indicador de progresso (role=progressbar ou <progress>) NÃO visto durante a primeira carga');
  const stored = await idbCount(page, userDbName(rc.userId), 'lancamentos');
  if (stored !== rc.payables) note(rc.bag, 'sync.firstPull', `IndexedDB com ${stored ?? 'nenhum'} lançamentos de ${rc.payables} ao fim do pull`);
  return 'ok';
}

/** Reconnecting triggers a pull; with nothing new on the server it should move a few bytes. */
export async function measureDeltaPulls(context: BrowserContext, page: Page, rc: RunContext, times: number): Promise<void> {
  for (let i = 0; i < times; i++) {
    // Let a pull already under way (sign-in, periodic) finish first.
    await page.waitForTimeout(300);
    const before = (await entries(page, PULL, true)).length;
    await context.setOffline(true);
    await page.waitForFunction(() => !navigator.onLine, undefined, { timeout: 5000 }).catch(() => undefined);
    await context.setOffline(false);
    const entry = await waitEntry(page, PULL, before, 20_000, true);
    if (!entry) {
      skip(rc.bag, 'sync.deltaPull', `não medido: reconectar não gerou uma nova medida ${PULL} em 20 s`);
      return;
    }
    if (entry.name !== PULL) {
      note(rc.bag, 'sync.deltaPull', `um pull após reconectar terminou como ${entry.name}`);
      continue;
    }
    addSample(rc.bag, 'sync.deltaPull', entry.end - entry.start);
  }
}

/** null when an active service worker with a filled precache controls the origin; else why not. */
export async function serviceWorkerReady(page: Page): Promise<string | null> {
  return page.evaluate(async () => {
    if (!('serviceWorker' in navigator)) return 'o navegador não expõe service workers';
    const timeout = new Promise<null>((r) => setTimeout(() => r(null), 20_000));
    const reg = await Promise.race([navigator.serviceWorker.ready, timeout]);
    if (!reg?.active) return 'nenhum service worker ativo após 20 s (registro ausente?)';
    for (let i = 0; i < 100; i++) {
      const names = await caches.keys();
      for (const name of names) {
        if ((await (await caches.open(name)).keys()).length > 0) return null;
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    return 'o service worker está ativo mas não há nada no cache (precache vazio)';
  });
}
