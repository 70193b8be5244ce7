/* The head record of a packed list (sync/paginas.ts, decision 450 "Session 21"): its newest
   rows in list order and its small kept subsets, computed from every row or updated from the
   rows a write changed. Pure: the rows in memory in, the head out. */
import { primeiras } from '../live-load.ts';
import type { LocalRow } from '../wire.ts';

/** Rows in the kept head (six pages of 15, as the live store's head). */
export const LINHAS_DA_CABECA = 100;

/** The list's first rows in its order and how many rows it holds, as last written. */
export interface Cabeca {
  rows: LocalRow[];
  total: number;
  /** The subsets the list keeps (CollectionSpec.vistas), by name. */
  vistas: Record<string, LocalRow[]>;
}

/** How a packed list keeps its head record. */
export interface OpcoesCabeca {
  /** The list's order (the head's rows are its first LINHAS_DA_CABECA). */
  ordem: (a: LocalRow, b: LocalRow) => number;
  vistas?: Readonly<Record<string, (row: LocalRow) => boolean>>;
}

/** The head as this context last wrote it (the live cache keeps it to update it, not re-compute). */
export interface CabecaEmMemoria {
  rows: LocalRow[];
  vistas: Record<string, LocalRow[]>;
}

/** The head from every row (one pass for the newest rows, one per subset). */
export function cabecaInteira(rows: ReadonlyMap<string, LocalRow>, opcoes: OpcoesCabeca): CabecaEmMemoria {
  const vistas: Record<string, LocalRow[]> = {};
  for (const [nome, pertence] of Object.entries(opcoes.vistas ?? {})) {
    const doSubconjunto: LocalRow[] = [];
    for (const row of rows.values()) if (pertence(row)) doSubconjunto.push(row);
    vistas[nome] = doSubconjunto.sort(opcoes.ordem);
  }
  return { rows: primeiras(rows.values(), LINHAS_DA_CABECA, opcoes.ordem), vistas };
}

/**
 * The head record as stored, when it is the head of the pages of `versao` (written with them, in
 * their transaction) and holds every kept subset; null otherwise (an older build's record, or a
 * list stored before heads had a version): then it is computed from the rows.
 */
export function cabecaGuardada(
  r: { rows: LocalRow[]; versao?: string; vistas?: Record<string, LocalRow[]> } | undefined,
  versao: string | undefined,
  opcoes: OpcoesCabeca | undefined,
): CabecaEmMemoria | null {
  if (!r || !opcoes || versao === undefined || r.versao !== versao || !r.vistas) return null;
  const vistas = r.vistas;
  return Object.keys(opcoes.vistas ?? {}).every((nome) => nome in vistas) ? { rows: r.rows, vistas } : null;
}

/**
 * The head after the rows in `mudadas` changed, from the last one; undefined when it cannot be
 * known without a full pass. Every row outside the last head comes after its last row, so the
 * new head is right when its last row still comes no later than that one.
 */
export function atualizarCabeca(
  todas: ReadonlyMap<string, LocalRow>,
  mudadas: ReadonlySet<string>,
  antes: CabecaEmMemoria,
  opcoes: OpcoesCabeca,
): CabecaEmMemoria | undefined {
  const atuais: LocalRow[] = [];
  for (const id of mudadas) {
    const row = todas.get(id);
    if (row) atuais.push(row);
  }
  const mantidas = antes.rows.filter((row) => !mudadas.has(row.id));
  const rows = primeiras([...mantidas, ...atuais], LINHAS_DA_CABECA, opcoes.ordem);
  const ultima = antes.rows[antes.rows.length - 1];
  const cheia = antes.rows.length === LINHAS_DA_CABECA;
  if (cheia && (rows.length < LINHAS_DA_CABECA || opcoes.ordem(rows[rows.length - 1]!, ultima!) > 0)) return undefined;
  const vistas: Record<string, LocalRow[]> = {};
  for (const [nome, pertence] of Object.entries(opcoes.vistas ?? {})) {
    const novas = atuais.filter(pertence);
    const kept = (antes.vistas[nome] ?? []).filter((row) => !mudadas.has(row.id));
    vistas[nome] = novas.length ? [...kept, ...novas].sort(opcoes.ordem) : kept;
  }
  return { rows, vistas };
}
