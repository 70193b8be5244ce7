/* Issue 32 items 4–6: import a small OFX, confirm one suggestion with one click (it says it pays
   with the line's date), see a same-amount título outside the window proposed with its reason,
   open the review of "Confirmar todas" (Cancelar saves nothing), then "Lançar as não conciliadas"
   through its review: description prefilled readable and edited, categoria chosen, by keyboard;
   the server has each título Pago on its line's date, with its payment history and categoria. */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_ADMIN, signIn } from './fixtures.ts';

const TAG = `r${Date.now().toString(36)}`;
const BANCO = `Revisão ${TAG}`;
const CATEGORIA = `Energia ${TAG}`;
const OFX = { name: 'extrato.ofx', mimeType: 'application/x-ofx', buffer: readFileSync(new URL('../fixtures/extratos/ofx-sgml-quirks.ofx', import.meta.url)) };
const toast = (page: Page, text: string) => page.locator('[data-kind]', { hasText: text });

interface Lanc { id: string; descricao: string; status: string; data_pagamento: string | null; categoria_id: string | null; valor: string }
const lancamentos = async (request: APIRequestContext) => ((await (await request.get('/api/lancamentos')).json()) as { lancamentos: Lanc[] }).lancamentos;

let categoriaId = '';
test.beforeAll(async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8181' });
  expect((await api.post('/api/login', { data: { login: E2E_ADMIN.login, password: E2E_ADMIN.password } })).ok()).toBe(true);
  expect((await api.post('/api/cadastro-banco', { data: { banco: BANCO } })).status()).toBe(201);
  expect((await api.post('/api/cadastro-categoria', { data: { descricao: CATEGORIA } })).status()).toBe(201);
  const banco = ((await (await api.get('/api/bancos')).json()) as { bancos: { id: string; banco: string }[] }).bancos.find((b) => b.banco === BANCO)!.id;
  categoriaId = ((await (await api.get('/api/categorias')).json()) as { categorias: { id: string; descricao: string }[] }).categorias.find((c) => c.descricao === CATEGORIA)!.id;
  const pagar = (descricao: string, valor: string, vencimento: string) => api.post('/api/cadastro-financas', {
    data: {
      descricao, banco, pagamento: 'Boleto', tipo_lancamento: 'Pagamento', observacao: '', status: 'Pagar',
      valor, data: '2025-12-20', tipo: 'Com Vencimento', vencimento, metodo: 'À vista', categorias: '',
    },
  });
  // Due Saturday 03/01/2026: effectively Monday 05/01, the statement's day (inside the window).
  expect((await pagar(`Aluguel ${TAG}`, '150.00', '2026-01-03')).status()).toBe(201);
  // The 15/02 debit of R$ 300,00: a título of that amount due two months later (outside the window).
  expect((await pagar(`Fornecedor ${TAG}`, '300.00', '2026-04-15')).status()).toBe(201);
  expect((await api.post('/api/cadastro-recebiveis', {
    data: {
      descricao: `Cliente ${TAG}`, status: 'Pagar', valor: '2500.00', data: '2025-12-01', tipo: 'Com Vencimento',
      vencimento: '2026-01-09', metodo: 'À vista', observacao: '',
    },
  })).status()).toBe(201);
  await api.dispose();
});

test('confirms one suggestion, reviews the others before paying, and posts the rest with a categoria', async ({ page }) => {
  await signIn(page);
  await page.setViewportSize({ width: 1500, height: 900 });
  await page.goto('/financeiro/extratos');
  await page.getByLabel('Banco').selectOption({ label: BANCO });
  await page.getByLabel('Arquivo do extrato (OFX ou CSV)').setInputFiles(OFX);
  await page.getByRole('button', { name: 'Importar tudo' }).click();
  await expect(toast(page, '4 linhas importadas.')).toBeVisible();

  const tabela = page.getByRole('table', { name: 'Conciliação bancária' });
  const linha = (texto: string) => tabela.getByRole('row').filter({ hasText: texto });
  await expect(linha('PAG BOLETO ALUGUEL')).toContainText(`Lançamento: Aluguel ${TAG}`);
  await expect(linha('PAG BOLETO ALUGUEL')).toContainText('mesmo valor, vence no dia');
  // Outside the window, proposed after, with its reason.
  await expect(linha('AGENDAMENTO FUTURO FORNECEDOR')).toContainText(`Lançamento: Fornecedor ${TAG}`);
  await expect(linha('AGENDAMENTO FUTURO FORNECEDOR')).toContainText('mesmo valor, vence em 15/04/2026');

  // One suggestion: one click, and the button says what it does.
  const um = linha('PAG BOLETO ALUGUEL').getByRole('button', { name: /^Confirmar: pagar em 05\/01\/2026/ });
  await expect(um).toHaveAttribute('title', 'Paga o título com a data da linha (05/01/2026) e concilia os dois.');
  await um.click();
  await expect(linha('PAG BOLETO ALUGUEL')).toContainText(`Conciliado com Lançamento: Aluguel ${TAG}`);

  // Confirmar todas: a review first; Cancelar saves nothing.
  await page.getByRole('button', { name: 'Confirmar todas as sugestões (2)' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Revisar as sugestões antes de pagar' });
  await expect(dialogo.getByRole('row').filter({ hasText: 'AGENDAMENTO FUTURO FORNECEDOR' })).toContainText('Paga em 15/02/2026 e concilia');
  await expect(dialogo.getByRole('row').filter({ hasText: 'PIX RECEBIDO' })).toContainText(`Recebível: Cliente ${TAG}`);
  await dialogo.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialogo).toBeHidden();
  await expect(linha('AGENDAMENTO FUTURO FORNECEDOR')).not.toContainText('Conciliado com');
  // Esc closes it too, and saves nothing.
  await page.getByRole('button', { name: 'Confirmar todas as sugestões (2)' }).click();
  await expect(dialogo).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialogo).toBeHidden();
  const fornecedor = async () => (await lancamentos(page.request)).find((l) => l.descricao === `Fornecedor ${TAG}`);
  expect((await fornecedor())?.status).toBe('Pagar');

  await page.getByRole('button', { name: 'Confirmar todas as sugestões (2)' }).click();
  await dialogo.getByRole('button', { name: 'Pagar e conciliar 2' }).click();
  await expect(dialogo).toBeHidden();
  await expect(linha('AGENDAMENTO FUTURO FORNECEDOR')).toContainText(`Conciliado com Lançamento: Fornecedor ${TAG}`);

  // Lançar as não conciliadas: the review, by keyboard.
  await page.getByRole('button', { name: 'Lançar as não conciliadas (1)' }).click();
  const revisao = page.getByRole('dialog', { name: 'Revisar os lançamentos do extrato' });
  const descricao = revisao.getByRole('textbox', { name: /^Descrição: 15\/01\/2026 CONTA DE LUZ JAN\/26/ });
  await expect(descricao).toHaveValue('Conta de luz jan/26');
  await expect(revisao.getByRole('combobox', { name: /^Tipo: / })).toHaveValue('pagar');
  await descricao.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(`Luz de janeiro ${TAG}`);
  await page.keyboard.press('Tab');
  await expect(revisao.getByRole('combobox', { name: /^Tipo: / })).toBeFocused();
  await page.keyboard.press('Tab');
  const categoria = revisao.getByRole('combobox', { name: /^Categoria: / });
  await expect(categoria).toBeFocused();
  await categoria.selectOption({ label: CATEGORIA });
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(revisao.getByRole('button', { name: 'Lançar 1 linha' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(revisao).toBeHidden();
  await expect(linha('CONTA DE LUZ JAN/26')).toContainText(`Conciliado com Lançamento: Luz de janeiro ${TAG}`);

  // On the server (the device commits first: poll): each paid on its line's date, linked, with history.
  await expect.poll(async () => {
    const todos = await lancamentos(page.request);
    return [`Aluguel ${TAG}`, `Fornecedor ${TAG}`, `Luz de janeiro ${TAG}`].map((d) => {
      const l = todos.find((x) => x.descricao === d);
      return [l?.status, l?.data_pagamento];
    });
  }, { timeout: 15_000 }).toEqual([['Pago', '2026-01-05'], ['Pago', '2026-02-15'], ['Pago', '2026-01-15']]);
  const todos = await lancamentos(page.request);
  const luz = todos.find((x) => x.descricao === `Luz de janeiro ${TAG}`)!;
  expect([luz.categoria_id, luz.valor]).toEqual([categoriaId, '89.90']);
  const aluguel = todos.find((x) => x.descricao === `Aluguel ${TAG}`)!;
  const historico = (await (await page.request.get(`/api/get-dados-pagamento_lancamento?id=${aluguel.id}`)).json()) as { payPagamento: { valor: string; data: string }[] };
  expect(historico.payPagamento).toEqual([expect.objectContaining({ valor: '150.00', data: '2026-01-05' })]);
  await expect.poll(async () => {
    const { recebiveis } = (await (await page.request.get('/api/recebiveis')).json()) as { recebiveis: { descricao: string; status: string; data_pagamento: string | null }[] };
    const r = recebiveis.find((x) => x.descricao === `Cliente ${TAG}`);
    return [r?.status, r?.data_pagamento];
  }, { timeout: 15_000 }).toEqual(['Pago', '2026-01-10']);
});
