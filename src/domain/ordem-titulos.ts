// The order a clerk works in (issue 13, decision 160): open instalments first, the one due soonest
// on top, then everything else (paid, cancelled, D.P.C) in the list's own order. Paying "the top
// five" of a group then pays the next five due, not the last five.

import type { Titulo } from './titulo.ts';
import { AGENDA_NACIONAL, ehTributo, vencimentoEfetivo } from './vencimento-efetivo.ts';
import type { Agenda, ComVencimento } from './vencimento-efetivo.ts';

type Ordenavel = Pick<Titulo, 'status' | 'vencimento' | 'parcela'> & ComVencimento;

/**
 * The effective due date's day as yyyymmdd (the business-day calendar, issue 15: a Saturday bill
 * is due on Monday, a Saturday tax on Friday), × 1000 + instalment: one number per row, compared
 * without parsing. The calendar runs once per distinct due date and kind, not once per row.
 */
function chaves(agenda: Agenda): (row: Ordenavel) => number {
  const dias = new Map<string, number>();
  return (row) => {
    if (!row.vencimento) return 99991231 * 1000 + row.parcela;
    const tributo = ehTributo(row, agenda);
    const memo = tributo ? `t${row.vencimento}` : row.vencimento;
    let dia = dias.get(memo);
    if (dia === undefined) {
      const v = vencimentoEfetivo({ vencimento: row.vencimento, tributo }, agenda)!;
      dias.set(memo, (dia = Number(v.slice(0, 4) + v.slice(5, 7) + v.slice(8, 10))));
    }
    return dia * 1000 + row.parcela;
  };
}

/**
 * Open rows (Pagar) by effective due date ascending (no due date last; ties by instalment number,
 * then the given order), then the rest in their given order. Each row's key is computed once;
 * the open rows are grouped by key in the given order and only the distinct keys are sorted
 * (a few thousand at 100,000 rows, decision 363): the same order as a stable sort by key.
 * `agenda`: the administrator's holidays and tax categories.
 */
export function ordenarAbertasPrimeiro<T extends Ordenavel>(rows: readonly T[], agenda: Agenda = AGENDA_NACIONAL): T[] {
  const chave = chaves(agenda);
  const grupos = new Map<number, T[]>();
  const resto: T[] = [];
  for (const row of rows) {
    if (row.status !== 'Pagar') {
      resto.push(row);
      continue;
    }
    const key = chave(row);
    const grupo = grupos.get(key);
    if (grupo) grupo.push(row);
    else grupos.set(key, [row]);
  }
  const keys = [...grupos.keys()].sort((a, b) => a - b);
  const out = new Array<T>(rows.length);
  let i = 0;
  for (const key of keys) for (const row of grupos.get(key)!) out[i++] = row;
  for (const r of resto) out[i++] = r;
  return out;
}
