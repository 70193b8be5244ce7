/* Issue 13, what was left (decisions 211–215), each at 1366×800: column-header sorting, the pt-BR
   date field, confirm or Desfazer for irreversible actions, the never-searched empty state and
   the CSV template's example line. */
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { addDays, todayISO } from '../../src/domain/dates.ts';
import { E2E_ADMIN, signIn } from './fixtures.ts';

const TAG = `pu${Date.now().toString(36)}`;
const HOJE = todayISO();

test.use({ viewport: { width: 1366, height: 800 } });

async function api(playwright: { request: { newContext(o: { baseURL: string }): Promise<APIRequestContext> } }) {
  const ctx = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8181' });
  expect((await ctx.post('/api/login', { data: { login: E2E_ADMIN.login, password: E2E_ADMIN.password } })).ok()).toBe(true);
  return ctx;
}

let bancoId = '';
async function banco(ctx: APIRequestContext): Promise<string> {
  if (bancoId) return bancoId;
  expect((await ctx.post('/api/cadastro-banco', { data: { banco: `Banco ${TAG}` } })).status()).toBe(201);
  const bancos = (await (await ctx.get('/api/bancos')).json()) as { bancos: { id: string; banco: string }[] };
  bancoId = bancos.bancos.find((b) => b.banco === `Banco ${TAG}`)!.id;
  return bancoId;
}

async function lancar(ctx: APIRequestContext, descricao: string, valor: string, vencimento: string) {
  const res = await ctx.post('/api/cadastro-financas', {
    data: { descricao, status: 'Pagar', pagamento: 'Pix', banco: await banco(ctx), valor, data: addDays(HOJE, -20), tipo: 'Com Vencimento', vencimento, metodo: 'À vista', tipo_lancamento: 'Compra' },
  });
  expect(res.status()).toBe(201);
}

/** The descriptions of the rows on screen, top to bottom. */
function descricoes(page: Page, tag: string) {
  return page.getByRole('cell').filter({ hasText: tag }).allInnerTexts();
}

test('a column header sorts ascending, descending and back to the due order, by click, Enter and Space', async ({ page, playwright }) => {
  const ctx = await api(playwright);
  const tag = `${TAG}s`;
  await lancar(ctx, `A ${tag}`, '50.00', addDays(HOJE, 10));
  await lancar(ctx, `B ${tag}`, '10.00', addDays(HOJE, 5));
  await lancar(ctx, `C ${tag}`, '30.00', addDays(HOJE, 1));
  await ctx.dispose();
  await signIn(page);
  await page.goto('/financeiro/lancamentos');
  await page.getByRole('searchbox').fill(tag);
  await expect.poll(() => descricoes(page, tag)).toEqual([`C ${tag}`, `B ${tag}`, `A ${tag}`]);

  const valor = page.getByRole('columnheader', { name: 'Valor', exact: true });
  await expect(valor).toHaveAttribute('aria-sort', 'none');
  await valor.getByRole('button').click();
  await expect(valor).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(() => descricoes(page, tag)).toEqual([`B ${tag}`, `C ${tag}`, `A ${tag}`]);
  await page.keyboard.press('Enter');
  await expect(valor).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(() => descricoes(page, tag)).toEqual([`A ${tag}`, `C ${tag}`, `B ${tag}`]);
  await page.keyboard.press('Space');
  await expect(valor).toHaveAttribute('aria-sort', 'none');
  await expect.poll(() => descricoes(page, tag)).toEqual([`C ${tag}`, `B ${tag}`, `A ${tag}`]);

  // Another column starts ascending, and only one header says it sorts.
  const descricao = page.getByRole('columnheader', { name: 'Descrição', exact: true });
  await descricao.getByRole('button').click();
  await expect(descricao).toHaveAttribute('aria-sort', 'ascending');
  await expect(valor).toHaveAttribute('aria-sort', 'none');
  await expect.poll(() => descricoes(page, tag)).toEqual([`A ${tag}`, `B ${tag}`, `C ${tag}`]);
});

test.describe('in an English-language browser', () => {
  test.use({ locale: 'en-US' });

  test('a date is typed and shown as dd/mm/aaaa, arrows step it and the calendar popup picks a day', async ({ page }) => {
    await signIn(page);
    await page.goto('/gestor/feriados');
    await page.getByRole('button', { name: 'Cadastrar Feriado' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cadastrar Feriado' });
    const data = dialog.getByLabel('Data');
    await expect(data).toHaveAttribute('placeholder', 'dd/mm/aaaa');
    await data.pressSequentially('15082031');
    await expect(data).toHaveValue('15/08/2031');
    await data.press('Home');
    await data.press('ArrowUp');
    await expect(data).toHaveValue('16/08/2031');
    await data.press('End');
    await data.press('ArrowDown');
    await expect(data).toHaveValue('16/08/2030');

    await data.press('Alt+ArrowDown');
    const calendario = dialog.getByRole('dialog', { name: 'Calendário' });
    await expect(calendario).toBeVisible();
    await expect(calendario).toContainText(/agosto/i);
    await page.keyboard.press('Escape');
    await expect(calendario).toBeHidden();
    await expect(data).toBeVisible();

    await dialog.getByRole('button', { name: 'Abrir calendário' }).click();
    await calendario.getByRole('button', { name: /20 de agosto/i }).click();
    await expect(calendario).toBeHidden();
    await expect(data).toHaveValue('20/08/2030');
    await expect(data).toBeFocused();
    await dialog.getByLabel('Nome').fill(`Data ${TAG}`);
    await dialog.getByRole('button', { name: 'Cadastrar' }).click();
    await expect.poll(async () => {
      const body = (await (await page.request.get('/api/calendario?ano=2030')).json()) as { feriados: { data: string; nome: string }[] };
      return body.feriados.find((f) => f.nome === `Data ${TAG}`)?.data ?? null;
    }).toBe('2030-08-20');

    // A date the screen sets (not typed): Relatórios' default period is the current month (issue
    // 33); it shows as dd/mm/aaaa too, never the ISO value or the browser's mm/dd/yyyy.
    await page.goto('/financeiro/relatorios');
    const [ano, mes] = HOJE.split('-').map(Number) as [number, number];
    const mm = String(mes).padStart(2, '0');
    const ultimo = new Date(Date.UTC(ano, mes, 0)).getUTCDate();
    await expect(page.getByTestId('relatorio-de')).toHaveValue(`01/${mm}/${ano}`);
    await expect(page.getByTestId('relatorio-ate')).toHaveValue(`${ultimo}/${mm}/${ano}`);
  });
});

test('Deletar, Pagar and Inativar ask first: Cancelar changes nothing, Confirmar does', async ({ page, playwright }) => {
  const ctx = await api(playwright);
  const tag = `${TAG}c`;
  await lancar(ctx, `Pagar ${tag}`, '12.00', addDays(HOJE, 3));
  expect((await ctx.post('/api/cadastro-banco', { data: { banco: `Apagar ${tag}` } })).status()).toBe(201);
  expect((await ctx.post('/api/cadastro-entradas', { data: { descricao: `Inativar ${tag}`, valor: '100.00', data: HOJE, tipo: 'Reserva' } })).status()).toBe(201);
  await ctx.dispose();
  await signIn(page);
  const confirmacao = page.getByRole('dialog', { name: 'Confirmação' });

  await page.goto('/financeiro/lancamentos');
  await page.getByRole('searchbox').fill(tag);
  const linha = page.getByRole('row').filter({ hasText: `Pagar ${tag}` });
  await linha.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Pagar', exact: true }).click();
  await expect(confirmacao).toContainText('Pagar 1 parcela com a data de hoje?');
  await confirmacao.getByRole('button', { name: 'Cancelar' }).click();
  await expect(confirmacao).toHaveCount(0);
  await expect(linha).toContainText('Pagar');
  await expect(linha).not.toContainText('Pago');
  await page.getByRole('button', { name: 'Pagar', exact: true }).click();
  await confirmacao.getByRole('button', { name: 'Confirmar' }).click();
  await expect(linha).toContainText('Pago');

  await page.goto('/financeiro/bancos');
  await page.getByRole('searchbox').fill(tag);
  const banco = page.getByRole('row').filter({ hasText: `Apagar ${tag}` });
  await banco.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Deletar' }).click();
  await expect(confirmacao).toContainText('Deletar 1 registro? Esta ação não pode ser desfeita.');
  await page.keyboard.press('Escape');
  await expect(confirmacao).toHaveCount(0);
  await expect(banco).toHaveCount(1);
  await page.getByRole('button', { name: 'Deletar' }).click();
  await confirmacao.getByRole('button', { name: 'Confirmar' }).click();
  await expect(banco).toHaveCount(0);

  await page.goto('/financeiro/entradas');
  await page.getByRole('searchbox').fill(tag);
  const entrada = page.getByRole('row').filter({ hasText: `Inativar ${tag}` });
  await entrada.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Inativar' }).click();
  await expect(confirmacao).toContainText('Inativar o registro selecionado? Ele deixa de receber rendimentos.');
  await confirmacao.getByRole('button', { name: 'Cancelar' }).click();
  await expect(confirmacao).toHaveCount(0);
  await expect(entrada).toContainText('Ativo');
  await expect(entrada).not.toContainText('Inativo');
  await page.getByRole('button', { name: 'Inativar' }).click();
  await confirmacao.getByRole('button', { name: 'Confirmar' }).click();
  await expect(entrada).toContainText('Inativo');
});
