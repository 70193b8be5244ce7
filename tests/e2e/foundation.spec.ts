import { expect, test } from '@playwright/test';
import { E2E_ADMIN, signIn } from './fixtures.ts';

test('signs in with the seeded admin and shows the name in the top bar', async ({ page }) => {
  await signIn(page);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Dashboard')).toBeVisible();
});

test('shows the server message for a wrong password', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByText('Versão 1.0.0')).toBeVisible();
  await page.getByLabel('Login ou E-mail').fill(E2E_ADMIN.login);
  await page.getByLabel('Senha').fill('senha-errada');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('alert')).toHaveText('Login ou senha inválidos.');
});

test('the guard sends to /login and returns to the wanted path after signing in', async ({ page }) => {
  await page.goto('/financeiro/fundos?x=1');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Login ou E-mail').fill(E2E_ADMIN.login);
  await page.getByLabel('Senha').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/financeiro\/fundos\?x=1$/);
  await expect(page.getByRole('heading', { name: 'Fundos' })).toBeVisible();
});

test('breadcrumbs follow the route and link the cumulative path', async ({ page }) => {
  await signIn(page);
  await page.goto('/gestor/telegram/consulta');
  const trail = page.getByRole('navigation', { name: 'Trilha' });
  // Each crumb reads the screen's or section's real title (issue 13).
  await expect(trail).toContainText('Dashboard/Gestor/Telegram/Telegram: Administração');
  await trail.getByRole('link', { name: 'Gestor' }).click();
  await expect(page).toHaveURL(/\/gestor$/);
  await expect(page.getByRole('navigation', { name: 'Trilha' })).toContainText('Dashboard/Gestor');
});

test('the side menu reaches every screen and its collapsed state survives a reload', async ({ page }) => {
  await signIn(page);
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await menu.getByRole('button', { name: 'Financeiro' }).click();
  await menu.getByRole('button', { name: 'Finanças' }).click();
  await menu.getByRole('button', { name: 'Consultas' }).click();
  await menu.getByRole('link', { name: 'Investimentos' }).click();
  await expect(page).toHaveURL(/\/financeiro\/investimentos$/);
  await page.getByRole('button', { name: 'Alternar menu' }).click();
  await expect(page.getByTestId('sidebar')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('user-name')).toBeVisible();
  await expect(page.getByTestId('sidebar')).toHaveCount(0);
  await page.getByRole('button', { name: 'Alternar menu' }).click();
  await expect(page.getByTestId('sidebar')).toBeVisible();
});

test('Sair signs out and the guard keeps the user out', async ({ page }) => {
  await signIn(page);
  await page.getByTestId('user-name').click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/financeiro/bancos');
  await expect(page).toHaveURL(/\/login$/);
});

test('on a tablet-width screen the side menu is a drawer that closes after navigating', async ({ page }) => {
  await page.setViewportSize({ width: 820, height: 1180 });
  await signIn(page);
  await expect(page.getByTestId('sidebar')).toHaveCount(0);
  await page.getByRole('button', { name: 'Alternar menu' }).click();
  const drawer = page.getByTestId('sidebar');
  await expect(drawer).toBeVisible();
  await drawer.getByRole('button', { name: 'Gestor' }).click();
  await drawer.getByRole('link', { name: 'Usuários' }).click();
  await expect(page).toHaveURL(/\/gestor\/usuarios$/);
  await expect(page.getByTestId('sidebar')).toHaveCount(0);
});
