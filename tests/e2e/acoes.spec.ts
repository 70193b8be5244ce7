/* Issue 19 in the browser: a purchase and a sale recorded on Ações Cadastro show the position
   (average price including costs, valued at a typed quotation) and the month's apuração in the
   Relatório de Ações; Fundos lists a fund after an aplicação and a new cotação with the right value.
   Worked by hand:
   - buy 1.000 WEGE3 at 40,00 + 10,00 costs → 40.010,00, average 40,01; sell 600 at 45,00 − 6,00:
     sales 27.000,00 (> 20.000,00: taxable), cost 24.006,00, result 2.988,00, tax 15 % = 448,20,
     DARF due the last business day of November 2025 = 28/11/2025. Left: 400, cost 16.004,00;
     at 50,00: 20.000,00, result 3.996,00 = 24,97 %.
   - fund: aplicação 10.000,00 at 1,25 = 8.000 quotas; cotação 1,30 → 10.400,00, +4,00 %.
   Fundos' Editar (the form filled, a new name and Encerrado) and Excluir (refused with movements,
   decision 319; done after the confirmation without). */
import { generateCnpj } from '@brazilian-utils/brazilian-utils';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { confirmar, E2E_ADMIN, signIn } from './fixtures.ts';

const TAG = `acoes${Date.now().toString(36)}`;
const BANCO = `Corretora ${TAG}`;
// New CNPJs on every run (a CNPJ is one fund's): a rerun on the same server, or a worker that
// restarts after a failure, must not meet this file's own funds.
const CNPJ_ALFA = generateCnpj({ version: 2 });
const CNPJ_MOV = generateCnpj();
const CNPJ_VAZIO = generateCnpj();

test.beforeAll(async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8181' });
  expect((await api.post('/api/login', { data: { login: E2E_ADMIN.login, password: E2E_ADMIN.password } })).ok()).toBe(true);
  expect((await api.post('/api/cadastro-banco', { data: { banco: BANCO } })).status()).toBe(201);
  await api.dispose();
});

async function registrar(page: Page, o: { data: string; tipo: string; quantidade: string; preco: string; custos: string }) {
  await page.getByLabel('Data (pregão)').fill(o.data);
  await page.getByLabel('Ticker').fill('WEGE3');
  await page.getByLabel('Tipo', { exact: true }).selectOption(o.tipo);
  await page.getByLabel('Quantidade').fill(o.quantidade);
  await page.getByLabel('Preço (unitário)').fill(o.preco);
  await page.getByLabel('Custos (corretagem + emolumentos)').fill(o.custos);
  await page.getByLabel('Corretora').selectOption({ label: BANCO });
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(page.getByText('Operação cadastrada com sucesso!').last()).toBeVisible();
  await expect(page.getByLabel('Ticker')).toHaveValue('');
}

test('a purchase and a sale: the position and the month’s apuração', async ({ page }) => {
  await signIn(page);
  await page.goto('/acoes/cadastro');
  await registrar(page, { data: '2025-10-06', tipo: 'Compra', quantidade: '1000', preco: '40,00', custos: '10,00' });
  await registrar(page, { data: '2025-10-07', tipo: 'Venda', quantidade: '600', preco: '45,00', custos: '6,00' });

  // Selling more than held is refused under the field.
  await page.getByLabel('Data (pregão)').fill('2025-10-08');
  await page.getByLabel('Ticker').fill('WEGE3');
  await page.getByLabel('Tipo', { exact: true }).selectOption('Venda');
  await page.getByLabel('Quantidade').fill('401');
  await page.getByLabel('Preço (unitário)').fill('45,00');
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(page.getByText('Venda maior que a posição: há 400 WEGE3 em carteira nesta data.').first()).toBeVisible();

  await page.goto('/acoes/consulta');
  const row = page.getByRole('row').filter({ hasText: 'WEGE3' });
  await expect(row).toContainText('400');
  await expect(row).toContainText('R$ 40,01');
  await expect(row).toContainText('R$ 16.004,00');
  const cotacao = row.getByLabel('Cotação WEGE3');
  await cotacao.fill('50,00');
  await cotacao.press('Enter');
  await expect(row).toContainText('R$ 20.000,00');
  await expect(row).toContainText('R$ 3.996,00');
  await expect(row).toContainText('24,97 %');
  // The quotation is kept on this device.
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: 'WEGE3' })).toContainText('R$ 20.000,00');

  await page.getByRole('tab', { name: 'Operações' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Venda' })).toContainText(BANCO);

  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('button', { name: 'Relatório' }).click();
  const dialog = page.getByRole('dialog', { name: 'Relatório de Ações' });
  await expect(dialog.getByLabel('Mês').locator('option', { hasText: 'outubro de 2025' })).toHaveCount(1);
  await dialog.getByLabel('Mês').selectOption('2025-10');
  const swing = dialog.getByRole('row').filter({ hasText: 'Swing trade' }).filter({ hasText: 'Ação' });
  await expect(swing).toContainText('R$ 27.000,00');
  await expect(swing).toContainText('R$ 2.988,00');
  await expect(swing).toContainText('R$ 448,20');
  await expect(dialog.getByTestId('darf-a-pagar')).toHaveText('R$ 448,20');
  await expect(dialog).toContainText('28/11/2025');
});

test('Fundos lists a fund after an aplicação and a new cotação with the right value', async ({ page }) => {
  await signIn(page);
  await page.goto('/financeiro/fundos');
  await page.getByRole('button', { name: 'Novo fundo' }).click();
  const novo = page.getByRole('dialog', { name: 'Novo fundo' });
  await novo.getByLabel('Nome').fill(`Fundo ${TAG}`);
  await novo.getByLabel('CNPJ').fill(CNPJ_ALFA);
  await novo.getByLabel('Banco').selectOption({ label: BANCO });
  await novo.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(novo).toBeHidden();

  const row = page.getByRole('row').filter({ hasText: `Fundo ${TAG}` });
  const box = row.getByRole('checkbox', { name: 'Selecionar linha' });
  await box.click();
  await expect(box).toBeChecked();
  await page.getByRole('button', { name: 'Aplicação' }).click();
  const apl = page.getByRole('dialog', { name: `Aplicação: Fundo ${TAG}` });
  await apl.getByLabel('Data').fill('2025-10-06');
  await apl.getByLabel('Valor', { exact: true }).fill('10.000,00');
  await apl.getByLabel('Cota (valor da cota)').fill('1,25');
  await apl.getByRole('button', { name: 'Registrar' }).click();
  await expect(apl).toBeHidden();
  await expect(row).toContainText('8.000,00');
  await expect(row).toContainText('R$ 10.000,00');

  await page.getByRole('button', { name: 'Cotação' }).click();
  const cot = page.getByRole('dialog', { name: `Cotação: Fundo ${TAG}` });
  await cot.getByLabel('Data').fill('2025-10-31');
  await cot.getByLabel('Cota (valor da cota)').fill('1,30');
  await cot.getByRole('button', { name: 'Registrar' }).click();
  await expect(cot).toBeHidden();
  await expect(row).toContainText('1,30');
  await expect(row).toContainText('R$ 10.400,00');
  await expect(row).toContainText('4,00 %');

  await page.getByRole('button', { name: 'Histórico de movimentos' }).click();
  const hist = page.getByRole('dialog', { name: `Histórico de movimentos: Fundo ${TAG}` });
  await expect(hist.getByRole('row')).toHaveCount(3);
});

test('Fundos: Editar opens the fund filled and saves it; Excluir refuses a fund with movements and deletes one without', async ({ page }) => {
  await signIn(page);
  await page.goto('/financeiro/fundos');
  const criar = async (nome: string, cnpj: string) => {
    await page.getByRole('button', { name: 'Novo fundo' }).click();
    const novo = page.getByRole('dialog', { name: 'Novo fundo' });
    await novo.getByLabel('Nome').fill(nome);
    await novo.getByLabel('CNPJ').fill(cnpj);
    await novo.getByLabel('Banco').selectOption({ label: BANCO });
    await novo.getByRole('button', { name: 'Cadastrar' }).click();
    await expect(novo).toBeHidden();
  };
  const selecionar = async (nome: string) => {
    const box = page.getByRole('row').filter({ hasText: nome }).getByRole('checkbox', { name: 'Selecionar linha' });
    await box.click();
    await expect(box).toBeChecked();
  };
  const comMov = `Mov ${TAG}`;
  const semMov = `Vazio ${TAG}`;
  await criar(comMov, CNPJ_MOV);
  await criar(semMov, CNPJ_VAZIO);

  await selecionar(comMov);
  await page.getByRole('button', { name: 'Aplicação' }).click();
  const apl = page.getByRole('dialog', { name: `Aplicação: ${comMov}` });
  await apl.getByLabel('Data').fill('2025-10-06');
  await apl.getByLabel('Valor', { exact: true }).fill('500,00');
  await apl.getByLabel('Cota (valor da cota)').fill('1');
  await apl.getByRole('button', { name: 'Registrar' }).click();
  await expect(apl).toBeHidden();

  // Excluir a fund with movements: refused in Portuguese, the fund stays (decision 319).
  await page.getByRole('button', { name: 'Excluir' }).click();
  await confirmar(page);
  await expect(page.getByText(`Fundo possui movimentações: ${comMov} tem 1 movimento`).first()).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: comMov })).toHaveCount(1);

  // Editar: the form comes filled; a new name and Encerrado are saved.
  await page.getByRole('button', { name: 'Editar' }).click();
  const editar = page.getByRole('dialog', { name: 'Editar fundo' });
  await expect(editar.getByLabel('Nome')).toHaveValue(comMov);
  await expect(editar.getByLabel('CNPJ')).toHaveValue(CNPJ_MOV);
  await editar.getByLabel('Nome').fill(`${comMov} renomeado`);
  await editar.getByLabel('Status').selectOption('Encerrado');
  await editar.getByRole('button', { name: 'Salvar' }).click();
  await expect(editar).toBeHidden();
  const renomeado = page.getByRole('row').filter({ hasText: `${comMov} renomeado` });
  await expect(renomeado).toContainText('Encerrado');
  await expect(renomeado).toContainText('R$ 500,00');

  // Excluir a fund without movements, after the confirmation.
  await renomeado.getByRole('checkbox', { name: 'Selecionar linha' }).click();
  await selecionar(semMov);
  await page.getByRole('button', { name: 'Excluir' }).click();
  await confirmar(page);
  await expect(page.getByRole('row').filter({ hasText: semMov })).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: `${comMov} renomeado` })).toHaveCount(1);
});
