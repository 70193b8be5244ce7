/* Alçadas end to end (issue 35 item 1, decisions 430 and 432): an Administrador sets the limit
   on /financeiro/aprovacoes; an Operador, on another device, registers a R$ 1.500,00 payable on
   the Cadastro: it shows "Aguardando aprovação" on Lançamentos and Pagar is refused with the
   gate's message; the Administrador approves it on the approvals screen (it leaves the list) and
   rejects another one with a motivo; the Operador's device receives both and pays the approved
   one, and shows the rejected one with its motivo. The Administrador's bell counts what waits. */
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { MSG_ALCADA } from '../../src/domain/messages-alcada.ts';
import { MUTACOES } from '../../src/domain/mutacoes.ts';
import { confirmar, signIn } from './fixtures.ts';
import { abrirSino } from './sino-fixtures.ts';

const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const toast = (page: Page, text: string) => page.locator('[data-kind]', { hasText: text }).first();
const linha = (page: Page, descricao: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name: descricao, exact: true }) });

async function noServidor(request: APIRequestContext, descricao: string) {
  const rows = ((await (await request.get('/api/lancamentos')).json()) as { lancamentos: { descricao: string; status: string; aprovacao: string | null }[] }).lancamentos;
  return rows.find((r) => r.descricao === descricao);
}

async function buscar(page: Page, texto: string): Promise<void> {
  await page.getByRole('searchbox').fill(texto);
}

test('an Operador\'s R$ 1.500,00 payable waits, an Administrador approves it on another device, the Operador pays it; a rejection shows its motivo', async ({ browser }) => {
  const operador = { login: `opalc${suffix}`, password: 'senha-operador-1', name: `Otávio Operador ${suffix}` };
  const banco = `Banco Alçada ${suffix}`;
  const aprovar = `Servidor novo ${suffix}`;
  const reprovar = `Consultoria extra ${suffix}`;
  const admin = await browser.newContext();
  const caixa = await browser.newContext();
  const a = await admin.newPage();
  try {
    await signIn(a);
    expect((await a.request.post('/api/cadastro-usuario', {
      data: { id: crypto.randomUUID(), name: operador.name, email: `${operador.login}@x.com`, login: operador.login, password: operador.password, status: 1, perfil: 'operador' },
    })).status()).toBe(201);
    const bancoId = crypto.randomUUID();
    expect((await a.request.post('/api/cadastro-banco', { data: { id: bancoId, banco, status: 1 } })).status()).toBe(201);

    // 1. The Administrador sets the limit: R$ 1.000,00, typed as a clerk types money.
    await a.goto('/financeiro/aprovacoes');
    await expect(a.getByRole('heading', { name: 'Aprovações' })).toBeVisible();
    const config = a.getByRole('region', { name: MSG_ALCADA.tituloConfig });
    const ativa = config.getByRole('switch', { name: MSG_ALCADA.ativa });
    // The form opens once the saved alçada is read: only then does the switch say what is saved.
    await expect(ativa).toBeEnabled();
    if ((await ativa.getAttribute('aria-checked')) !== 'true') await ativa.click();
    await config.getByLabel(MSG_ALCADA.limite).fill('100000');
    await expect(config.getByLabel(MSG_ALCADA.limite)).toHaveValue('1.000,00');
    await config.getByRole('button', { name: MSG_ALCADA.salvar }).click();
    await expect(toast(a, MSG_ALCADA.configSalva)).toBeVisible();
    await expect.poll(async () => (await a.request.get(MUTACOES.configurarAlcada.path)).json()).toEqual({ ativa: true, limite: '1000.00' });

    // 2. The Operador, on another device, registers R$ 1.500,00 on the Cadastro (and a second one by the API).
    const b = await caixa.newPage();
    await signIn(b, operador);
    await b.goto('/financeiro/cadastro');
    const form = b.getByRole('form', { name: 'Cadastro de Lançamentos' });
    await expect(form.getByLabel('Banco').getByRole('option', { name: banco })).toHaveCount(1);
    await form.getByLabel('Descrição').fill(aprovar);
    await form.getByLabel('Status', { exact: true }).selectOption('Pagar');
    await form.getByRole('combobox', { name: 'Pagamento' }).selectOption('Pix');
    await form.getByLabel('Banco').selectOption({ label: banco });
    await form.getByLabel('Valor').fill('150000');
    await form.getByLabel('Data', { exact: true }).fill('2026-02-05');
    await form.getByLabel('Tipo', { exact: true }).selectOption('Sem Vencimento');
    await form.getByLabel('Método').selectOption('À vista');
    await form.getByRole('radio', { name: 'Compra' }).check();
    await form.getByRole('button', { name: 'Cadastrar' }).click();
    await expect(form.getByLabel('Descrição')).toHaveValue('');
    await expect.poll(async () => (await noServidor(b.request, aprovar))?.aprovacao).toBe('Aguardando aprovação');
    expect((await b.request.post('/api/cadastro-financas', {
      data: {
        descricao: reprovar, status: 'Pagar', data_pagamento: '', pagamento: 'Boleto', banco: bancoId, valor: '2000.00', data: '2026-02-05',
        tipo: 'Sem Vencimento', metodo: 'À vista', categorias: '', tipo_lancamento: 'Serviço', observacao: '',
      },
    })).status()).toBe(201);

    // It waits on the Operador's list, and Pagar is refused with the gate's message.
    await b.goto('/financeiro/lancamentos');
    await buscar(b, aprovar);
    const minha = linha(b, aprovar);
    await expect(minha.locator('[data-aprovacao]')).toHaveText('Aguardando aprovação');
    await minha.getByRole('checkbox').check();
    await b.getByRole('button', { name: 'Pagar', exact: true }).click();
    // The Pagar dialog names the row it will not pay, with the gate's text (decision 430).
    const pagar = b.getByRole('dialog', { name: 'Confirmação' });
    await expect(pagar.getByRole('listitem').filter({ hasText: `${aprovar}: ${MSG_ALCADA.aguardando}` })).toBeVisible();
    await pagar.getByRole('button', { name: 'Cancelar' }).click();
    await expect(pagar).toBeHidden();
    expect((await noServidor(b.request, aprovar))?.status).toBe('Pagar');

    // The Operador reaches the approvals screen read-only.
    await b.goto('/financeiro/aprovacoes');
    await buscar(b, aprovar);
    await expect(linha(b, aprovar)).toHaveCount(1);
    await expect(b.getByRole('button', { name: MSG_ALCADA.aprovar, exact: true })).toHaveCount(0);
    await expect(b.getByRole('region', { name: MSG_ALCADA.tituloConfig })).toHaveCount(0);

    // The bell tells the Administrador what waits, linking to Aprovações (decision 445); not the Operador.
    const sinoA = await abrirSino(a);
    await expect(sinoA.getByRole('link', { name: /Aprovações.*\d+ pagamentos aguardando aprovação/ })).toHaveAttribute('href', '/financeiro/aprovacoes');
    await a.keyboard.press('Escape');
    const sinoB = await abrirSino(b);
    await expect(sinoB.getByText(/aguardando aprovação/)).toHaveCount(0);
    await b.keyboard.press('Escape');

    // 3. The Administrador approves one (after a confirmation) and rejects the other with a motivo.
    await buscar(a, aprovar);
    await linha(a, aprovar).getByRole('checkbox').check();
    await a.getByRole('button', { name: MSG_ALCADA.aprovar, exact: true }).click();
    await confirmar(a);
    await expect(linha(a, aprovar)).toHaveCount(0);
    await buscar(a, reprovar);
    await linha(a, reprovar).getByRole('checkbox').check();
    await a.getByRole('button', { name: MSG_ALCADA.reprovar, exact: true }).click();
    const dialogo = a.getByRole('dialog', { name: MSG_ALCADA.tituloReprovar(1) });
    await dialogo.getByRole('button', { name: MSG_ALCADA.reprovar }).click();
    await expect(dialogo.getByText(MSG_ALCADA.motivoObrigatorio)).toBeVisible();
    await dialogo.getByLabel(MSG_ALCADA.motivo).fill('Fora do orçamento do mês');
    await dialogo.getByRole('button', { name: MSG_ALCADA.reprovar }).click();
    await expect(dialogo).toBeHidden();
    await expect(linha(a, reprovar)).toHaveCount(0);
    await expect.poll(async () => (await noServidor(a.request, aprovar))?.aprovacao).toBe('Aprovado');
    await expect.poll(async () => (await noServidor(a.request, reprovar))?.aprovacao).toBe('Reprovado');

    // 4. The Operador's device receives both: pays the approved one, sees the rejection's motivo.
    await b.goto('/financeiro/lancamentos');
    await buscar(b, reprovar);
    const reprovada = linha(b, reprovar).locator('[data-aprovacao]');
    await expect(reprovada).toContainText('Reprovado');
    await expect(reprovada).toHaveAttribute('title', /Motivo: Fora do orçamento do mês/);
    await buscar(b, aprovar);
    await expect(linha(b, aprovar).locator('[data-aprovacao]')).toContainText('Aprovado');
    await linha(b, aprovar).getByRole('checkbox').check();
    await b.getByRole('button', { name: 'Pagar', exact: true }).click();
    await confirmar(b);
    await expect(toast(b, 'Pagamento realizado com sucesso!')).toBeVisible();
    await expect.poll(async () => (await noServidor(b.request, aprovar))?.status).toBe('Pago');
  } finally {
    // The alçada is one server-wide row: off again, so no other spec's payable waits.
    await a.request.put(MUTACOES.configurarAlcada.path, { data: { ativa: false, limite: null } });
    await admin.close();
    await caixa.close();
  }
});
