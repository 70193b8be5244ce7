/* Enter or a double click on a row opens Editar (PRODUCT "The posting lifecycle"; decision 396) on
   Lançamentos, Recebíveis and Faturas. The list kit's keys stay as they were: Space on a row's
   checkbox toggles it, arrows walk the rows; a double click leaves the row's selection as it was. */
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { signIn } from './fixtures.ts';

const unique = (name: string) => `${name} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function novoBanco(request: APIRequestContext): Promise<string> {
  const banco = crypto.randomUUID();
  expect((await request.post('/api/cadastro-banco', { data: { id: banco, banco: unique('Banco'), status: 1 } })).status()).toBe(201);
  return banco;
}

const TITULO = {
  status: 'Pagar', data_pagamento: '', valor: '300.00', data: '2026-01-05', tipo: 'Com Vencimento', vencimento: '2026-01-20',
  metodo: 'Parcelado', parcela: '2', observacao: '',
};

interface Tela {
  nome: string;
  caminho: string;
  tabela: string;
  criar(request: APIRequestContext, descricao: string): Promise<void>;
  /** The Editar dialog of that row. */
  dialogo(descricao: string): RegExp | string;
}

const TELAS: Tela[] = [
  {
    nome: 'Lançamentos', caminho: '/financeiro/lancamentos', tabela: 'Lançamentos',
    async criar(request, descricao) {
      const res = await request.post('/api/cadastro-financas', {
        data: { ...TITULO, descricao, pagamento: 'Boleto', banco: await novoBanco(request), categorias: '', tipo_lancamento: 'Pagamento' },
      });
      expect(res.status()).toBe(201);
    },
    dialogo: (d) => new RegExp(`^Editar parcela: ${d} \\(1/2\\)$`),
  },
  {
    nome: 'Recebíveis', caminho: '/financeiro/recebiveis', tabela: 'Recebíveis',
    async criar(request, descricao) {
      const res = await request.post('/api/cadastro-recebiveis', { data: { ...TITULO, descricao } });
      expect(res.status()).toBe(201);
    },
    dialogo: (d) => new RegExp(`^Editar parcela: ${d} \\(1/2\\)$`),
  },
  {
    nome: 'Faturas', caminho: '/financeiro/faturas', tabela: 'Faturas',
    async criar(request, descricao) {
      const res = await request.post('/api/cadastro-fatura', {
        data: { id: crypto.randomUUID(), descricao, status: 'Pagar', data_pagamento: '', banco: await novoBanco(request), valor: '500.00', vencimento: '2026-12-10' },
      });
      expect(res.status()).toBe(201);
    },
    dialogo: (d) => `Editar: ${d}`,
  },
];

async function abrirTela(page: Page, tela: Tela, descricao: string) {
  await page.goto(tela.caminho);
  await page.getByRole('searchbox').fill(descricao);
  const linhas = page.getByRole('table', { name: tela.tabela }).getByRole('row').filter({ hasText: descricao });
  await expect(linhas.first()).toBeVisible();
  // The first parcela (1/2) where there are parcelas: the lists put the sooner due date first.
  return linhas.first();
}

for (const tela of TELAS) {
  test(`${tela.nome}: a double click on a row opens Editar and leaves the row unselected`, async ({ page }) => {
    await signIn(page);
    const descricao = unique('Gesto');
    await tela.criar(page.request, descricao);
    const linha = await abrirTela(page, tela, descricao);
    await linha.getByRole('cell').nth(1).dblclick();
    const modal = page.getByRole('dialog', { name: tela.dialogo(descricao) });
    await expect(modal).toBeVisible();
    await expect(modal.getByLabel('Descrição')).toHaveValue(descricao);
    await modal.getByLabel('Descrição').press('Escape');
    await expect(modal).toBeHidden();
    await expect(linha.getByRole('checkbox', { name: 'Selecionar linha' })).not.toBeChecked();
    await expect(linha).not.toHaveAttribute('data-selected', /.*/);
    // A single click still selects.
    await linha.getByRole('cell').nth(1).click();
    await expect(linha.getByRole('checkbox', { name: 'Selecionar linha' })).toBeChecked();
  });

  test(`${tela.nome}: Enter on a row opens Editar; Space still toggles it`, async ({ page }) => {
    await signIn(page);
    const descricao = unique('Tecla');
    await tela.criar(page.request, descricao);
    const linha = await abrirTela(page, tela, descricao);
    const caixa = linha.getByRole('checkbox', { name: 'Selecionar linha' });
    await caixa.focus();
    await page.keyboard.press('Space');
    await expect(caixa).toBeChecked();
    await page.keyboard.press('Space');
    await expect(caixa).not.toBeChecked();
    await page.keyboard.press('Enter');
    const modal = page.getByRole('dialog', { name: tela.dialogo(descricao) });
    await expect(modal).toBeVisible();
    await expect(modal.getByLabel('Descrição')).toHaveValue(descricao);
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(caixa).not.toBeChecked();
  });
}
