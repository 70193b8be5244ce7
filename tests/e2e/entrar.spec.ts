/* From Entrar to the first rows (decision 355): the login page fetches, while the user types, the
   chunks the first seconds after Entrar need (the screen Entrar goes to, the big lists' screens,
   the shell's bell). Fetched only after the sign-in answer, they waited behind the first download
   on a busy server. */
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { E2E_ADMIN } from './fixtures.ts';

// Issue 33: each point is checked on a 1366×800 laptop with an English-language browser.
test.use({ locale: 'en-US', viewport: { width: 1366, height: 800 } });

const PRELOADED = ['home-page', 'lancamentos-page', 'recebiveis-page', 'notifications-bell'];

/** The names of the script chunks the page asks for, in order, as they are asked for. */
function chunksPedidos(page: Page): string[] {
  const chunks: string[] = [];
  page.on('request', (r) => {
    const m = /\/assets\/(.+)-[\w-]{8}\.js$/.exec(new URL(r.url()).pathname);
    if (m) chunks.push(m[1]!);
  });
  return chunks;
}

test('the login page fetches the first screens before Entrar; Lançamentos then asks for none', async ({ page }) => {
  const chunks = chunksPedidos(page);
  await page.goto('/login');
  await expect.poll(() => chunks).toEqual(expect.arrayContaining(PRELOADED));
  await page.getByLabel('Login ou E-mail').fill(E2E_ADMIN.login);
  await page.getByLabel('Senha').fill(E2E_ADMIN.password);
  const before = chunks.length;
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByTestId('user-name')).toHaveText(E2E_ADMIN.name);
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  for (const group of ['Financeiro', 'Finanças', 'Consultas']) await menu.getByRole('button', { name: group, exact: true }).click();
  await menu.getByRole('link', { name: 'Lançamentos', exact: true }).click();
  await expect(page).toHaveURL(/\/financeiro\/lancamentos$/);
  await expect(page.getByRole('heading', { name: 'Lançamentos' })).toBeVisible();
  expect(chunks.slice(before).filter((c) => PRELOADED.includes(c))).toEqual([]);
});

test('each browser tab names its screen: Entrar, the Painel, then the screen opened (issue 33)', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveTitle('Entrar · Fluxo');
  await page.getByLabel('Login ou E-mail').fill(E2E_ADMIN.login);
  await page.getByLabel('Senha').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page).toHaveTitle('Painel · Fluxo');
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  for (const group of ['Financeiro', 'Finanças', 'Consultas']) await menu.getByRole('button', { name: group, exact: true }).click();
  await menu.getByRole('link', { name: 'Lançamentos', exact: true }).click();
  await expect(page).toHaveTitle('Lançamentos · Fluxo');
});

test('once signed in, the shell fetches every screen ahead, and opening one asks for no chunk (decision 453)', async ({ page }) => {
  const chunks = chunksPedidos(page);
  await page.goto('/login');
  await page.getByLabel('Login ou E-mail').fill(E2E_ADMIN.login);
  await page.getByLabel('Senha').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByTestId('user-name')).toHaveText(E2E_ADMIN.name);
  const AHEAD = ['recorrencias-page', 'aprovacoes-page', 'extratos-page', 'usuarios-page', 'relatorios-page'];
  await expect.poll(() => chunks).toEqual(expect.arrayContaining(AHEAD));
  const before = chunks.length;
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  for (const group of ['Financeiro', 'Finanças']) await menu.getByRole('button', { name: group, exact: true }).click();
  await menu.getByRole('link', { name: 'Recorrências', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Recorrências' })).toBeVisible();
  expect(chunks.slice(before).filter((c) => AHEAD.includes(c))).toEqual([]);
  // After a reload on the Painel, the big lists' screens too, once the payables are in memory.
  chunks.length = 0;
  await page.goto('/');
  await expect(page).toHaveTitle('Painel · Fluxo');
  await expect.poll(() => chunks).toEqual(expect.arrayContaining([...AHEAD, 'lancamentos-page', 'recebiveis-page']));
});
