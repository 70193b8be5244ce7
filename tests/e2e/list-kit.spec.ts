import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { E2E_ADMIN, signIn, confirmar } from './fixtures.ts';

// 47 categories named "Lista <tag> NN" (plus whatever other specs created), searched by tag.
// Not only the time: every spec module is loaded in the same millisecond, and 'k' + time sat
// inside the clerk spec's 'clk' + time (two extra categories matched).
const TAG = `kit${Date.now().toString(36)}r${Math.floor(Math.random() * 1e6)}`;
const COUNT = 47;

async function seed(page: Page, names: string[]) {
  for (const descricao of names) {
    const response = await page.request.post('/api/cadastro-categoria', { data: { descricao } });
    expect(response.status()).toBe(201);
  }
}

async function openFiltered(page: Page) {
  await page.goto('/financeiro/categorias');
  await page.getByRole('searchbox').fill(TAG);
  await expect(page.getByTestId('list-range')).toHaveText(`1 - 15 de ${COUNT}`);
  // The shortcuts belong to the list, not to the search box.
  await page.getByRole('heading', { name: 'Categorias' }).click();
}

test.beforeAll(async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8181' });
  const login = await api.post('/api/login', { data: { login: E2E_ADMIN.login, password: E2E_ADMIN.password } });
  expect(login.ok()).toBe(true);
  for (let i = 1; i <= COUNT; i++) {
    const response = await api.post('/api/cadastro-categoria', { data: { descricao: `Lista ${TAG} ${String(i).padStart(2, '0')}` } });
    expect(response.status()).toBe(201);
  }
  await api.dispose();
});

test('Ctrl+Right / Ctrl+Left change page and Ctrl+Up / Ctrl+Down change the page size', async ({ page }) => {
  await signIn(page);
  await openFiltered(page);
  const range = page.getByTestId('list-range');
  await page.keyboard.press('Control+ArrowRight');
  await expect(range).toHaveText(`16 - 30 de ${COUNT}`);
  await page.keyboard.press('Control+ArrowRight');
  await page.keyboard.press('Control+ArrowRight');
  await page.keyboard.press('Control+ArrowRight');
  await expect(range).toHaveText(`46 - 47 de ${COUNT}`);
  await page.keyboard.press('Control+ArrowLeft');
  await expect(range).toHaveText(`31 - 45 de ${COUNT}`);
  await page.keyboard.press('Control+ArrowUp');
  await expect(page.getByLabel('Por Pág:')).toHaveValue('30');
  await expect(range).toHaveText(`1 - 30 de ${COUNT}`);
  await page.keyboard.press('Control+ArrowUp');
  await page.keyboard.press('Control+ArrowUp');
  await expect(page.getByLabel('Por Pág:')).toHaveValue('Todos');
  await expect(range).toHaveText(`1 - ${COUNT} de ${COUNT}`);
  await page.keyboard.press('Control+ArrowDown');
  await expect(page.getByLabel('Por Pág:')).toHaveValue('50');
});

test('Todos shows every row and the pager keeps first and last pages', async ({ page }) => {
  await signIn(page);
  await openFiltered(page);
  const pager = page.getByRole('navigation', { name: 'Paginação' });
  await expect(pager.getByRole('button', { name: /^Página \d+$/ })).toHaveText(['1', '2', '3', '4']);
  await page.getByLabel('Por Pág:').selectOption('Todos');
  await expect(page.getByRole('checkbox', { name: 'Selecionar linha' })).toHaveCount(COUNT);
  await expect(pager.getByRole('button', { name: /^Página \d+$/ })).toHaveText(['1']);
});

test('F8 and the refresh button bring rows created elsewhere', async ({ page }) => {
  await signIn(page);
  await openFiltered(page);
  const extra = `Lista ${TAG} extra F8`;
  await seed(page, [extra]);
  await page.keyboard.press('F8');
  await expect(page.getByTestId('list-range')).toHaveText(`1 - 15 de ${COUNT + 1}`);
  const second = `Lista ${TAG} extra botão`;
  await seed(page, [second]);
  await page.getByRole('button', { name: 'Atualizar' }).click();
  await expect(page.getByTestId('list-range')).toHaveText(`1 - 15 de ${COUNT + 2}`);
  await page.getByRole('searchbox').fill(`${TAG} extra`);
  await page.getByRole('checkbox', { name: 'Selecionar página' }).check();
  await page.getByRole('button', { name: 'Deletar' }).click();
  await confirmar(page);
  await expect(page.getByText('Busca não encontrada!')).toBeVisible();
  // The list empties at the local write; the next test counts on the server, so wait until the
  // outbox has delivered both deletions there (tests share one server and run in order).
  await expect.poll(async () => {
    const body = (await (await page.request.get('/api/categorias')).json()) as { categorias: { descricao: string }[] };
    return body.categorias.filter((c) => c.descricao.includes(`${TAG} extra`)).length;
  }).toBe(0);
});

test('search ignores accents and case; click, shift-click and the header checkbox select; Limpar clears', async ({ page }) => {
  await signIn(page);
  await openFiltered(page);
  await page.getByRole('searchbox').fill(`LÍSTÁ ${TAG.toUpperCase()}`);
  await expect(page.getByTestId('list-range')).toHaveText(`1 - 15 de ${COUNT}`);
  await page.getByRole('heading', { name: 'Categorias' }).click();
  await page.getByRole('cell', { name: `Lista ${TAG} 02` }).click();
  await expect(page.getByText('1 selecionada(s)')).toBeVisible();
  await page.getByRole('cell', { name: `Lista ${TAG} 05` }).click({ modifiers: ['Shift'] });
  await expect(page.getByText('4 selecionada(s)')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Selecionar página' }).check();
  await expect(page.getByText('15 selecionada(s)')).toBeVisible();
  await page.getByRole('button', { name: 'Limpar' }).click();
  await expect(page.getByText(/selecionada\(s\)/)).toHaveCount(0);
  await page.getByRole('searchbox').fill(`${TAG} nada disso`);
  await expect(page.getByText('Busca não encontrada!')).toBeVisible();
});

test('dragging across a row to select its text does not toggle it', async ({ page }) => {
  await signIn(page);
  await openFiltered(page);
  const cell = page.getByRole('cell', { name: `Lista ${TAG} 03` });
  const box = await cell.boundingBox();
  if (!box) throw new Error('célula sem caixa');
  await page.mouse.move(box.x + 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width - 2, box.y + box.height / 2, { steps: 8 });
  await page.mouse.up();
  await expect.poll(() => page.evaluate(() => window.getSelection()?.toString() ?? '')).toContain('Lista');
  // A plain click on another row then selects exactly one: the drag toggled nothing.
  await page.getByRole('cell', { name: `Lista ${TAG} 04` }).click();
  await expect(page.getByText('1 selecionada(s)')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: `Lista ${TAG} 03` }).getByRole('checkbox')).not.toBeChecked();
});

test('a mouse press on a checkbox selects its row at once, and only the keyboard\'s focus opens a cut text', async ({ page }) => {
  // A cut text opened with every focus: the mouse press focused the checkbox, the row grew under
  // the pointer before mouseup, and the click landed on the row, not the checkbox (CI on 31/12).
  const longa = `Longa ${TAG} ${'descrição que não cabe na coluna '.repeat(3)}`.slice(0, 100);
  await signIn(page);
  await seed(page, [longa]);
  await page.goto('/financeiro/categorias');
  await page.getByRole('searchbox').fill(`Longa ${TAG}`);
  const row = page.getByRole('row').filter({ hasText: `Longa ${TAG}` });
  const altura = async () => (await row.boundingBox())?.height ?? 0;
  await expect.poll(altura).toBe(40);
  await row.getByRole('checkbox').check();
  await expect(row).toHaveAttribute('data-selected', 'true');
  expect(await altura()).toBe(40);
  // From the keyboard, the focused row shows its text in full.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(row.getByRole('checkbox')).toBeFocused();
  await expect.poll(altura).toBeGreaterThan(40);
});

test('Todos with hundreds of rows is virtualised, scrolls to the end and the header selects them all', async ({ page, playwright }) => {
  const many = 240;
  const api = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8181' });
  await api.post('/api/login', { data: { login: E2E_ADMIN.login, password: E2E_ADMIN.password } });
  for (let i = 1; i <= many; i++) {
    const response = await api.post('/api/cadastro-categoria', { data: { descricao: `Virtual ${TAG} ${String(i).padStart(3, '0')}` } });
    expect(response.status()).toBe(201);
  }
  await api.dispose();

  await signIn(page);
  await page.goto('/financeiro/categorias');
  await page.getByRole('searchbox').fill(`virtual ${TAG}`);
  await page.getByLabel('Por Pág:').selectOption('Todos');
  await expect(page.getByTestId('list-range')).toHaveText(`1 - ${many} de ${many}`);
  const rendered = await page.getByRole('checkbox', { name: 'Selecionar linha' }).count();
  expect(rendered).toBeGreaterThan(0);
  expect(rendered).toBeLessThan(many);
  await page.getByRole('cell', { name: `Virtual ${TAG} 001` }).hover();
  await page.mouse.wheel(0, 100_000);
  await expect(page.getByRole('cell', { name: `Virtual ${TAG} ${many}` })).toBeVisible();
  // A frame painted before the rows a fast scroll brings in shows empty row lines (decision 335).
  const lines = await page.locator('[data-virtual] tbody').evaluate((body) => getComputedStyle(body).backgroundImage);
  expect(lines).toContain('repeating-linear-gradient');

  await page.getByRole('checkbox', { name: 'Selecionar página' }).check();
  await expect(page.getByText(`${many} selecionada(s)`)).toBeVisible();
  await page.getByRole('button', { name: 'Deletar' }).click();
  await confirmar(page);
  await expect(page.getByText('Busca não encontrada!')).toBeVisible();
});
