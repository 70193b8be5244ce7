import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { signIn } from './fixtures.ts';

const TAG = Date.now().toString(36);
const toast = (page: Page, text: string) => page.locator('[data-kind]', { hasText: text });
const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });

async function loginStatus(request: APIRequestContext, login: string, password: string): Promise<number> {
  return (await request.post('/api/login', { data: { login, password } })).status();
}

test('registers a user with SPEC messages, then edits it after loading it, and an inactive user cannot sign in', async ({ page, playwright }) => {
  const nome = `Maria ${TAG}`;
  const email = `maria.${TAG}@fluxo.dev`;
  const login = `mariasilva${TAG}`;
  await signIn(page);
  await page.goto('/gestor/usuarios');
  await expect(page.getByRole('heading', { name: 'Usuários' })).toBeVisible();
  await page.getByRole('button', { name: 'Cadastrar Usuário' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cadastrar Usuário' });
  await dialog.getByRole('button', { name: 'Cadastrar' }).click();
  for (const text of ['O nome é obrigatório.', 'O email é obrigatório.', 'O login é obrigatório.', 'A senha é obrigatória.']) {
    await expect(dialog.getByText(text)).toBeVisible();
  }
  await expect(toast(page, 'Preencha todos os campos obrigatórios.')).toBeVisible();

  await dialog.getByLabel('Nome').fill(nome);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Login').pressSequentially(`Maria.Silva ${TAG}`);
  await expect(dialog.getByLabel('Login')).toHaveValue(login);
  await dialog.getByLabel('Senha', { exact: true }).fill('segredo forte 1');
  await dialog.getByRole('button', { name: 'Mostrar senha' }).click();
  await expect(dialog.getByLabel('Senha', { exact: true })).toHaveAttribute('type', 'text');
  await expect(dialog.getByRole('switch', { name: 'Ativo' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(toast(page, 'Usuário cadastrado com sucesso!')).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = rowOf(page, nome);
  await expect(row.getByRole('cell').nth(3)).toHaveText(login);
  await expect(row.getByRole('cell').nth(4)).toHaveText(email);
  await expect(row.getByRole('cell').nth(5)).toHaveText('Ativo');
  await expect(row.getByRole('cell').nth(6)).toHaveText(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}:\d{2}$/);

  const other = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8181' });
  expect(await loginStatus(other, login, 'segredo forte 1')).toBe(200);

  await page.getByRole('searchbox').fill(email.toUpperCase());
  await expect(page.getByTestId('list-range')).toHaveText('1 - 1 de 1');
  await expect(page.getByRole('button', { name: 'Editar' })).toHaveCount(0);
  await row.getByRole('cell', { name: nome }).click();
  await page.getByRole('button', { name: 'Editar' }).click();
  const editar = page.getByRole('dialog', { name: 'Editar Usuário' });
  await expect(editar.getByLabel('Nome')).toHaveValue(nome);
  await expect(editar.getByLabel('Login')).toHaveValue(login);
  await expect(editar.getByLabel('Senha', { exact: true })).toHaveAttribute('placeholder', 'Opcional');
  await editar.getByLabel('Nome').fill(`${nome} Editada`);
  await editar.getByRole('switch', { name: 'Ativo' }).click();
  await editar.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'Usuário atualizado com sucesso.')).toBeVisible();
  await expect(editar).toBeHidden();
  await expect(rowOf(page, `${nome} Editada`).getByRole('cell').nth(5)).toHaveText('Inativo');
  expect(await loginStatus(other, login, 'segredo forte 1')).toBe(422);
  await other.dispose();
});

test('refuses a login already in use', async ({ page }) => {
  await signIn(page);
  await page.goto('/gestor/usuarios');
  await page.getByRole('button', { name: 'Cadastrar Usuário' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cadastrar Usuário' });
  await dialog.getByLabel('Nome').fill(`Outra ${TAG}`);
  await dialog.getByLabel('Email').fill(`outra.${TAG}@fluxo.dev`);
  await dialog.getByLabel('Login').fill('gestora');
  await dialog.getByLabel('Senha', { exact: true }).fill('senha-longa-1');
  await dialog.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(dialog.getByText('Este login já está em uso.')).toBeVisible();
  await expect(dialog.getByLabel('Login')).toHaveValue('gestora');
});
