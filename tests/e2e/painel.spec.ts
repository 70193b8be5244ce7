/* The Painel on `/` and the Relatórios screen in the built app on the real server. The suite
   shares one database, so the expected figures are summed by hand in this file from the server's
   own lists (independently of src/domain/painel.ts), after adding known rows. The clock is pinned
   to Monday 09/03/2026 and the sums read each row's effective due date (`vencimento_efetivo`, the
   bank calendar with the server's holidays and tax categories, decision 220): the figures do not
   depend on the day of the week the suite runs. */
import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { addDays } from '../../src/domain/dates.ts';
import { formatBRL, parseDecimal } from '../../src/domain/money.ts';
import { E2E_ADMIN, signIn } from './fixtures.ts';

const TAG = `pnl${Date.now().toString(36)}`;
const BANCO = `Banco ${TAG}`;
// Monday 09/03/2026, 10:00 in São Paulo. Sat 07/03 and Sun 08/03 are due today; Fri 06/03 is overdue.
const HOJE = '2026-03-09';
const AGORA = new Date('2026-03-09T13:00:00Z');

interface Linha { descricao: string; status: string; valor_parcela: string; valor_pago: string; vencimento: string | null; vencimento_efetivo: string | null }

async function api(playwright: { request: { newContext(o: { baseURL: string }): Promise<APIRequestContext> } }) {
  const ctx = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8181' });
  expect((await ctx.post('/api/login', { data: { login: E2E_ADMIN.login, password: E2E_ADMIN.password } })).ok()).toBe(true);
  return ctx;
}

/** Open rows due in [de, ate]: count and what is left to pay, in cents. */
function somaAberta(rows: Linha[], de: string, ate: string) {
  let quantidade = 0;
  let valor = 0;
  for (const r of rows) {
    const venc = r.vencimento_efetivo;
    if (r.status !== 'Pagar' || !venc || venc < de || venc > ate) continue;
    const left = parseDecimal(r.valor_parcela)! - parseDecimal(r.valor_pago)!;
    if (left <= 0) continue;
    quantidade += 1;
    valor += left;
  }
  return { quantidade, valor };
}

test.beforeAll(async ({ playwright }) => {
  const ctx = await api(playwright);
  expect((await ctx.post('/api/cadastro-banco', { data: { banco: BANCO, possui_cartao: 1, credito: 1, vencimento: 10 } })).status()).toBe(201);
  const bancos = (await (await ctx.get('/api/bancos')).json()) as { bancos: { id: string; banco: string }[] };
  const banco = bancos.bancos.find((b) => b.banco === BANCO)!.id;
  // A tax category (decision 221): its postings are due on the business day BEFORE a weekend.
  expect((await ctx.post('/api/cadastro-categoria', { data: { descricao: `Impostos ${TAG}`, tributo: 1 } })).status()).toBe(201);
  const categorias = (await (await ctx.get('/api/categorias')).json()) as { categorias: { id: string; descricao: string }[] };
  const impostos = categorias.categorias.find((c) => c.descricao === `Impostos ${TAG}`)!.id;
  const lanc = (descricao: string, valor: string, vencimento: string, categorias = '') => ctx.post('/api/cadastro-financas', {
    data: { descricao, status: 'Pagar', pagamento: 'Pix', banco, valor, data: addDays(HOJE, -10), tipo: 'Com Vencimento', vencimento, metodo: 'À vista', tipo_lancamento: 'Compra', categorias },
  });
  expect((await lanc(`Hoje ${TAG}`, '123.45', '2026-03-07')).status()).toBe(201); // Sat → Mon 09/03: today
  expect((await lanc(`Semana ${TAG}`, '10.00', '2026-03-12')).status()).toBe(201); // Thu
  expect((await lanc(`Vencido ${TAG}`, '7.00', '2026-03-04')).status()).toBe(201); // Wed
  expect((await lanc(`Tributo ${TAG}`, '55.00', '2026-03-08', impostos)).status()).toBe(201); // Sun → Fri 06/03: overdue
  const rec = await ctx.post('/api/cadastro-recebiveis', {
    data: { descricao: `Receber ${TAG}`, status: 'Pagar', valor: '500.00', data: addDays(HOJE, -1), tipo: 'Com Vencimento', vencimento: '2026-03-08', metodo: 'À vista' },
  });
  expect(rec.status()).toBe(201);
  expect((await ctx.post('/api/cadastro-fatura', { data: { descricao: `Fatura ${TAG}`, status: 'Pagar', banco, valor: '321.00', vencimento: addDays(HOJE, 5) } })).status()).toBe(201);
  await ctx.dispose();
});

test('the Painel shows what is due with hand-summed figures, and a figure opens the filtered list', async ({ page, playwright }) => {
  const ctx = await api(playwright);
  const lancamentos = ((await (await ctx.get('/api/lancamentos')).json()) as { lancamentos: Linha[] }).lancamentos;
  const recebiveis = ((await (await ctx.get('/api/recebiveis')).json()) as { recebiveis: Linha[] }).recebiveis;
  await ctx.dispose();
  // Our rows, by hand: the weekend moves them as the comments above say.
  const nossa = (descricao: string) => lancamentos.find((r) => r.descricao === `${descricao} ${TAG}`)!.vencimento_efetivo;
  expect([nossa('Hoje'), nossa('Semana'), nossa('Vencido'), nossa('Tributo')]).toEqual(['2026-03-09', '2026-03-12', '2026-03-04', '2026-03-06']);
  const esperado = {
    'pagar-hoje': somaAberta(lancamentos, HOJE, HOJE),
    'pagar-semana': somaAberta(lancamentos, addDays(HOJE, 1), addDays(HOJE, 7)),
    'pagar-vencidos': somaAberta(lancamentos, '1900-01-01', addDays(HOJE, -1)),
    'receber-hoje': somaAberta(recebiveis, HOJE, HOJE),
  };
  expect(esperado['pagar-hoje'].valor).toBeGreaterThanOrEqual(12_345);
  expect(esperado['pagar-vencidos'].valor).toBeGreaterThanOrEqual(700 + 5_500);
  expect(esperado['receber-hoje'].valor).toBeGreaterThanOrEqual(50_000);

  await page.clock.setFixedTime(AGORA);
  await signIn(page);
  await page.goto('/');
  await expect(page.getByTestId('painel')).toBeVisible({ timeout: 30_000 });
  for (const [chave, soma] of Object.entries(esperado)) {
    const card = page.getByTestId(`painel-${chave}`);
    await expect(card.getByTestId('valor')).toHaveText(formatBRL(soma.valor));
    await expect(card.getByTestId('quantidade')).toHaveText(soma.quantidade === 1 ? '1 conta' : `${soma.quantidade} contas`);
  }
  await expect(page.getByTestId('painel-faturas').getByRole('listitem').filter({ hasText: BANCO })).toContainText('R$ 321,00');
  await expect(page.getByTestId('painel-sincronizado')).toContainText('Dados sincronizados até');
  await expect(page.getByRole('figure', { name: /Realizado × previsto/ }).locator('canvas')).toBeVisible();

  await page.getByTestId('painel-pagar-hoje').click();
  await expect(page).toHaveURL(new RegExp(`/financeiro/lancamentos\\?status=Pagar&vencimento1=${HOJE}&vencimento2=${HOJE}`));
  const n = esperado['pagar-hoje'].quantidade;
  await expect(page.getByTestId('list-range')).toHaveText(`1 - ${Math.min(n, 15)} de ${n}`);
  await expect(page.getByRole('cell', { name: `Hoje ${TAG}`, exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: `Semana ${TAG}`, exact: true })).toHaveCount(0);
});

test('a tax typed for Sunday is overdue on Monday: due on the Friday before (decision 221)', async ({ page }) => {
  await page.clock.setFixedTime(AGORA);
  await signIn(page);
  await page.goto('/financeiro/lancamentos');
  await page.getByRole('searchbox').fill(TAG);
  const tributo = page.getByRole('row').filter({ hasText: `Tributo ${TAG}` });
  await expect(tributo.getByTestId('vencimento-efetivo')).toHaveText('→ 06/03/2026');
  await expect(tributo.getByTestId('texto-vencimento')).toContainText('Vencido');
  const hoje = page.getByRole('row').filter({ hasText: `Hoje ${TAG}` });
  await expect(hoje.getByTestId('texto-vencimento')).toHaveText('Vence hoje');
});

test('Relatórios: opened from the menu, shows a report and exports a pt-BR CSV', async ({ page }) => {
  await signIn(page);
  await page.getByRole('button', { name: 'Financeiro' }).click();
  await page.getByRole('button', { name: 'Finanças' }).click();
  await page.getByRole('button', { name: 'Relatórios' }).click();
  await page.getByRole('link', { name: 'Finanças' }).click();
  await expect(page).toHaveURL(/\/financeiro\/relatorios$/);
  await page.getByTestId('relatorio-tipo').selectOption('vencimentos');
  const tabela = page.getByTestId('relatorio-tabela');
  await expect(tabela.getByRole('row').filter({ hasText: 'Vencidos 1–30 dias' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('relatorio').locator('canvas')).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar CSV' }).click()]);
  const bytes = await (await download.createReadStream()).toArray();
  const buffer = Buffer.concat(bytes as Buffer[]);
  expect([...buffer.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = buffer.subarray(3).toString('utf8');
  expect(text.split('\r\n')[0]).toBe('Faixa;A pagar: Quantidade;A pagar;A receber: Quantidade;A receber');
  expect(text).toMatch(/\r\nTotal;\d+;-?\d+,\d{2};\d+;-?\d+,\d{2}\r\n$/);

  const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar PDF' }).click()]);
  expect(pdf.suggestedFilename()).toMatch(/^contas-por-vencimento-\d{4}-\d{2}-\d{2}\.pdf$/);
  const pdfBytes = Buffer.concat((await (await pdf.createReadStream()).toArray()) as Buffer[]);
  expect(pdfBytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});
