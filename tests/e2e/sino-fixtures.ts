/* Helpers of the bell's browser tests (issue 17): an API session as the administrator, an open
   payable created through the API, and the bell's dropdown. */
import { expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_ADMIN } from './fixtures.ts';

const BASE = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8181';

export async function api(playwright: { request: { newContext: (o: { baseURL: string }) => Promise<APIRequestContext> } }) {
  const ctx = await playwright.request.newContext({ baseURL: BASE });
  expect((await ctx.post('/api/login', { data: { login: E2E_ADMIN.login, password: E2E_ADMIN.password } })).ok()).toBe(true);
  return ctx;
}

export async function criarPagavel(ctx: APIRequestContext, descricao: string, vencimento: string): Promise<string> {
  const banco = `Banco ${descricao}`;
  expect((await ctx.post('/api/cadastro-banco', { data: { banco } })).status()).toBe(201);
  const bancos = (await (await ctx.get('/api/bancos')).json()) as { bancos: { id: string; banco: string }[] };
  const bancoId = bancos.bancos.find((b) => b.banco === banco)!.id;
  const criado = await ctx.post('/api/cadastro-financas', {
    data: {
      descricao, banco: bancoId, pagamento: 'Boleto', tipo_lancamento: 'Pagamento', observacao: '', status: 'Pagar',
      valor: '120.00', data: '2026-04-01', tipo: 'Com Vencimento', vencimento, metodo: 'À vista', categorias: '',
    },
  });
  expect(criado.status()).toBe(201);
  return (await criado.json() as { lancamentos: { id: string }[] }).lancamentos[0]!.id;
}

export async function abrirSino(page: Page) {
  await page.getByRole('button', { name: /^Notificações: \d+$/ }).click();
  return page.getByTestId('notification-list');
}

/** The read marks the server holds for the reminder titled `titulo` (this API session's user). */
export async function marcasDoLembrete(ctx: APIRequestContext, titulo: string): Promise<string[]> {
  const { lembretes } = (await (await ctx.get('/api/lembretes')).json()) as { lembretes: { id: string; titulo: string }[] };
  const ids = lembretes.filter((l) => l.titulo === titulo).map((l) => l.id);
  const { lidas } = (await (await ctx.get('/api/notificacoes-lidas')).json()) as { lidas: { chave: string }[] };
  return lidas.map((l) => l.chave).filter((chave) => ids.some((id) => chave.startsWith(`lembrete:${id}:`)));
}
