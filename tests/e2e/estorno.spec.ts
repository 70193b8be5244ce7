/* Estornar end to end (issue 31 item 4; decision 393): a paid parcela on Lançamentos, Estornar
   with a motivo (required), the row back to Pagar on the screen and on the server, and the
   Histórico showing the entry kept as estornado with its motivo. */
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { signIn } from './fixtures.ts';

const unique = (name: string) => `${name} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const toast = (page: Page, text: string) => page.locator('[data-kind]', { hasText: text });

test('a clerk pays a parcela, estorna it with a motivo, and the Histórico shows it estornado', async ({ page, context }) => {
  const descricao = unique('Conta de luz');
  const banco = unique('Banco Estorno');
  await signIn(page);
  const bancoRes = await context.request.post('/api/cadastro-banco', { data: { banco, status: 1 } });
  expect(bancoRes.status(), await bancoRes.text()).toBe(201);
  const bancos = ((await (await context.request.get('/api/bancos')).json()) as { bancos: { id: string; banco: string }[] }).bancos;
  const criado = await context.request.post('/api/cadastro-financas', {
    data: {
      descricao, status: 'Pagar', data_pagamento: '', pagamento: 'Boleto', banco: bancos.find((b) => b.banco === banco)!.id,
      valor: '150.00', data: '2026-01-05', tipo: 'Com Vencimento', vencimento: '2026-01-20', metodo: 'À vista', parcela: '',
      categorias: '', tipo_lancamento: 'Pagamento', observacao: '',
    },
  });
  expect(criado.status(), await criado.text()).toBe(201);

  await page.goto('/financeiro/lancamentos');
  await page.getByRole('searchbox').fill(descricao);
  await expect(page.getByTestId('list-range')).toHaveText('1 - 1 de 1');
  const linha = page.getByRole('table', { name: 'Lançamentos' }).getByRole('row').filter({ hasText: descricao });
  await linha.getByRole('checkbox').check();
  const estornar = page.getByRole('button', { name: 'Estornar', exact: true });
  // Nothing paid yet: nothing to estornar.
  await expect(estornar).toBeDisabled();

  await page.getByRole('button', { name: 'Pagar', exact: true }).click();
  await page.getByRole('dialog', { name: 'Confirmação' }).getByRole('button', { name: 'Confirmar' }).click();
  await expect(toast(page, 'Pagamento realizado com sucesso!').first()).toBeVisible();
  await expect(linha.getByText('Pago', { exact: true })).toBeVisible();

  await linha.getByRole('checkbox').check();
  await expect(estornar).toBeEnabled();
  await estornar.click();
  const dialogo = page.getByRole('dialog', { name: 'Estornar pagamentos' });
  await expect(dialogo.getByTestId('estornar-resumo')).toContainText('1 parcela, total R$ 150,00 a estornar.');
  await dialogo.getByRole('button', { name: 'Estornar 1 parcela' }).click();
  await expect(dialogo.getByText('Informe o motivo do estorno.')).toBeVisible();
  await dialogo.getByLabel('Motivo').fill('Pago em duplicidade');
  await dialogo.getByRole('button', { name: 'Estornar 1 parcela' }).click();
  await expect(dialogo).toBeHidden();
  await expect(toast(page, 'Pagamentos estornados.').first()).toBeVisible();
  await expect(linha.getByText('Pagar', { exact: true })).toBeVisible();

  await expect.poll(async () => {
    const rows = ((await (await context.request.get('/api/lancamentos')).json()) as { lancamentos: { descricao: string; status: string; valor_pago: string }[] }).lancamentos;
    const row = rows.find((r) => r.descricao === descricao);
    return [row?.status, row?.valor_pago];
  }, { timeout: 30_000 }).toEqual(['Pagar', '0.00']);

  await linha.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Histórico', exact: true }).click();
  const historico = page.getByRole('dialog', { name: 'Histórico de Pagamento' });
  await expect(historico.getByTestId('historico-estornado')).toContainText('Pago em duplicidade');
  await expect(historico.getByTestId('historico-estornado')).toContainText('Estornado em');
});
