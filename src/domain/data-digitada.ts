// The pt-BR date field's typing rules (issue 13, decision 212): whatever the browser's language,
// a date is typed and shown as dd/mm/aaaa. Slashes come by themselves, a pasted or filled ISO date
// is accepted, and the arrow keys move the day, month or year under the caret.
import { addDays, addMonthsClamped, formatDateBR, isISODate, parseBRDate } from './dates.ts';

/** What the field shows for what was typed or pasted: digits grouped as dd/mm/aaaa. */
export function mascaraData(raw: string): string {
  const text = raw.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(text) && isISODate(text)) return formatDateBR(text);
  // A slash typed after one digit pads it ('5/3/2026' → '05/03/2026').
  const partes = text.split('/');
  const digitos = partes
    .map((parte, i) => {
      const d = parte.replace(/\D/g, '');
      return i < partes.length - 1 && i < 2 && d.length === 1 ? `0${d}` : d;
    })
    .join('')
    .slice(0, 8);
  if (digitos.length <= 2) return digitos + (partes.length > 1 && digitos.length === 2 ? '/' : '');
  if (digitos.length <= 4) return `${digitos.slice(0, 2)}/${digitos.slice(2)}${partes.length > 2 && digitos.length === 4 ? '/' : ''}`;
  return `${digitos.slice(0, 2)}/${digitos.slice(2, 4)}/${digitos.slice(4)}`;
}

/** The ISO date a complete field holds, '' otherwise (empty, incomplete or impossible like 31/02). */
export function isoDaMascara(texto: string): string {
  return texto.length === 10 ? parseBRDate(texto) ?? '' : '';
}

export type SegmentoData = 'dia' | 'mes' | 'ano';

/** The part of dd/mm/aaaa under the caret. */
export function segmentoNoCursor(posicao: number): SegmentoData {
  return posicao <= 2 ? 'dia' : posicao <= 5 ? 'mes' : 'ano';
}

/** ArrowUp / ArrowDown: one day, month or year later or earlier; from nothing, `hoje`. */
export function passoData(iso: string, segmento: SegmentoData, passo: 1 | -1, hoje: string): string {
  if (!isISODate(iso)) return hoje;
  if (segmento === 'dia') return addDays(iso, passo);
  return addMonthsClamped(iso, segmento === 'mes' ? passo : 12 * passo);
}
