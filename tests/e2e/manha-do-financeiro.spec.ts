/* Issue 32's done-when, the clerk's morning: open the Painel and read the bank's balance, import the
   bank's statement (its closing balance shown beside Fluxo's), conciliate the line that pays an open
   payable, review and post the rest with categorias, and find on the Painel — and on the server —
   the statement's closing balance as the bank's saldo; the statement list keeps that closing balance
   beside Fluxo's saldo that day, and the difference reaches zero. */
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { formatBRL } from '../../src/domain/money.ts';
import { E2E_ADMIN, signIn } from './fixtures.ts';

const TAG = `m${Date.now().toString(36)}`;
const BANCO = `Itaú ${TAG}`;
const CATEGORIA = `Despesas bancárias ${TAG}`;
const toast = (page: Page, text: string) => page.locator('[data-kind]', { hasText: text });
const OFX = Buffer.from(`OFXHEADER:100
<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><BANKTRANLIST>
<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20260105<TRNAMT>-150.00<FITID>M1<MEMO>PAG BOLETO ALUGUEL SALA</STMTTRN>
<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20260106<TRNAMT>-89.90<FITID>M2<MEMO>CONTA DE LUZ JAN/26</STMTTRN>
<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20260107<TRNAMT>-45.00<FITID>M3<MEMO>TARIFA PACOTE SERVICOS</STMTTRN>
</BANKTRANLIST><LEDGERBAL><BALAMT>4715.10<DTASOF>20260107</LEDGERBAL></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`);

async function saldoNoServidor(page: Page): Promise<string | undefined> {
  const res = await page.request.get('/api/relatorios/saldos');
  return ((await res.json()) as { saldos: { banco: string; saldo: string }[] }).saldos.find((s) => s.banco === BANCO)?.saldo;
}

test.beforeAll(async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8181' });
  expect((await api.post('/api/login', { data: { login: E2E_ADMIN.login, password: E2E_ADMIN.password } })).ok()).toBe(true);
  expect((await api.post('/api/cadastro-banco', { data: { banco: BANCO, saldo_inicial: '5000.00', data_saldo_inicial: '2026-01-01' } })).status()).toBe(201);
  expect((await api.post('/api/cadastro-categoria', { data: { descricao: CATEGORIA } })).status()).toBe(201);
  const banco = ((await (await api.get('/api/bancos')).json()) as { bancos: { id: string; banco: string }[] }).bancos.find((b) => b.banco === BANCO)!.id;
  expect((await api.post('/api/cadastro-financas', {
    data: {
      descricao: `Aluguel da sala ${TAG}`, banco, pagamento: 'Boleto', tipo_lancamento: 'Pagamento', observacao: '', status: 'Pagar',
      valor: '150.00', data: '2025-12-20', tipo: 'Com Vencimento', vencimento: '2026-01-05', metodo: 'À vista', categorias: '',
    },
  })).status()).toBe(201);
  await api.dispose();
});

test('the morning: Painel balance, statement with its closing balance, one conciliation, the rest reviewed and posted', async ({ page }) => {
  await signIn(page);
  await page.setViewportSize({ width: 1500, height: 900 });
  const card = page.getByTestId('painel-saldos');
  await expect(card.getByRole('listitem').filter({ hasText: BANCO })).toContainText('R$ 5.000,00');

  await page.goto('/financeiro/extratos');
  await page.getByLabel('Banco').selectOption({ label: BANCO });
  await page.getByLabel('Arquivo do extrato (OFX ou CSV)').setInputFiles({ name: 'itau.ofx', mimeType: 'application/x-ofx', buffer: OFX });
  await expect(page.getByTestId('saldo-do-extrato')).toContainText('R$ 4.715,10');
  await expect(page.getByTestId('saldo-do-extrato')).toContainText('R$ 5.000,00');
  await page.getByRole('button', { name: 'Importar tudo' }).click();
  await expect(toast(page, '3 linhas importadas.')).toBeVisible();

  const tabela = page.getByRole('table', { name: 'Conciliação bancária' });
  const linha = (texto: string) => tabela.getByRole('row').filter({ hasText: texto });
  // The statement list keeps its closing balance beside Fluxo's saldo that day (decision 426).
  const fechamento = `${formatBRL(471_510)} em 07/01/2026`;
  await expect(linha('TARIFA PACOTE SERVICOS')).toContainText(fechamento);
  await expect(linha('TARIFA PACOTE SERVICOS').getByRole('cell').last()).toHaveText(formatBRL(-28_490));
  await expect(linha('PAG BOLETO ALUGUEL SALA')).toContainText(`Lançamento: Aluguel da sala ${TAG}`);
  await linha('PAG BOLETO ALUGUEL SALA').getByRole('button', { name: /^Confirmar: pagar em 05\/01\/2026/ }).click();
  await expect(linha('PAG BOLETO ALUGUEL SALA')).toContainText(`Conciliado com Lançamento: Aluguel da sala ${TAG}`);

  await page.getByRole('button', { name: 'Lançar as não conciliadas (2)' }).click();
  const revisao = page.getByRole('dialog', { name: 'Revisar os lançamentos do extrato' });
  await expect(revisao.getByRole('textbox', { name: /CONTA DE LUZ JAN\/26/ })).toHaveValue('Conta de luz jan/26');
  for (const memo of ['CONTA DE LUZ JAN/26', 'TARIFA PACOTE SERVICOS']) {
    await revisao.getByRole('combobox', { name: new RegExp(`^Categoria: .*${memo.replace('/', '\\/')}`) }).selectOption({ label: CATEGORIA });
  }
  await revisao.getByRole('textbox', { name: /TARIFA PACOTE SERVICOS/ }).fill(`Tarifa do pacote ${TAG}`);
  await revisao.getByRole('button', { name: 'Lançar 2 linhas' }).click();
  await expect(revisao).toBeHidden();
  await expect(linha('TARIFA PACOTE SERVICOS')).toContainText(`Conciliado com Lançamento: Tarifa do pacote ${TAG}`);
  // Everything posted: Fluxo's saldo on 07/01 is the statement's, on every line of it.
  for (const memo of ['PAG BOLETO ALUGUEL SALA', 'TARIFA PACOTE SERVICOS']) {
    await expect(linha(memo)).toContainText(`${fechamento}${formatBRL(471_510)}${formatBRL(0)}`);
  }

  // The bank's saldo is now the statement's closing balance, on the server and on the Painel.
  await expect.poll(() => saldoNoServidor(page), { timeout: 20_000 }).toBe('4715.10');
  await page.goto('/');
  await expect(card.getByRole('listitem').filter({ hasText: BANCO })).toContainText('R$ 4.715,10');
  const { lancamentos } = (await (await page.request.get('/api/lancamentos')).json()) as { lancamentos: { descricao: string; categoria: string | null; status: string }[] };
  expect(lancamentos.filter((l) => l.categoria === CATEGORIA).map((l) => [l.descricao, l.status]).sort()).toEqual([
    ['Conta de luz jan/26', 'Pago'], [`Tarifa do pacote ${TAG}`, 'Pago'],
  ]);
});
