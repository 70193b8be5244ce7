/* Issue 33, "Clipped headers": on a 1366×800 laptop and an 820×1180 tablet, in an English-language
   browser, every table header of Ações › Posições, Automação, Histórico Escolar, Fundos,
   Conciliação and Relatórios fits its cell or wraps between words (no text drawn outside its
   cell), a button in a cell is drawn whole, and money never breaks inside "R$ 1.234,56". */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { pregaoAnterior } from '../../src/domain/calendario.ts';
import { todayISO } from '../../src/domain/dates.ts';
import { bancoComAluguelDoExtrato, E2E_ADMIN, signIn } from './fixtures.ts';

test.use({ locale: 'en-US' });

const TAG = `cab${Date.now().toString(36)}`;
const BANCO = `Conta cabeçalhos ${TAG}`;
const OFX = { name: 'extrato.ofx', mimeType: 'application/x-ofx', buffer: readFileSync(new URL('../fixtures/extratos/ofx-sgml-quirks.ofx', import.meta.url)) };
const TICKER = `C${String.fromCharCode(65 + Math.floor(Math.random() * 26))}AB3`;
const TAMANHOS = [{ width: 1366, height: 800 }, { width: 820, height: 1180 }] as const;

test.beforeAll(async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8181' });
  expect((await api.post('/api/login', { data: { login: E2E_ADMIN.login, password: E2E_ADMIN.password } })).ok()).toBe(true);
  // The statement's R$ 150,00 debit on 05/01/2026 is proposed for this payable (a Confirmar button).
  const banco = await bancoComAluguelDoExtrato(api, BANCO, `Aluguel sala centro ${TAG}`);
  // A position on Ações › Posições.
  const hoje = todayISO();
  expect((await api.post('/api/cadastro-operacao', {
    data: { data: pregaoAnterior(hoje), ticker: TICKER, tipo: 'Compra', quantidade: '1000', preco: '38.50', custos: '10.00', modalidade: 'Swing trade', classe: 'Ação' },
  })).status()).toBe(201);
  // A large amount due this month: the Relatórios (which open on the current month) show it.
  const dia = `${hoje.slice(0, 7)}-15`;
  expect((await api.post('/api/cadastro-financas', {
    data: {
      descricao: `Folha ${TAG}`, banco, pagamento: 'Pix', tipo_lancamento: 'Pagamento', observacao: '', status: 'Pagar',
      valor: '52117.58', data: dia, tipo: 'Com Vencimento', vencimento: dia, metodo: 'À vista', categorias: '',
    },
  })).status()).toBe(201);
  await api.dispose();
});

/** Texts drawn outside their own cell: each header's (and each in-cell button's) text lines must lie
 *  inside the box of the cell that holds them. */
async function cortados(page: Page): Promise<string[]> {
  return page.locator('main').evaluate((main) => {
    const fora: string[] = [];
    const dentro = (inner: DOMRect, outer: DOMRect) => inner.left >= outer.left - 1 && inner.right <= outer.right + 1
      && inner.top >= outer.top - 1 && inner.bottom <= outer.bottom + 1;
    for (const th of main.querySelectorAll('th')) {
      const caixa = th.getBoundingClientRect();
      if (caixa.width === 0 || !th.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(th);
      const linhas = [...range.getClientRects()].filter((r) => r.width > 0);
      // A cut header: a line outside its cell, or the browser's ellipsis (scrollWidth over the box).
      const cortado = linhas.some((r) => !dentro(r, caixa))
        || [th, ...th.querySelectorAll<HTMLElement>('*')].some((el) => el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX === 'hidden');
      if (cortado) fora.push(`${th.closest('table')?.getAttribute('aria-label') ?? 'tabela'}: ${th.textContent.trim()}`);
    }
    for (const botao of main.querySelectorAll('td button')) {
      const td = botao.closest('td')!;
      if (!dentro(botao.getBoundingClientRect(), td.getBoundingClientRect())) fora.push(`botão ${botao.textContent?.trim() ?? ''}`);
    }
    return fora;
  });
}

/** Money texts ("R$ 1.234,56") that break over two lines. */
async function dinheiroQuebrado(page: Page): Promise<string[]> {
  return page.locator('main').evaluate((main) => {
    const quebrados: string[] = [];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const texto = node.textContent ?? '';
      if (!/R\$\s?[\d.]+,\d{2}/.test(texto)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
      if (tops.size > 1) quebrados.push(texto.trim());
    }
    return quebrados;
  });
}

async function semCortes(page: Page, tela: string) {
  expect.soft(await cortados(page), tela).toEqual([]);
  expect.soft(await dinheiroQuebrado(page), tela).toEqual([]);
}

test('every header fits or wraps cleanly and money stays on one line, at 1366×800 and 820×1180', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page);
  // The statement, imported: a proposal to confirm on Conciliação.
  await page.goto('/financeiro/extratos');
  await page.getByLabel('Banco').selectOption({ label: BANCO });
  await page.getByLabel('Arquivo do extrato (OFX ou CSV)').setInputFiles(OFX);
  await page.getByRole('button', { name: 'Importar tudo' }).click();
  const conciliacao = page.getByRole('table', { name: 'Conciliação bancária' });
  await expect(conciliacao.getByRole('row').filter({ hasText: 'PAG BOLETO ALUGUEL' })).toContainText(`Lançamento: Aluguel sala centro ${TAG}`);

  for (const tamanho of TAMANHOS) {
    await page.setViewportSize(tamanho);
    const em = `${tamanho.width}×${tamanho.height}`;

    await page.goto('/acoes/consulta');
    await expect(page.getByRole('row').filter({ hasText: TICKER }).first()).toBeVisible();
    await semCortes(page, `Ações › Posições ${em}`);

    await page.goto('/automacao/faturas');
    await expect(page.getByRole('table', { name: 'Automação' }).getByRole('columnheader').first()).toBeVisible();
    await semCortes(page, `Automação ${em}`);

    await page.goto('/academy/consulta');
    await expect(page.getByRole('table', { name: 'Histórico Escolar: Consulta' }).getByRole('columnheader').first()).toBeVisible();
    await semCortes(page, `Histórico Escolar: Consulta ${em}`);
    await page.goto('/academy/cadastro');
    await expect(page.getByRole('table', { name: 'Disciplinas' })).toBeVisible();
    await semCortes(page, `Histórico Escolar: Cadastro ${em}`);

    await page.goto('/financeiro/fundos');
    await expect(page.getByRole('table', { name: 'Fundos' }).getByRole('columnheader').first()).toBeVisible();
    await semCortes(page, `Fundos ${em}`);

    await page.goto('/financeiro/extratos');
    await page.getByLabel('Banco').selectOption({ label: BANCO });
    await expect(conciliacao.getByRole('row').filter({ hasText: 'PAG BOLETO ALUGUEL' }).getByRole('button', { name: /^Confirmar: pagar em/ })).toBeVisible();
    await semCortes(page, `Conciliação ${em}`);

    await page.goto('/financeiro/relatorios');
    await expect(page.getByTestId('relatorio-tabela')).toBeVisible();
    await expect(page.getByTestId('relatorio-tabela').getByText(/R\$/).first()).toBeVisible();
    await semCortes(page, `Relatórios ${em}`);
  }
});

/* The screens that are not lists (screens.spec.ts checks and photographs the 22 lists): none cuts a
   header at either size; with SCREENSHOTS=1 each is saved under docs/screenshots/, so every screen
   of the menu has its picture at both sizes. */
const OUTRAS_TELAS: readonly { path: string; shot: string }[] = [
  { path: '/', shot: 'painel' },
  { path: '/financeiro/cadastro', shot: 'cadastro' },
  { path: '/financeiro/transferencias', shot: 'transferencias' },
  { path: '/financeiro/relatorios', shot: 'relatorios' },
  { path: '/financeiro/nfe', shot: 'nfe' },
  { path: '/financeiro/aprovacoes', shot: 'aprovacoes' },
  { path: '/academy/cadastro', shot: 'historico-cadastro' },
  { path: '/acoes/cadastro', shot: 'acoes-cadastro' },
  { path: '/lembrete/cadastro', shot: 'lembrete-cadastro' },
  { path: '/gestor/telegram/consulta', shot: 'telegram' },
  { path: '/sincronizacao', shot: 'sincronizacao' },
];

test('the screens that are not lists cut no header either, at 1366×800 and 820×1180', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page);
  for (const tamanho of TAMANHOS) {
    await page.setViewportSize(tamanho);
    for (const tela of OUTRAS_TELAS) {
      await page.goto(tela.path);
      await expect(page.locator('main h1').first()).toBeVisible();
      // Nothing still loading ('Carregando...', the Painel's 'Carregando dados do dispositivo…').
      await expect(page.locator('main').getByText(/^Carregando/)).toHaveCount(0);
      expect.soft(await cortados(page), `${tela.path} ${tamanho.width}×${tamanho.height}`).toEqual([]);
      if (process.env.SCREENSHOTS === '1') {
        await page.screenshot({ path: `docs/screenshots/${tela.shot}-${tamanho.width}x${tamanho.height}.png` });
      }
    }
  }
});
