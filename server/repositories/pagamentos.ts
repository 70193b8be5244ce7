/* Payment history (Histórico de Pagamento) of payables and receivables: one row per amount
   settled, written in the same transaction as the payment it records. */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { inArray } from '../db/in-list.ts';
import type { HistoricoEntrada } from '../../src/domain/titulo.ts';
import { pagamentos } from '../db/schema.ts';
import type { HistoricoPullWire, HistoricoWire } from './historico-wire.ts';
import { decimalSql, isoSql, whereOrderLimit, wireSelect } from './titulos.ts';
import { colunasWire } from '../sync/colunas-wire.ts';
import type { WireEntrada } from '../../src/domain/wire-linhas.ts';
import type { AlvoPagamento } from '../../src/domain/listas.ts';
import type { Db, Tx } from '../db/client.ts';


/** A history entry as GET /api/pagamentos sends it. */
export type PagamentoWire = HistoricoPullWire<AlvoPagamento>;

const p = pagamentos;

export async function insertHistorico(
  tx: Tx, alvo: AlvoPagamento, alvoId: string, entrada: HistoricoEntrada, id: string,
): Promise<void> {
  await tx.insert(p).values({ id, alvo, alvoId, descricao: entrada.descricao, valor: entrada.valor, data: entrada.data });
}

/** Whether a client-chosen history id is already taken. */
export async function historicoExiste(tx: Tx, ids: readonly string[]): Promise<boolean> {
  if (!ids.length) return false;
  const found = await tx.select({ id: p.id }).from(p).where(inArray(p.id, [...ids])).limit(1);
  return found.length > 0;
}

/** An entry of an instalment's history; an estornado one says when and why (decision 393). */
export interface HistoricoPagamentoWire extends HistoricoWire {
  estornado_em: string | null;
  motivo_estorno: string | null;
}

/** The history of one instalment, oldest first, estornados included (marked). */
export function listHistorico(db: Db, alvo: AlvoPagamento, alvoId: string): Promise<HistoricoPagamentoWire[]> {
  return db.select({
    id: p.id, descricao: p.descricao, valor: decimalSql(p.valor), data: sql<string>`(${p.data})::text`,
    estornado_em: sql<string | null>`${isoSql(p.estornadoEm)}`, motivo_estorno: p.motivoEstorno,
  })
    .from(p)
    .where(and(eq(p.alvo, alvo), eq(p.alvoId, alvoId)))
    .orderBy(asc(p.data), asc(p.createdAt), asc(p.id));
}

/**
 * Estornar (decision 393): the entries of these instalments not yet estornados are marked, kept.
 * `quando`: the device's time of the action (null: the server's now). Returns the ids marked.
 */
export async function marcarEstornados(
  tx: Tx, alvo: AlvoPagamento, alvoIds: readonly string[], motivo: string, quando: string | null,
): Promise<string[]> {
  if (!alvoIds.length) return [];
  const rows = await tx.update(p).set({ estornadoEm: quando ?? sql`now()`, motivoEstorno: motivo })
    .where(and(eq(p.alvo, alvo), inArray(p.alvoId, [...alvoIds]), isNull(p.estornadoEm)))
    .returning({ id: p.id });
  return rows.map((r) => r.id);
}

export async function deleteHistoricoDe(tx: Tx, alvo: AlvoPagamento, alvoIds: readonly string[]): Promise<void> {
  if (!alvoIds.length) return;
  await tx.delete(p).where(and(eq(p.alvo, alvo), inArray(p.alvoId, [...alvoIds])));
}

const COLUNAS = colunasWire<WireEntrada<'pagamentos'>>()({
  id: p.id, alvo: p.alvo, alvo_id: p.alvoId, descricao: p.descricao, valor: decimalSql(p.valor),
  data: p.data, estornado_em: isoSql(p.estornadoEm), motivo_estorno: p.motivoEstorno, version: p.version, created_at: isoSql(p.createdAt), updated_at: isoSql(p.updatedAt),
});

/** Wire rows for the pull of GET /api/pagamentos. */
export const selectPagamentos = wireSelect<PagamentoWire>((where, limit) => sql`SELECT ${COLUNAS}
    FROM ${p}
    ${whereOrderLimit(p.id, where, limit)}`);
