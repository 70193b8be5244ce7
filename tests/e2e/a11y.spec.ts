/* Accessibility, measured (issue 13): axe-core on every route and the main dialogs finds no
   serious or critical violation. Each failure lists the rule and the elements, so a regression
   says where it is. */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { APP_ROUTE_PATHS } from './routes-list.ts';
import { signIn } from './fixtures.ts';

test.use({ viewport: { width: 1366, height: 800 } });

async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page });
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

test('every route has a level-one heading and no serious or critical axe violation', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page);
  const found: Record<string, string[]> = {};
  for (const path of APP_ROUTE_PATHS) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached();
    // Lists have painted their rows or their empty message.
    await expect(page.getByText('Carregando...')).toHaveCount(0);
    const list = await seriousViolations(page);
    if (list.length > 0) found[path] = list;
  }
  expect(found).toEqual({});
});

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
];

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
