/* Issue 17, the bell in the browser: a notification's link selects its record (decision 321: the
   list turns to the row's page, clears a search that hides it, selects and focuses the row), and
   with permission granted the service worker shows each notification once, not again after a
   reload (read back with getNotifications). */
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { E2E_ADMIN, signIn } from './fixtures.ts';
import { abrirSino, api, criarPagavel } from './sino-fixtures.ts';

// Random as well as timed: the e2e server and database are shared by every spec.
const TAG = `sin${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

test('a payable due in 3 days: its notification selects and focuses the row on Lançamentos, on page 2, clearing the search', async ({ page, playwright }) => {
  const ctx = await api(playwright);
  // 15 overdue payables come first (open, soonest due on top): the target is on page 2.
  for (let i = 0; i < 15; i++) await criarPagavel(ctx, `Atrasada ${i} ${TAG}`, '2026-04-20');
  const alvo = `Fornecedor ${TAG}`;
  await criarPagavel(ctx, alvo, '2026-05-07');
  await ctx.dispose();

  await page.clock.setFixedTime(new Date('2026-05-04T13:00:00Z')); // Monday: D-3 of Thursday 07/05
  await signIn(page);
  await page.goto('/financeiro/lancamentos');
  // The first download has finished: every row is known (other specs' rows too, in any number).
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page.getByTestId('list-range')).toHaveText(/^\d+ - \d+ de \d+$/);
  // A search that hides the record: the link must still show it.
  await page.getByRole('searchbox').fill('nada parecido');
  await expect(page.getByTestId('list-message')).toHaveText('Busca não encontrada!');

  const sino = await abrirSino(page);
  await sino.locator('li', { hasText: alvo }).getByRole('link').click();
  await expect(page).toHaveURL(/\/financeiro\/lancamentos\?id=/);
  const linha = page.getByRole('row', { name: new RegExp(alvo) });
  await expect(linha).toHaveAttribute('data-selected', 'true');
  await expect(linha.getByRole('checkbox', { name: 'Selecionar linha' })).toBeChecked();
  await expect(linha.getByRole('checkbox', { name: 'Selecionar linha' })).toBeFocused();
  await expect(linha).toBeInViewport();
  await expect(page.getByRole('searchbox')).toHaveValue('');
  await expect(page.locator('[data-kind]', { hasText: 'A busca foi limpa para mostrar o registro aberto.' })).toBeVisible();
  await expect(page.getByText('1 selecionada(s)')).toBeVisible();
  // Not on page 1: the 15 overdue rows (and any other spec's) come before it.
  await expect(page.getByTestId('list-range')).toHaveText(/^(?!1 - )\d+ - \d+ de \d+$/);
});

/** The notifications the service worker shows, with their time, read back in the page. */
function notificacoes(page: Page): Promise<{ titulo: string; tag: string; quando: number }[]> {
  return page.evaluate(async () => {
    const registro = await navigator.serviceWorker.ready;
    return (await registro.getNotifications()).map((n) => ({ titulo: n.title, tag: n.tag, quando: Number(Reflect.get(n, 'timestamp')) }));
  });
}

test('system notifications: the service worker shows each one once, and not again after a reload', async ({ page, context, playwright }) => {
  // No page.clock here: Playwright's fake clock also fakes performance, whose mark the test reads.
  await context.grantPermissions(['notifications']);
  const ctx = await api(playwright);
  const descricao = `Seguro ${TAG}`;
  // A reminder for today gives a notice on any day. A payable due today did not: on 31/12/2026
  // (no banking) its effective due date is 04/01/2027, D-4, and no D-x notice is due at all
  // (found by the run with the clock on 31/12, decision 374).
  const hoje = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });
  const lembrete = await ctx.post('/api/cadastro-lembrete', {
    data: { titulo: descricao, descricao: '', data: hoje, hora: '', antecedencia_dias: 0, recorrencia: 'Nenhuma', ajustar_dia_util: false },
  });
  expect(lembrete.status(), await lembrete.text()).toBe(201);
  await ctx.dispose();

  await signIn(page);
  const minhas = async () => (await notificacoes(page)).filter((n) => n.titulo.includes(descricao));
  await expect.poll(async () => (await minhas()).length).toBeGreaterThan(0);
  const antes = await minhas();
  const tags = antes.map((n) => n.tag);
  expect(new Set(tags).size).toBe(tags.length);

  await page.reload();
  await expect(page.getByTestId('user-name')).toHaveText(E2E_ADMIN.name);
  // Wait until this page has offered the notices to the system again (the guard then skips them).
  await page.waitForFunction((esperadas) => performance.getEntriesByName('fluxo:sino:sistema').some((marca) => {
    const oferecidas: unknown = marca instanceof PerformanceMark && marca.detail !== null && typeof marca.detail === 'object' ? Reflect.get(marca.detail, 'oferecidas') : null;
    return Array.isArray(oferecidas) && esperadas.every((tag) => oferecidas.includes(tag));
  }), tags);
  const depois = await minhas();
  // No second copy, and none shown again (a re-shown notification replaces its tag with a new time).
  expect(depois.length).toBe(antes.length);
  expect(depois.map((n) => `${n.tag}@${n.quando}`).sort()).toEqual(antes.map((n) => `${n.tag}@${n.quando}`).sort());
});

test('the bell: the automatic notices switch off and back on for the user, and "Marcar todas como lidas" empties it on every device', async ({ page, browser, playwright }) => {
  const ctx = await api(playwright);
  const descricao = `Internet ${TAG}`;
  await criarPagavel(ctx, descricao, '2026-06-10'); // Wednesday
  await ctx.dispose();

  await page.clock.setFixedTime(new Date('2026-06-09T13:00:00Z')); // Tuesday: D-1
  await signIn(page);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  const sino = await abrirSino(page);
  // D-1 today, and the D-3 notice still unread (a notice shows until its due date passes).
  const item = sino.locator('li', { hasText: descricao });
  await expect(item).toHaveCount(2);
  await expect(item.filter({ hasText: 'D-1: vence em 1 dia (10/06/2026)' })).toHaveCount(1);
  const chave = sino.getByRole('checkbox', { name: 'Avisos de vencimento (D-3, D-1, D0)' });
  await expect(chave).toBeChecked();

  // Off for this user (a synced preference): the automatic notices leave the bell; on again, back.
  try {
    // click(), not uncheck(): the box follows the bell's state, recomputed after the local write.
    await chave.click();
    await expect(chave).not.toBeChecked();
    await expect(item).toHaveCount(0);
    await chave.click();
    await expect(chave).toBeChecked();
    await expect(item).toHaveCount(2);
  } finally {
    // Whatever happened, the administrator every spec signs in as keeps the notices on.
    const volta = await api(playwright);
    await expect.poll(async () => (await volta.post('/api/desmarcar-notificacoes', { data: { chaves: ['preferencia:vencimentos-desligados'] } })).status()).toBe(200);
    await volta.dispose();
  }

  await sino.getByRole('button', { name: 'Marcar todas como lidas' }).click();
  await expect(page.getByRole('button', { name: 'Notificações: 0' })).toBeVisible();
  await expect(sino.getByText('Nenhuma notificação.')).toBeVisible();
  // Another device of the user, on the same day: its bell is empty too once the marks arrive.
  const outro = await browser.newContext();
  const page2 = await outro.newPage();
  await page2.clock.setFixedTime(new Date('2026-06-09T13:00:00Z'));
  await signIn(page2);
  await expect(page2.getByRole('progressbar')).toHaveCount(0);
  await expect(page2.getByRole('button', { name: 'Notificações: 0' })).toBeVisible();
  await outro.close();
});
