/* Receivables end to end (SPEC §2, §5): Cadastro de Recebíveis with its messages, the list's
   columns, receiving one instalment, a partial receipt with its history, and the filter without
   categories. */
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { signIn, confirmar } from './fixtures.ts';

const unique = (name: string) => `${name} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const toast = (page: Page, text: string) => page.locator('[data-kind]', { hasText: text });
const hojeBR = () => new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(new Date());

function parcela(page: Page, n: number): Locator {
  // The Parcela column (the 4th cell) reads 'n/N' (issue 33); the list puts the open instalments
  // first by due date.
  return page.getByRole('table', { name: 'Recebíveis' }).getByRole('row')
    .filter({ has: page.locator('td:nth-child(4)', { hasText: new RegExp(`^${n}/\\d+$`) }) });
}

async function selectOnly(page: Page, n: number): Promise<void> {
  const limpar = page.getByTestId('list-selected').getByRole('button', { name: 'Limpar' });
  if (await limpar.isVisible()) await limpar.click();
  await parcela(page, n).getByRole('cell').nth(1).click();
  await expect(page.getByText('1 selecionada(s)')).toBeVisible();
}

test('a receivable in 2 instalments is registered with its rules, received fully and partly, with its history', async ({ page }) => {
  const descricao = unique('Consultoria');
  await signIn(page);
  await page.goto('/financeiro/recebiveis');
  await expect(page.getByRole('heading', { name: 'Recebíveis' })).toBeVisible();
  const headers = page.getByRole('table', { name: 'Recebíveis' }).getByRole('columnheader');
  await expect(headers).toHaveText(['', 'Descrição', 'Método', 'Parcela', 'Valor', 'À Receber', 'Recebido', 'Data', 'Status', 'Vencimento', 'Data Pagamento', 'Observação']);

  await page.getByRole('button', { name: 'Cadastrar', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Cadastro de Recebíveis' });
  await dialog.getByRole('button', { name: 'Cadastrar' }).click();
  for (const text of ['Descrição é obrigatório.', 'Status é obrigatório.', 'Valor é obrigatório.', 'Data é obrigatória.', 'Tipo de vencimento é obrigatório.', 'Método é obrigatório.']) {
    await expect(dialog.getByText(text)).toBeVisible();
  }
  await expect(toast(page, 'Preencha todos os campos obrigatórios.')).toBeVisible();
  await dialog.getByLabel('Descrição').fill(descricao);
  await dialog.getByLabel('Status').selectOption('Pagar');
  await dialog.getByLabel('Valor').fill('50000');
  await dialog.getByLabel('Data', { exact: true }).fill('2026-02-10');
  await dialog.getByLabel('Tipo').selectOption('Com Vencimento');
  await dialog.getByLabel('Data vencimento').fill('2026-02-01');
  await dialog.getByLabel('Método').selectOption('Parcelado');
  await dialog.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(dialog.getByText('A data de vencimento não pode ser anterior à data.')).toBeVisible();
  await expect(dialog.getByText('Parcelas é obrigatório quando o método for "Parcelado".')).toBeVisible();
  await dialog.getByLabel('Data vencimento').fill('2026-03-05');
  await dialog.getByLabel('N-Parcelas').selectOption('2');
  await dialog.getByLabel('Observação').press('Enter');
  await expect(dialog.getByLabel('Observação')).toHaveValue('\n');
  await dialog.getByLabel('Descrição').press('Enter');
  await expect(dialog).toBeHidden();
  await expect(toast(page, 'Lançamento cadastrado com sucesso!')).toBeVisible();

  await page.getByRole('searchbox').fill(descricao);
  await expect(page.getByTestId('list-range')).toHaveText('1 - 2 de 2');
  await expect(parcela(page, 1).getByRole('cell')).toHaveText([
    '', descricao, 'Parcelado', '1/2', 'R$ 250,00', 'R$ 250,00', 'R$ 0,00', '10/02/2026', 'Pagar', /^05\/03\/2026/, 'Sem Pagamento', 'Sem Observação',
  ]);
  await expect(parcela(page, 2).getByRole('cell').nth(9)).toHaveText(/^05\/04\/2026/);

  await selectOnly(page, 1);
  await page.getByRole('button', { name: 'Pagar', exact: true }).click();
  await confirmar(page);
  await expect(toast(page, 'Pagamento realizado com sucesso!')).toBeVisible();
  await expect(parcela(page, 1).getByRole('cell').nth(8)).toHaveText('Pago');
  await expect(parcela(page, 1).getByRole('cell').nth(10)).toHaveText(hojeBR());

  await selectOnly(page, 2);
  await page.getByRole('button', { name: 'Informar Pagamento' }).click();
  const informe = page.getByRole('dialog', { name: 'Informe de Pagamento' });
  await informe.getByLabel('Valor').fill('30000');
  await informe.getByRole('button', { name: 'Informar' }).click();
  await expect(informe.getByText('O valor informado é maior que o valor a pagar.')).toBeVisible();
  await informe.getByLabel('Valor').fill('10000');
  await informe.getByRole('button', { name: 'Informar' }).click();
  await expect(toast(page, 'Pagamento informado com sucesso!')).toBeVisible();
  await selectOnly(page, 2);
  await page.getByRole('button', { name: 'Histórico', exact: true }).click();
  const historico = page.getByRole('dialog', { name: 'Histórico de Pagamento' });
  await expect(historico.getByRole('row').nth(1).getByRole('cell')).toHaveText(['Pagamento parcial', 'R$ 100,00', hojeBR()]);
  await historico.getByRole('button', { name: 'Fechar' }).click();

  await page.getByRole('button', { name: 'Filtrar' }).click();
  const filtro = page.getByRole('dialog', { name: 'Filtro de Lançamento' });
  await expect(filtro.getByRole('group', { name: 'Categoria' })).toHaveCount(0);
  await filtro.getByLabel('Pago', { exact: true }).check();
  await filtro.getByLabel('Sem Vencimento').check();
  await filtro.getByRole('button', { name: 'Filtrar' }).click();
  await expect(toast(page, 'Filtro aplicado com sucesso!')).toBeVisible();
  await expect(page.getByText('Busca não encontrada!')).toBeVisible();
  await page.getByRole('button', { name: 'Limpar Filtro' }).click();
  await expect(toast(page, 'Filtro removido!')).toBeVisible();
  await expect(page.getByTestId('list-range')).toHaveText('1 - 2 de 2');
});

test('the Cadastro page opens Cadastro de Recebíveis from its header', async ({ page }) => {
  await signIn(page);
  await page.goto('/financeiro/cadastro');
  await page.getByRole('group', { name: 'Outros cadastros' }).getByRole('button', { name: 'Recebíveis' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cadastro de Recebíveis' });
  await expect(dialog.getByRole('heading', { name: 'Cadastro de Recebíveis' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
});
