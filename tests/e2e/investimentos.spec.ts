import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { E2E_ADMIN, signIn, confirmar } from './fixtures.ts';

const TAG = Date.now().toString(36);
const BANCO = `Corretora ${TAG}`;
const toast = (page: Page, text: string) => page.locator('[data-kind]', { hasText: text });
const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });

test.beforeAll(async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8181' });
  expect((await api.post('/api/login', { data: { login: E2E_ADMIN.login, password: E2E_ADMIN.password } })).ok()).toBe(true);
  expect((await api.post('/api/cadastro-banco', { data: { banco: BANCO } })).status()).toBe(201);
  await api.dispose();
});

async function cadastrar(page: Page, nome: string, status: 'Ativo' | 'Finalizado', banco: boolean) {
  await page.getByRole('button', { name: 'Cadastrar Investimento' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cadastro de investimentos' });
  await dialog.getByLabel('Descrição').fill(nome);
  await dialog.getByLabel('Valor').fill('500000');
  await dialog.getByLabel('Data').fill('2026-02-10');
  if (banco) await dialog.getByLabel('Banco').selectOption({ label: BANCO });
  await dialog.getByLabel(status).check();
  await dialog.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(toast(page, 'Investimento cadastrado com sucesso!').first()).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('registers investments, reports a yield with its history, and inactivates only active ones', async ({ page }) => {
  const ativo = `CDB ${TAG}`;
  const finalizado = `Tesouro ${TAG}`;
  await signIn(page);
  await page.goto('/financeiro/investimentos');
  await expect(page.getByRole('heading', { name: 'Investimentos' })).toBeVisible();
  await page.getByRole('button', { name: 'Cadastrar Investimento' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cadastro de investimentos' });
  await dialog.getByRole('button', { name: 'Cadastrar' }).click();
  for (const text of ['Descrição é obrigatório.', 'Valor é obrigatório.', 'Data é obrigatória.', 'Status é obrigatório.']) {
    await expect(dialog.getByText(text)).toBeVisible();
  }
  await dialog.getByRole('button', { name: 'Cancelar' }).click();

  await cadastrar(page, ativo, 'Ativo', true);
  await cadastrar(page, finalizado, 'Finalizado', false);
  await expect(rowOf(page, ativo).getByRole('cell')).toHaveText(['', ativo, 'R$ 5.000,00', 'R$ 5.000,00', '10/02/2026', BANCO, 'Ativo', 'Sem Observação']);

  await rowOf(page, finalizado).getByRole('cell', { name: finalizado }).click();
  await expect(page.getByRole('button', { name: 'Inativar' })).toBeDisabled();
  await page.getByRole('button', { name: 'Limpar' }).click();

  await rowOf(page, ativo).getByRole('cell', { name: ativo }).click();
  await page.getByRole('button', { name: 'Informar Rendimento' }).click();
  const informe = page.getByRole('dialog', { name: 'Informe o rendimento' });
  await informe.getByLabel('Valor').fill('999999');
  await informe.getByLabel('Subtrair').check();
  await informe.getByRole('button', { name: 'Salvar' }).click();
  await expect(informe.getByText('O valor a subtrair é maior que o valor atual.')).toBeVisible();
  await informe.getByLabel('Valor').fill('12345');
  await informe.getByLabel('Somar').check();
  await informe.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'Valor cadastrado com sucesso!')).toBeVisible();
  await expect(rowOf(page, ativo).getByRole('cell').nth(3)).toHaveText('R$ 5.123,45');
  await page.getByRole('button', { name: 'Histórico', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Histórico de Movimentações' }).getByRole('cell', { name: 'R$ 123,45' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Fechar' }).click();

  await page.getByRole('button', { name: 'Inativar' }).click();
  await confirmar(page);
  await expect(toast(page, 'Registro(s) inativado(s) com sucesso!')).toBeVisible();
  await expect(rowOf(page, ativo).getByRole('cell').nth(6)).toHaveText('Inativo');
  const server = (await (await page.request.get('/api/investimento')).json()) as { investimentos: { descricao: string; status: string; valor_final: string }[] };
  expect(server.investimentos.find((i) => i.descricao === ativo)).toMatchObject({ status: 'Inativo', valor_final: '5123.45' });

  await page.getByRole('searchbox').fill(TAG);
  await page.getByRole('checkbox', { name: 'Selecionar página' }).check();
  await page.getByRole('button', { name: 'Deletar' }).click();
  await confirmar(page);
  await expect(toast(page, 'Registro(s) excluído(s) com sucesso!')).toBeVisible();
  await expect(page.getByText('Busca não encontrada!')).toBeVisible();
});
