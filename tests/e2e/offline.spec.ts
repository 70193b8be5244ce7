/* The offline engine in Chromium with the service worker (DESIGN §2–§4): the app and its data
   without a network, changes kept across a closed tab and sent exactly once, a lost reply, a
   refused replay shown in Sincronização, two tabs, and a queue paused by a lost session. */
import { expect, test } from '@playwright/test';
import type { BrowserContext, Page } from '@playwright/test';
import { E2E_ADMIN, signIn } from './fixtures.ts';

const SALVO_OFFLINE = 'Alteração salva neste dispositivo; será enviada quando houver conexão.';
const unique = (name: string) => `${name} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const toast = (page: Page, text: string) => page.locator('[data-kind]', { hasText: text });
const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
/** The row of `name`, searched for: the list pages by 15 and earlier tests add banks. */
async function findRow(page: Page, name: string) {
  await page.getByRole('searchbox').fill(name);
  return rowOf(page, name);
}

async function serverList<T>(context: BrowserContext, path: string, key: string): Promise<T[]> {
  const response = await context.request.get(path);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as Record<string, T[]>)[key] ?? [];
}
const serverBancos = (context: BrowserContext) => serverList<{ id: string; banco: string }>(context, '/api/bancos', 'bancos');
const serverCategorias = (context: BrowserContext) => serverList<{ descricao: string }>(context, '/api/categorias', 'categorias');

/** Signs in and waits for the service worker, so the app can load without a network. */
async function openBancos(page: Page): Promise<void> {
  await signIn(page);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.goto('/financeiro/bancos');
  await expect(page.getByRole('heading', { name: 'Bancos' })).toBeVisible();
  await expect(page.getByTestId('connection')).toHaveText('Online');
}

async function cadastrarBanco(page: Page, nome: string): Promise<void> {
  await page.getByRole('button', { name: 'Cadastrar Banco' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cadastrar Banco' });
  // The dialog itself has a box (decision 370): `toBeHidden` below then waits for the save to
  // close it, instead of passing at once on a zero-height element.
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Banco').fill(nome);
  await dialog.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(dialog).toBeHidden();
}

test('offline, a reload still shows the app and the data already on the device', async ({ page, context }) => {
  const nome = unique('Banco Recarga');
  await openBancos(page);
  await cadastrarBanco(page, nome);
  await expect(toast(page, 'Banco cadastrado com sucesso!')).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Bancos' })).toBeVisible();
  await expect(await findRow(page, nome)).toBeVisible();
  await expect(page.getByTestId('connection')).toHaveText('Offline');
  await context.setOffline(false);
});

test('three banks created offline survive a closed tab and reach the server exactly once', async ({ page, context }) => {
  const nomes = [unique('Offline A'), unique('Offline B'), unique('Offline C')];
  await openBancos(page);
  await context.setOffline(true);
  for (const nome of nomes) {
    await cadastrarBanco(page, nome);
    await expect(toast(page, SALVO_OFFLINE).first()).toBeVisible();
  }
  await expect(page.getByTestId('pending-count')).toHaveText('3 pendentes');
  await page.close();

  const again = await context.newPage();
  await again.goto('/financeiro/bancos');
  for (const nome of nomes) await expect(await findRow(again, nome)).toBeVisible();
  await expect(again.getByTestId('pending-count')).toHaveText('3 pendentes');

  await context.setOffline(false);
  await expect(again.getByTestId('pending-count')).toHaveCount(0);
  await expect.poll(async () => (await serverBancos(context)).filter((b) => nomes.includes(b.banco)).length).toBe(3);
  const onServer = (await serverBancos(context)).filter((b) => nomes.includes(b.banco));
  expect(new Set(onServer.map((b) => b.banco)).size).toBe(3);
});

test('a reply lost after the server saved the bank still leaves exactly one bank', async ({ page, context }) => {
  const nome = unique('Resposta Perdida');
  await openBancos(page);
  let lost = 0;
  // The server commits, then the page sees a network failure (context.route also covers the worker).
  // The drain sends it alone or inside a batch (POST /api/lote, decision 120).
  const writes = /\/api\/(cadastro-banco|lote)$/;
  await context.route(writes, async (route) => {
    if (lost === 0) {
      lost++;
      await route.fetch();
      await route.abort('connectionreset');
      return;
    }
    await route.continue();
  });
  await cadastrarBanco(page, nome);
  await expect(toast(page, SALVO_OFFLINE)).toBeVisible();
  expect(lost).toBe(1);
  await expect(page.getByTestId('pending-count')).toHaveCount(0);
  await expect.poll(async () => (await serverBancos(context)).filter((b) => b.banco === nome).length).toBe(1);
  await page.reload();
  await expect(await findRow(page, nome)).toHaveCount(1);
  await context.unroute(writes);
});

test('a replay the server refuses shows in Sincronização with its message while the others sync', async ({ page, context }) => {
  const repetido = unique('Banco Repetido');
  const categoria = unique('Categoria Independente');
  await openBancos(page);
  await context.setOffline(true);
  await cadastrarBanco(page, repetido);
  // Leaves at once: the dialog closes only once the change is committed (decision 362;
  // offline-sair-na-hora.spec.ts leaves in the very task the dialog goes).
  await page.goto('/financeiro/categorias').catch(() => undefined);
  await page.getByRole('button', { name: 'Cadastrar Categoria' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cadastrar Categoria' });
  await dialog.getByLabel('Categoria').fill(categoria);
  await dialog.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(dialog).toBeHidden();
  // Meanwhile someone else registers a bank with the same name.
  const other = await context.request.post('/api/cadastro-banco', { data: { banco: repetido } });
  expect(other.status()).toBe(201);

  await context.setOffline(false);
  await expect(page.getByTestId('failed-count')).toHaveText('1 falha');
  await expect.poll(async () => (await serverCategorias(context)).filter((c) => c.descricao === categoria).length).toBe(1);
  expect((await serverBancos(context)).filter((b) => b.banco === repetido).length).toBe(1);

  await page.getByTestId('failed-count').click();
  await expect(page.getByRole('heading', { name: 'Sincronização' })).toBeVisible();
  const entry = page.getByTestId('sync-entry').filter({ hasText: repetido });
  await expect(entry).toContainText('Recusada');
  await expect(entry).toContainText('Já existe um banco com este nome.');
  await entry.getByRole('button', { name: 'Descartar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByTestId('sync-empty')).toBeVisible();
  await expect(page.getByTestId('failed-count')).toHaveCount(0);
  await page.goto('/financeiro/bancos');
  await expect(await findRow(page, repetido)).toHaveCount(1);
});

test('two tabs: one sends the change and the other shows it at once', async ({ page, context }) => {
  const nome = unique('Duas Abas');
  await openBancos(page);
  const other = await context.newPage();
  await other.goto('/financeiro/bancos');
  await expect(other.getByRole('heading', { name: 'Bancos' })).toBeVisible();
  const posts: string[] = [];
  // Alone or inside a batch (POST /api/lote, decision 120): the bank's creation travels once.
  context.on('request', (request) => {
    const write = /\/api\/(cadastro-banco|lote)$/.test(new URL(request.url()).pathname);
    if (request.method() === 'POST' && write && (request.postData() ?? '').includes(nome)) posts.push(request.url());
  });

  await other.getByRole('searchbox').fill(nome);
  await cadastrarBanco(page, nome);
  await expect(rowOf(other, nome)).toBeVisible({ timeout: 1000 });
  await expect(toast(page, 'Banco cadastrado com sucesso!')).toBeVisible();
  await expect.poll(async () => (await serverBancos(context)).filter((b) => b.banco === nome).length).toBe(1);
  expect(posts).toHaveLength(1);
});

test('a lost session pauses the queue; signing in again sends everything', async ({ page, context }) => {
  const nomes = [unique('Sessao A'), unique('Sessao B')];
  await openBancos(page);
  await context.setOffline(true);
  for (const nome of nomes) await cadastrarBanco(page, nome);
  await context.clearCookies();
  await context.setOffline(false);

  await expect(page).toHaveURL(/\/login$/);
  const anonymous = await context.request.get('/api/bancos');
  expect(anonymous.status()).toBe(401);
  await page.getByLabel('Login ou E-mail').fill(E2E_ADMIN.login);
  await page.getByLabel('Senha').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/financeiro\/bancos$/);
  await expect.poll(async () => (await serverBancos(context)).filter((b) => nomes.includes(b.banco)).length).toBe(2);
  await expect(page.getByTestId('pending-count')).toHaveCount(0);
  for (const nome of nomes) await expect(await findRow(page, nome)).toBeVisible();
});
