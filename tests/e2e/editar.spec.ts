/* Editar in the browser (issue 31 item 1, decisions 395, 396): a parcela's valor and description
   changed in the modal show in the list and on the server; the form closes on the device's commit,
   and an edit based on a version changed elsewhere meanwhile is refused afterwards by a toast
   naming the parcela, whose action reopens the form with the parcela as it is now. A receivable's
   bank (issue 32) is changed through Editar too. */
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { signIn } from './fixtures.ts';

const unique = (name: string) => `${name} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

interface Linha { id: string; descricao: string; tipo_compra: string; parcela: number; valor: string; valor_parcela: string; version: number; id_titulo: string }

async function novoParcelado(request: APIRequestContext, descricao: string): Promise<void> {
  const banco = crypto.randomUUID();
  expect((await request.post('/api/cadastro-banco', { data: { id: banco, banco: unique('Banco'), status: 1 } })).status()).toBe(201);
  const res = await request.post('/api/cadastro-financas', {
    data: {
      descricao, status: 'Pagar', data_pagamento: '', pagamento: 'Boleto', banco, valor: '300.00', data: '2026-01-05',
      tipo: 'Com Vencimento', vencimento: '2026-01-20', metodo: 'Parcelado', parcela: '2', categorias: '', tipo_lancamento: 'Pagamento', observacao: '',
    },
  });
  expect(res.status()).toBe(201);
}

async function doServidor(request: APIRequestContext, base: string): Promise<Linha[]> {
  const r = await request.get('/api/lancamentos');
  const rows = ((await r.json()) as { lancamentos: Linha[] }).lancamentos.filter((l) => l.descricao.startsWith(base));
  return rows.sort((a, b) => a.parcela - b.parcela);
}

async function selecionar(page: Page, linha: ReturnType<Page['getByRole']>): Promise<void> {
  const limpar = page.getByTestId('list-selected').getByRole('button', { name: 'Limpar' });
  if (await limpar.isVisible()) await limpar.click();
  await linha.getByRole('cell').nth(1).click();
  await expect(page.getByText('1 selecionada(s)')).toBeVisible();
}

test('Editar a parcela\'s valor and description; a stale edit shows the conflict', async ({ page }) => {
  await signIn(page);
  const base = unique('Reforma');
  await novoParcelado(page.request, base);
  await page.goto('/financeiro/lancamentos');
  const tabela = page.getByRole('table', { name: 'Lançamentos' });
  await page.getByRole('searchbox').fill(base);
  const linhas = tabela.getByRole('row').filter({ hasText: base });
  await expect(linhas).toHaveCount(2);
  const editar = page.getByRole('button', { name: 'Editar', exact: true });
  await expect(editar).toBeDisabled();

  const [p1] = await doServidor(page.request, base);
  await selecionar(page, linhas.first());
  await editar.click();
  const modal = page.getByRole('dialog', { name: /^Editar parcela/ });
  await expect(modal).toHaveAccessibleName(`Editar parcela: ${base} (1/2)`);
  await expect(modal.getByLabel('Descrição')).toHaveValue(base);
  await modal.getByRole('radio', { name: 'Todas as parcelas em aberto do grupo' }).check();
  await expect(modal.getByLabel('Valor da parcela')).toBeDisabled();
  await modal.getByRole('radio', { name: 'Só esta parcela' }).check();
  await modal.getByLabel('Descrição').fill(`${base} sala`);
  await modal.getByLabel('Valor da parcela').fill('17500');
  await expect(modal.getByLabel('Pagamento')).toHaveValue('Boleto');
  await modal.getByLabel('Tipo de Lançamento').selectOption('Serviço');
  await modal.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(modal).toBeHidden();
  await expect(tabela.getByRole('row').filter({ hasText: `${base} sala` })).toHaveCount(1);
  await expect.poll(async () => (await doServidor(page.request, base)).map((l) => [l.descricao, l.valor_parcela, l.valor]))
    .toEqual([[`${base} sala`, '175.00', '325.00'], [base, '150.00', '325.00']]);
  expect(p1?.descricao).toBe(base);
  expect((await doServidor(page.request, base)).map((l) => l.tipo_compra)).toEqual(['Serviço', 'Pagamento']);

  // Parcela 2 opened here, then changed elsewhere before Salvar: the server answers 409.
  const segunda = tabela.getByRole('row').filter({ hasText: base }).filter({ hasNotText: `${base} sala` });
  await selecionar(page, segunda);
  await editar.click();
  await expect(modal).toBeVisible();
  const [, p2] = await doServidor(page.request, base);
  const outro = await page.request.post('/api/update-lancamento', {
    data: { id: p2!.id, escopo: 'parcela', version: p2!.version, observacao: 'mudou em outro lugar' },
  });
  expect(outro.status()).toBe(200);
  await modal.getByLabel('Descrição').fill(`${base} cozinha`);
  // The parcela as it is now shows in the modal (the list's live row), beside the typed change.
  const atual = modal.getByTestId('editar-atual');
  await expect(atual).toContainText(`${base} (2/2) foi alterada por outra pessoa enquanto você editava.`);
  await expect(atual).toContainText('Observação: mudou em outro lugar');
  // Salvar: the form closes on the device's commit; the server's 409 comes afterwards as a toast
  // naming the parcela, kept until acted on.
  await modal.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(modal).toBeHidden();
  const recusa = page.locator('[data-kind="danger"]', { hasText: `Edição de ${base} (2/2) não salva: Este registro foi alterado por outra pessoa` });
  await expect(recusa).toBeVisible();
  expect((await doServidor(page.request, base))[1]?.descricao).toBe(base);
  // The refused edit left the queue (nothing waits in Sincronização) and the list shows the
  // server's parcela again.
  await expect(tabela.getByRole('row').filter({ hasText: `${base} cozinha` })).toHaveCount(0);
  await expect(page.getByTestId('failed-count')).toHaveCount(0);
  await expect(page.getByTestId('pending-count')).toHaveCount(0);
  // Abrir Editar: the form again, with the description typed and the parcela as it is now above it.
  await recusa.getByRole('button', { name: 'Abrir Editar' }).click();
  await expect(recusa).toBeHidden();
  await expect(modal).toBeVisible();
  await expect(modal.getByLabel('Descrição')).toHaveValue(`${base} cozinha`);
  await expect(atual).not.toContainText('cozinha');
  await expect(atual).toContainText('Observação: mudou em outro lugar');
  // Usar os dados atuais: the form restarts from the current parcela, and the edit then saves.
  await atual.getByRole('button', { name: 'Usar os dados atuais' }).click();
  await expect(atual).toBeHidden();
  await expect(modal.getByLabel('Observação')).toHaveValue('mudou em outro lugar');
  await modal.getByLabel('Descrição').fill(`${base} cozinha`);
  await modal.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(modal).toBeHidden();
  await expect.poll(async () => (await doServidor(page.request, base)).map((l) => l.descricao).sort())
    .toEqual([`${base} cozinha`, `${base} sala`].sort());
});

/** A new open bill of R$ 500,00 due 10/12/2026, its Editar opened on Faturas. */
async function editarNovaFatura(page: Page): Promise<{ id: string; descricao: string; modal: ReturnType<Page['getByRole']> }> {
  await signIn(page);
  const banco = crypto.randomUUID();
  const id = crypto.randomUUID();
  const descricao = unique('Fatura');
  expect((await page.request.post('/api/cadastro-banco', { data: { id: banco, banco: unique('Banco'), status: 1 } })).status()).toBe(201);
  expect((await page.request.post('/api/cadastro-fatura', {
    data: { id, descricao, status: 'Pagar', data_pagamento: '', banco, valor: '500.00', vencimento: '2026-12-10' },
  })).status()).toBe(201);
  await page.goto('/financeiro/faturas');
  await page.getByRole('searchbox').fill(descricao);
  const linha = page.getByRole('table', { name: 'Faturas' }).getByRole('row').filter({ hasText: descricao });
  await selecionar(page, linha);
  await page.getByRole('button', { name: 'Editar', exact: true }).click();
  const modal = page.getByRole('dialog', { name: `Editar: ${descricao}` });
  await expect(modal.getByLabel('Valor')).toHaveValue('500,00');
  return { id, descricao, modal };
}

test('Editar a receivable\'s bank (issue 32) reaches the server', async ({ page }) => {
  await signIn(page);
  const [de, para] = [unique('Banco origem'), unique('Banco destino')];
  const ids: string[] = [];
  for (const banco of [de, para]) {
    const id = crypto.randomUUID();
    expect((await page.request.post('/api/cadastro-banco', { data: { id, banco, status: 1 } })).status()).toBe(201);
    ids.push(id);
  }
  const descricao = unique('Consultoria');
  expect((await page.request.post('/api/cadastro-recebiveis', {
    data: {
      descricao, status: 'Pagar', data_pagamento: '', valor: '250.00', data: '2026-01-05', tipo: 'Com Vencimento',
      vencimento: '2026-01-20', metodo: 'À vista', observacao: '', banco: ids[0],
    },
  })).status()).toBe(201);
  await page.goto('/financeiro/recebiveis');
  await page.getByRole('searchbox').fill(descricao);
  const linha = page.getByRole('table', { name: 'Recebíveis' }).getByRole('row').filter({ hasText: descricao });
  await selecionar(page, linha);
  await page.getByRole('button', { name: 'Editar', exact: true }).click();
  const modal = page.getByRole('dialog', { name: /^Editar parcela/ });
  const banco = modal.getByLabel('Banco (opcional)');
  await expect(banco).toHaveValue(ids[0]!);
  await banco.selectOption({ label: para });
  await modal.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(modal).toBeHidden();
  await expect.poll(async () => {
    const r = await page.request.get('/api/recebiveis');
    return ((await r.json()) as { recebiveis: { descricao: string; banco_id: string | null }[] }).recebiveis.find((x) => x.descricao === descricao)?.banco_id;
  }).toBe(ids[1]);
});

test('Editar a fatura\'s valor on Faturas reaches the server', async ({ page }) => {
  const { id, modal } = await editarNovaFatura(page);
  await modal.getByLabel('Valor').fill('51234');
  await modal.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(modal).toBeHidden();
  await expect.poll(async () => {
    const r = await page.request.get('/api/faturas');
    return ((await r.json()) as { faturas: { id: string; valor: string }[] }).faturas.find((f) => f.id === id)?.valor;
  }).toBe('512.34');
});

test('Editar a fatura changed elsewhere: the form closes, the 409 comes as a toast that reopens it on the bill as it is now', async ({ page }) => {
  const { id, descricao, modal } = await editarNovaFatura(page);
  const doServidor = async () => {
    const r = await page.request.get('/api/faturas');
    return ((await r.json()) as { faturas: { id: string; valor: string; vencimento: string; version: number }[] }).faturas.find((f) => f.id === id)!;
  };
  // Changed elsewhere after the form opened.
  const antes = await doServidor();
  expect((await page.request.post('/api/update-fatura', {
    data: { id, escopo: 'parcela', version: antes.version, vencimento: '2026-12-15' },
  })).status()).toBe(200);
  await modal.getByLabel('Valor').fill('51234');
  await modal.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(modal).toBeHidden();
  const recusa = page.locator('[data-kind="danger"]', { hasText: `Edição de ${descricao} não salva: Este registro foi alterado por outra pessoa` });
  await expect(recusa).toBeVisible();
  expect((await doServidor()).valor).toBe('500.00');
  await expect(page.getByTestId('failed-count')).toHaveCount(0);
  // Abrir Editar: the bill as it is now (its new vencimento) with the valor typed; saving now works.
  await recusa.getByRole('button', { name: 'Abrir Editar' }).click();
  await expect(modal).toBeVisible();
  await expect(modal.getByLabel('Valor')).toHaveValue('512,34');
  await modal.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(modal).toBeHidden();
  await expect.poll(async () => { const f = await doServidor(); return [f.valor, f.vencimento]; }).toEqual(['512.34', '2026-12-15']);
});
