/* Reading an imported CSV, one definition for the device (which checks the file before queueing
   it) and the server (which is the judge): the same decoding, the same papaparse settings and the
   same refusals, so a file the device accepts is not refused by the server for a parsing reason. */
import Papa from 'papaparse';
import { IMPORTACAO_MAX_LINHAS, excedeLinhas } from './limites-importacao.ts';
import { msg } from './messages.ts';
import type { RegistroCsv } from './importacao.ts';

export type CsvLido = { ok: true; headers: string[]; records: RegistroCsv[] } | { ok: false; message: string };

/**
 * The papaparse settings of every CSV we read (payables and receivables, bank statements):
 * records keyed by the header's columns, ';', ',', tab or '|' detected. Blank lines stay as
 * records so record i is line i + 2 of the text; the caller skips them.
 */
export function analisarCsv(text: string, transformHeader: (header: string) => string = (header) => header.trim()): Papa.ParseResult<Record<string, string>> {
  return Papa.parse<Record<string, string>>(text, {
    header: true,
    skipEmptyLines: false,
    delimitersToGuess: [';', ',', '\t', '|'],
    transformHeader,
  });
}

/** The index of the first record a broken quote spoils, or null: such a file is refused whole. */
export function registroComAspasInvalidas(result: Papa.ParseResult<unknown>): number | null {
  const quotes = result.errors.find((e) => e.type === 'Quotes');
  return quotes ? (quotes.row ?? 0) : null;
}

/** Records keyed by the header's columns (analisarCsv), with the import's refusals. */
export function lerCsv(text: string): CsvLido {
  if (excedeLinhas(text)) return { ok: false, message: msg.importacao.linhasDemais(IMPORTACAO_MAX_LINHAS) };
  const result = analisarCsv(text);
  const quotes = registroComAspasInvalidas(result);
  if (quotes !== null) return { ok: false, message: msg.importacao.aspasInvalidas(quotes + 2) };
  // An unquoted '10,50' in a comma-separated file splits a cell in two (issue 11 item 6).
  const extra = result.errors.find((e) => e.code === 'TooManyFields');
  if (extra) return { ok: false, message: msg.entradaInvalida.csvColunasDemais((extra.row ?? 0) + 2) };
  return { ok: true, headers: result.meta.fields ?? [], records: result.data };
}
