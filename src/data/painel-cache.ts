/* The Painel's last figures kept on the device (in the signed-in user's own database), so a cold
   start paints them at once while 100,000 rows load from IndexedDB; the live figures replace
   them as soon as the rows are in memory. Only a cache: a failed write is ignored. */
import type { Painel } from '../domain/painel.ts';
import { currentDb, readMeta, writeMeta } from './db.ts';

const KEY = 'painel';

export interface PainelGuardado {
  hoje: string;
  /** When these figures were computed (ISO timestamp). */
  at: string;
  painel: Painel;
}

/** The figures kept for `hoje` (another day's would show wrong due dates); null when none. */
export async function lerPainelGuardado(hoje: string): Promise<PainelGuardado | null> {
  const db = currentDb();
  if (!db) return null;
  try {
    const kept = await readMeta<PainelGuardado>(db, KEY);
    return kept && kept.hoje === hoje ? kept : null;
  } catch {
    return null;
  }
}

export function guardarPainel(hoje: string, painel: Painel): void {
  const db = currentDb();
  if (!db) return;
  writeMeta(db, KEY, { hoje, at: new Date().toISOString(), painel } satisfies PainelGuardado).catch(() => undefined);
}
