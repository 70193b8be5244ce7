/* CSV export in slices: rows are turned into text for ~25 ms, then the page gets the main
   thread back (scheduler.yield or a macrotask), so 100,000 rows never freeze it (no task over
   200 ms) and a progress figure can paint. */
import { BOM, FIM_LINHA, SEPARADOR, celulaCsv, linhaCsv } from '../../domain/csv-ptbr.ts';
import type { Celula, Coluna } from '../../domain/relatorio-tabela.ts';

const FATIA_MS = 25;

type ComYield = { scheduler?: { yield?: () => Promise<void> } };

/** Gives the main thread back to the browser (input, paint) before the next slice. */
export function ceder(): Promise<void> {
  const y = (globalThis as ComYield).scheduler?.yield;
  if (y) return y.call((globalThis as ComYield).scheduler);
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** The CSV (with BOM and header) of `total` rows read by index; `progresso` gets 0..1. */
export async function gerarCsv(
  colunas: readonly Coluna[],
  total: number,
  linha: (i: number) => readonly Celula[],
  progresso?: (fracao: number) => void,
): Promise<Blob> {
  const tipos = colunas.map((c) => c.tipo);
  // One Blob per slice: the text is encoded slice by slice, never all at once at the end.
  const partes: Blob[] = [new Blob([BOM + colunas.map((c) => celulaCsv(c.titulo, 'texto')).join(SEPARADOR) + FIM_LINHA])];
  let i = 0;
  while (i < total) {
    const fim = performance.now() + FATIA_MS;
    let texto = '';
    while (i < total && performance.now() < fim) {
      const ate = Math.min(total, i + 500);
      for (; i < ate; i++) texto += linhaCsv(linha(i), tipos);
    }
    partes.push(new Blob([texto]));
    progresso?.(i / total);
    if (i < total) await ceder();
  }
  return new Blob(partes, { type: 'text/csv;charset=utf-8' });
}
