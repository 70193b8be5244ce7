/* How wide a list column must be for its header to fit (issue 33: "ɅREÇO MÉDIO", "CLASSE ANTIDADE"
   — a word cut by its cell). A header wraps between words, so its cell needs its longest word
   plus the header's padding and sort icon. The word is measured once per text on a canvas in the
   header's font (12 px semibold, uppercase, 0.025em tracking: data-table.tsx); without a canvas
   (tests in jsdom) it is estimated from its letters. Rows are never measured (decision 123). */

const FONTE_PX = 12;
const ESPACAMENTO_PX = 0.025 * FONTE_PX;
/** An uppercase letter at 12 px semibold, at most (an estimate where nothing can measure). */
const LETRA_ESTIMADA_PX = 9;
/** Around a sortable header's text: the cell's and the button's padding, the icon and its gap. */
export const MOLDURA_ORDENAVEL_PX = 4 * 2 + 8 * 2 + 10 + 4 + 2;
/** Around a plain header's text: the cell's padding. */
export const MOLDURA_SIMPLES_PX = 12 * 2 + 2;

let contexto: CanvasRenderingContext2D | null | undefined;
const medidas = new Map<string, number>();

function medir(palavra: string): number {
  if (contexto === undefined) {
    contexto = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
    if (contexto) contexto.font = `600 ${FONTE_PX}px ${getComputedStyle(document.documentElement).fontFamily || 'sans-serif'}`;
  }
  if (!contexto) return palavra.length * LETRA_ESTIMADA_PX;
  return contexto.measureText(palavra).width + palavra.length * ESPACAMENTO_PX;
}

/** The width in px of the header's longest word, as the header draws it (uppercase). */
export function larguraDaMaiorPalavra(header: string): number {
  let maior = 0;
  for (const palavra of header.toLocaleUpperCase('pt-BR').split(/\s+/)) {
    let largura = medidas.get(palavra);
    if (largura === undefined) {
      largura = medir(palavra);
      medidas.set(palavra, largura);
    }
    maior = Math.max(maior, largura);
  }
  return Math.ceil(maior);
}
