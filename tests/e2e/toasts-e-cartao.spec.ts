/* Issue 33 (decision 436), on an English-language browser: a toast never lies over the Cadastro's
   Cadastrar button nor over a list's count and total line, at 1366×800 and 820×1180; and a card
   (Crédito) payable saved on the Cadastro leaves no greyed 'Com Vencimento 10/12/2026' behind. */
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { signIn } from './fixtures.ts';
import { api } from './sino-fixtures.ts';

test.use({ locale: 'en-US' });

const TAG = `tst${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const BANCO = `Cartão ${TAG}`;
const TAMANHOS = [{ width: 1366, height: 800 }, { width: 820, height: 1180 }] as const;

test.beforeAll(async ({ playwright }) => {
  const ctx = await api(playwright);
  expect((await ctx.post('/api/cadastro-banco', { data: { banco: BANCO, possui_cartao: 1, credito: 1, debito: 0, vencimento: 10 } })).status()).toBe(201);
  await ctx.dispose();
});

async function semSobrepor(toast: Locator, alvo: Locator, nome: string): Promise<void> {
  const a = (await toast.boundingBox())!;
  const b = (await alvo.boundingBox())!;
  const cruza = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  expect(cruza, `toast over ${nome}: ${JSON.stringify({ toast: a, [nome]: b })}`).toBe(false);
}

async function cadastrarNoCartao(page: Page, descricao: string): Promise<Locator> {
  const form = page.getByRole('form', { name: 'Cadastro de Lançamentos' });
  await form.getByLabel('Descrição').fill(descricao);
  await form.getByLabel('Status', { exact: true }).selectOption('Pagar');
  await form.getByRole('combobox', { name: 'Pagamento' }).selectOption('Crédito');
  await form.getByLabel('Banco').selectOption({ label: BANCO });
  await form.getByLabel('Data', { exact: true }).fill('2026-11-20');
  await expect(form.getByLabel('Tipo', { exact: true })).toHaveValue('Com Vencimento');
  await expect(form.getByLabel('Tipo', { exact: true })).toBeDisabled();
  await form.getByLabel('Método').selectOption('À vista');
  await form.getByRole('radio', { name: 'Compra' }).check();
  await form.getByLabel('Valor').fill('12345');
  await form.getByRole('button', { name: 'Cadastrar' }).click();
  return form;
}

for (const tamanho of TAMANHOS) {
  test(`at ${tamanho.width}×${tamanho.height} the Cadastro's toast leaves Cadastrar clear and the card's due date goes with the save`, async ({ page }) => {
    await page.setViewportSize(tamanho);
    await signIn(page);
    await page.goto('/financeiro/cadastro');
    const form = await cadastrarNoCartao(page, `Compra no cartão ${TAG} ${tamanho.width}`);
    const aviso = page.locator('[data-kind="success"]', { hasText: 'Lançamento cadastrado com sucesso!' });
    await expect(aviso).toBeVisible();
    await semSobrepor(aviso, form.getByRole('button', { name: /Cadastr/ }), 'Cadastrar');
    // Reset after the save: nothing of the card's rule stays (issue 33).
    await expect(form.getByLabel('Descrição')).toHaveValue('');
    await expect(form.getByLabel('Tipo', { exact: true })).toHaveValue('');
    await expect(form.getByLabel('Data vencimento')).toHaveValue('');
  });

  test(`at ${tamanho.width}×${tamanho.height} a list's toast leaves its count line and Pagar clear`, async ({ page }) => {
    await page.setViewportSize(tamanho);
    await signIn(page);
    await page.goto('/financeiro/lancamentos');
    const contagem = page.getByText(/^\d+ - \d+ de \d+$/);
    await expect(contagem).toBeVisible();
    // A batch action with nothing selected answers with a toast.
    await page.getByRole('button', { name: 'Informar Pagamento' }).click();
    const aviso = page.locator('[data-kind]').first();
    await expect(aviso).toBeVisible();
    await semSobrepor(aviso, contagem, 'the count');
    await semSobrepor(aviso, page.getByRole('button', { name: 'Pagar', exact: true }), 'Pagar');
  });
}
