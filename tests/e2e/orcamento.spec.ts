/* Orçamento end to end (issue 35 item 3, decision 443): an Administrador types this month's
   budget of a categoria on /financeiro/orcamento (pt-BR money, saved when the cell is left), pays
   a payable of that categoria above it on Lançamentos; the Painel names the categoria as over
   budget, and its link opens Orçado × realizado showing the variance. */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { MSG_ORCAMENTO } from '../../src/domain/messages-centros.ts';
import { pagarNaLista, signIn } from './fixtures.ts';

const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
/** Serious or critical axe findings on the screen (as a11y.spec counts them). */
async function graves(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).options({ rules: { 'label-content-name-mismatch': { enabled: true } } }).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}
const ABREV = ['Jan', 'Fev', 'Mar', 'Abr', 'Mai', 'Jun', 'Jul', 'Ago', 'Set', 'Out', 'Nov', 'Dez'];

test('a budget typed for a categoria, a payment above it: the Painel names it and the report shows the variance', async ({ page }) => {
  const categoria = `Marketing Orçado ${suffix}`;
  const descricao = `Campanha ${suffix}`;
  const hoje = new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });
  const [ano, mes] = hoje.split('-') as [string, string];
  await signIn(page);
  const categoriaId = crypto.randomUUID();
  const bancoId = crypto.randomUUID();
  expect((await page.request.post('/api/cadastro-categoria', { data: { id: categoriaId, descricao: categoria } })).status()).toBe(201);
  expect((await page.request.post('/api/cadastro-banco', { data: { id: bancoId, banco: `Banco Orçado ${suffix}`, status: 1 } })).status()).toBe(201);
  expect((await page.request.post('/api/cadastro-financas', {
    data: {
      descricao, status: 'Pagar', data_pagamento: '', pagamento: 'Pix', banco: bancoId, valor: '150.00', data: hoje,
      tipo: 'Sem Vencimento', metodo: 'À vista', categorias: categoriaId, tipo_lancamento: 'Serviço', observacao: '',
    },
  })).status()).toBe(201);

  // 1. This month's budget: R$ 100,00, typed in the grid and saved on Tab.
  await page.goto('/financeiro/orcamento');
  await expect(page.getByRole('heading', { name: MSG_ORCAMENTO.titulo })).toBeVisible();
  const celula = page.getByRole('textbox', { name: MSG_ORCAMENTO.celula(categoria, `${ABREV[Number(mes) - 1]}/${ano}`) });
  await celula.fill('100,00');
  await celula.press('Tab');
  await expect(celula).toHaveValue('100,00');
  await expect.poll(async () => {
    const { orcamentos } = (await (await page.request.get(`/api/orcamentos?ano=${ano}`)).json()) as { orcamentos: { categoria: string; valor: string }[] };
    return orcamentos.find((o) => o.categoria === categoriaId)?.valor;
  }).toBe('100.00');
  // A value the domain refuses stays in its cell with the message.
  const outra = page.getByRole('textbox', { name: MSG_ORCAMENTO.celula(categoria, `${ABREV[(Number(mes) % 12)]}/${ano}`) });
  await outra.fill('-5,00');
  await outra.press('Tab');
  await expect(page.getByRole('alert').filter({ hasText: MSG_ORCAMENTO.valorNegativo })).toBeVisible();
  await expect(outra).toHaveValue('-5,00');
  expect(await graves(page)).toEqual([]);

  // 2. The payable of that categoria, R$ 150,00, paid on Lançamentos.
  await pagarNaLista(page, descricao);

  // 3. The Painel names the categoria over budget, with its excess; the link opens the report.
  await page.goto('/');
  const aviso = page.getByTestId('painel-orcamento');
  const link = aviso.getByRole('link', { name: MSG_ORCAMENTO.acimaItem(categoria, '50,00') });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/financeiro\/relatorios\?relatorio=orcado-realizado/);
  await expect(page.getByTestId('relatorio-tipo')).toHaveValue('orcado-realizado');
  const doMes = page.getByTestId('relatorio-tabela').getByRole('row')
    .filter({ has: page.getByRole('cell', { name: categoria, exact: true }) })
    .filter({ has: page.getByRole('cell', { name: `${mes}/${ano}`, exact: true }) });
  await expect(doMes).toHaveCount(1);
  await expect(doMes.getByRole('cell')).toHaveText([categoria, `${mes}/${ano}`, /100,00/, /150,00/, /50,00/, '50,00 %']);
  expect(await graves(page)).toEqual([]);
});
