/* Decision 450 in Chromium: a first sign-in's streamed download of the payables is stored packed
   for good, in `paginas_lancamentos` records of up to 2,000 rows (no table of one record per row,
   no staging store), and the list becomes searchable. The rows are counted in IndexedDB itself
   against the server's list; a reload right after shows them from the device, with no new
   download. */
import { expect, test } from '@playwright/test';
import type { Page, PlaywrightWorkerArgs } from '@playwright/test';
import { addDays, todayISO } from '../../src/domain/dates.ts';
import { E2E_ADMIN, signIn } from './fixtures.ts';

const TAG = `pd${Date.now().toString(36)}`;
const HOJE = todayISO();

/** The payables stored in this browser's IndexedDB (the signed-in user's `fluxo-<id>` database), in its pages. */
function storedPayables(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((d) => d.name ?? '').filter((n) => n.startsWith('fluxo-'));
    let total = 0;
    for (const name of names) {
      total += await new Promise<number>((resolve) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('paginas_lancamentos')) { db.close(); resolve(0); return; }
          const all = db.transaction('paginas_lancamentos').objectStore('paginas_lancamentos').getAll();
          all.onsuccess = () => {
            db.close();
            const pages = all.result as { n: number; rows: unknown[] }[];
            resolve(pages.filter((p) => p.n >= 0).reduce((sum, p) => sum + p.rows.length, 0));
          };
          all.onerror = () => { db.close(); resolve(0); };
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

test('the first download is stored packed, the list is searchable, and a reload shows it from the device', async ({ page, playwright }) => {
  const server = await semear(playwright, TAG);

  // A fresh browser context: no database yet, so the payables come in one stream (decision 330).
  // The browser's first download comes from the server's snapshot (decision 364), built or kept.
  const stream = page.waitForResponse((r) => r.url().includes('/api/lancamentos?formato=colunas'));
  await signIn(page);
  const answer = await stream;
  expect(answer.headers()['content-encoding']).toBe('br');
  expect(['cache', 'build']).toContain(answer.headers()['x-fluxo-instantaneo']);
  await page.goto('/financeiro/lancamentos');
  await page.getByRole('searchbox').fill(TAG);
  await expect(page.getByRole('cell').filter({ hasText: `Compra ${TAG}` })).toHaveCount(6);
  await expect.poll(() => storedPayables(page)).toBe(server);
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName('fluxo:pull:all').length)).toBeGreaterThanOrEqual(1);
  // The old forms are gone: no table of one record per row, no staging store.
  const stores = await page.evaluate(async () => {
    const name = (await indexedDB.databases()).map((d) => d.name ?? '').find((n) => n.startsWith('fluxo-') && n !== 'fluxo-session')!;
    return new Promise<string[]>((resolve) => {
      const open = indexedDB.open(name);
      open.onsuccess = () => { const list = [...open.result.objectStoreNames]; open.result.close(); resolve(list); };
    });
  });
  expect(stores).toContain('paginas_lancamentos');
  expect(stores).not.toContain('lancamentos');
  expect(stores).not.toContain('pacotes_lancamentos');

  // A reload right away: the list comes from the device; the payables are not downloaded again.
  const asked: string[] = [];
  page.on('request', (r) => { if (r.url().includes('/api/lancamentos')) asked.push(r.url()); });
  await page.reload();
  await page.getByRole('searchbox').fill(TAG);
  await expect(page.getByRole('cell').filter({ hasText: `Compra ${TAG}` })).toHaveCount(6);
  expect(asked.filter((u) => u.includes('formato='))).toEqual([]);
});
