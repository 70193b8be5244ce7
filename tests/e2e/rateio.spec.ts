/* Rateio end to end (issue 35, decisions 420, 441 and 442): an Administrador types a payable of
   R$ 1.234,56 on the Cadastro split 60/40 between two centros de custo, pays it on Lançamentos,
   and the DRE cut by each centro shows that centro's share to the cent (the last share takes the
   rounding: 740,74 + 493,82). */
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { pagarNaLista, signIn } from './fixtures.ts';

const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const toast = (page: Page, text: string) => page.locator('[data-kind]', { hasText: text });

/** The DRE's row of `categoria` with the report cut by the centro labelled `centro`. */
async function dreDoCentro(page: Page, centro: string, categoria: string) {
  await page.getByLabel('Centro de custo').selectOption({ label: centro });
  return page.getByTestId('relatorio-tabela').getByRole('row').filter({ has: page.getByRole('cell', { name: categoria, exact: true }) });
}

test('a payable split 60/40 between two centros, paid: the DRE cut by each centro shows its share to the cent', async ({ page }) => {
  const categoria = `Aluguel Rateado ${suffix}`;
  const banco = `Banco Rateio ${suffix}`;
  const descricao = `Aluguel das lojas ${suffix}`;
  const matriz = { codigo: `M${suffix}`.slice(0, 20), nome: 'Matriz' };
  const filial = { codigo: `F${suffix}`.slice(0, 20), nome: 'Filial' };
  const rotulo = (c: { codigo: string; nome: string }) => `${c.codigo} — ${c.nome}`;
  await signIn(page);
  for (const [rota, data] of [
    ['/api/cadastro-categoria', { descricao: categoria }], ['/api/cadastro-banco', { banco, status: 1 }],
    ['/api/cadastro-centro-custo', matriz], ['/api/cadastro-centro-custo', filial],
  ] as const) expect((await page.request.post(rota, { data })).status()).toBe(201);

  // 1. The payable on the Cadastro, split 60 % Matriz and 40 % Filial.
  const hoje = new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });
  await page.goto('/financeiro/cadastro');
  const form = page.getByRole('form', { name: 'Cadastro de Lançamentos' });
  await form.getByLabel('Descrição').fill(descricao);
  await form.getByLabel('Status', { exact: true }).selectOption('Pagar');
  await form.getByRole('combobox', { name: 'Pagamento' }).selectOption('Pix');
  await form.getByLabel('Banco').selectOption({ label: banco });
  await form.getByLabel('Valor').fill('123456');
  await form.getByLabel('Data', { exact: true }).fill(hoje);
  await form.getByLabel('Tipo', { exact: true }).selectOption('Sem Vencimento');
  await form.getByLabel('Método').selectOption('À vista');
  await form.getByLabel('Categoria', { exact: true }).selectOption({ label: categoria });
  await form.getByRole('radio', { name: 'Outros' }).check();
  for (const [n, centro, percentual] of [[1, matriz, '60,00'], [2, filial, '40,00']] as const) {
    await form.getByRole('button', { name: 'Adicionar parte' }).click();
    await form.getByLabel(`Centro de custo da parte ${n}`).selectOption({ label: rotulo(centro) });
    await form.getByLabel(`Percentual da parte ${n}`).fill(percentual);
  }
  await form.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(toast(page, 'Lançamento cadastrado com sucesso!')).toBeVisible();

  // 2. Paid on Lançamentos (today, so it falls in the month the Relatórios open on).
  await pagarNaLista(page, descricao);

  // 3. Relatórios → DRE, cut by each centro: 60 % and 40 % of R$ 1.234,56.
  await page.goto('/financeiro/relatorios');
  await page.getByTestId('relatorio-tipo').selectOption('dre');
  await expect((await dreDoCentro(page, rotulo(matriz), categoria)).getByRole('cell').last()).toHaveText('-R$ 740,74');
  await expect((await dreDoCentro(page, rotulo(filial), categoria)).getByRole('cell').last()).toHaveText('-R$ 493,82');
  // Uncut, the categoria holds the whole payable.
  await page.getByLabel('Centro de custo').selectOption({ label: 'Todos' });
  await expect(page.getByTestId('relatorio-tabela').getByRole('row').filter({ has: page.getByRole('cell', { name: categoria, exact: true }) })
    .getByRole('cell').last()).toHaveText('-R$ 1.234,56');
});
