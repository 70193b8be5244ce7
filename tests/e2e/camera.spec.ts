/* Issue 15: reading a boleto or a Pix from a photo (the tablet's camera fills the reader's file
   input with `capture`). This Chromium has no native BarcodeDetector, so the ZXing polyfill is what
   reads here (decision 224): it must load from our own origin (offline, no CDN) and decode an ITF
   boleto barcode and a Pix QR code rendered by bwip-js in this test. */
import { expect, test } from '@playwright/test';
import bwipjs from 'bwip-js/node';
import { codigoDeBarrasBancario } from '../../src/domain/boleto.ts';
import { crc16 } from '../../src/domain/pix.ts';
import { signIn } from './fixtures.ts';

// Itaú, fator 1360 = 17/02/2026, R$ 1.250,50 (tests/unit/boleto.test.ts): its 44-digit barcode.
const LINHA = '34191090080000015000300000000000213600000125050';

function pixCode(): string {
  const tlv = (tag: string, v: string) => `${tag}${String(v.length).padStart(2, '0')}${v}`;
  const corpo = tlv('00', '01') + tlv('26', tlv('00', 'br.gov.bcb.pix') + tlv('01', 'contas@padaria.com.br'))
    + tlv('52', '0000') + tlv('53', '986') + tlv('54', '45.00') + tlv('58', 'BR') + tlv('59', 'Padaria Real') + tlv('60', 'RECIFE') + tlv('62', tlv('05', '***'));
  return `${corpo}6304${crc16(`${corpo}6304`)}`;
}

const foto = (name: string, buffer: Buffer) => ({ name, mimeType: 'image/png', buffer });

test('a photo of a boleto barcode and of a Pix QR code fill the form, read by the polyfill from our origin', async ({ page }) => {
  const pedidos: string[] = [];
  page.on('request', (r) => pedidos.push(r.url()));
  await signIn(page);
  await page.goto('/financeiro/cadastro');
  expect(await page.evaluate(() => 'BarcodeDetector' in globalThis)).toBe(false);
  const form = page.getByRole('form', { name: 'Cadastro de Lançamentos' });
  await form.getByLabel('Data', { exact: true }).fill('2026-02-02');

  // A photo with no boleto or Pix code on it (a Code 128 label): named, nothing filled.
  const branco = await bwipjs.toBuffer({ bcid: 'code128', text: 'ETIQUETA', scale: 2, height: 10, backgroundcolor: 'FFFFFF', paddingwidth: 20, paddingheight: 10 });
  await page.getByTestId('leitor-camera').setInputFiles(foto('nada.png', branco));
  await expect(form.getByText('Nenhum código de barras foi lido pela câmera.')).toBeVisible({ timeout: 30_000 });
  await expect(form.getByLabel('Valor')).toHaveValue('');

  const itf = await bwipjs.toBuffer({
    bcid: 'interleaved2of5', text: codigoDeBarrasBancario(LINHA), scale: 2, height: 13, includetext: false, paddingwidth: 20, paddingheight: 10, backgroundcolor: 'FFFFFF',
  });
  await page.getByTestId('leitor-camera').setInputFiles(foto('boleto.png', itf));
  await expect(form.getByLabel('Valor')).toHaveValue('1.250,50', { timeout: 30_000 });
  await expect(form.getByLabel('Data vencimento')).toHaveValue('17/02/2026'); // the pt-BR date field (decision 212)
  // The field shows what the camera read: the 44-digit barcode (the posting keeps the linha digitável).
  await expect(page.getByTestId('leitor-pagamento')).toHaveValue(codigoDeBarrasBancario(LINHA));
  await expect(form.getByText('Boleto lido: confira Valor e Vencimento.')).toBeVisible();

  const qr = await bwipjs.toBuffer({ bcid: 'qrcode', text: pixCode(), scale: 4, paddingwidth: 16, paddingheight: 16, backgroundcolor: 'FFFFFF' });
  await page.getByTestId('leitor-camera').setInputFiles(foto('pix.png', qr));
  await expect(form.getByLabel('Descrição')).toHaveValue('Padaria Real', { timeout: 30_000 });
  await expect(form.getByLabel('Valor')).toHaveValue('45,00');

  // The WebAssembly came from this server, never from a CDN.
  const origem = new URL(page.url()).origin;
  expect(pedidos.filter((u) => u.endsWith('.wasm')).every((u) => u.startsWith(origem))).toBe(true);
  expect(pedidos.some((u) => u.endsWith('.wasm'))).toBe(true);
  expect(pedidos.filter((u) => !u.startsWith(origem) && !u.startsWith('data:') && !u.startsWith('blob:'))).toEqual([]);
});
