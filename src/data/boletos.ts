/* Duplicate payment check (issue 15): the posting or invoice already holding a boleto line. A scan
   of the local rows, run once per read line: no index is kept for it (each index costs on every
   row of a first pull, decision 122). */
import { currentDb } from './db.ts';
import type { LocalRow } from './wire.ts';

/** The description of a posting or invoice already holding `linha`, or null. */
export async function boletoJaCadastrado(linha: string): Promise<string | null> {
  const db = currentDb();
  if (!db) return null;
  for (const table of ['lancamentos', 'faturas'] as const) {
    const row: LocalRow | undefined = await db.rows(table).filter((r) => r.linha_digitavel === linha).first();
    if (row) return typeof row.descricao === 'string' ? row.descricao : linha;
  }
  return null;
}
