/* /financeiro/cadastro in the browser (SPEC §2, §4, §5): every required-field message, a bank
   registered in the header modal appearing in the form at once, Enter submitting, and Manter
   Preenchido keeping the form for the next posting. */
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { signIn } from './fixtures.ts';

// Issue 33: each point is checked on a 1366×800 laptop with an English-language browser.
test.use({ locale: 'en-US', viewport: { width: 1366, height: 800 } });

const unique = (name: string) => `${name} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const toast = (page: Page, text: string) => page.locator('[data-kind]', { hasText: text });

test('the posting form explains every required field, then saves twice with Manter Preenchido', async ({ page, context }) => {
  const banco = unique('Banco Pix');
  const descricao = unique('Aluguel');
  await signIn(page);
  await page.goto('/financeiro/cadastro');
  const form = page.getByRole('form', { name: 'Cadastro de Lançamentos' });
  await form.getByRole('button', { name: 'Cadastrar' }).click();
  for (const text of [
    'Descrição é obrigatório.', 'Status é obrigatório.', 'Pagamento é obrigatório.', 'Banco é obrigatório.', 'Valor é obrigatório.',
    'Data é obrigatória.', 'Tipo de vencimento é obrigatório.', 'Método é obrigatório.', 'Tipo de lançamento é obrigatório.',
  ]) await expect(form.getByText(text)).toBeVisible();
  await expect(toast(page, 'Preencha todos os campos obrigatórios.')).toBeVisible();

  await page.getByRole('group', { name: 'Outros cadastros' }).getByRole('button', { name: 'Banco' }).click();
  const modal = page.getByRole('dialog', { name: 'Cadastrar Banco' });
  await modal.getByLabel('Banco').fill(banco);
  await modal.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(modal).toBeHidden();
  await form.getByLabel('Banco').selectOption({ label: banco });
  await expect(form.getByText('Banco é obrigatório.')).toHaveCount(0);

  await form.getByLabel('Descrição').fill(descricao);
  await form.getByLabel('Status', { exact: true }).selectOption('Pago');
  await form.getByLabel('Data Pagamento').fill('2026-02-05');
  await form.getByRole('combobox', { name: 'Pagamento' }).selectOption('Pix');
  await form.getByLabel('Data', { exact: true }).fill('2026-02-05');
  await form.getByLabel('Tipo', { exact: true }).selectOption('Sem Vencimento');
  await expect(form.getByLabel('Data vencimento')).toBeDisabled();
  await form.getByLabel('Método').selectOption('À vista');
  await expect(form.getByLabel('N-Parcelas')).toBeDisabled();
  await form.getByRole('radio', { name: 'Outros' }).check();
  await form.getByLabel('Manter Preenchido').check();
  await form.getByLabel('Valor').fill('250000');
  await form.getByLabel('Valor').press('Enter');
  await expect(toast(page, 'Lançamento cadastrado com sucesso!')).toBeVisible();
  await expect(form.getByLabel('Descrição')).toHaveValue(descricao);

  await form.getByLabel('Manter Preenchido').uncheck();
  await form.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(form.getByLabel('Descrição')).toHaveValue('');
  await expect(form.getByLabel('Banco')).toHaveValue('');
  // The cursor is back in the first field, ready for the next posting (issue 33).
  await expect(form.getByLabel('Descrição')).toBeFocused();

  const response = await context.request.get('/api/lancamentos');
  const rows = ((await response.json()) as { lancamentos: { descricao: string; status: string; valor: string; data_pagamento: string }[] }).lancamentos
    .filter((r) => r.descricao === descricao);
  expect(rows.map((r) => [r.status, r.valor, r.data_pagamento])).toEqual([['Pago', '2500.00', '2026-02-05'], ['Pago', '2500.00', '2026-02-05']]);
});
