/* SQL for the yield history of entries and investments ('Histórico de Movimentações'). Values
   are signed cents: negative when a yield was subtracted. */
import { and, asc, eq } from 'drizzle-orm';
import { inArray } from '../db/in-list.ts';
import type { SQL } from 'drizzle-orm';
import { toDecimal } from '../../src/domain/money.ts';
import { movimentacoes } from '../db/schema.ts';
import type { HistoricoPullWire, HistoricoWire } from './historico-wire.ts';
import type { Db, Tx } from '../db/client.ts';
import type { AlvoMovimentacao } from '../../src/domain/listas.ts';

type Queryable = Db | Tx;


/** Row of GET /api/movimentacoes. */
export type MovimentacaoRow = HistoricoPullWire<AlvoMovimentacao>;

// Database text timestamps ('2024-01-01 12:00:00.1+00') become ISO-8601, which every browser parses.
const iso = (ts: string) => new Date(ts).toISOString();

export async function selectMovimentacoes(db: Queryable, where: SQL | undefined, limit: number | null): Promise<MovimentacaoRow[]> {
  const query = db.select().from(movimentacoes).where(where).orderBy(asc(movimentacoes.id));
  const rows = limit === null ? await query : await query.limit(limit);
  return rows.map((r) => ({
    id: r.id, alvo: r.alvo, alvo_id: r.alvoId, descricao: r.descricao, valor: toDecimal(r.valor), data: r.data,
    version: r.version, created_at: iso(r.createdAt), updated_at: iso(r.updatedAt),
  }));
}

/** One record's history, oldest first (UUIDv7 ids keep same-day entries in the order made). */
export async function historicoDe(db: Queryable, alvo: AlvoMovimentacao, alvoId: string): Promise<HistoricoWire[]> {
  const rows = await db.select().from(movimentacoes)
    .where(and(eq(movimentacoes.alvo, alvo), eq(movimentacoes.alvoId, alvoId)))
    .orderBy(asc(movimentacoes.data), asc(movimentacoes.id));
  return rows.map((r) => ({ id: r.id, descricao: r.descricao, valor: toDecimal(r.valor), data: r.data }));
}

export interface MovimentacaoValues {
  id: string;
  alvo: AlvoMovimentacao;
  alvoId: string;
  descricao: string;
  /** Signed cents. */
  valor: number;
  data: string;
}

/** Inserts the entry; false when the id is already taken. */
export async function insertMovimentacao(tx: Tx, values: MovimentacaoValues): Promise<boolean> {
  const inserted = await tx.insert(movimentacoes).values(values)
    .onConflictDoNothing({ target: movimentacoes.id }).returning({ id: movimentacoes.id });
  return inserted.length > 0;
}

/** Removes the history of deleted records (each deletion leaves a tombstone for clients). */
export async function deleteMovimentacoesDe(tx: Tx, alvo: AlvoMovimentacao, alvoIds: string[]): Promise<void> {
  await tx.delete(movimentacoes).where(and(eq(movimentacoes.alvo, alvo), inArray(movimentacoes.alvoId, alvoIds)));
}
