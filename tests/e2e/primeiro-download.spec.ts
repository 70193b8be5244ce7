/* Decision 353 in Chromium: a first sign-in's streamed download of the payables is stored in
   IndexedDB by the dedicated worker (pull-worker.ts), not by the page, and the list becomes
   searchable. The worker's run leaves a `fluxo:pull-worker:lancamentos` measure in the page; the
   rows are counted in IndexedDB itself against the server's list; the page moved the payables'
   write generation for the worker's writes (decision 338's kept counts). */
import { expect, test } from '@playwright/test';
import type { Page, PlaywrightWorkerArgs } from '@playwright/test';
import { addDays, todayISO } from '../../src/domain/dates.ts';
import { E2E_ADMIN, signIn } from './fixtures.ts';

const TAG = `pd${Date.now().toString(36)}`;
const HOJE = todayISO();

/** The payables stored in this browser's IndexedDB (the signed-in user's `fluxo-<id>` database). */
function storedPayables(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((d) => d.name ?? '').filter((n) => n.startsWith('fluxo-'));
    let total = 0;
    for (const name of names) {
      total += await new Promise<number>((resolve) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('lancamentos')) { db.close(); resolve(0); return; }
          const count = db.transaction('lancamentos').objectStore('lancamentos').count();
          count.onsuccess = () => { db.close(); resolve(count.result); };
          count.onerror = () => { db.close(); resolve(0); };
        };
        open.onerror = () => resolve(0);
      });
    }
    return total;
  });
}

/** A purchase in 6 instalments tagged `tag`, made on the server; returns how many payables the server lists. */
async function semear(playwright: PlaywrightWorkerArgs['playwright'], tag: string): Promise<number> {
  const ctx = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8181' });
  expect((await ctx.post('/api/login', { data: { login: E2E_ADMIN.login, password: E2E_ADMIN.password } })).ok()).toBe(true);
  expect((await ctx.post('/api/cadastro-banco', { data: { banco: `Banco ${tag}` } })).status()).toBe(201);
  const bancos = (await (await ctx.get('/api/bancos')).json()) as { bancos: { id: string; banco: string }[] };
  const banco = bancos.bancos.find((b) => b.banco === `Banco ${tag}`)!.id;
  const res = await ctx.post('/api/cadastro-financas', {
    data: { descricao: `Compra ${tag}`, status: 'Pagar', pagamento: 'Boleto', banco, valor: '120.00', data: addDays(HOJE, -20), tipo: 'Com Vencimento', vencimento: addDays(HOJE, 5), metodo: 'Parcelado', parcela: '6', tipo_lancamento: 'Compra' },
  });
  expect(res.status(), await res.text()).toBe(201);
  const server = ((await (await ctx.get('/api/lancamentos')).json()) as { lancamentos: unknown[] }).lancamentos.length;
  await ctx.dispose();
  return server;
}

test('the first download is stored by the worker and the list is searchable', async ({ page, playwright }) => {
  const server = await semear(playwright, TAG);

  // A fresh browser context: no database yet, so the payables come in one stream (decision 330).
  // The browser's first download comes from the server's snapshot (decision 364), built or kept.
  const stream = page.waitForResponse((r) => r.url().includes('/api/lancamentos?formato=ndjson'));
  await signIn(page);
  const answer = await stream;
  expect(answer.headers()['content-encoding']).toBe('br');
  expect(['cache', 'build']).toContain(answer.headers()['x-fluxo-instantaneo']);
  await page.goto('/financeiro/lancamentos');
  await page.getByRole('searchbox').fill(TAG);
  await expect(page.getByRole('cell').filter({ hasText: `Compra ${TAG}` })).toHaveCount(6);
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName('fluxo:pull-worker:lancamentos').length)).toBe(1);
  await expect.poll(() => storedPayables(page)).toBe(server);
  // The small lists were pulled and stored before the worker began storing (pull-all.ts holdStoring).
  const order = await page.evaluate(() => {
    const bancos = performance.getEntriesByName('fluxo:pull:bancos')[0];
    const go = performance.getEntriesByName('fluxo:pull-store-go:lancamentos')[0];
    return { bancosEnd: bancos ? bancos.startTime + bancos.duration : null, go: go?.startTime ?? null };
  });
  expect(order.bancosEnd).not.toBeNull();
  expect(order.go).not.toBeNull();
  expect(order.bancosEnd!).toBeLessThanOrEqual(order.go!);
  // The worker's writes moved the payables' write generation (decision 338): no stale kept count.
  const generation = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('fluxo:geracao:') && k.endsWith(':lancamentos')).map((k) => Number(localStorage.getItem(k))));
  expect(generation.length).toBe(1);
  expect(generation[0]).toBeGreaterThan(0);
});

/**
 * Stops the payables' unpacking for good, and nothing else: when the page lets their worker store
 * (the `fluxo:pull-store-go:lancamentos` mark, after the other lists are stored), it opens a
 * read-only transaction on the payables' table in that same task, before the worker is told, and
 * keeps it alive. The worker packs the download (its own store, decision 369), but its unpacking
 * transactions write that table, so they wait until the page goes. Once per tab: not again after
 * the reload. Read-only, and on that table alone: Chromium starts no other read-write transaction
 * of the database beside a read-write one kept alive, and a pending read-write transaction holds
 * back the ones after it (on `shadows`, shared with the receivables' unpacking, their pending
 * transaction held back the payables' packing in 2 of 4 whole-suite runs).
 */
const HOLD_UNPACKING = `(() => {
  if (sessionStorage.getItem('fluxo-e2e-hold')) return;
  sessionStorage.setItem('fluxo-e2e-hold', '1');
  let db = null;
  const tick = async () => {
    const found = (await indexedDB.databases()).find((d) => d.name && d.name.startsWith('fluxo-') && d.name !== 'fluxo-session' && (d.version || 0) >= 120);
    if (!found) { setTimeout(tick, 5); return; }
    const open = indexedDB.open(found.name);
    open.onsuccess = () => { db = open.result; };
  };
  void tick();
  const mark = performance.mark.bind(performance);
  performance.mark = (name, options) => {
    if (db && !window.__fluxoHeld && name === 'fluxo:pull-store-go:lancamentos') {
      window.__fluxoHeld = true;
      const store = db.transaction('lancamentos', 'readonly').objectStore('lancamentos');
      // A transaction stays active while it has requests.
      const spin = () => { store.count().onsuccess = spin; };
      spin();
    }
    return mark(name, options);
  };
})();`;

/** The packed download's marker (decision 369) in the user's database. */
function marker(page: Page): Promise<{ rows: number; unpacked: number } | null> {
  return page.evaluate(async () => {
    const name = (await indexedDB.databases()).map((d) => d.name ?? '').find((n) => n.startsWith('fluxo-') && n !== 'fluxo-session');
    if (!name) return null;
    return new Promise((resolve) => {
      const open = indexedDB.open(name);
      open.onsuccess = () => {
        const db = open.result;
        const get = db.transaction('pacotes_lancamentos').objectStore('pacotes_lancamentos').get(-1);
        get.onsuccess = () => { db.close(); resolve((get.result as { marker?: { rows: number; unpacked: number } } | undefined)?.marker ?? null); };
        get.onerror = () => { db.close(); resolve(null); };
      };
      open.onerror = () => resolve(null);
    });
  });
}

test('a tab closed while the download is being unpacked: reopened offline, every payable is listed and the rest is unpacked', async ({ page, context, playwright }) => {
  const rows = await semear(playwright, `${TAG}b`);
  await page.addInitScript(HOLD_UNPACKING);
  await signIn(page);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The payables are on the device, packed, and the worker could not unpack a row.
  const measures = (name: string) => page.evaluate((n) => performance.getEntriesByName(n).length, name);
  await expect.poll(() => measures('fluxo:pull-packed:lancamentos')).toBe(1);
  expect(await page.evaluate(() => (window as unknown as { __fluxoHeld?: boolean }).__fluxoHeld)).toBe(true);
  expect(await measures('fluxo:pull-worker:lancamentos')).toBe(0);

  // The tab is closed (its worker with it) with nothing unpacked; the app opens again without a network.
  await context.setOffline(true);
  await page.close();
  const again = await context.newPage();
  await again.goto('/financeiro/lancamentos');
  await expect(again.getByTestId('list-range')).toHaveText(new RegExp(` de ${rows}$`)); // every payable, fed from the pages
  await expect.poll(() => storedPayables(again)).toBe(rows);
  await expect.poll(() => marker(again)).toBeNull();
  await context.setOffline(false);
});
