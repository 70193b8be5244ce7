/* Issue 15 in the browser: a payable due on Carnaval Tuesday is due today on Ash Wednesday (not
   overdue), a pasted linha digitável fills Valor and Vencimento and is kept on the posting, and
   the administrator's holiday screen adds a holiday offline-first. */
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { E2E_ADMIN, signIn } from './fixtures.ts';

const TAG = `cal${Date.now().toString(36)}`;
const BANCO = `Banco ${TAG}`;
// Itaú, fator 1360 = 17/02/2026, R$ 1.250,50 (checked by hand in tests/unit/boleto.test.ts).
const LINHA_FORMATADA = '34191.09008 00000.150003 00000.000000 2 13600000125050';
const LINHA = '34191090080000015000300000000000213600000125050';
let bancoId = '';

test.beforeAll(async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8181' });
  expect((await api.post('/api/login', { data: { login: E2E_ADMIN.login, password: E2E_ADMIN.password } })).ok()).toBe(true);
  expect((await api.post('/api/cadastro-banco', { data: { banco: BANCO } })).status()).toBe(201);
  const bancos = (await (await api.get('/api/bancos')).json()) as { bancos: { id: string; banco: string }[] };
  bancoId = bancos.bancos.find((b) => b.banco === BANCO)!.id;
  const criado = await api.post('/api/cadastro-financas', {
    data: {
      descricao: `Carnaval ${TAG}`, banco: bancoId, pagamento: 'Pix', tipo_lancamento: 'Compra', observacao: '', status: 'Pagar',
      valor: '80.00', data: '2026-02-02', tipo: 'Com Vencimento', vencimento: '2026-02-17', metodo: 'À vista', categorias: '',
    },
  });
  expect(criado.status()).toBe(201);
  await api.dispose();
});

async function paste(page: Page, testId: string, text: string) {
  await page.getByTestId(testId).evaluate((el, value) => {
    const data = new DataTransfer();
    data.setData('text', value);
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

test('a payable due on Carnaval Tuesday reads Vence hoje on Ash Wednesday and is not overdue', async ({ page }) => {
  // Ash Wednesday 2026, 10:00 in São Paulo.
  await page.clock.setFixedTime(new Date('2026-02-18T13:00:00Z'));
  await signIn(page);
  await page.goto('/financeiro/lancamentos');
  await page.getByRole('searchbox').fill(TAG);
  const row = page.getByRole('row').filter({ hasText: `Carnaval ${TAG}` });
  await expect(row.getByTestId('texto-vencimento')).toHaveText('Vence hoje');
  await expect(row.getByTestId('vencimento-efetivo')).toHaveText('→ 18/02/2026');
  await expect(row).not.toContainText('Vencido');
});

test('pasting a linha digitável fills Valor and Vencimento and the posting keeps the line', async ({ page, context }) => {
  await signIn(page);
  await page.goto('/financeiro/cadastro');
  const form = page.getByRole('form', { name: 'Cadastro de Lançamentos' });
  await form.getByLabel('Data', { exact: true }).fill('2026-02-02');

  // A wrong digit is named and changes nothing.
  await paste(page, 'leitor-pagamento', LINHA_FORMATADA.replace('00000.150003', '00000.150013'));
  await expect(form.getByText('Dígito verificador do campo 2 não confere: confira a linha digitável.')).toBeVisible();
  await expect(form.getByLabel('Valor')).toHaveValue('');

  await paste(page, 'leitor-pagamento', LINHA_FORMATADA);
  await expect(form.getByLabel('Valor')).toHaveValue('1.250,50');
  await expect(form.getByLabel('Data vencimento')).toHaveValue('17/02/2026');
  await expect(form.getByText('Boleto lido: confira Valor e Vencimento.')).toBeVisible();

  const descricao = `Boleto ${TAG}`;
  await form.getByLabel('Descrição').fill(descricao);
  await form.getByLabel('Status', { exact: true }).selectOption('Pagar');
  await form.getByRole('combobox', { name: 'Pagamento' }).selectOption('Pix');
  await form.getByLabel('Banco').selectOption({ label: BANCO });
  await form.getByLabel('Método').selectOption('À vista');
  await form.getByRole('radio', { name: 'Compra' }).check();
  await form.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(page.locator('[data-kind]', { hasText: 'Lançamento cadastrado com sucesso!' })).toBeVisible();

  await expect.poll(async () => {
    const body = (await (await context.request.get('/api/lancamentos')).json()) as { lancamentos: { descricao: string; valor: string; vencimento: string; linha_digitavel: string | null }[] };
    return body.lancamentos.filter((r) => r.descricao === descricao).map((r) => [r.valor, r.vencimento, r.linha_digitavel]);
  }).toEqual([['1250.50', '2026-02-17', LINHA]]);

  // The same line again: a duplicate payment warning.
  await paste(page, 'leitor-pagamento', LINHA);
  await expect(form.getByText(`Atenção: este boleto já está cadastrado (${descricao}). Verifique se não é pagamento em duplicidade.`)).toBeVisible();
});

test('Gestor > Feriados lists the national bank holidays and adds a municipal one', async ({ page }) => {
  await signIn(page);
  await page.goto('/gestor/feriados');
  await page.getByLabel('Ano').fill('2027');
  await expect(page.getByRole('row').filter({ hasText: 'Carnaval (segunda-feira)' })).toContainText('08/02/2027');
  await page.getByRole('button', { name: 'Cadastrar Feriado' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cadastrar Feriado' });
  await dialog.getByLabel('Data').fill('2027-01-25');
  await dialog.getByLabel('Nome').fill(`Aniversário ${TAG}`);
  await dialog.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(page.getByRole('row').filter({ hasText: `Aniversário ${TAG}` })).toContainText('Cadastrado');
  await expect.poll(async () => {
    const body = (await (await page.request.get('/api/calendario?ano=2027')).json()) as { feriados: { data: string; nome: string }[] };
    return body.feriados.some((f) => f.nome === `Aniversário ${TAG}` && f.data === '2027-01-25');
  }).toBe(true);
});
