/* Issue 16's done-when: import an OFX into a bank, see every line as a duplicate on the second
   import, confirm the suggested matches and find those títulos Pago on the statement's date on
   the server. The OFX is a fixture we wrote (tests/fixtures/extratos/). */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { bancoComAluguelDoExtrato, E2E_ADMIN, signIn } from './fixtures.ts';

const TAG = Date.now().toString(36);
const BANCO = `Conta ${TAG}`;
const OFX = { name: 'extrato.ofx', mimeType: 'application/x-ofx', buffer: readFileSync(new URL('../fixtures/extratos/ofx-sgml-quirks.ofx', import.meta.url)) };
const toast = (page: Page, text: string) => page.locator('[data-kind]', { hasText: text });

test.beforeAll(async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8181' });
  expect((await api.post('/api/login', { data: { login: E2E_ADMIN.login, password: E2E_ADMIN.password } })).ok()).toBe(true);
  await bancoComAluguelDoExtrato(api, BANCO, `Aluguel sala centro ${TAG}`);
  // The statement's credit of R$ 2.500,00 on 10/01 settles this receivable due 09/01.
  expect((await api.post('/api/cadastro-recebiveis', {
    data: {
      descricao: `Cliente Açaí Paraíso ${TAG}`, status: 'Pagar', valor: '2500.00', data: '2025-12-01', tipo: 'Com Vencimento',
      vencimento: '2026-01-09', metodo: 'À vista', observacao: '',
    },
  })).status()).toBe(201);
  await api.dispose();
});

test('imports an OFX, sees duplicates on the second import, confirms the matches and the server has them Pago on the statement date', async ({ page }) => {
  await signIn(page);
  await page.goto('/financeiro/extratos');
  await page.getByLabel('Banco').selectOption({ label: BANCO });
  const arquivo = page.getByLabel('Arquivo do extrato (OFX ou CSV)');

  await arquivo.setInputFiles(OFX);
  await expect(page.getByRole('status').filter({ hasText: 'nova' })).toContainText('4 novas · 0 duplicadas · 0 com erro · 1 ignorada');
  const previa = page.getByRole('table', { name: 'Prévia' });
  await expect(previa.getByRole('row').filter({ hasText: 'PAG BOLETO ALUGUEL SALA & CIA "CENTRO"' })).toContainText('Nova');
  await page.getByRole('button', { name: 'Importar tudo' }).click();
  await expect(toast(page, '4 linhas importadas.')).toBeVisible();

  // The same file again: every line is already there.
  await arquivo.setInputFiles(OFX);
  await expect(page.getByRole('status').filter({ hasText: 'nova' })).toContainText('0 novas · 4 duplicadas');
  await expect(previa.getByRole('row').filter({ hasText: 'Duplicada' })).toHaveCount(4);
  await expect(page.getByRole('button', { name: 'Importar tudo' })).toBeDisabled();

  const conciliacao = page.getByRole('table', { name: 'Conciliação bancária' });
  await expect(conciliacao.getByRole('row').filter({ hasText: 'PAG BOLETO ALUGUEL' })).toContainText(`Lançamento: Aluguel sala centro ${TAG}`);
  await expect(conciliacao.getByRole('row').filter({ hasText: 'PIX RECEBIDO' })).toContainText(`Recebível: Cliente Açaí Paraíso ${TAG}`);
  // Confirmar todas asks first (issue 32): a review of the pairs, then one confirmation.
  await page.getByRole('button', { name: 'Confirmar todas as sugestões (2)' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Pagar e conciliar 2' }).click();
  await expect(conciliacao.getByRole('row').filter({ hasText: 'PAG BOLETO ALUGUEL' })).toContainText(`Conciliado com Lançamento: Aluguel sala centro ${TAG}`);

  // On the server: paid through the normal pay path, on the statement's dates, and linked.
  await expect.poll(async () => {
    const { lancamentos } = (await (await page.request.get('/api/lancamentos')).json()) as { lancamentos: { descricao: string; status: string; data_pagamento: string | null }[] };
    const l = lancamentos.find((x) => x.descricao === `Aluguel sala centro ${TAG}`);
    return [l?.status, l?.data_pagamento];
  }, { timeout: 15_000 }).toEqual(['Pago', '2026-01-05']);
  await expect.poll(async () => {
    const { recebiveis } = (await (await page.request.get('/api/recebiveis')).json()) as { recebiveis: { descricao: string; status: string; data_pagamento: string | null }[] };
    const r = recebiveis.find((x) => x.descricao === `Cliente Açaí Paraíso ${TAG}`);
    return [r?.status, r?.data_pagamento];
  }, { timeout: 15_000 }).toEqual(['Pago', '2026-01-10']);
  const doBanco = async () => {
    const { extratos } = (await (await page.request.get('/api/extratos')).json()) as { extratos: { descricao: string; banco_id: string; lancamento_id: string | null }[] };
    const { bancos } = (await (await page.request.get('/api/bancos')).json()) as { bancos: { id: string; banco: string }[] };
    const banco = bancos.find((b) => b.banco === BANCO)!.id;
    return extratos.filter((e) => e.banco_id === banco);
  };
  await expect.poll(async () => (await doBanco()).some((e) => e.descricao.startsWith('PAG BOLETO ALUGUEL') && e.lancamento_id !== null), { timeout: 15_000 }).toBe(true);

  // The two lines left unmatched become payables after their review (descriptions made readable),
  // Pago on their dates and linked.
  await page.getByRole('button', { name: 'Lançar as não conciliadas (2)' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Lançar 2 linhas' }).click();
  await expect(conciliacao.getByRole('row').filter({ hasText: 'CONTA DE LUZ' })).toContainText('Conciliado com Lançamento: Conta de luz jan/26');
  await expect.poll(async () => {
    const luz = (await doBanco()).find((e) => e.descricao === 'CONTA DE LUZ JAN/26');
    if (!luz?.lancamento_id) return null;
    const { lancamentos } = (await (await page.request.get('/api/lancamentos')).json()) as { lancamentos: { id: string; status: string; data_pagamento: string | null; valor: string }[] };
    const l = lancamentos.find((x) => x.id === luz.lancamento_id);
    return [l?.status, l?.data_pagamento, l?.valor];
  }, { timeout: 15_000 }).toEqual(['Pago', '2026-01-15', '89.90']);

  // The link the other way (decision 311): the lists mark the conciliated título beside its
  // payment date, with the statement line on hover (title) and in full with the row's focus.
  await page.setViewportSize({ width: 1366, height: 800 });
  for (const [rota, descricao, linhaExtrato] of [
    ['/financeiro/lancamentos', `Aluguel sala centro ${TAG}`, /^Conciliado com o extrato de 05\/01\/2026: PAG BOLETO ALUGUEL SALA & CIA "CENTRO" \(-R\$\s150,00\)$/],
    ['/financeiro/recebiveis', `Cliente Açaí Paraíso ${TAG}`, /^Conciliado com o extrato de 10\/01\/2026: PIX RECEBIDO .*\(R\$\s2\.500,00\)$/],
  ] as const) {
    await page.goto(rota);
    await page.getByRole('searchbox').fill(TAG);
    const row = page.getByRole('row').filter({ hasText: descricao });
    const marcador = row.getByTestId('vinculo-extrato');
    await expect(marcador).toHaveText('Extrato');
    await expect(marcador).toHaveAttribute('title', linhaExtrato);
    await expect(row.getByText(linhaExtrato)).toBeHidden();
    await row.getByRole('checkbox').focus();
    await expect(row.getByText(linhaExtrato)).toBeVisible();
  }
  // A payable created from an unmatched line is linked too.
  await page.goto('/financeiro/lancamentos');
  await page.getByRole('searchbox').fill('Conta de luz jan/26');
  await expect(page.getByRole('row').filter({ hasText: 'Conta de luz jan/26' }).getByTestId('vinculo-extrato')).toHaveCount(1);
});
