/* Issue 34's done-when for NF-e: a clerk drops two supplier NF-e files, sees each note (emitente,
   número, parcelas) before anything is saved, launches both on one confirmation and finds their
   duplicatas as parcelas in Lançamentos; the server has them. A third drop of the same files says
   they were imported already. The notes are the realistic fixture with other números. */
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { notaNumero } from '../fixtures/nfe/notas.ts';
import { E2E_ADMIN, confirmar, signIn } from './fixtures.ts';

const TAG = Date.now().toString(36);
const BANCO = `Fornecedores ${TAG}`;
const BASE = 100_000 + (Date.now() % 800_000_000);
const NUMEROS = [BASE, BASE + 1];
const arquivos = NUMEROS.map((n) => ({ name: `nfe-${n}.xml`, mimeType: 'application/xml', buffer: Buffer.from(notaNumero(n)) }));
const toast = (page: Page, text: string) => page.locator('[data-kind]', { hasText: text });

test.beforeAll(async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8181' });
  expect((await api.post('/api/login', { data: { login: E2E_ADMIN.login, password: E2E_ADMIN.password } })).ok()).toBe(true);
  expect((await api.post('/api/cadastro-banco', { data: { banco: BANCO } })).status()).toBe(201);
  await api.dispose();
});

test('imports two NF-e files: preview, one confirmation, their duplicatas as parcelas in Lançamentos and on the server', async ({ page }) => {
  await signIn(page);
  await page.goto('/financeiro/nfe');
  await expect(page.getByRole('heading', { name: 'Importar NF-e de fornecedor' })).toBeVisible();
  // The chooser speaks Portuguese whatever the browser's language.
  await expect(page.getByText('Nenhum arquivo escolhido')).toBeVisible();
  await page.getByLabel('Notas (XML ou .zip)').setInputFiles(arquivos);
  await expect(page.getByText('2 arquivos escolhidos')).toBeVisible();
  const previa = page.getByRole('table', { name: 'Notas lidas' });
  for (const n of NUMEROS) {
    const linha = previa.getByRole('row').filter({ hasText: `nfe-${n}.xml` });
    await expect(linha).toContainText('Papelaria Kalunga & Cia Ltda');
    await expect(linha).toContainText('03/12/2026 · R$ 847,98');
    await expect(linha).toContainText('Pronta');
  }
  await expect(page.getByRole('status').filter({ hasText: 'pronta' })).toContainText('2 prontas para lançar (R$ 5.087,84)');

  await page.getByRole('button', { name: 'Lançar 2 notas' }).click();
  await expect(page.getByText('Banco é obrigatório.')).toBeVisible();
  await page.getByLabel('Banco').selectOption({ label: BANCO });
  await page.getByRole('button', { name: 'Lançar 2 notas' }).click();
  await confirmar(page);
  await expect(toast(page, 'NF-e lançadas em Contas a Pagar')).toBeVisible();

  await page.goto('/financeiro/lancamentos');
  await page.getByRole('searchbox').fill(`NF-e nº ${NUMEROS[0]}`);
  const tabela = page.getByRole('table').first();
  await expect(tabela.getByRole('row').filter({ hasText: `NF-e nº ${NUMEROS[0]}` })).toHaveCount(3);

  // The server has both groups, 3 parcelas each, to the cent (the device commits first: poll).
  const api = page.request;
  await expect.poll(async () => {
    const body = (await (await api.get('/api/lancamentos')).json()) as { lancamentos: { descricao: string; valor_parcela: string }[] };
    return body.lancamentos.filter((l) => NUMEROS.some((n) => l.descricao === `NF-e nº ${n} — Papelaria Kalunga & Cia Ltda`)).map((l) => l.valor_parcela).sort();
  }, { timeout: 20_000 }).toEqual(['847.97', '847.97', '847.97', '847.97', '847.98', '847.98']);

  // The same files again: already imported, nothing to launch.
  await page.goto('/financeiro/nfe');
  await page.getByLabel('Notas (XML ou .zip)').setInputFiles(arquivos);
  await expect(previa.getByRole('row').filter({ hasText: 'Já importada' })).toHaveCount(2);
  await expect(page.getByRole('button', { name: /Lançar \d nota/ })).toHaveCount(0);
});
