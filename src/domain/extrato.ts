// Reading a bank statement file (issue 16): the bytes decoded by what they are (UTF-8, else
// Windows-1252; BOM dropped — an OFX header's CHARSET is not trusted, Brazilian banks get it
// wrong both ways), the format recognised, and each line read by extrato-ofx.ts or
// extrato-csv.ts. The browser (preview, offline) and the server (the judge) run this same code.

import { lerCsvExtrato } from './extrato-csv.ts';
import { lerOfx, pareceOfx } from './extrato-ofx.ts';
import type { ExtratoLido } from './extrato-linha.ts';
import { msg } from './messages.ts';

export * from './extrato-linha.ts';
export { MODELO_EXTRATO_CSV } from './extrato-csv.ts';

/** A statement of 50,000 lines is a few MB; the cap keeps a whole file in memory safely. */
export const EXTRATO_MAX_MB = 20;
export const EXTRATO_MAX_BYTES = EXTRATO_MAX_MB * 1024 * 1024;

/** UTF-8 when the bytes are valid UTF-8, else Windows-1252; null for binary files. */
export function decodificar(bytes: Uint8Array): string | null {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  return text.includes('\0') ? null : text.replace(/^\uFEFF/, '');
}

export type LeituraExtrato = ExtratoLido | { ok: false; message: string };

/** The whole file: OFX (SGML or XML) or a known bank CSV. `hoje` drops future lines. */
export function lerExtrato(bytes: Uint8Array, hoje: string): LeituraExtrato {
  const text = decodificar(bytes);
  if (text === null) return { ok: false, message: msg.extratos.arquivoBinario };
  if (text.trim() === '') return { ok: false, message: msg.extratos.arquivoVazio };
  return pareceOfx(text) ? lerOfx(text, hoje) : lerCsvExtrato(text, hoje);
}

/** .ofx or .csv (or .txt, which some banks use for CSV). */
export function nomeDeExtrato(nome: string): boolean {
  return /\.(ofx|csv|txt)$/i.test(nome);
}
