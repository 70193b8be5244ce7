/* Payables end to end (SPEC §2, §4, §5): a card purchase in 12 instalments registered on
   /financeiro/cadastro, settled fully and partly, its history, the group cancelled and deleted
   with the confirmation; the filter's messages; and the same flow offline, then synced. */
import { expect, test } from '@playwright/test';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { signIn, confirmar } from './fixtures.ts';
import { msg } from '../../src/domain/messages.ts';

const SALVO_OFFLINE = 'Alteração salva neste dispositivo; será enviada quando houver conexão.';
const unique = (name: string) => `${name} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const toast = (page: Page, text: string) => page.locator('[data-kind]', { hasText: text });
const hojeBR = () => new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(new Date());

interface ServerLancamento { id: string; descricao: string; parcela: number; status: string; valor_pago: string; vencimento: string | null }

async function serverLancamentos(context: BrowserContext, descricao: string): Promise<ServerLancamento[]> {
  const response = await context.request.get('/api/lancamentos');
  expect(response.ok()).toBe(true);
  const rows = ((await response.json()) as { lancamentos: ServerLancamento[] }).lancamentos;
  return rows.filter((r) => r.descricao === descricao).sort((a, b) => a.parcela - b.parcela);
}

async function menuTo(page: Page, label: 'Lançamentos' | 'Cadastro'): Promise<void> {
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  for (const group of ['Financeiro', 'Finanças', ...(label === 'Lançamentos' ? ['Consultas'] : [])]) {
    const button = menu.getByRole('button', { name: group, exact: true });
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  }
  await menu.getByRole('link', { name: label, exact: true }).click();
}

/** A bank with a credit card due on day 10, and a category, through the header modals. */
async function cadastrarBancoECategoria(page: Page, banco: string, categoria: string): Promise<void> {
  const header = page.getByRole('group', { name: 'Outros cadastros' });
  await header.getByRole('button', { name: 'Banco' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cadastrar Banco' });
  await dialog.getByLabel('Banco').fill(banco);
  await dialog.getByRole('switch', { name: 'Possui Cartão' }).click();
  await dialog.getByLabel('Crédito').check();
  await dialog.getByLabel('Vencimento').selectOption('10');
  await dialog.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(dialog).toBeHidden();
  await header.getByRole('button', { name: 'Categorias' }).click();
  const cat = page.getByRole('dialog', { name: 'Cadastrar Categoria' });
  await cat.getByLabel('Categoria').fill(categoria);
  await cat.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(cat).toBeHidden();
}

async function cadastrarCompra(page: Page, p: { descricao: string; banco: string; categoria: string; parcelas: string }): Promise<void> {
  const form = page.getByRole('form', { name: 'Cadastro de Lançamentos' });
  await form.getByLabel('Descrição').fill(p.descricao);
  await form.getByLabel('Status', { exact: true }).selectOption('Pagar');
  await form.getByRole('combobox', { name: 'Pagamento' }).selectOption('Crédito');
  await form.getByLabel('Banco').selectOption({ label: p.banco });
  await form.getByLabel('Valor').fill('120000');
  await form.getByLabel('Data', { exact: true }).fill('2026-01-15');
  await expect(form.getByLabel('Tipo', { exact: true })).toHaveValue('Com Vencimento');
  await expect(form.getByLabel('Tipo', { exact: true })).toBeDisabled();
  await expect(form.getByLabel('Data vencimento')).toHaveValue('10/02/2026');
  await form.getByLabel('Método').selectOption('Parcelado');
  await form.getByLabel('N-Parcelas').selectOption(p.parcelas);
  await form.getByLabel('Categoria').selectOption({ label: p.categoria });
  await form.getByRole('radio', { name: 'Compra' }).check();
  await form.getByRole('button', { name: 'Cadastrar' }).click();
}

function table(page: Page): Locator {
  return page.getByRole('table', { name: 'Lançamentos' });
}
/** The row of instalment n: its Parcela cell reads 'n/N' (issue 33). */
function parcela(page: Page, n: number): Locator {
  return table(page).getByRole('row').filter({ has: page.getByRole('cell', { name: new RegExp(`^${n}/\\d+$`) }) });
}
const cell = (row: Locator, index: number) => row.getByRole('cell').nth(index);
const STATUS = 10;
const PAGO = 8;

async function selectOnly(page: Page, n: number): Promise<void> {
  const limpar = page.getByTestId('list-selected').getByRole('button', { name: 'Limpar' });
  if (await limpar.isVisible()) await limpar.click();
  await cell(parcela(page, n), 1).click();
  await expect(page.getByText('1 selecionada(s)')).toBeVisible();
}

async function settleAndCloseGroup(page: Page, descricao: string, parcelas: number, toastsOnline: boolean, diaBR = hojeBR()): Promise<void> {
  const ok = (text: string) => toast(page, toastsOnline ? text : SALVO_OFFLINE).first();
  await page.getByRole('searchbox').fill(descricao);
  await expect(page.getByTestId('list-range')).toHaveText(`1 - ${Math.min(parcelas, 15)} de ${parcelas}`);
  // The typed due date, then its due text (issue 15).
  await expect(cell(parcela(page, 1), 11)).toHaveText(/^10\/02\/2026/);

  await selectOnly(page, 1);
  await page.getByRole('button', { name: 'Pagar', exact: true }).click();
  await confirmar(page);
  await expect(ok('Pagamento realizado com sucesso!')).toBeVisible();
  await expect(cell(parcela(page, 1), STATUS)).toHaveText('Pago');

  await selectOnly(page, 2);
  await page.getByRole('button', { name: 'Informar Pagamento' }).click();
  const informe = page.getByRole('dialog', { name: 'Informe de Pagamento' });
  await informe.getByRole('button', { name: 'Informar' }).click();
  await expect(informe.getByText('valor é obrigatório.')).toBeVisible();
  await informe.getByLabel('Valor').fill('4000');
  await informe.getByRole('button', { name: 'Informar' }).click();
  await expect(informe).toBeHidden();
  await expect(ok('Pagamento informado com sucesso!')).toBeVisible();
  await expect(cell(parcela(page, 2), PAGO)).toHaveText('R$ 40,00');
  // Still to pay, partly paid: the Parcial badge in the status's place, read as "Pagar, Parcial" (decision 390).
  await expect(cell(parcela(page, 2), STATUS)).toHaveText('Pagar, Parcial');
  await expect(cell(parcela(page, 2), STATUS).locator('[data-parcial]')).toBeVisible();

  await selectOnly(page, 2);
  await page.getByRole('button', { name: 'Histórico', exact: true }).click();
  const historico = page.getByRole('dialog', { name: 'Histórico de Pagamento' });
  await expect(historico.getByRole('row').nth(1).getByRole('cell')).toHaveText(['Pagamento parcial', 'R$ 40,00', diaBR]);
  await historico.getByRole('button', { name: 'Fechar' }).click();

  // Instalment 2 is partly paid: alone it cannot be cancelled, it is counted as kept (decision 394).
  await selectOnly(page, 2);
  await page.getByRole('button', { name: 'Cancelar', exact: true }).click();
  const confirmacao = page.getByRole('dialog', { name: 'Cancelar parcelas' });
  await expect(confirmacao.getByText('Nenhuma parcela pode ser cancelada: todas estão pagas ou já canceladas.')).toBeVisible();
  await expect(confirmacao.getByText('1 parcela paga será mantida (estorne antes).')).toBeVisible();
  // The whole group: instalment 1 is Pago and 2 partly paid; both are kept.
  await confirmacao.getByRole('radio', { name: 'O grupo inteiro' }).check();
  await expect(confirmacao.getByText(msg.parcelas.seraoCanceladas(parcelas - 2))).toBeVisible();
  await expect(confirmacao.getByText('2 parcelas pagas serão mantidas (estorne antes).')).toBeVisible();
  await confirmacao.getByRole('button', { name: msg.parcelas.botaoCancelar(parcelas - 2) }).click();
  await expect(ok('Parcela(s) cancelada(s) com sucesso!')).toBeVisible();
  await expect(cell(parcela(page, 1), STATUS)).toHaveText('Pago');
  await expect(cell(parcela(page, 2), STATUS)).toHaveText('Pagar, Parcial');
  // (With 3 instalments '3' is also every row's N° Parc.: count the cancelled rows instead.)
  await expect(table(page).getByRole('row').filter({ hasText: 'Cancelado' })).toHaveCount(Math.min(parcelas, 15) - 2);
}

test('a card purchase in 12 instalments: registered, settled fully and partly, cancelled and deleted as a group, the paid and partly paid parcelas kept', async ({ page, context }) => {
  const descricao = unique('Notebook');
  const banco = unique('Cartão');
  const categoria = unique('Eletrônicos');
  await signIn(page);
  await menuTo(page, 'Cadastro');
  await expect(page.getByRole('heading', { name: 'Cadastro de Lançamentos' })).toBeVisible();
  await cadastrarBancoECategoria(page, banco, categoria);
  await cadastrarCompra(page, { descricao, banco, categoria, parcelas: '12' });
  await expect(toast(page, 'Lançamento cadastrado com sucesso!')).toBeVisible();
  await expect(page.getByLabel('Descrição')).toHaveValue('');

  await menuTo(page, 'Lançamentos');
  await expect(page.getByRole('heading', { name: 'Lançamentos' })).toBeVisible();
  await settleAndCloseGroup(page, descricao, 12, true);
  const row1 = await cell(parcela(page, 1), 4).textContent();
  expect(row1).toBe(banco);
  await expect(cell(parcela(page, 1), 13)).toHaveText(categoria);

  await selectOnly(page, 3);
  await page.getByRole('button', { name: 'Deletar' }).click();
  const confirmacao = page.getByRole('dialog', { name: 'Excluir parcelas' });
  await confirmacao.getByRole('radio', { name: 'O grupo inteiro' }).check();
  await expect(confirmacao.getByText('10 parcelas serão excluídas.')).toBeVisible();
  await expect(confirmacao.getByText('2 parcelas pagas serão mantidas (estorne antes).')).toBeVisible();
  await confirmacao.getByRole('button', { name: 'Excluir 10 parcelas' }).click();
  await expect(toast(page, 'Parcela(s) excluída(s) com sucesso!')).toBeVisible();
  await expect(page.getByTestId('list-range')).toHaveText('1 - 2 de 2');
  // The kept ones keep their numbering (decision 394).
  expect((await serverLancamentos(context, descricao)).map((r) => [r.parcela, r.status])).toEqual([[1, 'Pago'], [2, 'Pagar']]);
});

test('the filter explains every rule, then filters by due period and status', async ({ page }) => {
  const descricao = unique('Assinatura');
  const banco = unique('Cartão Filtro');
  await signIn(page);
  await menuTo(page, 'Cadastro');
  await cadastrarBancoECategoria(page, banco, unique('Serviços'));
  await cadastrarCompra(page, { descricao, banco, categoria: 'Sem Categoria', parcelas: '3' });
  await expect(toast(page, 'Lançamento cadastrado com sucesso!')).toBeVisible();
  await menuTo(page, 'Lançamentos');

  await page.getByRole('button', { name: 'Filtrar' }).click();
  const filtro = page.getByRole('dialog', { name: 'Filtro de Lançamento' });
  const filtrar = () => filtro.getByRole('button', { name: 'Filtrar' }).click();
  await filtrar();
  await expect(filtro.getByText('Selecione pelo menos um campo para filtrar.')).toBeVisible();
  await filtro.getByLabel('Pagar', { exact: true }).check();
  await filtrar();
  await expect(filtro.getByText('Preencha o Período.')).toBeVisible();
  await filtro.getByLabel('Cadastro inicial').fill('2026-01-20');
  await filtro.getByLabel('Vencimento inicial').fill('2026-03-01');
  await filtro.getByLabel('Pagamento final').fill('2026-03-01');
  await filtrar();
  await expect(filtro.getByText('Preencha ambas as datas do Período.')).toBeVisible();
  await expect(filtro.getByText('Preencha ambas as datas de Vencimento.')).toBeVisible();
  await expect(filtro.getByText('Preencha ambas as datas do Pagamento.')).toBeVisible();
  await filtro.getByLabel('Cadastro final').fill('2026-01-10');
  await filtro.getByLabel('Vencimento final').fill('2026-02-01');
  await filtro.getByLabel('Pagamento inicial').fill('2026-03-02');
  await filtrar();
  await expect(filtro.getByText('A data final do Período de Cadastro não pode ser menor que a inicial.')).toBeVisible();
  await expect(filtro.getByText('A data final do Vencimento não pode ser menor que a inicial.')).toBeVisible();
  await expect(filtro.getByText('A data final do Pagamento não pode ser menor que a inicial.')).toBeVisible();

  // Due in March 2026, still to pay: only the second instalment of this purchase (and any such row).
  await filtro.getByLabel('Cadastro inicial').fill('');
  await filtro.getByLabel('Cadastro final').fill('');
  await filtro.getByLabel('Pagamento inicial').fill('');
  await filtro.getByLabel('Pagamento final').fill('');
  await filtro.getByLabel('Vencimento final').fill('2026-03-31');
  await filtrar();
  await expect(filtro).toBeHidden();
  await expect(toast(page, 'Filtro aplicado com sucesso!')).toBeVisible();
  await page.getByRole('searchbox').fill(descricao);
  await expect(page.getByTestId('list-range')).toHaveText('1 - 1 de 1');
  await expect(cell(table(page).getByRole('row').nth(1), 11)).toHaveText(/^10\/03\/2026/);
  await page.getByRole('button', { name: 'Limpar Filtro' }).click();
  await expect(toast(page, 'Filtro removido!')).toBeVisible();
  await expect(page.getByTestId('list-range')).toHaveText('1 - 3 de 3');
});

test('offline, the same purchase is registered, settled and cancelled on the device, then reaches the server', async ({ page, context }) => {
  const descricao = unique('Offline Mesa');
  const banco = unique('Cartão Offline');
  const categoria = unique('Móveis');
  await signIn(page);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // Both screens are visited online once, so their code is in the page before the network goes.
  await menuTo(page, 'Lançamentos');
  await expect(page.getByRole('heading', { name: 'Lançamentos' })).toBeVisible();
  await menuTo(page, 'Cadastro');
  await cadastrarBancoECategoria(page, banco, categoria);
  await expect(page.getByTestId('connection')).toHaveText('Online');

  await context.setOffline(true);
  await expect(page.getByTestId('connection')).toHaveText('Offline');
  await cadastrarCompra(page, { descricao, banco, categoria, parcelas: '3' });
  await expect(toast(page, SALVO_OFFLINE).first()).toBeVisible();
  await menuTo(page, 'Lançamentos');
  await settleAndCloseGroup(page, descricao, 3, false);

  await context.setOffline(false);
  await expect.poll(async () => (await serverLancamentos(context, descricao)).map((r) => [r.parcela, r.status, r.valor_pago]), { timeout: 20_000 })
    .toEqual([[1, 'Pago', '400.00'], [2, 'Pagar', '40.00'], [3, 'Cancelado', '0.00']]);
  const [primeira, segunda] = await serverLancamentos(context, descricao);
  const response = await context.request.get('/api/pagamentos');
  const historico = ((await response.json()) as { pagamentos: { alvo_id: string; descricao: string; valor: string }[] }).pagamentos;
  expect(historico.filter((h) => h.alvo_id === segunda!.id).map((h) => [h.descricao, h.valor])).toEqual([['Pagamento parcial', '40.00']]);
  expect(historico.filter((h) => h.alvo_id === primeira!.id).map((h) => [h.descricao, h.valor])).toEqual([['Pagamento', '400.00']]);
});

/** The São Paulo calendar day of an instant, as 'YYYY-MM-DD'. */
const diaSP = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(at);

test('made offline with the device on an earlier day and synced later, payments, a cancel and an invoice payment keep the device’s day', async ({ page, context }) => {
  // The device's clock says three days ago (noon in São Paulo); the server's is today.
  const antes = new Date(`${diaSP(new Date(Date.now() - 3 * 86_400_000))}T12:00:00-03:00`);
  const dia = diaSP(antes);
  await page.clock.install({ time: antes });
  const descricao = unique('Dia Mesa');
  const banco = unique('Cartão Dia');
  const categoria = unique('Dia');
  const fatura = unique('Fatura Dia');
  await signIn(page);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await menuTo(page, 'Lançamentos');
  await expect(page.getByRole('heading', { name: 'Lançamentos' })).toBeVisible();
  await menuTo(page, 'Cadastro');
  await cadastrarBancoECategoria(page, banco, categoria);
  await cadastrarCompra(page, { descricao, banco, categoria, parcelas: '3' });
  await expect(toast(page, 'Lançamento cadastrado com sucesso!')).toBeVisible();
  const bancos = ((await (await context.request.get('/api/bancos')).json()) as { bancos: { id: string; banco: string }[] }).bancos;
  const criada = await context.request.post('/api/cadastro-fatura', {
    data: { descricao: fatura, status: 'Pagar', banco: bancos.find((b) => b.banco === banco)!.id, valor: '300.00', vencimento: '2026-12-10' },
  });
  expect(criada.status()).toBe(201);
  await page.goto('/financeiro/faturas');
  await page.getByRole('searchbox').fill(fatura);
  await expect(page.getByTestId('list-range')).toHaveText('1 - 1 de 1');
  await menuTo(page, 'Lançamentos');
  await expect(page.getByRole('heading', { name: 'Lançamentos' })).toBeVisible();

  await context.setOffline(true);
  await expect(page.getByTestId('connection')).toHaveText('Offline');
  await settleAndCloseGroup(page, descricao, 3, false, dia.split('-').reverse().join('/'));
  await page.goto('/financeiro/faturas');
  await page.getByRole('searchbox').fill(fatura);
  await page.getByRole('row').filter({ has: page.getByRole('cell', { name: fatura, exact: true }) }).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Pagar' }).click();
  await confirmar(page);
  await expect(toast(page, SALVO_OFFLINE).first()).toBeVisible();

  // Days later the device is back online.
  await page.clock.setSystemTime(new Date());
  await context.setOffline(false);
  await expect.poll(async () => (await serverLancamentos(context, descricao)).map((r) => [r.parcela, r.status]), { timeout: 30_000 })
    .toEqual([[1, 'Pago'], [2, 'Pagar'], [3, 'Cancelado']]);
  const rows = (((await (await context.request.get('/api/lancamentos')).json()) as { lancamentos: (ServerLancamento & { data_pagamento: string | null; data_cancelamento: string | null })[] })
    .lancamentos).filter((r) => r.descricao === descricao).sort((a, b) => a.parcela - b.parcela);
  expect(rows.map((r) => [r.data_pagamento, r.data_cancelamento])).toEqual([[dia, null], [null, null], [null, dia]]);
  const historico = ((await (await context.request.get('/api/pagamentos')).json()) as { pagamentos: { alvo_id: string; data: string }[] }).pagamentos;
  expect(historico.filter((h) => rows.some((r) => r.id === h.alvo_id)).map((h) => h.data)).toEqual([dia, dia]);
  await expect.poll(async () => {
    const faturas = ((await (await context.request.get('/api/faturas')).json()) as { faturas: { descricao: string; status: string; data_pagamento: string | null }[] }).faturas;
    const paga = faturas.find((f) => f.descricao === fatura);
    return [paga?.status, paga?.data_pagamento];
  }, { timeout: 30_000 }).toEqual(['Pago', dia]);
});
