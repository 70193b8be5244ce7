/* The clerk's path through a posting's life (issue 31's "Done when"), on one 3-parcela payable:
   edit a parcela (Editar, decision 395), pay it yesterday (Data do pagamento, decision 392),
   estornar a payment with a motivo (decision 393) and delete one parcela of the partly paid
   group, the paid one kept (decision 394). Each step is checked on the screen and on the server. */
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { addDays, formatDateBR, todayISO } from '../../src/domain/dates.ts';
import { signIn } from './fixtures.ts';

const BASE = `Consultoria ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const HOJE = todayISO();
const ONTEM = addDays(HOJE, -1);

interface Linha { id: string; descricao: string; parcela: number; status: string; valor_parcela: string; valor_pago: string; data_pagamento: string | null }

async function doServidor(request: APIRequestContext): Promise<Linha[]> {
  const rows = ((await (await request.get('/api/lancamentos')).json()) as { lancamentos: Linha[] }).lancamentos;
  return rows.filter((l) => l.descricao.startsWith(BASE)).sort((a, b) => a.parcela - b.parcela);
}

const toast = (page: Page, text: string) => page.locator('[data-kind]', { hasText: text }).first();

test('a clerk edits a parcela, pays it yesterday, estorna a payment and deletes one parcela of the partly paid group', async ({ page }) => {
  await signIn(page);
  const banco = crypto.randomUUID();
  expect((await page.request.post('/api/cadastro-banco', { data: { id: banco, banco: `Banco ${BASE}`, status: 1 } })).status()).toBe(201);
  expect((await page.request.post('/api/cadastro-financas', {
    data: {
      descricao: BASE, status: 'Pagar', data_pagamento: '', pagamento: 'Boleto', banco, valor: '300.00', data: addDays(HOJE, -10),
      tipo: 'Com Vencimento', vencimento: addDays(HOJE, 5), metodo: 'Parcelado', parcela: '3', categorias: '', tipo_lancamento: 'Serviço', observacao: '',
    },
  })).status()).toBe(201);
  const [p1, p2, p3] = await doServidor(page.request);
  const linha = (id: string) => page.locator(`tr[data-id="${id}"]`);

  await page.goto('/financeiro/lancamentos');
  await page.getByRole('searchbox').fill(BASE);
  await expect(page.getByTestId('list-range')).toHaveText('1 - 3 de 3');

  // 1. A typo: parcela 1 was R$ 120,00, not R$ 100,00.
  await linha(p1!.id).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Editar', exact: true }).click();
  const editar = page.getByRole('dialog', { name: `Editar parcela: ${BASE} (1/3)` });
  await expect(editar.getByRole('radio', { name: 'Só esta parcela' })).toBeChecked();
  await editar.getByLabel('Valor da parcela').fill('12000');
  await editar.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(editar).toBeHidden();
  await expect(linha(p1!.id)).toContainText('R$ 120,00');
  // The form closed on the device's commit; the server's answer follows as a toast (decision 396).
  await expect(toast(page, '3 parcelas alteradas com sucesso!')).toBeVisible();

  // 2. Parcelas 1 and 2 were paid yesterday.
  await linha(p1!.id).getByRole('checkbox').check();
  await linha(p2!.id).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Pagar', exact: true }).click();
  const pagar = page.getByRole('dialog', { name: 'Confirmação' });
  const dia = pagar.getByLabel('Data do pagamento');
  await dia.press('Home');
  await dia.press('ArrowDown');
  await expect(dia).toHaveValue(formatDateBR(ONTEM));
  await expect(pagar.getByTestId('pagar-resumo')).toHaveText(`Pagar 2 parcelas (R$ 220,00) em ${formatDateBR(ONTEM)}?`);
  await pagar.getByRole('button', { name: 'Confirmar' }).click();
  await expect(toast(page, 'Pagamento realizado com sucesso!')).toBeVisible();
  await expect.poll(async () => (await doServidor(page.request)).map((l) => [l.parcela, l.status, l.data_pagamento, l.valor_pago]))
    .toEqual([[1, 'Pago', ONTEM, '120.00'], [2, 'Pago', ONTEM, '100.00'], [3, 'Pagar', null, '0.00']]);

  // 3. Parcela 2's payment was a mistake: estornada, with the motivo.
  await linha(p2!.id).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Estornar', exact: true }).click();
  const estornar = page.getByRole('dialog', { name: 'Estornar pagamentos' });
  await expect(estornar.getByTestId('estornar-resumo')).toContainText('1 parcela, total R$ 100,00 a estornar.');
  await estornar.getByLabel('Motivo').fill('Boleto pago em duplicidade');
  await estornar.getByRole('button', { name: 'Estornar 1 parcela' }).click();
  await expect(estornar).toBeHidden();
  await expect.poll(async () => (await doServidor(page.request)).map((l) => [l.parcela, l.status, l.valor_pago]))
    .toEqual([[1, 'Pago', '120.00'], [2, 'Pagar', '0.00'], [3, 'Pagar', '0.00']]);

  // 4. Parcela 3 is not owed after all: only it is deleted; the group's paid parcela 1 is kept.
  await linha(p3!.id).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Deletar', exact: true }).click();
  const excluir = page.getByRole('dialog', { name: 'Excluir parcelas' });
  await expect(excluir.getByRole('radio', { name: 'Só as selecionadas' })).toBeChecked();
  await excluir.getByRole('button', { name: 'Excluir 1 parcela' }).click();
  await expect(page.getByTestId('list-range')).toHaveText('1 - 2 de 2');
  await expect.poll(async () => (await doServidor(page.request)).map((l) => [l.parcela, l.status]))
    .toEqual([[1, 'Pago'], [2, 'Pagar']]);
});
