// Reading a bank statement file (issue 16): the bytes decoded by what they are (UTF-8, else
// Windows-1252; BOM dropped — an OFX header's CHARSET is not trusted, Brazilian banks get it
// wrong both ways), the format recognised, and each line read by extrato-ofx.ts or
// extrato-csv.ts. The browser (preview, offline) and the server (the judge) run this same code.
import { decodificar } from './decodificar-bytes.ts';
import { lerCsvExtrato } from './extrato-csv.ts';
import type { ExtratoLido } from './extrato-linha.ts';
import { lerOfx, pareceOfx } from './extrato-ofx.ts';
import { IMPORTACAO_MAX_LINHAS, excedeLinhas } from './limites-importacao.ts';
import { msg } from './messages.ts';

export type LeituraExtrato = ExtratoLido | { ok: false; message: string };

/** The whole file: OFX (SGML or XML) or a known bank CSV. `hoje` drops future lines. */
export function lerExtrato(bytes: Uint8Array, hoje: string): LeituraExtrato {
  const text = decodificar(bytes);
  if (text === null) return { ok: false, message: msg.extratos.arquivoBinario };
  if (text.trim() === '') return { ok: false, message: msg.extratos.arquivoVazio };
  if (excedeLinhas(text)) return { ok: false, message: msg.importacao.linhasDemais(IMPORTACAO_MAX_LINHAS) };
  return pareceOfx(text) ? lerOfx(text, hoje) : lerCsvExtrato(text, hoje);
}
