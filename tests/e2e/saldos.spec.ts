/* Issue 32 in the browser: a bank created with its saldo inicial, a transferência to another bank
   (on the list kit, deleted after a confirmation), and the figures on the Painel's Saldos card
   and the Bancos Saldo column, computed on the device and equal to the server's report. */
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { formatBRL, parseDecimal } from '../../src/domain/money.ts';
import { confirmar, signIn } from './fixtures.ts';

const TAG = Date.now().toString(36);
const unique = (name: string) => `${name} ${TAG}`;
const toast = (page: Page, text: string) => page.locator('[data-kind]', { hasText: text });
const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });

async function cadastrarBanco(page: Page, nome: string, saldo?: string) {
  await page.goto('/financeiro/bancos');
  await page.getByRole('button', { name: 'Cadastrar Banco' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cadastrar Banco' });
  await dialog.getByLabel('Banco', { exact: true }).fill(nome);
  if (saldo) {
    await dialog.getByLabel('Saldo inicial', { exact: true }).fill(saldo);
    await dialog.getByLabel('Data do saldo inicial').fill('01/01/2026');
  }
  await dialog.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(toast(page, 'Banco cadastrado com sucesso!')).toBeVisible();
  await expect(dialog).toBeHidden();
}

async function saldoNoServidor(page: Page, nome: string): Promise<string | undefined> {
  const res = await page.request.get('/api/relatorios/saldos');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { saldos: { banco: string; saldo: string }[] }).saldos.find((s) => s.banco === nome)?.saldo;
}

test('a bank with saldo inicial, a transfer, the Painel card and the Bancos Saldo column', async ({ page }) => {
  const origem = unique('Caixa Saldo');
  const destino = unique('Reserva Saldo');
  await signIn(page);
  await cadastrarBanco(page, origem, '1.500,00');
  await cadastrarBanco(page, destino);
  // The whole suite leaves dozens of banks: search for this test's two, as a clerk would.
  await page.getByRole('searchbox').fill(TAG);
  await expect(rowOf(page, origem).getByRole('cell').last()).toHaveText('R$ 1.500,00');

  await page.goto('/financeiro/transferencias');
  await expect(page.getByRole('heading', { name: 'Transferências' })).toBeVisible();
  await page.getByRole('button', { name: 'Cadastrar Transferência' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Cadastrar Transferência' });
  await dialog.getByLabel('De (banco de origem)').selectOption({ label: origem });
  await dialog.getByLabel('Para (banco de destino)').selectOption({ label: origem });
  await dialog.getByLabel('Valor', { exact: true }).fill('400,00');
  await dialog.getByLabel('Data', { exact: true }).fill('02/01/2026');
  await dialog.getByRole('button', { name: 'Cadastrar' }).click();
  // The server's rule, on the device before anything is queued.
  await expect(dialog.getByText('O banco de destino deve ser diferente do banco de origem.')).toBeVisible();
  await dialog.getByLabel('Para (banco de destino)').selectOption({ label: destino });
  await dialog.getByLabel('Descrição').fill('Reserva de caixa');
  await dialog.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(toast(page, 'Transferência cadastrada com sucesso!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, 'Reserva de caixa').getByRole('cell')).toHaveText(['', '02/01/2026', origem, destino, 'R$ 400,00', 'Reserva de caixa']);
  await expect.poll(() => saldoNoServidor(page, origem)).toBe('1100.00');
  expect(await saldoNoServidor(page, destino)).toBe('400.00');

  await page.goto('/financeiro/bancos');
  await page.getByRole('searchbox').fill(TAG);
  await expect(rowOf(page, origem).getByRole('cell').last()).toHaveText('R$ 1.100,00');
  await expect(rowOf(page, destino).getByRole('cell').last()).toHaveText('R$ 400,00');

  // A statement whose closing balance (LEDGERBAL) on 02/01 matches Fluxo's saldo that day.
  await page.goto('/financeiro/extratos');
  await page.getByLabel('Banco').selectOption({ label: origem });
  const ofx = (saldo: string) => Buffer.from(`OFXHEADER:100
<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><BANKTRANLIST>
<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20260102<TRNAMT>-400.00<FITID>T1<MEMO>TED Reserva</STMTTRN>
</BANKTRANLIST><LEDGERBAL><BALAMT>${saldo}<DTASOF>20260102</LEDGERBAL></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`);
  const arquivo = page.getByLabel('Arquivo do extrato (OFX ou CSV)');
  await arquivo.setInputFiles({ name: 'extrato.ofx', mimeType: 'application/x-ofx', buffer: ofx('1100.00') });
  await expect(page.getByTestId('saldo-do-extrato')).toContainText('R$ 1.100,00');
  await expect(page.getByTestId('saldo-diferenca')).toHaveText('R$ 0,00');

  await page.goto('/');
  const card = page.getByTestId('painel-saldos');
  await expect(card.getByRole('listitem').filter({ hasText: origem })).toContainText('R$ 1.100,00');
  await expect(card.getByRole('listitem').filter({ hasText: destino })).toContainText('R$ 400,00');
  const total = await page.request.get('/api/relatorios/saldos');
  const { total: totalServidor } = (await total.json()) as { total: string };
  // The app's own money format (a negative total, left by the rest of the suite, is "-R$ 1.436,70").
  await expect(page.getByTestId('painel-saldos-total')).toHaveText(formatBRL(parseDecimal(totalServidor)!));

  // Deleting asks first; the saldo goes back.
  await page.goto('/financeiro/transferencias');
  await rowOf(page, 'Reserva de caixa').getByRole('cell', { name: 'Reserva de caixa' }).click();
  await page.getByRole('button', { name: 'Excluir' }).click();
  await confirmar(page);
  await expect(rowOf(page, 'Reserva de caixa')).toHaveCount(0);
  await expect.poll(() => saldoNoServidor(page, origem)).toBe('1500.00');
});
