import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { E2E_ADMIN, signIn, confirmar } from './fixtures.ts';

const TAG = Date.now().toString(36);
const POSTING = `Aluguel ${TAG}`;
const SALVO_OFFLINE = 'Alteração salva neste dispositivo; será enviada quando houver conexão.';
const toast = (page: Page, text: string) => page.locator('[data-kind]', { hasText: text });
const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
const bytes = (n: number, seed: number) => Buffer.from(Array.from({ length: n }, (_, i) => (i * seed + 13) % 256));

test.beforeAll(async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8181' });
  expect((await api.post('/api/login', { data: { login: E2E_ADMIN.login, password: E2E_ADMIN.password } })).ok()).toBe(true);
  const banco = `Banco ${TAG}`;
  expect((await api.post('/api/cadastro-banco', { data: { banco } })).status()).toBe(201);
  const bancos = (await (await api.get('/api/bancos')).json()) as { bancos: { id: string; banco: string }[] };
  const posting = await api.post('/api/cadastro-financas', {
    data: {
      descricao: POSTING, status: 'Pagar', pagamento: 'Pix', banco: bancos.bancos.find((b) => b.banco === banco)!.id, valor: '1500.00',
      data: '2026-03-01', tipo: 'Sem Vencimento', metodo: 'À vista', tipo_lancamento: 'Pagamento',
    },
  });
  expect(posting.status()).toBe(201);
  await api.dispose();
});

async function downloadBytes(page: Page, dialog: Locator, shown: string): Promise<{ name: string; data: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: `Download ${shown}` }).click()]);
  return { name: download.suggestedFilename(), data: await readFile((await download.path())!) };
}

async function serverComprovantes(page: Page) {
  const response = await page.request.get('/api/comprovantes');
  return ((await response.json()) as { comprovante: { descricao: string; comprovante: string; descricao_lancamento: string | null }[] }).comprovante;
}

test('registers a receipt with several files linked to a posting and downloads them', async ({ page }) => {
  const nome = `Recibos ${TAG}`;
  const nota = bytes(3000, 7);
  await signIn(page);
  await page.goto('/financeiro/comprovantes');
  await expect(page.getByRole('heading', { name: 'Comprovantes' })).toBeVisible();
  await page.getByRole('button', { name: 'Cadastrar Comprovante' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cadastro de Comprovantes' });
  await dialog.getByRole('button', { name: 'Cadastrar' }).click();
  for (const text of ['Descrição é obrigatório.', 'Data é obrigatória.', 'Comprovante é obrigatório.']) {
    await expect(dialog.getByText(text)).toBeVisible();
  }
  await dialog.getByLabel('Descrição').fill(nome);
  await dialog.getByLabel('Data').fill('2026-03-05');
  await dialog.getByLabel('Arquivos').setInputFiles([
    { name: 'nota_fiscal.pdf', mimeType: 'application/pdf', buffer: nota },
    { name: 'boleto.png', mimeType: 'image/png', buffer: bytes(1024, 3) },
  ]);
  await expect(dialog.getByTestId('tamanho-total')).toHaveText('Total: 3,93 KB de 300,00 MB');
  await dialog.getByRole('combobox', { name: 'Lançamento Vinculado' }).fill(`aluguel ${TAG}`);
  await dialog.getByRole('option', { name: new RegExp(POSTING) }).click();
  await dialog.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(toast(page, 'Comprovante(s) cadastrado(s) com sucesso!')).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = rowOf(page, nome);
  await expect(row.getByRole('cell')).toHaveText(['', nome, '05/03/2026', POSTING, 'Ver comprovantes']);
  await expect.poll(async () => (await serverComprovantes(page)).find((c) => c.descricao === nome)?.descricao_lancamento).toBe(POSTING);
  await page.keyboard.press('F8');
  await row.getByRole('button', { name: 'Ver comprovantes' }).click();
  const arquivos = page.getByRole('dialog', { name: 'Comprovantes' });
  await expect(arquivos.getByRole('row')).toHaveText(['ArquivoAções', 'nota_fiscal.pdfDownload', 'boleto.pngDownload']);
  const file = await downloadBytes(page, arquivos, 'nota_fiscal.pdf');
  expect(file.name).toBe('nota_fiscal.pdf');
  expect(file.data.equals(nota)).toBe(true);
  await arquivos.getByRole('button', { name: 'Fechar' }).click();
  await expect(page.getByText(/selecionada\(s\)/)).toHaveCount(0);
});

test('a receipt made offline keeps its file on the device, uploads it after reconnecting, and downloads identical bytes', async ({ page, context }) => {
  const nome = `Offline ${TAG}`;
  const conteudo = bytes(200_000, 31);
  await signIn(page);
  await page.goto('/financeiro/comprovantes');
  await expect(page.getByTestId('list-range')).toBeVisible();
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Cadastrar Comprovante' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cadastro de Comprovantes' });
  await dialog.getByLabel('Descrição').fill(nome);
  await dialog.getByLabel('Data').fill('2026-03-06');
  await dialog.getByLabel('Arquivos').setInputFiles({ name: 'extrato março.pdf', mimeType: 'application/pdf', buffer: conteudo });
  await dialog.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(toast(page, SALVO_OFFLINE)).toBeVisible();

  const row = rowOf(page, nome);
  await row.getByRole('button', { name: 'Ver comprovantes' }).click();
  const arquivos = page.getByRole('dialog', { name: 'Comprovantes' });
  const local = await downloadBytes(page, arquivos, 'extrato março.pdf');
  expect(local.data.equals(conteudo)).toBe(true);
  await arquivos.getByRole('button', { name: 'Fechar' }).click();
  expect((await serverComprovantes(page).catch(() => [])).some((c) => c.descricao === nome)).toBe(false);

  await context.setOffline(false);
  await expect.poll(async () => (await serverComprovantes(page)).filter((c) => c.descricao === nome).length, { timeout: 20_000 }).toBe(1);
  await row.getByRole('button', { name: 'Ver comprovantes' }).click();
  const remote = await downloadBytes(page, arquivos, 'extrato março.pdf');
  expect(remote.name).toBe('extrato março.pdf');
  expect(remote.data.equals(conteudo)).toBe(true);
  await arquivos.getByRole('button', { name: 'Fechar' }).click();

  await row.getByRole('cell', { name: nome }).click();
  await page.getByRole('button', { name: 'Deletar' }).click();
  await confirmar(page);
  await expect(toast(page, 'Registro(s) excluído(s) com sucesso!')).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect.poll(async () => (await serverComprovantes(page)).some((c) => c.descricao === nome)).toBe(false);
});
