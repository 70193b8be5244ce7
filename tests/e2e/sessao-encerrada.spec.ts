/* Issue 11 item 2 (decision 131): an administrator changes a user's password while the user's
   device is offline with a queued change. The user's session ends at once on the server; when
   the device comes back, the queue meets a 401, pauses (nothing dropped), the page asks for a
   sign-in, and after it the queued change is sent. */
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { E2E_ADMIN, signIn } from './fixtures.ts';

const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });

test('a queued change survives the end of its session and is sent after signing in again', async ({ page, context, request }) => {
  const suffix = Date.now().toString(36);
  const operador = { login: `operador${suffix}`, password: 'senha-do-operador-1', name: `Otávio Operador ${suffix}` };
  const banco = `Banco Pendente ${suffix}`;

  // The administrator, on another "device" (a request context of its own).
  expect((await request.post('/api/login', { data: { login: E2E_ADMIN.login, password: E2E_ADMIN.password } })).status()).toBe(200);
  const created = await request.post('/api/cadastro-usuario', {
    data: { name: operador.name, email: `${operador.login}@fluxo.test`, login: operador.login, password: operador.password, status: 1 },
  });
  expect(created.status()).toBe(201);
  const { usuario } = (await created.json()) as { usuario: { id: string } };

  await signIn(page, operador);
  await page.evaluate(async () => { await navigator.serviceWorker.ready; });
  await page.goto('/financeiro/bancos');
  await expect(page.getByRole('heading', { name: 'Bancos' })).toBeVisible();

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Cadastrar Banco' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cadastrar Banco' });
  await dialog.getByLabel('Banco').fill(banco);
  await dialog.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(page.getByTestId('pending-count')).toHaveText('1 pendente');

  // Meanwhile the administrator sets a new password: every session of the operator ends.
  const nova = 'senha-nova-do-operador';
  const changed = await request.put(`/api/usuarios/update/${usuario.id}`, {
    data: { name: operador.name, email: `${operador.login}@fluxo.test`, login: operador.login, password: nova, status: 1 },
  });
  expect(changed.status()).toBe(200);

  await context.setOffline(false);
  await expect(page).toHaveURL(/\/login$/);
  const semSessao = await request.get('/api/bancos');
  expect(((await semSessao.json()) as { bancos: { banco: string }[] }).bancos.some((b) => b.banco === banco)).toBe(false);

  await signIn(page, { ...operador, password: nova });
  await page.goto('/financeiro/bancos');
  await expect(page.getByTestId('pending-count')).toHaveCount(0);
  await page.getByRole('searchbox').fill(banco);
  await expect(rowOf(page, banco)).toBeVisible();
  await expect.poll(async () => {
    const response = await request.get('/api/bancos');
    return ((await response.json()) as { bancos: { banco: string }[] }).bancos.filter((b) => b.banco === banco).length;
  }).toBe(1);
});
