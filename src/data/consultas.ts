/* Small live reads straight from IndexedDB with dexie-react-hooks' useLiveQuery (decision 203):
   a lookup, a counter, a short list read through an index. Dexie re-runs the query when a table
   it read changes — a local write, a pull, another tab — so the screen needs no event wiring.
   The big lists (100,000 postings) keep their own in-memory store (live-store.ts): see the
   decision for why. */
import { useLiveQuery } from 'dexie-react-hooks';
import { useSyncExternalStore } from 'react';
import { currentDb, onDbChange } from './db.ts';
import type { FluxoDb } from './db.ts';
import type { LocalRow } from './wire.ts';

function useCurrentDb(): FluxoDb | null {
  return useSyncExternalStore((listener) => onDbChange(() => listener()), currentDb, currentDb);
}

/** `query` on the signed-in user's database, kept live; `undefined` until its first answer. */
export function useConsulta<T>(query: (db: FluxoDb) => Promise<T>, deps: readonly unknown[]): T | undefined {
  const db = useCurrentDb();
  return useLiveQuery(async () => (db ? query(db) : undefined), [db, ...deps]);
}

/** One history entry (payments of a posting, movements of an entry or investment), money in cents. */
export interface EntradaHistorico {
  id: string;
  alvo: string;
  alvo_id: string;
  descricao: string;
  valor: number;
  data: string;
  /** A payment undone (Estornar, decision 393): kept, marked, with its motivo. */
  estornado_em?: string | null;
  motivo_estorno?: string | null;
}

function entradaHistorico(row: LocalRow): EntradaHistorico {
  return {
    id: row.id, alvo: String(row.alvo ?? ''), alvo_id: String(row.alvo_id), descricao: String(row.descricao ?? ''),
    valor: typeof row.valor === 'number' ? row.valor : 0, data: String(row.data ?? ''),
    ...(typeof row.estornado_em === 'string' ? { estornado_em: row.estornado_em, motivo_estorno: String(row.motivo_estorno ?? '') } : {}),
  };
}

/** Oldest first: by day, then by id (UUIDv7: within a day, the order they were made). */
function porDataEId(a: EntradaHistorico, b: EntradaHistorico): number {
  return a.data < b.data ? -1 : a.data > b.data ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** The history of one record, read through the `alvo_id` index, oldest first. */
export function useHistoricoDe(
  tabela: 'pagamentos' | 'movimentacoes', alvoId: string | null,
): { rows: readonly EntradaHistorico[]; ready: boolean } {
  const rows = useConsulta(async (db) => {
    if (!alvoId) return [];
    const found = await db.rows(tabela).where('alvo_id').equals(alvoId.toLowerCase()).toArray();
    return found.map(entradaHistorico).sort(porDataEId);
  }, [tabela, alvoId]);
  return { rows: rows ?? NENHUMA, ready: rows !== undefined };
}

const NENHUMA: readonly EntradaHistorico[] = [];
