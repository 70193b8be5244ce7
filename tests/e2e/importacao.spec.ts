import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { E2E_ADMIN, signIn } from './fixtures.ts';

const TAG = Date.now().toString(36);
const BANCO = `Cartão ${TAG}`;
const toast = (page: Page, text: string) => page.locator('[data-kind]', { hasText: text });
const csv = (name: string, lines: string[]) => ({
  name, mimeType: 'text/csv', buffer: Buffer.from(`\uFEFFLançamento;Data;Valor;Banco;Vencimento\r\n${lines.join('\r\n')}\r\n`, 'utf8'),
});

test.beforeAll(async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8181' });
  expect((await api.post('/api/login', { data: { login: E2E_ADMIN.login, password: E2E_ADMIN.password } })).ok()).toBe(true);
  const banco = await api.post('/api/cadastro-banco', { data: { banco: BANCO, possui_cartao: 1, credito: 1, debito: 0, vencimento: 10 } });
  expect(banco.status()).toBe(201);
  await api.dispose();
});

async function openImport(page: Page) {
  await signIn(page);
  await page.goto('/financeiro/cadastro');
  await page.getByRole('button', { name: 'Import. Lança.Crédito' }).click();
  const dialog = page.getByRole('dialog', { name: 'Lançamentos Financeiros' });
  await expect(dialog.getByLabel('Arquivo CSV')).toBeVisible();
  return dialog;
}

test('Baixar Template gives template.csv with the five columns', async ({ page }) => {
  const dialog = await openImport(page);
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Baixar Template' }).click()]);
  expect(download.suggestedFilename()).toBe('template.csv');
  const linhas = (await readFile((await download.path())!)).toString('utf8').split('\r\n');
  expect(linhas[0]).toBe('\uFEFFLançamento;Data;Valor;Banco;Vencimento');
  // One example line and the accepted formats, as # notes the import skips (decision 215).
  expect(linhas[1]).toBe('# Exemplo: Material de escritório - Kalunga;15/03/2026;1.234,56;Itaú;');
  expect(linhas[2]).toMatch(/^# Formatos: Data e Vencimento dd\/mm\/aaaa; Valor 1\.234,56/);
});

test('a CSV with errors shows the table and clears the chooser; the corrected file imports', async ({ page }) => {
  const dialog = await openImport(page);
  await dialog.getByRole('button', { name: 'Importar' }).click();
  await expect(dialog.getByText('Arquivo é obrigatório.')).toBeVisible();

  await dialog.getByLabel('Arquivo CSV').setInputFiles(csv('fatura.csv', [
    `Mercado ${TAG};31/02/2026;1.234,56;${BANCO};`,
    `Posto ${TAG};06/03/2026;80,00;Banco Inexistente;`,
  ]));
  await dialog.getByRole('button', { name: 'Importar' }).click();
  await expect(toast(page, 'O arquivo contém erros. Nenhum lançamento foi importado.')).toBeVisible();
  const table = dialog.getByRole('table', { name: 'Erros encontrados no arquivo:' });
  await expect(table.getByRole('row')).toHaveText([
    'LinhaCampoDadosValor Correto', '2Data31/02/2026dd/mm/aaaa', '3BancoBanco InexistenteNome de um banco cadastrado',
  ]);
  await expect(dialog.getByLabel('Arquivo CSV')).toHaveValue('');

  await dialog.getByLabel('Arquivo CSV').setInputFiles(csv('fatura-corrigida.csv', [
    `Mercado ${TAG};28/02/2026;1.234,56;${BANCO.toUpperCase()};`,
    `Posto ${TAG};06/03/2026;80,00;${BANCO};20/04/2026`,
  ]));
  await dialog.getByRole('button', { name: 'Importar' }).click();
  await expect(toast(page, 'Lançamentos importados com sucesso! Linhas Importadas: 2')).toBeVisible();
  await expect(dialog).toBeHidden();
  const server = (await (await page.request.get('/api/lancamentos')).json()) as { lancamentos: { descricao: string; pagamento: string; vencimento: string; valor: string }[] };
  const imported = server.lancamentos.filter((l) => l.descricao.endsWith(TAG)).map((l) => [l.descricao, l.pagamento, l.valor, l.vencimento]).sort();
  expect(imported).toEqual([[`Mercado ${TAG}`, 'Crédito', '1234.56', '2026-03-10'], [`Posto ${TAG}`, 'Crédito', '80.00', '2026-04-20']]);
});
