/* Shared helpers of the browser suite. */
import { expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';

export const E2E_ADMIN = { login: 'gestora', password: 'senha-e2e-456', name: 'Beatriz Gestora' };

export async function signIn(page: Page, creds = E2E_ADMIN): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Login ou E-mail').fill(creds.login);
  await page.getByLabel('Senha').fill(creds.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByTestId('user-name')).toHaveText(creds.name);
}

/** Confirmar in the Confirmação an irreversible action asks for (decision 213). */
export async function confirmar(page: Page): Promise<void> {
  await page.getByRole('dialog', { name: 'Confirmação' }).getByRole('button', { name: 'Confirmar' }).click();
}

/** Pays the payable `descricao` on Lançamentos (Pagar, today) and waits for the server to hold it Pago. */
export async function pagarNaLista(page: Page, descricao: string): Promise<void> {
  await page.goto('/financeiro/lancamentos');
  await page.getByRole('searchbox').fill(descricao);
  const linha = page.getByRole('row').filter({ has: page.getByRole('cell', { name: descricao, exact: true }) });
  await linha.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Pagar', exact: true }).click();
  await confirmar(page);
  await expect.poll(async () => {
    const { lancamentos } = (await (await page.request.get('/api/lancamentos')).json()) as { lancamentos: { descricao: string; status: string }[] };
    return lancamentos.find((l) => l.descricao === descricao)?.status;
  }).toBe('Pago');
}

/** A new bank and, in it, the payable the statement fixture ofx-sgml-quirks.ofx pays: R$ 150,00
 *  due Saturday 03/01/2026 (effectively Monday 05/01, the statement's debit). Returns the bank's id. */
export async function bancoComAluguelDoExtrato(api: APIRequestContext, banco: string, descricao: string): Promise<string> {
  expect((await api.post('/api/cadastro-banco', { data: { banco } })).status()).toBe(201);
  const bancos = (await (await api.get('/api/bancos')).json()) as { bancos: { id: string; banco: string }[] };
  const id = bancos.bancos.find((b) => b.banco === banco)!.id;
  expect((await api.post('/api/cadastro-financas', {
    data: {
      descricao, banco: id, pagamento: 'Boleto', tipo_lancamento: 'Pagamento', observacao: '', status: 'Pagar',
      valor: '150.00', data: '2025-12-20', tipo: 'Com Vencimento', vencimento: '2026-01-03', metodo: 'À vista', categorias: '',
    },
  })).status()).toBe(201);
  return id;
}
