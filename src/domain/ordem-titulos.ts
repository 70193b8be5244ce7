// The order a clerk works in (issue 13, decision 160): open instalments first, the one due soonest
// on top, then everything else (paid, cancelled, D.P.C) in the list's own order. Paying "the top
// five" of a group then pays the next five due, not the last five.

import type { Titulo } from './titulo.ts';

type Ordenavel = Pick<Titulo, 'status' | 'vencimento' | 'parcela'>;

/**
 * The due date the order uses. Today the stored vencimento; the business-day calendar (issue 15)
 * will move it to the effective due date here, and only here.
 */
export function vencimentoDeOrdem(row: Pick<Titulo, 'vencimento'>): string | null {
  return row.vencimento;
}

/** yyyymmdd × 1000 + instalment: one number per row, compared without parsing. */
function chave(row: Ordenavel): number {
  const v = vencimentoDeOrdem(row);
  const dia = v ? Number(v.slice(0, 4) + v.slice(5, 7) + v.slice(8, 10)) : 99991231;
  return dia * 1000 + row.parcela;
}

/**
 * Open rows (Pagar) by due date ascending (no due date last; ties by instalment number, then the
 * given order), then the rest in their given order. Each row's key is computed once, so 100,000
 * rows sort on plain numbers.
 */
export function ordenarAbertasPrimeiro<T extends Ordenavel>(rows: readonly T[]): T[] {
  const abertas: { row: T; key: number; index: number }[] = [];
  const resto: T[] = [];
  rows.forEach((row, index) => {
    if (row.status === 'Pagar') abertas.push({ row, key: chave(row), index });
    else resto.push(row);
  });
  abertas.sort((a, b) => a.key - b.key || a.index - b.index);
  const out = new Array<T>(rows.length);
  let i = 0;
  for (const a of abertas) out[i++] = a.row;
  for (const r of resto) out[i++] = r;
  return out;
}
