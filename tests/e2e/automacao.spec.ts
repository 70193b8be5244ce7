/* Issue 20 in the browser: Administração > Automação's Executar agora shows the run in the log,
   and the card bill it keeps appears on Faturas; Gestor > Automação > Faturas lists the rule. */
import { expect, test } from '@playwright/test';
import { signIn } from './fixtures.ts';

const unique = (name: string) => `${name} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test('Executar agora shows the run in the log and the bill appears on Faturas', async ({ page }) => {
  await signIn(page);
  const banco = crypto.randomUUID();
  const nome = unique('Cartão');
  expect((await page.request.post('/api/cadastro-banco', { data: { id: banco, banco: nome, status: 1, possui_cartao: 1, credito: 1, debito: 0, vencimento: 10 } })).status()).toBe(201);
  expect((await page.request.post('/api/automacao/regras', { data: { banco, dia_fechamento: 3, dia_vencimento: 10, ativa: true, ajustar_dia_util: true, alerta_dias: 3 } })).status()).toBe(200);
  expect((await page.request.post('/api/cadastro-financas', { data: {
    descricao: 'Compra no cartão', status: 'Pagar', data_pagamento: '', pagamento: 'Crédito', banco, valor: '77.70', data: '2026-02-10',
    tipo: 'Sem Vencimento', vencimento: '', metodo: 'À vista', parcela: '', categorias: '', tipo_lancamento: 'Compra', observacao: '',
  } })).status()).toBe(201);

  await page.goto('/gestor/automacao/fatura-gestor');
  const regras = page.getByRole('table', { name: 'Automação de faturas' });
  await expect(regras.getByRole('row').filter({ hasText: nome })).toContainText('Dia 3');

  await page.goto('/automacao/faturas');
  await page.getByRole('button', { name: 'Executar agora' }).click();
  const log = page.getByRole('table', { name: 'Automação' });
  await expect(log.getByRole('row').filter({ hasText: 'Manual:' }).first()).toBeVisible({ timeout: 15_000 });
  await expect(log.getByRole('row').filter({ hasText: nome }).first()).toContainText('03/2026');

  await page.goto('/financeiro/faturas');
  await page.getByRole('searchbox').fill(nome);
  const fatura = page.getByRole('table', { name: 'Faturas' }).getByRole('row').filter({ hasText: `Fatura ${nome} 03/2026` });
  await expect(fatura).toHaveCount(1, { timeout: 15_000 });
  await expect(fatura).toContainText('77,70');
});
