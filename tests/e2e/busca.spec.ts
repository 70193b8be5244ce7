/* Search over amounts and payment kind on Lançamentos (issue 33): a clerk types the amount on the
   boleto as they read it ("8.464,43", or "8464,43") or the kind ("Pix"), and finds the row. */
import { expect, test } from '@playwright/test';
import { signIn } from './fixtures.ts';
import { api } from './sino-fixtures.ts';

// Issue 33: each point is checked on a 1366×800 laptop with an English-language browser.
test.use({ locale: 'en-US', viewport: { width: 1366, height: 800 } });

const TAG = `bus${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('Lançamentos finds a payable by its amount as typed and by its payment kind', async ({ page, playwright }) => {
  const ctx = await api(playwright);
  expect((await ctx.post('/api/cadastro-banco', { data: { banco: `Banco ${TAG}` } })).status()).toBe(201);
  const bancos = (await (await ctx.get('/api/bancos')).json()) as { bancos: { id: string; banco: string }[] };
  const banco = bancos.bancos.find((b) => b.banco === `Banco ${TAG}`)!.id;
  const criado = await ctx.post('/api/cadastro-financas', {
    data: {
      descricao: `Aluguel ${TAG}`, banco, pagamento: 'Pix', tipo_lancamento: 'Pagamento', observacao: '', status: 'Pagar',
      valor: '8464.43', data: '2026-04-01', tipo: 'Com Vencimento', vencimento: '2026-04-10', metodo: 'À vista', categorias: '',
    },
  });
  expect(criado.status()).toBe(201);
  await signIn(page);
  await page.goto('/financeiro/lancamentos');
  const tabela = page.getByRole('table', { name: 'Lançamentos' });
  const linha = tabela.getByRole('row').filter({ hasText: `Aluguel ${TAG}` });
  for (const busca of ['8.464,43', '8464,43', `${TAG} 8.464`, `pix ${TAG}`]) {
    await page.getByRole('searchbox').fill(busca);
    await expect(linha, busca).toHaveCount(1);
  }
  await page.getByRole('searchbox').fill(`boleto ${TAG}`);
  await expect(page.getByTestId('list-message')).toHaveText('Busca não encontrada!');
});

test('the Filtro keeps the payables of a Banco and of a Pagamento (issue 33)', async ({ page, playwright }) => {
  const ctx = await api(playwright);
  const nomes = [`Filtro A ${TAG}`, `Filtro B ${TAG}`] as const;
  for (const banco of nomes) expect((await ctx.post('/api/cadastro-banco', { data: { banco } })).status()).toBe(201);
  const bancos = (await (await ctx.get('/api/bancos')).json()) as { bancos: { id: string; banco: string }[] };
  const id = (nome: string) => bancos.bancos.find((b) => b.banco === nome)!.id;
  for (const [descricao, banco, pagamento] of [[`Luz ${TAG}`, nomes[0], 'Boleto'], [`Água ${TAG}`, nomes[0], 'Pix'], [`Gás ${TAG}`, nomes[1], 'Pix']] as const) {
    const criado = await ctx.post('/api/cadastro-financas', {
      data: {
        descricao, banco: id(banco), pagamento, tipo_lancamento: 'Pagamento', observacao: '', status: 'Pagar',
        valor: '10.00', data: '2026-04-01', tipo: 'Com Vencimento', vencimento: '2026-04-10', metodo: 'À vista', categorias: '',
      },
    });
    expect(criado.status()).toBe(201);
  }
  await signIn(page);
  await page.goto('/financeiro/lancamentos');
  // The search (banks are searched too) keeps this test's three payables on the page.
  await page.getByRole('searchbox').fill(`filtro ${TAG}`);
  const linhas = page.getByRole('table', { name: 'Lançamentos' }).getByRole('row').filter({ hasText: TAG });
  await expect(linhas).toHaveCount(3);
  await page.getByRole('button', { name: 'Filtrar' }).click();
  const filtro = page.getByRole('dialog', { name: 'Filtro de Lançamento' });
  await filtro.getByLabel('Cadastro inicial').fill('2026-04-01');
  await filtro.getByLabel('Cadastro final').fill('2026-04-01');
  await filtro.getByRole('group', { name: 'Banco' }).getByLabel(nomes[0]).check();
  await filtro.getByRole('group', { name: 'Pagamento', exact: true }).getByLabel('Pix').check();
  await filtro.getByRole('button', { name: 'Filtrar' }).click();
  await expect(linhas).toHaveCount(1);
  await expect(linhas).toContainText(`Água ${TAG}`);
});
