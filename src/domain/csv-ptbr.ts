/* CSV that a pt-BR Excel opens right (PRODUCT.md): UTF-8 with a BOM (without it Excel reads
   Windows-1252), ';' between fields (',' is the decimal mark) and amounts as plain
   "1234,56" — no thousands mark, so Excel and LibreOffice read them as numbers. */
import type { Celula, TipoColuna } from './relatorio-tabela.ts';

export const BOM = '\uFEFF';
export const SEPARADOR = ';';
export const FIM_LINHA = '\r\n';

/** Cents → "1234,56" / "-0,50". */
export function valorCsv(cents: number): string {
  const abs = Math.abs(Math.round(cents));
  return `${cents < 0 && abs !== 0 ? '-' : ''}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

function textoCsv(value: string): string {
  // A leading = + - @ would be run as a formula by Excel: prefix with an apostrophe (CSV injection).
  const seguro = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(seguro) ? `"${seguro.replace(/"/g, '""')}"` : seguro;
}

export function celulaCsv(value: Celula, tipo: TipoColuna): string {
  if (typeof value === 'number') return tipo === 'dinheiro' ? valorCsv(value) : String(value);
  return textoCsv(value);
}

export function linhaCsv(celulas: readonly Celula[], tipos: readonly TipoColuna[]): string {
  let out = '';
  for (let i = 0; i < celulas.length; i++) {
    if (i > 0) out += SEPARADOR;
    out += celulaCsv(celulas[i]!, tipos[i] ?? 'texto');
  }
  return out + FIM_LINHA;
}
