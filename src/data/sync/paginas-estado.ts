/* What a packed list (paginas.ts) keeps in memory: every row, the page each is in, and what
   changed since the head record was written; and the pure steps on it. */
import type { Table } from 'dexie';
import type { CabecaEmMemoria } from './paginas-cabeca.ts';
import type { LocalRow } from '../wire.ts';

/** Rows per packed record (decision 454): paying 50 rows spread over the list rewrites ≈ 45 of them, a reload reads 200 records at 100,000 rows. */
export const LINHAS_POR_PAGINA = 500;

/** One record of a packed list: a page of rows, at `n` -1 the list's version, at -2 its head. */
export interface Pagina {
  n: number;
  rows: LocalRow[];
  versao?: string;
  /** At `n` -2 only: how many rows the list holds, and its kept subsets (its `versao`: its pages'). */
  total?: number;
  vistas?: Record<string, LocalRow[]>;
}

export interface Estado {
  versao: string | undefined;
  rows: Map<string, LocalRow>;
  pagina: Map<string, number>;
  paginas: Map<number, Set<string>>;
  /** Rows in memory, as handed to the list store (rebuilt on the next `linhas()` after a write). */
  lista: LocalRow[] | null;
  /** The head record as last written from this cache (null: computed in full on the next write). */
  cabeca: CabecaEmMemoria | null;
  /** Ids written since the head was last written. */
  mudadas: Set<string>;
}

export function vazio(): Estado {
  return { versao: undefined, rows: new Map(), pagina: new Map(), paginas: new Map(), lista: null, cabeca: null, mudadas: new Set() };
}

/** A page read back, into the memory (an id twice: two contexts appended it at once; the later page wins). */
export function juntarPagina(e: Estado, pagina: Pagina): void {
  const ids = new Set<string>();
  for (const row of pagina.rows) {
    const antes = e.pagina.get(row.id);
    if (antes !== undefined) e.paginas.get(antes)?.delete(row.id);
    e.rows.set(row.id, row);
    e.pagina.set(row.id, pagina.n);
    ids.add(row.id);
  }
  e.paginas.set(pagina.n, ids);
}

/** The row into its page (an existing id stays where it is; a new one goes to the last page with room). */
export function colocar(e: Estado, row: LocalRow, sujas: Set<number>): void {
  let n = e.pagina.get(row.id);
  if (n === undefined) {
    const ultima = e.paginas.size ? Math.max(...e.paginas.keys()) : 0;
    const cheia = (e.paginas.get(ultima)?.size ?? 0) >= LINHAS_POR_PAGINA;
    n = cheia ? ultima + 1 : ultima;
    if (!e.paginas.has(n)) e.paginas.set(n, new Set());
    e.paginas.get(n)!.add(row.id);
    e.pagina.set(row.id, n);
  }
  e.rows.set(row.id, row);
  e.mudadas.add(row.id);
  sujas.add(n);
}

export function tirar(e: Estado, id: string, sujas: Set<number>): void {
  const n = e.pagina.get(id);
  if (n === undefined) return;
  e.paginas.get(n)?.delete(id);
  e.pagina.delete(id);
  e.rows.delete(id);
  e.mudadas.add(id);
  sujas.add(n);
}

/**
 * Puts `paginas` one after another in the open transaction, each handed to IndexedDB before the
 * one before it is stored: a put's copy of its rows is one task (no task copies the whole list),
 * and it overlaps the database writing the page before (decision 461).
 */
export async function porEmFila(loja: Table<Pagina, number>, paginas: readonly Pagina[]): Promise<void> {
  let anterior: Promise<unknown> | null = null;
  for (const pagina of paginas) {
    const esta = loja.put(pagina);
    if (anterior) await anterior;
    anterior = esta;
  }
  if (anterior) await anterior;
}
