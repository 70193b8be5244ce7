/* Issue 33, "English leaks through native widgets": on a browser whose language is English (as on
   many Brazilian office machines), the app's own widgets speak Portuguese — the file choosers, the
   date filters of Observações, the times of Lembretes and Telegram, the month of the Relatório de
   Ações, and the charts' legends. A native file/date/time/month control would show "Choose File",
   "mm/dd/yyyy", "10:30 AM" or "November 2026" there: none may be on screen. */
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { E2E_ADMIN, signIn } from './fixtures.ts';

test.use({ locale: 'en-US' });

const TAG = Date.now().toString(36);
const BANCO = `Conta idioma ${TAG}`;

/** Native controls whose text follows the browser's language, shown on the page (a file input
    kept as the visually hidden control behind our own button does not count). */
async function nativosVisiveis(page: Page): Promise<string[]> {
  return page.locator('input[type=file], input[type=date], input[type=time], input[type=month], input[type=datetime-local]')
    .evaluateAll((els) => els.filter((el) => !el.classList.contains('sr-only') && (el as HTMLElement).offsetWidth > 2).map((el) => el.outerHTML.slice(0, 80)));
}

test.beforeAll(async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8181' });
  expect((await api.post('/api/login', { data: { login: E2E_ADMIN.login, password: E2E_ADMIN.password } })).ok()).toBe(true);
  expect((await api.post('/api/cadastro-banco', { data: { banco: BANCO } })).status()).toBe(201);
  await api.dispose();
});

test('file choosers, dates, times, months and chart legends speak Portuguese on an English browser', async ({ page }) => {
  expect(await page.evaluate(() => navigator.language)).toBe('en-US');
  await signIn(page);

  await page.goto('/financeiro/comprovantes');
  await page.getByRole('button', { name: 'Cadastrar Comprovante' }).click();
  const recibo = page.getByRole('dialog', { name: 'Cadastro de Comprovantes' });
  await expect(recibo.getByRole('button', { name: 'Escolher arquivos' })).toBeVisible();
  await expect(recibo.getByText('Nenhum arquivo escolhido')).toBeVisible();
  expect(await nativosVisiveis(page)).toEqual([]);
  await recibo.getByLabel('Arquivos').setInputFiles([{ name: 'nota.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') }]);
  await expect(recibo.getByText('nota.pdf').first()).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/financeiro/extratos');
  await page.getByLabel('Banco').selectOption({ label: BANCO });
  await expect(page.getByRole('button', { name: 'Escolher arquivo' })).toBeVisible();
  expect(await nativosVisiveis(page)).toEqual([]);

  await page.goto('/financeiro/nfe');
  await expect(page.getByRole('button', { name: 'Escolher arquivos' })).toBeVisible();
  expect(await nativosVisiveis(page)).toEqual([]);

  await page.goto('/observation/consulta');
  const de = page.getByRole('textbox', { name: 'De', exact: true });
  await expect(de).toHaveAttribute('placeholder', 'dd/mm/aaaa');
  await de.fill('01112026');
  await expect(de).toHaveValue('01/11/2026');
  expect(await nativosVisiveis(page)).toEqual([]);

  await page.goto('/lembrete/cadastro');
  const hora = page.getByLabel('Hora (opcional)');
  await hora.fill('1030');
  await expect(hora).toHaveValue('10:30');
  expect(await nativosVisiveis(page)).toEqual([]);

  await page.goto('/gestor/telegram/consulta');
  await expect(page.getByRole('heading', { name: 'Telegram: Administração', level: 1 })).toBeVisible();
  expect(await nativosVisiveis(page)).toEqual([]);

  await page.goto('/acoes/consulta');
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('button', { name: 'Relatório' }).click();
  const relatorio = page.getByRole('dialog', { name: 'Relatório de Ações' });
  await expect(relatorio.getByLabel('Mês').locator('option:checked')).toHaveText(/^(janeiro|fevereiro|março|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro) de \d{4}$/);
  expect(await nativosVisiveis(page)).toEqual([]);
  await page.keyboard.press('Escape');

  await page.goto('/financeiro/relatorios');
  const legenda = page.locator('.u-legend').first();
  await expect(legenda).toBeVisible();
  await expect(legenda).not.toContainText('Value');
});
