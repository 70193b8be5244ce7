/* The sorted index behind column-header sorting (decision 211): per rows array and column, the
   rows' order is computed once (ascending; descending is derived from it in one pass) and kept
   while the array lives (a WeakMap: a new array after a change starts afresh). A search result is sorted by walking that index and keeping the
   positions the search left, so typing with a sort on costs one pass, not one sort. */
import { indiceAscendente, inverter } from '../domain/ordenacao-lista.ts';
import type { ChaveOrdem, DirecaoOrdem, IndiceOrdem } from '../domain/ordenacao-lista.ts';

export interface SortSpec<T> {
  coluna: string;
  direcao: DirecaoOrdem;
  keyOf: (row: T) => ChaveOrdem;
}

interface Indices {
  indice: IndiceOrdem;
  desc?: Uint32Array;
}

const cache = new WeakMap<readonly object[], Map<string, Indices>>();

/** One ranking per column; its descending order is derived once from the ascending one. */
function indexFor<T extends object>(rows: readonly T[], sort: SortSpec<T>): Uint32Array {
  let porColuna = cache.get(rows);
  if (!porColuna) cache.set(rows, (porColuna = new Map()));
  let kept = porColuna.get(sort.coluna);
  if (!kept) porColuna.set(sort.coluna, (kept = { indice: indiceAscendente(rows.map(sort.keyOf)) }));
  if (sort.direcao === 'asc') return kept.indice.asc;
  return (kept.desc ??= inverter(kept.indice));
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
