/* Decision 353 in Chromium: a first sign-in's streamed download of the payables is stored in
   IndexedDB by the dedicated worker (pull-worker.ts), not by the page, and the list becomes
   searchable. The worker's run leaves a `fluxo:pull-worker:lancamentos` measure in the page; the
   rows are counted in IndexedDB itself against the server's list; the page moved the payables'
   write generation for the worker's writes (decision 338's kept counts). */
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
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

test('the first download is stored by the worker and the list is searchable', async ({ page, playwright }) => {
  const ctx = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8181' });
  expect((await ctx.post('/api/login', { data: { login: E2E_ADMIN.login, password: E2E_ADMIN.password } })).ok()).toBe(true);
  expect((await ctx.post('/api/cadastro-banco', { data: { banco: `Banco ${TAG}` } })).status()).toBe(201);
  const bancos = (await (await ctx.get('/api/bancos')).json()) as { bancos: { id: string; banco: string }[] };
  const banco = bancos.bancos.find((b) => b.banco === `Banco ${TAG}`)!.id;
  const res = await ctx.post('/api/cadastro-financas', {
    data: { descricao: `Compra ${TAG}`, status: 'Pagar', pagamento: 'Boleto', banco, valor: '120.00', data: addDays(HOJE, -20), tipo: 'Com Vencimento', vencimento: addDays(HOJE, 5), metodo: 'Parcelado', parcela: '6', tipo_lancamento: 'Compra' },
  });
  expect(res.status(), await res.text()).toBe(201);
  const server = ((await (await ctx.get('/api/lancamentos')).json()) as { lancamentos: unknown[] }).lancamentos.length;
  await ctx.dispose();

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
