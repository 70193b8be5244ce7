import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { diaUtilAnterior, vencimentoEfetivo } from '../../src/domain/calendario.ts';
import { addDays, daysBetween, todayISO } from '../../src/domain/dates.ts';
import { E2E_ADMIN, signIn, confirmar } from './fixtures.ts';

const TAG = `fat${Date.now().toString(36)}`;
const BANCO = `Banco ${TAG}`;
let bancoId = '';

const toast = (page: Page, text: string) => page.locator('[data-kind]', { hasText: text });
const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });

test.beforeAll(async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8181' });
  expect((await api.post('/api/login', { data: { login: E2E_ADMIN.login, password: E2E_ADMIN.password } })).ok()).toBe(true);
  const banco = await api.post('/api/cadastro-banco', { data: { banco: BANCO } });
  expect(banco.status()).toBe(201);
  const bancos = (await (await api.get('/api/bancos')).json()) as { bancos: { id: string; banco: string }[] };
  bancoId = bancos.bancos.find((b) => b.banco === BANCO)!.id;
  const hoje = todayISO();
  for (let i = 1; i <= 3; i++) {
    const response = await api.post('/api/cadastro-fatura', {
      data: { descricao: `Lote ${TAG} ${i}`, status: 'Pagar', banco: bancoId, valor: `${i}00.00`, vencimento: addDays(hoje, i) },
    });
    expect(response.status()).toBe(201);
  }
  await api.dispose();
});

async function serverFaturas(page: Page) {
  const response = await page.request.get('/api/faturas');
  return ((await response.json()) as { faturas: { descricao: string; status: string; data_pagamento: string | null }[] }).faturas;
}

test('registers an invoice, showing SPEC messages, and the list tells how many days are left', async ({ page }) => {
  await signIn(page);
  await page.goto('/financeiro/faturas');
  await expect(page.getByRole('heading', { name: 'Faturas' })).toBeVisible();
  await page.getByRole('button', { name: 'Cadastrar Fatura' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cadastro de faturas' });
  await dialog.getByRole('button', { name: 'Cadastrar' }).click();
  for (const text of ['Descrição é obrigatório.', 'Status é obrigatório.', 'Banco é obrigatório.', 'Valor é obrigatório.', 'Vencimento é obrigatório.']) {
    await expect(dialog.getByText(text)).toBeVisible();
  }
  await expect(toast(page, 'Preencha todos os campos obrigatórios.')).toBeVisible();

  const nome = `Nova ${TAG}`;
  await dialog.getByLabel('Descrição').fill(nome);
  await dialog.getByLabel('Status').selectOption('Pago');
  await dialog.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(dialog.getByText('Data de pagamento é obrigatória quando o status for "Pago".')).toBeVisible();
  await dialog.getByLabel('Status').selectOption('Pagar');
  await expect(dialog.getByLabel('Data Pagamento')).toBeDisabled();
  await dialog.getByLabel('Banco').selectOption({ label: BANCO });
  await dialog.getByLabel('Valor').fill('123456');
  await expect(dialog.getByLabel('Valor')).toHaveValue('1.234,56');
  // A business day two or more days ago: a weekend due date would move (issue 15).
  const vencida = diaUtilAnterior(addDays(todayISO(), -2));
  await dialog.getByLabel('Vencimento').fill(vencida);
  await dialog.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(toast(page, 'Fatura cadastrada com sucesso!')).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = rowOf(page, nome);
  await expect(row.getByRole('cell').nth(2)).toHaveText(BANCO);
  await expect(row.getByRole('cell').nth(3)).toHaveText('R$ 1.234,56');
  await expect(row.getByTestId('texto-vencimento')).toHaveText(`Vencido há ${daysBetween(vencida, todayISO())} dias`);
  await expect(row.getByRole('cell').nth(6)).toHaveText('Sem Pagamento');
  // Tomorrow, or the next business day when tomorrow is not one.
  const lote1 = vencimentoEfetivo(addDays(todayISO(), 1))!;
  const dias = daysBetween(todayISO(), lote1);
  await expect(rowOf(page, `Lote ${TAG} 1`).getByTestId('texto-vencimento')).toHaveText(dias === 1 ? '1 dia para vencer' : `${dias} dias para vencer`);
  expect((await serverFaturas(page)).some((f) => f.descricao === nome)).toBe(true);
});

test('pays at most three invoices at once, then deletes one', async ({ page }) => {
  await signIn(page);
  await page.goto('/financeiro/faturas');
  await page.getByRole('searchbox').fill(TAG);
  await expect(page.getByTestId('list-range')).toHaveText('1 - 4 de 4');
  await page.getByRole('checkbox', { name: 'Selecionar página' }).check();
  await page.getByRole('button', { name: 'Pagar' }).click();
  await expect(toast(page, 'Selecione no máximo 3 faturas para pagar.')).toBeVisible();
  await expect(page.getByText('4 selecionada(s)')).toBeVisible();

  await rowOf(page, `Nova ${TAG}`).getByRole('checkbox').uncheck();
  await page.getByRole('button', { name: 'Pagar' }).click();
  await confirmar(page);
  await expect(toast(page, 'Pagamento realizado com sucesso!')).toBeVisible();
  const pago = rowOf(page, `Lote ${TAG} 2`);
  await expect(pago.getByRole('cell').nth(4)).toHaveText('Pago');
  const antes = daysBetween(todayISO(), vencimentoEfetivo(addDays(todayISO(), 2))!);
  await expect(pago.getByTestId('texto-vencimento')).toHaveText(`Pago ${antes} dias antes do vencimento`);
  await expect(rowOf(page, `Nova ${TAG}`).getByRole('cell').nth(4)).toHaveText('Pagar');
  const server = await serverFaturas(page);
  expect(server.filter((f) => f.descricao.startsWith(`Lote ${TAG}`)).map((f) => [f.status, f.data_pagamento])).toEqual(
    [1, 2, 3].map(() => ['Pago', todayISO()]),
  );

  await rowOf(page, `Nova ${TAG}`).getByRole('cell', { name: `Nova ${TAG}` }).click();
  await expect(page.getByText('1 selecionada(s)')).toBeVisible();
  await page.getByRole('button', { name: 'Deletar' }).click();
  await confirmar(page);
  await expect(toast(page, 'Registro(s) excluído(s) com sucesso!')).toBeVisible();
  await expect(rowOf(page, `Nova ${TAG}`)).toHaveCount(0);
  expect((await serverFaturas(page)).some((f) => f.descricao === `Nova ${TAG}`)).toBe(false);
});
