/* Accessibility, measured (issue 13): axe-core on every route and the main dialogs finds no
   serious or critical violation. Each failure lists the rule and the elements, so a regression
   says where it is. */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { addDays, todayISO } from '../../src/domain/dates.ts';
import { APP_ROUTE_PATHS } from './routes-list.ts';
import { E2E_ADMIN, signIn } from './fixtures.ts';

test.use({ viewport: { width: 1366, height: 800 } });

const TAG = `a11y${Date.now().toString(36)}`;

// Every list shows rows of each status (badges, placeholders, due texts are checked too).
test.beforeAll(async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8181' });
  expect((await api.post('/api/login', { data: { login: E2E_ADMIN.login, password: E2E_ADMIN.password } })).ok()).toBe(true);
  const hoje = todayISO();
  const created = async (path: string, data: object) => expect((await api.post(path, { data })).status(), path).toBe(201);
  await created('/api/cadastro-banco', { banco: `Banco ${TAG}` });
  const bancos = (await (await api.get('/api/bancos')).json()) as { bancos: { id: string; banco: string }[] };
  const banco = bancos.bancos.find((b) => b.banco === `Banco ${TAG}`)!.id;
  await created('/api/cadastro-categoria', { descricao: `Categoria ${TAG}` });
  const titulo = { valor: '300.00', data: hoje, tipo: 'Com Vencimento', vencimento: addDays(hoje, 3), metodo: 'Parcelado', parcela: 3 };
  await created('/api/cadastro-recebiveis', { ...titulo, descricao: `Recebivel ${TAG}`, status: 'Pagar' });
  await created('/api/cadastro-recebiveis', { ...titulo, descricao: `Recebido ${TAG}`, status: 'Pago', data_pagamento: hoje, metodo: 'À vista', parcela: undefined });
  await created('/api/cadastro-financas', { ...titulo, descricao: `Conta ${TAG}`, status: 'Pagar', pagamento: 'Boleto', banco, tipo_lancamento: 'Pagamento' });
  await created('/api/cadastro-fatura', { descricao: `Fatura ${TAG}`, status: 'Pagar', banco, valor: '90.00', vencimento: addDays(hoje, -2) });
  await created('/api/cadastro-fatura', { descricao: `Fatura paga ${TAG}`, status: 'Pago', data_pagamento: hoje, banco, valor: '90.00', vencimento: hoje });
  await created('/api/cadastro-entradas', { descricao: `Entrada ${TAG}`, valor: '10.00', data: hoje, tipo: 'Reserva' });
  await created('/api/cadastro-investimento', { descricao: `CDB ${TAG}`, valor: '1000.00', data: hoje, status: 'Finalizado', banco });
  await api.dispose();
});

async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  // label-content-name-mismatch is off by default in axe (experimental): the issue counts it.
  let builder = new AxeBuilder({ page }).options({ rules: { 'label-content-name-mismatch': { enabled: true } } });
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 5).map((n) => n.target.join(' ')).join(' | ')}`);
}

test('the login page has no serious or critical axe violation', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

// Two halves, so each stays well inside its time on a loaded machine (about 6 s a route there).
const HALF = Math.ceil(APP_ROUTE_PATHS.length / 2);
for (const [part, paths] of [['first', APP_ROUTE_PATHS.slice(0, HALF)], ['second', APP_ROUTE_PATHS.slice(HALF)]] as const) {
  test(`every route (${part} half) has a level-one heading and no serious or critical axe violation`, async ({ page }) => {
    test.setTimeout(300_000);
    await signIn(page);
    const found: Record<string, string[]> = {};
    for (const path of paths) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached();
      // Lists have painted their rows or their empty message.
      await expect(page.getByText('Carregando...')).toHaveCount(0);
      // A selected row is checked too (its colours differ).
      const box = page.getByRole('checkbox', { name: 'Selecionar linha' }).first();
      if (await box.count() > 0) await box.check();
      const list = await seriousViolations(page);
      if (list.length > 0) found[path] = list;
    }
    expect(found).toEqual({});
  });
}

const DIALOGS: { path: string; open: (page: Page) => Promise<void>; name: string }[] = [
  ...(['Investimentos', 'Entradas e Reservas', 'Recebíveis', 'Categorias', 'Banco', 'Fatura', 'Comprovante', 'Import. Lança.Crédito'] as const)
    .map((label) => ({
      path: '/financeiro/cadastro',
      name: label,
      open: (page: Page) => page.getByRole('group', { name: 'Outros cadastros' }).getByRole('button', { name: label, exact: true }).click(),
    })),
  { path: '/financeiro/lancamentos', name: 'Filtro', open: (page) => page.getByRole('button', { name: 'Filtrar' }).click() },
  { path: '/financeiro/entradas', name: 'Filtro de Entradas', open: (page) => page.getByRole('button', { name: 'Filtrar' }).click() },
  { path: '/gestor/usuarios', name: 'Cadastrar Usuário', open: (page) => page.getByRole('button', { name: 'Cadastrar Usuário' }).click() },
  { path: '/financeiro/bancos', name: 'Cadastrar Banco', open: (page) => page.getByRole('button', { name: 'Cadastrar Banco' }).click() },
  { path: '/financeiro/recorrencias', name: 'Cadastrar Recorrência', open: (page) => page.getByRole('button', { name: 'Cadastrar Recorrência' }).first().click() },
  // The confirmations of irreversible actions (decision 213) and the yield dialog, on a selected row.
  { path: '/financeiro/bancos', name: 'Confirmação (Deletar)', open: (page) => comLinha(page, 'Deletar') },
  { path: '/financeiro/lancamentos', name: 'Confirmação (Cancelar parcelas)', open: (page) => comLinha(page, 'Cancelar') },
  { path: '/financeiro/entradas', name: 'Informe o rendimento', open: (page) => comLinha(page, 'Informar Rendimento') },
];

/** Selects this spec's own open row (other specs' rows may be paid or in use) and presses `acao`. */
async function comLinha(page: Page, acao: string): Promise<void> {
  await page.getByRole('searchbox').fill(TAG);
  await page.getByRole('checkbox', { name: 'Selecionar linha' }).first().check();
  await page.getByRole('button', { name: acao, exact: true }).click();
}

test('the main dialogs have no serious or critical axe violation', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page);
  const found: Record<string, string[]> = {};
  for (const dialog of DIALOGS) {
    await page.goto(dialog.path);
    await dialog.open(page);
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Fechar' }).first()).toBeVisible();
    const list = await seriousViolations(page, '[role="dialog"]');
    if (list.length > 0) found[dialog.name] = list;
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
  expect(found).toEqual({});
});
