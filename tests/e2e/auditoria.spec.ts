/* Issue 18 in the browser: after a payment, 'Histórico de alterações' (shared list toolbar, one row
   selected) shows who paid and the amount paid before → after in BRL; Gestor > Auditoria lists it;
   an Operador sees no Gestor menu and no Gestor screen. */
import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { confirmar, E2E_ADMIN, signIn } from './fixtures.ts';

const unique = (name: string) => `${name} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function novoLancamento(request: APIRequestContext, descricao: string): Promise<void> {
  const banco = crypto.randomUUID();
  expect((await request.post('/api/cadastro-banco', { data: { id: banco, banco: unique('Banco'), status: 1 } })).status()).toBe(201);
  const res = await request.post('/api/cadastro-financas', {
    data: {
      descricao, status: 'Pagar', data_pagamento: '', pagamento: 'Boleto', banco, valor: '150.00', data: '2026-01-05',
      tipo: 'Com Vencimento', vencimento: '2026-01-20', metodo: 'À vista', parcela: '', categorias: '', tipo_lancamento: 'Pagamento', observacao: '',
    },
  });
  expect(res.status()).toBe(201);
}

test('Histórico de alterações after a payment, and the payment on Gestor > Auditoria', async ({ page }) => {
  await signIn(page);
  const descricao = unique('Conta auditada');
  await novoLancamento(page.request, descricao);
  await page.goto('/financeiro/lancamentos');
  const tabela = page.getByRole('table', { name: 'Lançamentos' });
  await page.getByRole('searchbox').fill(descricao);
  const linha = tabela.getByRole('row').filter({ hasText: descricao });
  await expect(linha).toHaveCount(1);
  const historico = page.getByRole('button', { name: 'Histórico de alterações' });
  await expect(historico).toBeDisabled();
  await linha.getByRole('cell').nth(1).click();
  await expect(page.getByText('1 selecionada(s)')).toBeVisible();
  await page.getByRole('button', { name: 'Pagar', exact: true }).click();
  await confirmar(page); // decision 213: paying asks first
  await expect(linha.getByRole('cell').nth(10)).toHaveText('Pago');
  // The payment reaches the server (the outbox drains), then its history shows it.
  await expect.poll(async () => {
    const r = await page.request.get('/api/lancamentos');
    const rows = ((await r.json()) as { lancamentos: { descricao: string; status: string }[] }).lancamentos;
    return rows.find((x) => x.descricao === descricao)?.status;
  }).toBe('Pago');
  // Paying clears the selection: select the row again.
  if (!(await page.getByText('1 selecionada(s)').isVisible())) await linha.getByRole('cell').nth(1).click();
  await expect(historico).toBeEnabled();
  await historico.click();
  const modal = page.getByRole('dialog', { name: 'Histórico de alterações' });
  const pagar = modal.locator('tr[data-acao="pagar"]');
  await expect(pagar).toHaveCount(1);
  await expect(pagar).toContainText(E2E_ADMIN.name);
  await expect(pagar).toContainText('Valor pago: R$ 0,00 → R$ 150,00');
  await expect(pagar).toContainText('Status: Pagar → Pago');
  await expect(modal.locator('tr[data-acao="criar"]')).toHaveCount(1);
  await modal.getByRole('button', { name: 'Fechar' }).click();

  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await menu.getByRole('button', { name: 'Gestor', exact: true }).click();
  await menu.getByRole('link', { name: 'Auditoria', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Auditoria' })).toBeVisible();
  await page.getByLabel('Ação', { exact: true }).selectOption('pagar');
  await page.getByRole('button', { name: 'Filtrar' }).click();
  const linhaPagar = page.getByRole('table', { name: 'Auditoria' }).locator('tr[data-acao="pagar"]').first();
  await expect(linhaPagar).toContainText('R$ 150,00');
  // No raw UUID where a person reads (issue 13): the record is '#' and 6 characters.
  await expect(linhaPagar).toContainText(/#[0-9A-F]{6}/);
  await expect(linhaPagar).not.toContainText(/[0-9a-f]{8}-[0-9a-f]{4}-/i);
  await expect(page.getByTestId('auditoria-total')).toHaveText(/\d+ alterações/);
});

test('an Operador sees no Gestor menu and no Gestor screen', async ({ page, browser }) => {
  await signIn(page);
  const login = `op${Date.now().toString(36)}`;
  const password = 'senha-operador-1';
  const res = await page.request.post('/api/cadastro-usuario', {
    data: { id: crypto.randomUUID(), name: 'Olga Operadora', email: `${login}@x.com`, login, password, status: 1, perfil: 'operador' },
  });
  expect(res.status()).toBe(201);
  const context = await browser.newContext();
  const op = await context.newPage();
  await signIn(op, { login, password, name: 'Olga Operadora' });
  const menu = op.getByRole('navigation', { name: 'Menu principal' });
  await expect(menu.getByRole('button', { name: 'Financeiro', exact: true })).toBeVisible();
  // The users list (which carries the perfil) arrives with the first pull; then Gestor is gone.
  await expect(menu.getByRole('button', { name: 'Gestor', exact: true })).toHaveCount(0);
  await op.goto('/gestor/auditoria');
  await expect(op.getByRole('alert').filter({ hasText: 'Acesso negado: esta área é exclusiva do perfil Administrador.' })).toBeVisible();
  expect((await op.request.get('/api/auditoria')).status()).toBe(403);
  // Automação de Faturas is not under /gestor, yet its run is a Gestor action (issue 33): no
  // 'Executar agora' that would be refused, the denial instead.
  await op.goto('/automacao/faturas');
  await expect(op.getByRole('alert').filter({ hasText: 'Acesso negado: esta área é exclusiva do perfil Administrador.' })).toBeVisible();
  await expect(op.getByRole('button', { name: 'Executar agora' })).toHaveCount(0);
  await context.close();
});

test.describe('on an English-language browser', () => {
  test.use({ locale: 'en-US' });

  test('Auditoria reads in words: the bank and category by name, fields by label, the action capitalised (issue 33)', async ({ page }) => {
    await signIn(page);
    const banco = unique('Banco Auditado');
    const categoria = unique('Categoria Auditada');
    const descricao = unique('Conta com nomes');
    const bancoId = crypto.randomUUID();
    const categoriaId = crypto.randomUUID();
    expect((await page.request.post('/api/cadastro-banco', { data: { id: bancoId, banco, status: 1 } })).status()).toBe(201);
    expect((await page.request.post('/api/cadastro-categoria', { data: { id: categoriaId, descricao: categoria } })).status()).toBe(201);
    expect((await page.request.post('/api/cadastro-financas', {
      data: {
        descricao, status: 'Pagar', pagamento: 'Pix', banco: bancoId, valor: '846.44', data: '2026-01-05', tipo: 'Com Vencimento',
        vencimento: '2026-01-20', metodo: 'À vista', categorias: categoriaId, tipo_lancamento: 'Serviço', observacao: '',
      },
    })).status()).toBe(201);

    await page.goto('/gestor/auditoria');
    await page.getByLabel('Entidade', { exact: true }).selectOption({ label: 'Lançamentos' });
    const acao = page.getByLabel('Ação', { exact: true });
    await expect(acao.locator('option', { hasText: 'Criar' })).toHaveCount(1);
    await acao.selectOption({ label: 'Criar' });
    await page.getByRole('button', { name: 'Filtrar' }).click();
    const linha = page.getByRole('table', { name: 'Auditoria' }).getByRole('row').filter({ hasText: descricao });
    await expect(linha).toHaveCount(1);
    await expect(linha).toContainText(`Banco: — → ${banco}`);
    await expect(linha).toContainText(`Categoria: — → ${categoria}`);
    await expect(linha).toContainText('Tipo de lançamento: — → Serviço');
    await expect(linha.getByRole('cell', { name: 'Criar', exact: true })).toBeVisible();
    // The record's own ids (its ID, its group's Título) stay short; nothing else shows one, nor a column key.
    await expect(linha.getByRole('listitem').filter({ hasText: /#[0-9A-F]{6}/ }).filter({ hasNotText: /^(ID|Título): / })).toHaveCount(0);
    await expect(linha).not.toContainText(/\b[a-z]+_[a-z_]+\b/);
  });
});
