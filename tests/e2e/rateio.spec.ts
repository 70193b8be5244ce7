/* Rateio end to end (issue 35, decisions 420, 441, 442 and 444): an Administrador types a payable
   of R$ 1.234,56 on the Cadastro split 60/40 between two centros de custo, pays it on Lançamentos,
   and the DRE cut by each centro shows that centro's share to the cent (the last share takes the
   rounding: 740,74 + 493,82). A split retyped as 50/50 in Editar moves the DRE's cuts. */
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { pagarNaLista, signIn } from './fixtures.ts';

const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const toast = (page: Page, text: string) => page.locator('[data-kind]', { hasText: text });

/** The DRE's row of `categoria` with the report cut by the centro labelled `centro`. */
async function dreDoCentro(page: Page, centro: string, categoria: string) {
  await page.getByLabel('Centro de custo').selectOption({ label: centro });
  return page.getByTestId('relatorio-tabela').getByRole('row').filter({ has: page.getByRole('cell', { name: categoria, exact: true }) });
}

/** Relatórios → DRE of this month in `regime` ('caixa': what was paid; 'competencia': the instalment on its date). */
async function abrirDre(page: Page, regime: 'caixa' | 'competencia') {
  await page.goto('/financeiro/relatorios');
  await page.getByTestId('relatorio-tipo').selectOption('dre');
  await page.getByLabel('Regime').selectOption(regime);
}

const hojeSP = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });
const rotulo = (c: { codigo: string; nome: string }) => `${c.codigo} — ${c.nome}`;

test('a payable split 60/40 between two centros, paid: the DRE cut by each centro shows its share to the cent', async ({ page }) => {
  const categoria = `Aluguel Rateado ${suffix}`;
  const banco = `Banco Rateio ${suffix}`;
  const descricao = `Aluguel das lojas ${suffix}`;
  const matriz = { codigo: `M${suffix}`.slice(0, 20), nome: 'Matriz' };
  const filial = { codigo: `F${suffix}`.slice(0, 20), nome: 'Filial' };
  await signIn(page);
  for (const [rota, data] of [
    ['/api/cadastro-categoria', { descricao: categoria }], ['/api/cadastro-banco', { banco, status: 1 }],
    ['/api/cadastro-centro-custo', matriz], ['/api/cadastro-centro-custo', filial],
  ] as const) expect((await page.request.post(rota, { data })).status()).toBe(201);

  // 1. The payable on the Cadastro, split 60 % Matriz and 40 % Filial.
  const hoje = hojeSP();
  await page.goto('/financeiro/cadastro');
  const form = page.getByRole('form', { name: 'Cadastro de Lançamentos' });
  await form.getByLabel('Descrição').fill(descricao);
  await form.getByLabel('Status', { exact: true }).selectOption('Pagar');
  await form.getByRole('combobox', { name: 'Pagamento' }).selectOption('Pix');
  await form.getByLabel('Banco').selectOption({ label: banco });
  await form.getByLabel('Valor').fill('123456');
  await form.getByLabel('Data', { exact: true }).fill(hoje);
  await form.getByLabel('Tipo', { exact: true }).selectOption('Sem Vencimento');
  await form.getByLabel('Método').selectOption('À vista');
  await form.getByLabel('Categoria', { exact: true }).selectOption({ label: categoria });
  await form.getByRole('radio', { name: 'Outros' }).check();
  for (const [n, centro, percentual] of [[1, matriz, '60,00'], [2, filial, '40,00']] as const) {
    await form.getByRole('button', { name: 'Adicionar parte' }).click();
    await form.getByLabel(`Centro de custo da parte ${n}`).selectOption({ label: rotulo(centro) });
    await form.getByLabel(`Percentual da parte ${n}`).fill(percentual);
  }
  await form.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(toast(page, 'Lançamento cadastrado com sucesso!')).toBeVisible();

  // 2. Paid on Lançamentos (today, so it falls in the month the Relatórios open on).
  await pagarNaLista(page, descricao);

  // 3. Relatórios → DRE, cut by each centro: 60 % and 40 % of R$ 1.234,56.
  await abrirDre(page, 'caixa');
  await expect((await dreDoCentro(page, rotulo(matriz), categoria)).getByRole('cell').last()).toHaveText('-R$ 740,74');
  await expect((await dreDoCentro(page, rotulo(filial), categoria)).getByRole('cell').last()).toHaveText('-R$ 493,82');
  // Uncut, the categoria holds the whole payable.
  await page.getByLabel('Centro de custo').selectOption({ label: 'Todos' });
  await expect(page.getByTestId('relatorio-tabela').getByRole('row').filter({ has: page.getByRole('cell', { name: categoria, exact: true }) })
    .getByRole('cell').last()).toHaveText('-R$ 1.234,56');
});

test('a 60/40 split retyped as 50/50 in Editar: the DRE cut by each centro follows, before and after paying', async ({ page }) => {
  const categoria = `Condomínio Rateado ${suffix}`;
  const descricao = `Condomínio das lojas ${suffix}`;
  const matriz = { id: crypto.randomUUID(), codigo: `EM${suffix}`.slice(0, 20), nome: 'Matriz' };
  const filial = { id: crypto.randomUUID(), codigo: `EF${suffix}`.slice(0, 20), nome: 'Filial' };
  const categoriaId = crypto.randomUUID();
  const bancoId = crypto.randomUUID();
  await signIn(page);
  for (const [rota, data] of [
    ['/api/cadastro-categoria', { id: categoriaId, descricao: categoria }], ['/api/cadastro-banco', { id: bancoId, banco: `Banco Editar ${suffix}`, status: 1 }],
    ['/api/cadastro-centro-custo', matriz], ['/api/cadastro-centro-custo', filial],
    ['/api/cadastro-financas', {
      descricao, status: 'Pagar', data_pagamento: '', pagamento: 'Pix', banco: bancoId, valor: '1234.56', data: hojeSP(), tipo: 'Sem Vencimento',
      metodo: 'À vista', categorias: categoriaId, tipo_lancamento: 'Serviço', observacao: '',
      rateio: [{ centro_custo: matriz.id, percentual: '60.00' }, { centro_custo: filial.id, percentual: '40.00' }],
    }],
  ] as const) expect((await page.request.post(rota, { data })).status()).toBe(201);

  // 1. Open, the DRE on competência reads the instalment: 60/40.
  await abrirDre(page, 'competencia');
  await expect((await dreDoCentro(page, rotulo(matriz), categoria)).getByRole('cell').last()).toHaveText('-R$ 740,74');
  await expect((await dreDoCentro(page, rotulo(filial), categoria)).getByRole('cell').last()).toHaveText('-R$ 493,82');

  // 2. Editar on Lançamentos: the shares are there as typed; retyped 50/50.
  await page.goto('/financeiro/lancamentos');
  await page.getByRole('searchbox').fill(descricao);
  const linha = page.getByRole('table', { name: 'Lançamentos' }).getByRole('row').filter({ hasText: descricao });
  await linha.getByRole('cell').nth(1).click();
  await page.getByRole('button', { name: 'Editar', exact: true }).click();
  const modal = page.getByRole('dialog', { name: /^Editar parcela/ });
  const rateio = modal.getByRole('group', { name: 'Rateio' });
  await expect(rateio.getByLabel('Percentual da parte 1')).toHaveValue('60,00');
  await expect(rateio.getByLabel('Centro de custo da parte 2')).toHaveValue(filial.id);
  for (const n of [1, 2]) await rateio.getByLabel(`Percentual da parte ${n}`).fill('50,00');
  await modal.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(modal).toBeHidden();
  await expect.poll(async () => {
    const { lancamentos } = (await (await page.request.get('/api/lancamentos')).json()) as { lancamentos: { descricao: string; rateio: { percentual: number }[] | null }[] };
    return lancamentos.find((l) => l.descricao === descricao)?.rateio?.map((p) => p.percentual);
  }).toEqual([5000, 5000]);

  // 3. The DRE's cuts follow: 617,28 each, open (competência) and once paid (caixa).
  await abrirDre(page, 'competencia');
  await expect((await dreDoCentro(page, rotulo(matriz), categoria)).getByRole('cell').last()).toHaveText('-R$ 617,28');
  await expect((await dreDoCentro(page, rotulo(filial), categoria)).getByRole('cell').last()).toHaveText('-R$ 617,28');
  await pagarNaLista(page, descricao);
  await abrirDre(page, 'caixa');
  await expect((await dreDoCentro(page, rotulo(matriz), categoria)).getByRole('cell').last()).toHaveText('-R$ 617,28');
  await expect((await dreDoCentro(page, rotulo(filial), categoria)).getByRole('cell').last()).toHaveText('-R$ 617,28');
});
