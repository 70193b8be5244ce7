/* The sorted index behind column-header sorting (decision 211): per rows array and column, the
   rows' order is computed once and kept while the array lives (a WeakMap: a new array after a
   change starts afresh). A search result is sorted by walking that index and keeping the
   positions the search left, so typing with a sort on costs one pass, not one sort. */
import { ordemPorChave } from '../domain/ordenacao-lista.ts';
import type { ChaveOrdem, DirecaoOrdem } from '../domain/ordenacao-lista.ts';

export interface SortSpec<T> {
  coluna: string;
  direcao: DirecaoOrdem;
  keyOf: (row: T) => ChaveOrdem;
}

const cache = new WeakMap<readonly object[], Map<string, Uint32Array>>();

function indexFor<T extends object>(rows: readonly T[], sort: SortSpec<T>): Uint32Array {
  let porColuna = cache.get(rows);
  if (!porColuna) cache.set(rows, (porColuna = new Map()));
  const chave = `${sort.coluna}:${sort.direcao}`;
  let ordem = porColuna.get(chave);
  if (!ordem) {
    ordem = ordemPorChave(rows.map(sort.keyOf), sort.direcao);
    porColuna.set(chave, ordem);
  }
  return ordem;
}

/** `filtered` (all of `rows`, or those at `positions`) in the sort's order. */
export function sortedView<T extends object>(rows: readonly T[], filtered: readonly T[], positions: readonly number[] | null, sort: SortSpec<T>): T[] {
  const ordem = indexFor(rows, sort);
  if (positions === null && filtered.length === rows.length) {
    const out = new Array<T>(ordem.length);
    for (let i = 0; i < ordem.length; i++) out[i] = rows[ordem[i]!]!;
    return out;
  }
  const kept = new Uint8Array(rows.length);
  if (positions) for (const p of positions) kept[p] = 1;
  else {
    const set = new Set(filtered);
    rows.forEach((row, i) => { if (set.has(row)) kept[i] = 1; });
  }
  const out: T[] = [];
  for (let i = 0; i < ordem.length; i++) if (kept[ordem[i]!]) out.push(rows[ordem[i]!]!);
  return out;
}
