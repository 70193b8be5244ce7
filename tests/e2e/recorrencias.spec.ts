/* Contas recorrentes end to end (issue 34): a monthly rent created OFFLINE on
   /financeiro/recorrencias shows its rule, next date and the monthly total at once, its 12
   occurrences are in Lançamentos on the device, and once online the server has exactly those. */
import { expect, test } from '@playwright/test';
import type { BrowserContext, Page } from '@playwright/test';
import { signIn } from './fixtures.ts';

const SALVO_OFFLINE = 'Alteração salva neste dispositivo; será enviada quando houver conexão.';
const unique = (name: string) => `${name} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const toast = (page: Page, text: string) => page.locator('[data-kind]', { hasText: text });
const hojeBR = () => new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(new Date());
const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name: text, exact: true }) });

async function menuTo(page: Page, trail: readonly string[], label: string): Promise<void> {
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  for (const group of trail) {
    const button = menu.getByRole('button', { name: group, exact: true });
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  }
  await menu.getByRole('link', { name: label, exact: true }).click();
}

async function ocorrenciasNoServidor(context: BrowserContext, descricao: string) {
  const response = await context.request.get('/api/lancamentos');
  expect(response.ok()).toBe(true);
  const rows = ((await response.json()) as { lancamentos: { id: string; descricao: string; vencimento: string; recorrencia_id: string | null }[] }).lancamentos;
  return rows.filter((r) => r.descricao === descricao);
}

test('a monthly rent created offline shows its 12 occurrences in Lançamentos, and the server gets exactly those', async ({ page, context }) => {
  const descricao = unique('Aluguel da sala');
  const banco = unique('Banco Aluguel');
  await signIn(page);
  expect((await page.request.post('/api/cadastro-banco', { data: { banco, status: 1 } })).status()).toBe(201);
  await page.evaluate(async () => { await navigator.serviceWorker.ready; });
  // Both screens are visited online once, so their code is in the page before the network goes.
  await menuTo(page, ['Financeiro', 'Finanças', 'Consultas'], 'Lançamentos');
  await expect(page.getByRole('heading', { name: 'Lançamentos' })).toBeVisible();
  await menuTo(page, ['Financeiro', 'Finanças'], 'Recorrências');
  await expect(page.getByRole('heading', { name: 'Recorrências' })).toBeVisible();
  await page.getByRole('button', { name: 'Cadastrar Recorrência' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Cadastrar Recorrência' });
  await expect(dialog.getByLabel('Banco').getByRole('option', { name: banco })).toHaveCount(1);

  await context.setOffline(true);
  await expect(page.getByTestId('connection')).toHaveText('Offline');
  await dialog.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(dialog.getByText('A descrição é obrigatória.')).toBeVisible();
  await dialog.getByLabel('Descrição').fill(descricao);
  await dialog.getByLabel('Valor').fill('250000');
  await dialog.getByLabel('Banco').selectOption({ label: banco });
  await dialog.getByLabel('Dia do vencimento').selectOption('10');
  await dialog.getByLabel('Início').fill(hojeBR());
  await dialog.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(toast(page, SALVO_OFFLINE).first()).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = rowOf(page, descricao);
  await expect(row.getByRole('cell').nth(2)).toHaveText('A pagar');
  await expect(row.getByRole('cell').nth(3)).toHaveText('R$ 2.500,00');
  await expect(row.getByRole('cell').nth(4)).toHaveText('Todo mês, dia 10');
  await expect(row.getByRole('cell').nth(5)).toHaveText(/^10\/\d{2}\/\d{4}$/);
  await expect(row.getByRole('cell').nth(6)).toHaveText('Ativa');
  await expect(page.locator('[data-total="pagar"]')).toContainText('2.500,00 por mês');

  await menuTo(page, ['Financeiro', 'Finanças', 'Consultas'], 'Lançamentos');
  await page.getByRole('searchbox').fill(descricao);
  await expect(page.getByTestId('list-range')).toHaveText('1 - 12 de 12');

  await context.setOffline(false);
  await expect.poll(async () => (await ocorrenciasNoServidor(context, descricao)).length, { timeout: 20_000 }).toBe(12);
  const servidor = await ocorrenciasNoServidor(context, descricao);
  expect(new Set(servidor.map((r) => r.recorrencia_id)).size).toBe(1);
  expect(servidor.every((r) => r.vencimento.endsWith('-10'))).toBe(true);
  // The device's rows are the server's: the same 12 after the sync, none added.
  await page.getByRole('searchbox').fill(descricao);
  await expect(page.getByTestId('list-range')).toHaveText('1 - 12 de 12');
});
