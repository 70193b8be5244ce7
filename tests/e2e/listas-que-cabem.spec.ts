/* Issue 33, "Lançamentos hides what matters" (decision 435): on a 1366×800 laptop, in an
   English-language browser, the payables and receivables show Descrição, Parcela (n/N), the
   instalment's Valor, A Pagar/Pago (À Receber/Recebido), Status and Vencimento without scrolling
   sideways; Descrição stays in place while the rest scrolls, with a drawn scroll bar; a column
   chooser, remembered on reload, reaches the others. At 820×1180 the same columns come first. */
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { signIn } from './fixtures.ts';
import { api } from './sino-fixtures.ts';

test.use({ locale: 'en-US' });

const TAG = `cab${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const LISTAS = [
  { rota: '/financeiro/lancamentos', tabela: 'Lançamentos', prioridade: ['Descrição', 'Valor', 'A Pagar', 'Status', 'Vencimento', 'Parcela', 'Pago'] },
  { rota: '/financeiro/recebiveis', tabela: 'Recebíveis', prioridade: ['Descrição', 'Valor', 'À Receber', 'Status', 'Vencimento', 'Parcela', 'Recebido'] },
] as const;

test.beforeAll(async ({ playwright }) => {
  const ctx = await api(playwright);
  expect((await ctx.post('/api/cadastro-banco', { data: { banco: `Banco ${TAG}` } })).status()).toBe(201);
  const bancos = (await (await ctx.get('/api/bancos')).json()) as { bancos: { id: string; banco: string }[] };
  const banco = bancos.bancos.find((b) => b.banco === `Banco ${TAG}`)!.id;
  // R$ 7.999,90 in ten: each instalment R$ 799,99, the purchase's total R$ 7.999,90.
  const titulo = { valor: '7999.90', data: '2026-11-01', tipo: 'Com Vencimento', vencimento: '2026-12-10', metodo: 'Parcelado', parcela: 10, status: 'Pagar' };
  expect((await ctx.post('/api/cadastro-financas', {
    data: { ...titulo, descricao: `Notebook ${TAG}`, banco, pagamento: 'Boleto', tipo_lancamento: 'Compra', observacao: '', categorias: '' },
  })).status()).toBe(201);
  expect((await ctx.post('/api/cadastro-recebiveis', { data: { ...titulo, descricao: `Contrato ${TAG}` } })).status()).toBe(201);
  await ctx.dispose();
});

/** The headers' boxes, by name, as drawn. */
async function cabecalhos(page: Page, tabela: string) {
  return page.getByRole('table', { name: tabela }).evaluate((table) =>
    [...table.querySelectorAll('thead th')].map((th) => {
      const r = th.getBoundingClientRect();
      return { nome: th.textContent?.trim() ?? '', left: r.left, right: r.right };
    }).filter((h) => h.nome !== ''));
}

async function abrir(page: Page, rota: string, tabela: string) {
  await page.goto(rota);
  await page.getByRole('searchbox').fill(TAG);
  await expect(page.getByRole('table', { name: tabela }).getByRole('row').filter({ hasText: TAG })).toHaveCount(10);
}

for (const lista of LISTAS) {
  test(`${lista.tabela} fits a 1366×800 laptop: the instalment's columns in view, Descrição in place, a column chooser`, async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 800 });
    await signIn(page);
    await abrir(page, lista.rota, lista.tabela);
    const scroller = page.getByRole('region', { name: `Tabela ${lista.tabela}` });
    const caixa = (await scroller.boundingBox())!;
    const heads = await cabecalhos(page, lista.tabela);
    for (const nome of lista.prioridade) {
      const h = heads.find((x) => x.nome === nome);
      expect(h, nome).toBeDefined();
      expect(h!.right, `${nome} in view without scrolling`).toBeLessThanOrEqual(caixa.x + caixa.width + 1);
    }
    // Valor is the instalment's, never the purchase's total repeated; Parcela reads n/N.
    const primeira = page.getByRole('table', { name: lista.tabela }).getByRole('row').filter({ hasText: TAG }).filter({ hasText: '1/10' });
    await expect(primeira).toHaveCount(1);
    await expect(primeira).toContainText('R$ 799,99');
    await expect(primeira).not.toContainText('R$ 7.999,90');

    // The rest scrolls sideways under a drawn scroll bar, Descrição staying where it was.
    const descricao = primeira.getByRole('cell', { name: `${lista.tabela === 'Lançamentos' ? 'Notebook' : 'Contrato'} ${TAG}` });
    const antes = (await descricao.boundingBox())!;
    // Headless Chromium hides every scroll bar; what the test can see is the bar's own colours
    // (drawn, not the browser's thin overlay) and the box's bottom edge, where it is drawn, on screen.
    const barra = await scroller.evaluate((el) => ({ sobra: el.scrollWidth - el.clientWidth, cor: getComputedStyle(el).scrollbarColor }));
    expect(barra.sobra).toBeGreaterThan(0);
    expect(barra.cor).not.toBe('auto');
    expect(caixa.y + caixa.height, 'the scroll bar on screen').toBeLessThanOrEqual(800);
    await scroller.evaluate((el) => { el.scrollLeft = el.scrollWidth; });
    await expect.poll(async () => (await descricao.boundingBox())!.x).toBe(antes.x);
    await expect(page.getByRole('columnheader', { name: 'Observação' })).toBeInViewport();

    // The chooser: Valor total (hidden at first) shows, Data hides, and both stay so after a reload.
    await expect(page.getByRole('columnheader', { name: 'Valor total' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Colunas' }).click();
    await expect(page.getByRole('checkbox', { name: 'Descrição (sempre visível)' })).toBeDisabled();
    await page.getByRole('checkbox', { name: 'Valor total' }).check();
    await page.getByRole('checkbox', { name: 'Data', exact: true }).uncheck();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('columnheader', { name: 'Valor total' })).toHaveCount(1);
    await expect(primeira).toContainText('R$ 7.999,90');
    await page.reload();
    await page.getByRole('searchbox').fill(TAG);
    await expect(page.getByRole('columnheader', { name: 'Valor total' })).toHaveCount(1);
    await expect(page.getByRole('columnheader', { name: 'Data', exact: true })).toHaveCount(0);
  });

  test(`${lista.tabela} at 820×1180 puts the same columns first, Descrição in view`, async ({ page }) => {
    await page.setViewportSize({ width: 820, height: 1180 });
    await signIn(page);
    await abrir(page, lista.rota, lista.tabela);
    const heads = await cabecalhos(page, lista.tabela);
    const ordem = heads.sort((a, b) => a.left - b.left).map((h) => h.nome);
    expect(ordem.slice(0, lista.prioridade.length)).toEqual([...lista.prioridade]);
    const caixa = (await page.getByRole('region', { name: `Tabela ${lista.tabela}` }).boundingBox())!;
    // Money, status and due date on the tablet's screen too (issue 13); Parcela and Pago follow.
    for (const nome of lista.prioridade.slice(0, 5)) {
      expect(heads.find((x) => x.nome === nome)!.right, `${nome} in view on the tablet`).toBeLessThanOrEqual(caixa.x + caixa.width + 1);
    }
  });
}
