/* Search over amounts and payment kind on Lançamentos (issue 33): a clerk types the amount on the
   boleto as they read it ("8.464,43", or "8464,43") or the kind ("Pix"), and finds the row. */
import { expect, test } from '@playwright/test';
import { signIn } from './fixtures.ts';
import { api } from './sino-fixtures.ts';

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
