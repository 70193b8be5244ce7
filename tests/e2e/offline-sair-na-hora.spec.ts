/* Offline, the clerk leaves the page the instant a registration dialog closes (decision 362): a
   link, an address typed, a reload. The change must already be on the device, queued, and reach
   the server once the network is back. The page itself starts the navigation in the same task
   in which the dialog leaves the DOM (a MutationObserver): no wait, not even Playwright's polling. */
import { expect, test } from '@playwright/test';
import type { BrowserContext, Page } from '@playwright/test';
import { signIn } from './fixtures.ts';

const SALVO_OFFLINE = 'Alteração salva neste dispositivo; será enviada quando houver conexão.';
const unique = (name: string) => `${name} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function serverList<T>(context: BrowserContext, path: string, key: string): Promise<T[]> {
  const response = await context.request.get(path);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as Record<string, T[]>)[key] ?? [];
}
const serverBancos = (context: BrowserContext) => serverList<{ banco: string }>(context, '/api/bancos', 'bancos');
const serverCategorias = (context: BrowserContext) => serverList<{ descricao: string }>(context, '/api/categorias', 'categorias');

interface Tela {
  path: string;
  heading: string;
  abrir: string;
  campo: string;
}
const BANCOS: Tela = { path: '/financeiro/bancos', heading: 'Bancos', abrir: 'Cadastrar Banco', campo: 'Banco' };
const CATEGORIAS: Tela = { path: '/financeiro/categorias', heading: 'Categorias', abrir: 'Cadastrar Categoria', campo: 'Categoria' };

async function abrir(page: Page, tela: Tela): Promise<void> {
  await page.goto(tela.path);
  await expect(page.getByRole('heading', { name: tela.heading })).toBeVisible();
}

/** Signed in, the service worker ready (the app loads without a network), on Bancos, offline. */
async function bancosOffline(page: Page, context: BrowserContext): Promise<void> {
  await signIn(page);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await abrir(page, BANCOS);
  await context.setOffline(true);
}

/** Fills the dialog, submits, and leaves for `destino` in the very task the dialog is removed. */
async function cadastrarESair(page: Page, tela: Tela, nome: string, destino: string): Promise<void> {
  await page.getByRole('button', { name: tela.abrir }).click();
  const dialog = page.getByRole('dialog', { name: tela.abrir });
  await dialog.getByLabel(tela.campo).fill(nome);
  await page.evaluate(({ titulo, destino }) => {
    const aberto = () => [...document.querySelectorAll('[role="dialog"]')].some((d) => d.textContent?.includes(titulo));
    const observer = new MutationObserver(() => {
      if (aberto()) return;
      observer.disconnect();
      window.location.assign(destino);
    });
    observer.observe(document.body, { childList: true, subtree: true });
  }, { titulo: tela.abrir, destino });
  await dialog.getByRole('button', { name: 'Cadastrar' }).click();
  await page.waitForURL((url) => url.pathname === destino);
  await expect(page.getByRole('heading').first()).toBeVisible();
}

test('offline, leaving the page the instant the dialog closes keeps the bank and the category', async ({ page, context }) => {
  const banco = unique('Banco Sai Já');
  const categoria = unique('Categoria Sai Já');
  await bancosOffline(page, context);

  await cadastrarESair(page, BANCOS, banco, CATEGORIAS.path);
  await expect(page.getByRole('heading', { name: CATEGORIAS.heading })).toBeVisible();
  await cadastrarESair(page, CATEGORIAS, categoria, BANCOS.path);
  await expect(page.getByRole('heading', { name: BANCOS.heading })).toBeVisible();

  // Nothing reached the server while offline; both changes wait on the device.
  expect((await serverBancos(context)).some((b) => b.banco === banco)).toBe(false);
  expect((await serverCategorias(context)).some((c) => c.descricao === categoria)).toBe(false);
  await expect(page.getByTestId('pending-count')).toHaveText('2 pendentes');

  await context.setOffline(false);
  await expect.poll(async () => (await serverBancos(context)).filter((b) => b.banco === banco).length).toBe(1);
  await expect.poll(async () => (await serverCategorias(context)).filter((c) => c.descricao === categoria).length).toBe(1);
  await expect(page.getByTestId('pending-count')).toHaveCount(0);
});

/** Holds a write transaction on the device's outbox (another connection of this page) until
 *  `liberarOutbox`: the app's own write queues behind it, as behind a pull's long write. */
async function segurarOutbox(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const w = window as unknown as { __liberar?: boolean };
    w.__liberar = false;
    const nome = (await indexedDB.databases()).map((d) => d.name).find((n) => n?.startsWith('fluxo-') && n !== 'fluxo-session');
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open(nome!);
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const store = db.transaction('outbox', 'readwrite').objectStore('outbox');
    // A transaction stays active while it has requests: ask again until released.
    const girar = () => {
      if (w.__liberar) return;
      store.count().onsuccess = girar;
    };
    girar();
  });
}
const liberarOutbox = (page: Page) => page.evaluate(() => {
  (window as unknown as { __liberar?: boolean }).__liberar = true;
});

test('offline, leaving while the change is still being written asks first and keeps it', async ({ page, context }) => {
  const banco = unique('Banco Ainda Gravando');
  await bancosOffline(page, context);

  await page.getByRole('button', { name: BANCOS.abrir }).click();
  const dialog = page.getByRole('dialog', { name: BANCOS.abrir });
  await dialog.getByLabel(BANCOS.campo).fill(banco);
  await segurarOutbox(page);
  await dialog.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(dialog.locator('button[type="submit"][aria-busy="true"]')).toBeVisible(); // 'Cadastrando': still writing

  // The clerk closes the tab: the browser asks, the clerk stays. Playwright's documented way to
  // meet a beforeunload prompt (page.close with runBeforeUnload); a script navigation dismissed
  // in the prompt went on anyway once in CI, taking the unwritten change with it.
  const pergunta = page.waitForEvent('dialog', { timeout: 10_000 });
  await page.close({ runBeforeUnload: true });
  const beforeunload = await pergunta;
  expect(beforeunload.type()).toBe('beforeunload');
  await beforeunload.dismiss();
  expect(page.isClosed()).toBe(false);
  await expect(dialog.locator('button[type="submit"][aria-busy="true"]')).toBeVisible(); // still writing

  await liberarOutbox(page);
  await expect(dialog).toBeHidden();
  await expect(page.locator('[data-kind]', { hasText: SALVO_OFFLINE })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${BANCOS.path}$`));
  await expect(page.getByTestId('pending-count')).toHaveText('1 pendente');
  await page.goto(CATEGORIAS.path); // written now: leaving asks nothing
  await expect(page.getByRole('heading', { name: CATEGORIAS.heading })).toBeVisible();
  await expect(page.getByTestId('pending-count')).toHaveText('1 pendente');

  await context.setOffline(false);
  await expect.poll(async () => (await serverBancos(context)).filter((b) => b.banco === banco).length).toBe(1);
});
