/* Live push (decision 190): what one signed-in user saves appears on another's open list by
   itself — no refresh, no 60 s wait — and so does a deletion. */
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { signIn, confirmar } from './fixtures.ts';

const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
const toast = (page: Page, text: string) => page.locator('[data-kind]', { hasText: text });
/** Well under the 60 s polling: only the push can bring the change this soon. */
const LIVE = { timeout: 5000 };

async function openBancos(page: Page): Promise<void> {
  await page.goto('/financeiro/bancos');
  await expect(page.getByRole('heading', { name: 'Bancos' })).toBeVisible();
  await expect(page.getByTestId('list-range')).toBeVisible();
}

test('a bank saved and deleted by one user shows on another user’s open list by itself', async ({ browser }) => {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const outra = { login: `vivo${suffix}`, password: 'senha-da-outra-1', name: `Olga Outra ${suffix}` };
  const nome = `Banco Ao Vivo ${suffix}`;

  const gestora = await browser.newContext();
  const caixa = await browser.newContext();
  try {
    const a = await gestora.newPage();
    await signIn(a);
    const created = await a.request.post('/api/cadastro-usuario', {
      data: { name: outra.name, email: `${outra.login}@fluxo.test`, login: outra.login, password: outra.password, status: 1 },
    });
    expect(created.status()).toBe(201);
    await openBancos(a);
    await expect(a.getByTestId('connection')).toHaveAttribute('data-live', 'true');
    await a.getByRole('searchbox').fill(nome);
    await expect(a.getByText('Busca não encontrada!')).toBeVisible();

    const b = await caixa.newPage();
    await signIn(b, outra);
    await openBancos(b);
    await b.getByRole('button', { name: 'Cadastrar Banco' }).click();
    const dialog = b.getByRole('dialog', { name: 'Cadastrar Banco' });
    await dialog.getByLabel('Banco').fill(nome);
    await dialog.getByRole('button', { name: 'Cadastrar' }).click();
    await expect(toast(b, 'Banco cadastrado com sucesso!')).toBeVisible();

    await expect(rowOf(a, nome)).toBeVisible(LIVE);

    await rowOf(b, nome).getByRole('cell', { name: nome }).click();
    await b.getByRole('button', { name: 'Deletar' }).click();
    await confirmar(b);
    await expect(toast(b, 'Registro(s) excluído(s) com sucesso!')).toBeVisible();

    await expect(a.getByText('Busca não encontrada!')).toBeVisible(LIVE);
    await expect(rowOf(a, nome)).toHaveCount(0);
  } finally {
    await gestora.close();
    await caixa.close();
  }
});
