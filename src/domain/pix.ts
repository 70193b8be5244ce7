// Reading a Pix copia e cola (BR Code, BRASIL.md): EMV TLV text closed by a CRC16-CCITT-FALSE.
// brazilian-utils parses it; the structure and CRC are checked here first so the clerk is told
// which problem the pasted text has (the library only answers null).

import { getPixPayloadInfo } from '@brazilian-utils/brazilian-utils';
import { MSG_PIX } from './messages-calendario.ts';
import type { Resultado } from './validation.ts';

export interface Pix {
  /** The payee's key; null in a dynamic code. */
  chave: string | null;
  nome: string;
  cidade: string;
  /** Cents; null when the code has no amount (the payer types it, or a dynamic code). */
  valor: number | null;
  /** null when the code says '***' (none) or is dynamic. */
  txid: string | null;
  /** A dynamic code carries only a URL: its amount must be confirmed at the payer's bank. */
  dinamico: boolean;
}

/** CRC16-CCITT-FALSE (poly 0x1021, init 0xFFFF), 4 upper-case hex digits. */
export function crc16(texto: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(texto)) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** Walks the top-level TLV: false when a length runs past the end or the CRC is not last. */
function estruturaCompleta(codigo: string): boolean {
  let i = 0;
  while (i < codigo.length) {
    const tag = codigo.slice(i, i + 2);
    const tamanho = Number(codigo.slice(i + 2, i + 4));
    if (!/^\d{2}$/.test(tag) || !/^\d{2}$/.test(codigo.slice(i + 2, i + 4))) return false;
    const fim = i + 4 + tamanho;
    if (fim > codigo.length) return false;
    if (tag === '63') return tamanho === 4 && fim === codigo.length;
    i = fim;
  }
  return false;
}

export function lerPix(texto: string): Resultado<Pix> {
  // Copying from a PDF or chat may wrap the code: line breaks are not part of a BR Code.
  const codigo = texto.replace(/[\r\n]/g, '').trim();
  if (codigo === '') return { ok: false, message: MSG_PIX.vazio };
  if (!codigo.startsWith('000201')) return { ok: false, message: MSG_PIX.inicio };
  if (!estruturaCompleta(codigo)) return { ok: false, message: MSG_PIX.truncado };
  if (crc16(codigo.slice(0, -4)) !== codigo.slice(-4).toUpperCase()) return { ok: false, message: MSG_PIX.crc };
  const info = getPixPayloadInfo(codigo);
  if (!info) return { ok: false, message: /br\.gov\.bcb\.pix/i.test(codigo) ? MSG_PIX.invalido : MSG_PIX.semPix };
  const dinamico = info.url !== undefined;
  return {
    ok: true,
    value: {
      chave: info.key ?? null,
      nome: info.merchantName,
      cidade: info.merchantCity,
      valor: !dinamico && info.amount !== undefined ? Math.round(info.amount * 100) : null,
      txid: !dinamico ? info.txid ?? null : null,
      dinamico,
    },
  };
}
