import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { signIn, confirmar } from './fixtures.ts';

const SALVO_OFFLINE = 'Alteração salva neste dispositivo; será enviada quando houver conexão.';
const unique = (name: string) => `${name} ${Date.now().toString(36)}`;

async function openBancos(page: Page) {
  await signIn(page);
  await page.goto('/financeiro/bancos');
  await expect(page.getByRole('heading', { name: 'Bancos' })).toBeVisible();
  await expect(page.getByTestId('list-range')).toBeVisible();
}

const toast = (page: Page, text: string) => page.locator('[data-kind]', { hasText: text });
const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });

async function serverBancos(page: Page): Promise<{ banco: string; status: boolean; vencimento: number | null }[]> {
  const response = await page.request.get('/api/bancos');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { bancos: { banco: string; status: boolean; vencimento: number | null }[] }).bancos;
}

test('creates a bank with a credit card, edits it and deletes it with the mouse', async ({ page }) => {
  const nome = unique('Banco Mouse');
  await openBancos(page);
  await page.getByRole('button', { name: 'Cadastrar Banco' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cadastrar Banco' });
  await expect(dialog.getByRole('switch', { name: 'Possui Cartão' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(dialog.getByText('O banco é obrigatório.')).toBeVisible();
  await expect(toast(page, 'Preencha todos os campos obrigatórios.')).toBeVisible();

  await dialog.getByLabel('Banco').fill(nome);
  await dialog.getByRole('switch', { name: 'Possui Cartão' }).click();
  await dialog.getByLabel('Crédito').check();
  await dialog.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(dialog.getByText('Informe a data de vencimento do cartão de crédito.')).toBeVisible();
  await dialog.getByLabel('Vencimento').selectOption('10');
  await dialog.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(toast(page, 'Banco cadastrado com sucesso!')).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = rowOf(page, nome);
  await expect(row.getByRole('cell')).toHaveText(['', nome, 'Ativo', 'Sim', 'Sim', 'Não', '10', 'R$ 0,00']);
  await expect(page.getByRole('button', { name: 'Editar' })).toHaveCount(0);
  await row.getByRole('cell', { name: nome }).click();
  await expect(page.getByText('1 selecionada(s)')).toBeVisible();
  await page.getByRole('button', { name: 'Editar' }).click();
  const editar = page.getByRole('dialog', { name: 'Editar Banco' });
  await expect(editar.getByLabel('Banco')).toHaveValue(nome);
  await editar.getByLabel('Banco').fill(`${nome} Editado`);
  await editar.getByRole('switch', { name: 'Ativo' }).click();
  await editar.getByRole('button', { name: 'Salvar' }).click();
  await expect(editar).toBeHidden();
  await expect(rowOf(page, `${nome} Editado`).getByRole('cell').nth(2)).toHaveText('Inativo');
  // The screen shows the local write at once; the outbox may deliver it a moment later under load.
  await expect.poll(async () => (await serverBancos(page)).find((b) => b.banco === `${nome} Editado`)?.status).toBe(false);

  await page.getByRole('button', { name: 'Deletar' }).click();
  await confirmar(page);
  await expect(toast(page, 'Registro(s) excluído(s) com sucesso!')).toBeVisible();
  await expect(rowOf(page, `${nome} Editado`)).toHaveCount(0);
  await expect.poll(async () => (await serverBancos(page)).some((b) => b.banco.startsWith(nome))).toBe(false);
});

test('manages a bank from the keyboard alone', async ({ page }) => {
  const nome = unique('Banco Teclado');
  await openBancos(page);
  await page.getByRole('button', { name: 'Cadastrar Banco' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Cadastrar Banco' });
  await expect(dialog.getByLabel('Banco')).toBeFocused();
  await page.keyboard.type(nome);
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('switch', { name: 'Possui Cartão' })).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Débito')).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Banco cadastrado com sucesso!')).toBeVisible();
  await expect(rowOf(page, nome).getByRole('cell')).toHaveText(['', nome, 'Ativo', 'Sim', 'Não', 'Sim', 'Não', 'R$ 0,00']);

  await page.getByRole('searchbox').fill(nome.toUpperCase());
  await expect(page.getByTestId('list-range')).toHaveText('1 - 1 de 1');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  // The table's scroll box takes the focus first (it scrolls from the keyboard; issue 13).
  await expect(page.getByRole('region', { name: 'Tabela Bancos' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('checkbox', { name: 'Selecionar página' })).toBeFocused();
  // Each of the seven column headers is a sort button (decision 211; Saldo, issue 32), then the first row.
  for (let i = 0; i < 7; i++) await page.keyboard.press('Tab');
  await expect(page.getByRole('columnheader', { name: 'Saldo' }).getByRole('button')).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(page.getByText('1 selecionada(s)')).toBeVisible();
  await page.getByRole('button', { name: 'Editar' }).focus();
  await page.keyboard.press('Enter');
  const editar = page.getByRole('dialog', { name: 'Editar Banco' });
  await page.keyboard.press('End');
  await page.keyboard.type(' 2');
  await page.keyboard.press('Enter');
  await expect(editar).toBeHidden();
  // Closing the dialog gives focus back to Editar; wait for it, or our next focus may be undone.
  await expect(page.getByRole('button', { name: 'Editar' })).toBeFocused();
  await page.getByRole('searchbox').fill(`${nome} 2`);
  await expect(page.getByTestId('list-range')).toHaveText('1 - 1 de 1');
  await page.getByRole('button', { name: 'Deletar' }).focus();
  await page.keyboard.press('Enter');
  // The Confirmação opens with Confirmar focused (decision 213).
  await expect(page.getByRole('dialog', { name: 'Confirmação' }).getByRole('button', { name: 'Confirmar' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Busca não encontrada!')).toBeVisible();
});

test('offline, a bank is created, edited and deleted on the device and reaches the server once back online', async ({ page, context }) => {
  const nome = unique('Banco Offline');
  const outro = unique('Banco Offline Apagado');
  await openBancos(page);
  await context.setOffline(true);

  await page.getByRole('button', { name: 'Cadastrar Banco' }).click();
  await page.getByRole('dialog').getByLabel('Banco').fill(nome);
  await page.getByRole('dialog').getByRole('button', { name: 'Cadastrar' }).click();
  await expect(toast(page, SALVO_OFFLINE).first()).toBeVisible();
  await page.getByRole('button', { name: 'Cadastrar Banco' }).click();
  await page.getByRole('dialog').getByLabel('Banco').fill(outro);
  await page.getByRole('dialog').getByRole('button', { name: 'Cadastrar' }).click();
  await expect(rowOf(page, outro)).toBeVisible();

  await rowOf(page, nome).getByRole('cell', { name: nome }).click();
  await page.getByRole('button', { name: 'Editar' }).click();
  await page.getByRole('dialog').getByRole('switch', { name: 'Ativo' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Salvar' }).click();
  await expect(rowOf(page, nome).getByRole('cell').nth(2)).toHaveText('Inativo');
  await page.getByRole('button', { name: 'Limpar' }).click();
  await rowOf(page, outro).getByRole('cell', { name: outro }).click();
  await expect(page.getByText('1 selecionada(s)')).toBeVisible();
  await page.getByRole('button', { name: 'Deletar' }).click();
  await confirmar(page);
  await expect(rowOf(page, outro)).toHaveCount(0);

  await context.setOffline(false);
  await expect.poll(async () => (await serverBancos(page)).filter((b) => b.banco === nome).map((b) => b.status)).toEqual([false]);
  expect((await serverBancos(page)).some((b) => b.banco === outro)).toBe(false);
});
