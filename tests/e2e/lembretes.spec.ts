/* Issue 17 in the browser: a reminder made offline for tomorrow (1 day ahead) is in the bell today
   after sync, also on another device; a payable due in 3 days (effective due date: a Saturday
   moves to Monday) gives its automatic D-3 notice; a note made from the Lançamentos list with one
   row selected is linked to that row in Consulta, marks the row and shows in its Observação column. */
import { expect, test } from '@playwright/test';
import { E2E_ADMIN, signIn } from './fixtures.ts';
import { abrirSino, api, criarPagavel, marcasDoLembrete } from './sino-fixtures.ts';

// Random as well as timed: the e2e server and database are shared by every spec.
const TAG = `lem${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

test('a reminder created offline for tomorrow, 1 day ahead, is in the bell today after sync (and on another device)', async ({ page, context, browser, playwright }) => {
  const hoje = new Date('2026-03-09T13:00:00Z'); // Monday, 10:00 in São Paulo
  await page.clock.setFixedTime(hoje);
  await signIn(page);
  await page.goto('/lembrete/cadastro');
  await expect(page.getByRole('heading', { name: 'Cadastro de Lembrete' })).toBeVisible();
  await expect(page.getByTestId('connection')).toHaveText('Online');

  await context.setOffline(true);
  await expect(page.getByTestId('connection')).toHaveText('Offline');
  const titulo = `Pagar DAS ${TAG}`;
  await page.getByLabel('Título').fill(titulo);
  await page.getByLabel('Data', { exact: true }).fill('2026-03-10');
  await page.getByLabel('Antecedência').selectOption('1');
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(page.getByTestId('pending-count')).toHaveText('1 pendente');
  await context.setOffline(false);
  await expect(page.getByTestId('pending-count')).toHaveCount(0);

  const sino = await abrirSino(page);
  await expect(sino.getByText(titulo)).toBeVisible();
  await expect(sino.getByText('Lembrete para 10/03/2026')).toBeVisible();

  // Another device of the same user: its bell shows it from the server's data, and marking it
  // read there clears it here after the next sync.
  const outro = await browser.newContext();
  const page2 = await outro.newPage();
  await page2.clock.setFixedTime(hoje);
  await signIn(page2);
  const sino2 = await abrirSino(page2);
  const item2 = sino2.locator('li', { hasText: titulo });
  await expect(item2).toBeVisible();
  await item2.getByRole('button', { name: `Marcar como lida: ${titulo}` }).click();
  await expect(item2).toHaveCount(0);
  // The mark is gone from this bell at once (local write); it reaches the server when this
  // device's outbox drains. Closing the device before that (a test ending its context) would
  // take the unsent mark with it: wait for the server to hold it (found flaky in the full suite).
  const ctx = await api(playwright);
  await expect.poll(() => marcasDoLembrete(ctx, titulo)).toEqual([expect.stringMatching(/:2026-03-10$/)]);
  await ctx.dispose();
  await outro.close();

  // Back on the first device: the next pull brings the read mark.
  await page.reload();
  await expect(page.getByTestId('user-name')).toHaveText(E2E_ADMIN.name);
  const depois = await abrirSino(page);
  await expect(depois).toBeVisible();
  await expect(depois.locator('li', { hasText: titulo })).toHaveCount(0);
});

test('a payable due on a Saturday 3 days from its effective Monday gives its D-3 notice on Friday', async ({ page, playwright }) => {
  const ctx = await api(playwright);
  const descricao = `Aluguel ${TAG}`;
  await criarPagavel(ctx, descricao, '2026-04-11'); // Saturday → effective Monday 13/04
  await ctx.dispose();

  await page.clock.setFixedTime(new Date('2026-04-09T13:00:00Z')); // Thursday: D-4, nothing yet
  await signIn(page);
  let sino = await abrirSino(page);
  await expect(sino).toBeVisible();
  await expect(sino.locator('li', { hasText: descricao })).toHaveCount(0);

  await page.clock.setFixedTime(new Date('2026-04-10T13:00:00Z')); // Friday: D-3 of 13/04
  await page.reload();
  await expect(page.getByTestId('user-name')).toHaveText(E2E_ADMIN.name);
  sino = await abrirSino(page);
  const item = sino.locator('li', { hasText: descricao });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Conta a pagar');
  await expect(item).toContainText('D-3: vence em 3 dias (13/04/2026)');
  await expect(item.getByRole('link')).toHaveAttribute('href', /\/financeiro\/lancamentos\?id=/);
});

// A clerk's laptop with an English-language browser (issue 33).
test.describe('at 1366×800 on an English-language browser', () => {
  test.use({ locale: 'en-US', viewport: { width: 1366, height: 800 } });

  test('a note made from the Lançamentos list with one row selected is linked to that row in Consulta, marks the row and fills its Observação column', async ({ page, playwright }) => {
    const ctx = await api(playwright);
    const descricao = `Energia ${TAG}`;
    const id = await criarPagavel(ctx, descricao, '2026-05-20');
    await ctx.dispose();

    await signIn(page);
    await page.goto('/financeiro/lancamentos');
    await page.getByRole('searchbox').fill(TAG);
    const row = page.getByRole('row').filter({ hasText: descricao });
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('marcador-observacao')).toHaveCount(0);
    await row.getByRole('checkbox', { name: 'Selecionar linha' }).check();
    // The toolbar's action (the Lançamentos table also has an 'Observação' column, whose header sorts).
    await page.getByTitle('Nova observação ligada à linha selecionada').click();

    const dialog = page.getByRole('dialog', { name: 'Cadastro de Observação' });
    await expect(dialog.getByTestId('observacao-vinculo')).toContainText(`Lançamento — ${descricao}`);
    const assunto = `Renegociado ${TAG}`;
    await dialog.getByLabel('Assunto').fill(assunto);
    await dialog.getByLabel('Texto').fill('Fornecedor aceitou pagar dia 25.');
    await dialog.getByRole('button', { name: 'Cadastrar' }).click();
    await expect(page.locator('[data-kind]', { hasText: 'Observação cadastrada com sucesso!' })).toBeVisible();
    await expect(row.getByTestId('marcador-observacao')).toHaveCount(1);
    // Its assunto in the row's Observação column, not 'Sem Observação' beside the dot (issue 33).
    const coluna = row.getByRole('cell', { name: assunto, exact: true });
    await expect(coluna).toHaveCount(1);
    await coluna.scrollIntoViewIfNeeded();
    await expect(coluna).toBeVisible();
    await expect(row).not.toContainText('Sem Observação');

    await page.goto('/observation/consulta');
    await page.getByRole('searchbox').fill(assunto);
    const nota = page.getByRole('row').filter({ hasText: assunto });
    await expect(nota).toHaveCount(1);
    await expect(nota).toContainText(E2E_ADMIN.name);
    const link = nota.getByRole('link', { name: 'Lançamento' });
    await expect(link).toHaveAttribute('data-registro', id);
    await expect(link).toHaveAttribute('href', `/financeiro/lancamentos?id=${id}`);
  });
});

test('Registro vinculado never offers a cancelled instalment (issue 33)', async ({ page, playwright }) => {
  const ctx = await api(playwright);
  const aberta = await criarPagavel(ctx, `Aberta ${TAG}`, '2026-05-10');
  const cancelada = await criarPagavel(ctx, `Cancelada ${TAG}`, '2026-05-10');
  expect((await ctx.post('/api/cancelar-parcelas', { data: { ids: [cancelada] } })).status()).toBe(200);
  await signIn(page);
  await page.goto('/lembrete/cadastro');
  await page.getByLabel('Vínculo (opcional)').selectOption('lancamentos');
  await page.getByRole('searchbox', { name: 'Buscar registro' }).fill(TAG);
  const opcoes = page.getByLabel('Registro vinculado').locator('option');
  await expect(opcoes.filter({ hasText: `Aberta ${TAG}` })).toHaveCount(1);
  await expect(opcoes.filter({ hasText: `Cancelada ${TAG}` })).toHaveCount(0);
  expect(aberta).not.toBe(cancelada);
});
