import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { formatDateBR, todayISO } from '../../src/domain/dates.ts';
import { signIn, confirmar } from './fixtures.ts';

const TAG = Date.now().toString(36);
const SALVO_OFFLINE = 'Alteração salva neste dispositivo; será enviada quando houver conexão.';
const toast = (page: Page, text: string) => page.locator('[data-kind]', { hasText: text });
const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });

async function serverHistory(page: Page, id: string) {
  const response = await page.request.get(`/api/get-dados--movimentacoes-entrantes?id=${id}`);
  return ((await response.json()) as { historicoEntrante: { descricao: string; valor: string }[] }).historicoEntrante;
}

async function serverEntrada(page: Page, descricao: string) {
  const response = await page.request.get('/api/entradas');
  return ((await response.json()) as { entradas: { id: string; descricao: string; valor_final: string; status: string }[] }).entradas
    .find((e) => e.descricao === descricao);
}

async function informar(page: Page, valor: string, operacao: 'Somar' | 'Subtrair') {
  await page.getByRole('button', { name: 'Informar Rendimento' }).click();
  const dialog = page.getByRole('dialog', { name: 'Informe o rendimento' });
  await dialog.getByLabel('Valor').fill(valor);
  await dialog.getByLabel(operacao).check();
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden();
}

test('registers an entry, reports yields online and offline, sees the history, inactivates and deletes it', async ({ page, context }) => {
  const nome = `Reserva ${TAG}`;
  await signIn(page);
  await page.goto('/financeiro/entradas');
  await expect(page.getByRole('heading', { name: 'Entradas e Reservas' })).toBeVisible();
  await page.getByRole('button', { name: 'Cadastrar Entrada' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cadastro de entradas' });
  await dialog.getByRole('button', { name: 'Cadastrar' }).click();
  for (const text of ['Descrição é obrigatório.', 'Valor é obrigatório.', 'Data é obrigatória.', 'Tipo de lançamento é obrigatório.']) {
    await expect(dialog.getByText(text)).toBeVisible();
  }
  await dialog.getByLabel('Descrição').fill(nome);
  await dialog.getByLabel('Valor').fill('100000');
  await dialog.getByLabel('Data').fill('2026-03-01');
  await dialog.getByLabel('Reserva').check();
  await dialog.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(toast(page, 'Lançamento cadastrado com sucesso!')).toBeVisible();
  const row = rowOf(page, nome);
  await expect(row.getByRole('cell')).toHaveText(['', nome, 'R$ 1.000,00', 'R$ 1.000,00', '01/03/2026', 'Ativo', 'Reserva', 'Sem Observação']);

  await row.getByRole('cell', { name: nome }).click();
  await page.getByRole('button', { name: 'Informar Rendimento' }).click();
  const informe = page.getByRole('dialog', { name: 'Informe o rendimento' });
  await informe.getByRole('button', { name: 'Salvar' }).click();
  await expect(informe.getByText('Valor e operação são obrigatórios.')).toBeVisible();
  await informe.getByRole('button', { name: 'Fechar' }).click();
  await informar(page, '2550', 'Somar');
  await expect(toast(page, 'Valor cadastrado com sucesso!')).toBeVisible();
  await expect(row.getByRole('cell').nth(3)).toHaveText('R$ 1.025,50');

  await context.setOffline(true);
  await informar(page, '5000', 'Subtrair');
  await expect(toast(page, SALVO_OFFLINE).first()).toBeVisible();
  await expect(row.getByRole('cell').nth(3)).toHaveText('R$ 975,50');
  await page.getByRole('button', { name: 'Histórico', exact: true }).click();
  const historico = page.getByRole('dialog', { name: 'Histórico de Movimentações' });
  const hoje = formatDateBR(todayISO());
  await expect(historico.getByRole('row')).toHaveText(['DescriçãoValor LançadoData', `Rendimento somadoR$ 25,50${hoje}`, `Rendimento subtraído-R$ 50,00${hoje}`]);
  await expect(historico.getByText('-R$ 50,00')).toHaveClass(/text-red-600/);
  await historico.getByRole('button', { name: 'Fechar' }).click();

  await context.setOffline(false);
  const id = (await expect.poll(async () => (await serverEntrada(page, nome))?.valor_final).toBe('975.50'), (await serverEntrada(page, nome))!.id);
  expect((await serverHistory(page, id)).map((h) => h.valor)).toEqual(['25.50', '-50.00']);
  await page.keyboard.press('F8');
  await page.getByRole('button', { name: 'Histórico', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Histórico de Movimentações' }).getByRole('row')).toHaveCount(3);
  await page.getByRole('dialog').getByRole('button', { name: 'Fechar' }).click();

  await page.getByRole('button', { name: 'Inativar' }).click();
  await confirmar(page);
  await expect(toast(page, 'Registro(s) inativado(s) com sucesso!')).toBeVisible();
  await expect(row.getByRole('cell').nth(5)).toHaveText('Inativo');
  await row.getByRole('cell', { name: nome }).click();
  await expect(page.getByRole('button', { name: 'Inativar' })).toBeDisabled();
  await page.getByRole('button', { name: 'Deletar' }).click();
  await confirmar(page);
  await expect(toast(page, 'Registro(s) excluído(s) com sucesso!')).toBeVisible();
  await expect(row).toHaveCount(0);
  expect(await serverEntrada(page, nome)).toBeUndefined();
});

test('yield and history ask for exactly one row', async ({ page }) => {
  await signIn(page);
  for (const n of [1, 2]) {
    expect((await page.request.post('/api/cadastro-entradas', { data: { descricao: `Par ${TAG} ${n}`, valor: '10.00', data: '2026-01-01', tipo: 'Entrante' } })).status()).toBe(201);
  }
  await page.goto('/financeiro/entradas');
  await page.getByRole('searchbox').fill(`Par ${TAG}`);
  await expect(page.getByTestId('list-range')).toHaveText('1 - 2 de 2');
  await page.getByRole('checkbox', { name: 'Selecionar página' }).check();
  await page.getByRole('button', { name: 'Informar Rendimento' }).click();
  await expect(toast(page, 'Selecione apenas uma linha para informar o rendimento.')).toBeVisible();
  await page.getByRole('button', { name: 'Histórico', exact: true }).click();
  await expect(toast(page, 'Selecione apenas uma linha para verificar o histórico.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Inativar' })).toBeDisabled();
});
