/* Decision 214 on Lançamentos and Recebíveis, at 1366×800: a list that holds no row and was never
   searched says so and offers 'Cadastrar o primeiro' (payables: the Cadastro page; receivables:
   Cadastro de Recebíveis); a search keeps 'Busca não encontrada!'. The suite's shared server is
   never empty by the time it reaches a list, so this file starts its own server on its own empty
   DATA_DIR (a new origin, so the browser starts with empty storage too). */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { E2E_ADMIN } from './fixtures.ts';
import { iniciarServidor, pararServidor } from './servidor-proprio.ts';

// Issue 33: on a 1366×800 laptop with an English-language browser.
test.use({ locale: 'en-US', viewport: { width: 1366, height: 800 } });

let dataDir = '';
let server: ChildProcess | null = null;
let baseURL = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(join(tmpdir(), 'fluxo-vazia-'));
  ({ server, baseURL } = await iniciarServidor({
    ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG: '0',
    ADMIN_LOGIN: E2E_ADMIN.login, ADMIN_PASSWORD: E2E_ADMIN.password, ADMIN_NAME: E2E_ADMIN.name,
  }));
});

test.afterAll(() => pararServidor(server, dataDir));

async function entrar(page: Page) {
  await page.goto(`${baseURL}/login`);
  await page.getByLabel('Login ou E-mail').fill(E2E_ADMIN.login);
  await page.getByLabel('Senha').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByTestId('user-name')).toHaveText(E2E_ADMIN.name);
}

/** The empty state is on screen (not off to the side of a wide table) and a search replaces it. */
async function vazia(page: Page, rota: string) {
  await page.goto(`${baseURL}${rota}`);
  const vazio = page.getByTestId('list-empty');
  await expect(vazio).toContainText('Nenhum registro cadastrado ainda.');
  await expect(vazio).toBeInViewport();
  const botao = vazio.getByRole('button', { name: 'Cadastrar o primeiro' });
  await expect(botao).toBeInViewport();
  await page.getByRole('searchbox').fill('qualquer coisa');
  await expect(page.getByTestId('list-message')).toHaveText('Busca não encontrada!');
  await page.getByRole('searchbox').fill('');
  await expect(botao).toBeVisible();
  return botao;
}

test('an empty Lançamentos list says so and leads to the Cadastro page', async ({ page }) => {
  await entrar(page);
  await (await vazia(page, '/financeiro/lancamentos')).click();
  await expect(page).toHaveURL(/\/financeiro\/cadastro$/);
});

test('an empty Recebíveis list says so and opens Cadastro de Recebíveis', async ({ page }) => {
  await entrar(page);
  await (await vazia(page, '/financeiro/recebiveis')).click();
  await expect(page.getByRole('dialog', { name: 'Cadastro de Recebíveis' }).getByRole('heading', { name: 'Cadastro de Recebíveis' })).toBeVisible();
});

test('Fundos, Lembretes, Observações, Ações and Histórico Escolar, empty, say so and offer their first action (issue 33)', async ({ page }) => {
  await entrar(page);
  await (await vazia(page, '/financeiro/fundos')).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await (await vazia(page, '/observation/consulta')).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await (await vazia(page, '/lembrete/consulta')).click();
  await expect(page).toHaveURL(/\/lembrete\/cadastro$/);
  await (await vazia(page, '/acoes/consulta')).click();
  await expect(page).toHaveURL(/\/acoes\/cadastro$/);
  await (await vazia(page, '/academy/consulta')).click();
  await expect(page).toHaveURL(/\/academy\/cadastro$/);
});
