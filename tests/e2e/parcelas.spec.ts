/* Excluir with a scope (issue 31 item 5, decision 394): a 3-parcela group with parcela 1 paid;
   delete parcela 2 only, then the whole group: the confirmation counts the paid parcela kept, and
   parcela 1 remains with its N/M numbering. */
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { addDays, todayISO } from '../../src/domain/dates.ts';
import { E2E_ADMIN, signIn } from './fixtures.ts';

const DESCRICAO = `Mensalidade ${Date.now().toString(36)}`;

interface Linha { id: string; descricao: string; parcela: number; status: string }

async function doServidor(api: APIRequestContext): Promise<Linha[]> {
  const rows = ((await (await api.get('/api/recebiveis')).json()) as { recebiveis: Linha[] }).recebiveis;
  return rows.filter((r) => r.descricao === DESCRICAO).sort((a, b) => a.parcela - b.parcela);
}

test.beforeAll(async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8181' });
  expect((await api.post('/api/login', { data: { login: E2E_ADMIN.login, password: E2E_ADMIN.password } })).ok()).toBe(true);
  const hoje = todayISO();
  const criado = await api.post('/api/cadastro-recebiveis', { data: {
    descricao: DESCRICAO, status: 'Pagar', valor: '300.00', data: hoje, tipo: 'Com Vencimento', vencimento: addDays(hoje, 3),
    metodo: 'Parcelado', parcela: 3,
  } });
  expect(criado.status()).toBe(201);
  const [primeira] = await doServidor(api);
  expect((await api.put('/api/pagamento-recebiveis', { data: { ids: [primeira!.id] } })).status()).toBe(200);
  await api.dispose();
});

function parcela(page: Page, n: number) {
  return page.getByRole('table', { name: 'Recebíveis' }).getByRole('row')
    .filter({ has: page.getByRole('cell', { name: new RegExp(`^${n}/\\d+$`) }) });
}

test('delete one parcela of a partly paid group, then the whole group: the paid parcela is kept', async ({ page, context }) => {
  await signIn(page);
  await page.goto('/financeiro/recebiveis');
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 30_000 });
  await page.getByRole('searchbox').fill(DESCRICAO);
  await expect(page.getByTestId('list-range')).toHaveText('1 - 3 de 3');

  // Só as selecionadas (the default): parcela 2 only.
  await parcela(page, 2).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Deletar' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Excluir parcelas' });
  await expect(dialogo.getByRole('radio', { name: 'Só as selecionadas' })).toBeChecked();
  await expect(dialogo.getByText('1 parcela será excluída.')).toBeVisible();
  await dialogo.getByRole('button', { name: 'Excluir 1 parcela' }).click();
  await expect(page.locator('[data-kind]', { hasText: 'Parcela(s) excluída(s) com sucesso!' }).first()).toBeVisible();
  await expect(page.getByTestId('list-range')).toHaveText('1 - 2 de 2');

  // O grupo inteiro from parcela 3: the paid parcela 1 is counted as kept and stays.
  // ('3' is also every row's N° Parc.: the open row is the one not Pago.)
  await page.getByRole('table', { name: 'Recebíveis' }).getByRole('row').filter({ hasText: DESCRICAO, hasNotText: 'Pago' })
    .getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Deletar' }).click();
  await dialogo.getByRole('radio', { name: 'O grupo inteiro' }).check();
  await expect(dialogo.getByText('1 parcela será excluída.')).toBeVisible();
  await expect(dialogo.getByText('1 parcela paga será mantida (estorne antes).')).toBeVisible();
  await dialogo.getByRole('button', { name: 'Excluir 1 parcela' }).click();
  await expect(page.getByTestId('list-range')).toHaveText('1 - 1 de 1');
  await expect(parcela(page, 1)).toContainText('Pago');
  // The list shows the device's commit; the server's answer may still be on its way (seen in CI's
  // 31/12 leg: parcela 3 still on the server when read at once), so wait for the server's state.
  await expect.poll(async () => (await doServidor(context.request)).map((r) => [r.parcela, r.status])).toEqual([[1, 'Pago']]);
});
