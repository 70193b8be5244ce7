/* Reading an imported CSV, one definition for the device (which checks the file before queueing
   it) and the server (which is the judge): the same decoding, the same papaparse settings and the
   same refusals, so a file the device accepts is not refused by the server for a parsing reason. */
import Papa from 'papaparse';
import { msg } from './messages.ts';
import type { RegistroCsv } from './importacao.ts';

export type CsvLido = { ok: true; headers: string[]; records: RegistroCsv[] } | { ok: false; message: string };

/** Records keyed by the header's columns; ';', ',', tab or '|' detected by papaparse. */
export function lerCsv(text: string): CsvLido {
  const result = Papa.parse<Record<string, string>>(text, {
    header: true,
    // Blank lines stay as records so record i is file line i + 2; the domain skips them.
    skipEmptyLines: false,
    delimitersToGuess: [';', ',', '\t', '|'],
    transformHeader: (header) => header.trim(),
  });
  const quotes = result.errors.find((e) => e.type === 'Quotes');
  if (quotes) return { ok: false, message: msg.importacao.aspasInvalidas((quotes.row ?? 0) + 2) };
  // An unquoted '10,50' in a comma-separated file splits a cell in two (issue 11 item 6).
  const extra = result.errors.find((e) => e.code === 'TooManyFields');
  if (extra) return { ok: false, message: msg.entradaInvalida.csvColunasDemais((extra.row ?? 0) + 2) };
  return { ok: true, headers: result.meta.fields ?? [], records: result.data };
}
