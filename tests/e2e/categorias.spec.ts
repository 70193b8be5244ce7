import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { signIn, confirmar } from './fixtures.ts';

const SALVO_OFFLINE = 'Alteração salva neste dispositivo; será enviada quando houver conexão.';
const unique = (name: string) => `${name} ${Date.now().toString(36)}`;
const toast = (page: Page, text: string) => page.locator('[data-kind]', { hasText: text });
const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });

async function openCategorias(page: Page) {
  await signIn(page);
  await page.goto('/financeiro/categorias');
  await expect(page.getByRole('heading', { name: 'Categorias' })).toBeVisible();
  await expect(page.getByTestId('list-range')).toBeVisible();
}

async function serverCategorias(page: Page): Promise<{ descricao: string; status: boolean }[]> {
  const response = await page.request.get('/api/categorias');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { categorias: { descricao: string; status: boolean }[] }).categorias;
}

test('creates, edits and deletes a category; Criado shows "date às time"', async ({ page }) => {
  const nome = unique('Mercado');
  await openCategorias(page);
  await page.getByRole('button', { name: 'Cadastrar Categoria' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cadastrar Categoria' });
  await dialog.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(dialog.getByText('A categoria é obrigatória.')).toBeVisible();
  await expect(toast(page, 'Preencha todos os campos obrigatórios.')).toBeVisible();
  await dialog.getByLabel('Categoria').fill(nome);
  await expect(dialog.getByText('A categoria é obrigatória.')).toBeHidden();
  await dialog.getByLabel('Categoria').press('Enter');
  await expect(toast(page, 'Categoria cadastrada com sucesso!')).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = rowOf(page, nome);
  await expect(row.getByRole('cell').nth(2)).toHaveText('Ativo');
  await expect(row.getByRole('cell').nth(3)).toHaveText(/^\d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}$/);

  await row.getByRole('cell', { name: nome }).click();
  await page.getByRole('button', { name: 'Editar' }).click();
  const editar = page.getByRole('dialog', { name: 'Editar Categoria' });
  await editar.getByLabel('Categoria').fill('');
  await editar.getByRole('button', { name: 'Salvar' }).click();
  await expect(editar.getByText('A categoria é obrigatória.')).toBeVisible();
  await editar.getByLabel('Categoria').fill(`${nome} e Feira`);
  await editar.getByRole('switch', { name: 'Ativo' }).click();
  await editar.getByRole('button', { name: 'Salvar' }).click();
  await expect(editar).toBeHidden();
  await expect(rowOf(page, `${nome} e Feira`).getByRole('cell').nth(2)).toHaveText('Inativo');

  await page.getByRole('button', { name: 'Deletar' }).click();
  await confirmar(page);
  await expect(toast(page, 'Registro(s) excluído(s) com sucesso!')).toBeVisible();
  await expect(rowOf(page, `${nome} e Feira`)).toHaveCount(0);
  await expect.poll(async () => (await serverCategorias(page)).some((c) => c.descricao.startsWith(nome))).toBe(false);
});

test('offline, a category is created, edited and deleted on the device and synced once back online', async ({ page, context }) => {
  const nome = unique('Farmácia');
  const outra = unique('Temporária');
  await openCategorias(page);
  await context.setOffline(true);
  for (const descricao of [nome, outra]) {
    await page.getByRole('button', { name: 'Cadastrar Categoria' }).click();
    await page.getByRole('dialog').getByLabel('Categoria').fill(descricao);
    await page.getByRole('dialog').getByLabel('Categoria').press('Enter');
    await expect(rowOf(page, descricao)).toBeVisible();
  }
  await expect(toast(page, SALVO_OFFLINE).first()).toBeVisible();

  await rowOf(page, nome).getByRole('cell', { name: nome }).click();
  await page.getByRole('button', { name: 'Editar' }).click();
  await page.getByRole('dialog').getByLabel('Categoria').fill(`${nome} 24h`);
  await page.getByRole('dialog').getByRole('button', { name: 'Salvar' }).click();
  await expect(rowOf(page, `${nome} 24h`)).toBeVisible();
  await page.getByRole('button', { name: 'Limpar' }).click();
  await rowOf(page, outra).getByRole('cell', { name: outra }).click();
  await page.getByRole('button', { name: 'Deletar' }).click();
  await confirmar(page);
  await expect(rowOf(page, outra)).toHaveCount(0);

  await context.setOffline(false);
  await expect.poll(async () => (await serverCategorias(page)).filter((c) => c.descricao.startsWith(nome)).map((c) => c.descricao))
    .toEqual([`${nome} 24h`]);
  expect((await serverCategorias(page)).some((c) => c.descricao === outra)).toBe(false);
});
