/* One device, two people (DESIGN §3): signing out with unsent changes warns and asks; the next
   person sees none of them; the first person's changes are sent at their next sign-in. */
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { E2E_ADMIN, signIn } from './fixtures.ts';

const unique = (name: string) => `${name} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });

async function sair(page: Page): Promise<void> {
  await page.getByTestId('user-name').click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
}

test('a second person on the same device sees none of the first one’s unsent changes', async ({ page, context }) => {
  const suffix = Date.now().toString(36);
  const outra = { login: `caixa${suffix}`, password: 'senha-da-caixa-1', name: `Carla Caixa ${suffix}` };
  const pendente = unique('Banco do Primeiro');
  await signIn(page);
  const created = await context.request.post('/api/cadastro-usuario', {
    data: { name: outra.name, email: `${outra.login}@fluxo.test`, login: outra.login, password: outra.password, status: 1 },
  });
  expect(created.status()).toBe(201);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.goto('/financeiro/bancos');

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Cadastrar Banco' }).click();
  await page.getByRole('dialog', { name: 'Cadastrar Banco' }).getByLabel('Banco').fill(pendente);
  await page.getByRole('dialog', { name: 'Cadastrar Banco' }).getByRole('button', { name: 'Cadastrar' }).click();
  await expect(page.getByTestId('pending-count')).toHaveText('1 pendente');

  await sair(page);
  const aviso = page.getByRole('dialog', { name: 'Alterações não enviadas' });
  await expect(aviso).toContainText('Há 1 alteração ainda não enviada ao servidor.');
  await aviso.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByTestId('user-name')).toHaveText(E2E_ADMIN.name);
  await sair(page);
  await page.getByRole('dialog', { name: 'Alterações não enviadas' }).getByRole('button', { name: 'Sair mesmo assim' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await context.setOffline(false);

  await signIn(page, outra);
  await page.goto('/financeiro/bancos');
  await expect(page.getByRole('heading', { name: 'Bancos' })).toBeVisible();
  await expect(page.getByTestId('list-range')).toBeVisible();
  await expect(page.getByTestId('connection')).toHaveText('Online');
  await page.getByRole('searchbox').fill(pendente);
  await expect(page.getByText('Busca não encontrada!')).toBeVisible();
  await expect(rowOf(page, pendente)).toHaveCount(0);
  await expect(page.getByTestId('pending-count')).toHaveCount(0);

  await sair(page);
  await expect(page).toHaveURL(/\/login$/); // signed out before the next sign-in's page.goto
  await signIn(page);
  await page.goto('/financeiro/bancos');
  await page.getByRole('searchbox').fill(pendente);
  await expect(rowOf(page, pendente)).toBeVisible();
  await expect(page.getByTestId('pending-count')).toHaveCount(0);
  await expect.poll(async () => {
    const response = await context.request.get('/api/bancos');
    return ((await response.json()) as { bancos: { banco: string }[] }).bancos.filter((b) => b.banco === pendente).length;
  }).toBe(1);
});
