/* SQL for transferências between banks (issue 32, 0025_saldos_transferencias.sql). */
import { eq, sql } from 'drizzle-orm';
import { inArray } from '../db/in-list.ts';
import type { Db, Tx } from '../db/client.ts';
import { bancos, transferencias } from '../db/schema.ts';
import { colunasWire, diaSql } from '../sync/colunas-wire.ts';
import { decimalSql, isoSql, whereOrderLimit, wireSelect } from './titulos.ts';
import type { NovaTransferencia } from '../../src/domain/transferencia.ts';
import type { WireEntrada } from '../../src/domain/wire-linhas.ts';

type Queryable = Db | Tx;

/** A transferência as the wire sends it (decision 341). */
export type TransferenciaRow = WireEntrada<'transferencias'>;

const t = transferencias;

const COLUNAS = colunasWire<TransferenciaRow>()({
  id: t.id, de: t.de, para: t.para, valor: decimalSql(t.valor), data: diaSql(t.data), descricao: t.descricao,
  version: t.version, created_at: isoSql(t.createdAt), updated_at: isoSql(t.updatedAt),
});

export const selectTransferencias = wireSelect<TransferenciaRow>((where, limit) => sql`SELECT ${COLUNAS}
  FROM ${t}
  ${whereOrderLimit(t.id, where, limit)}`);

/** Inserts the transfer; null when the id is already taken (a duplicate create). */
export async function insertTransferencia(db: Queryable, v: NovaTransferencia & { id: string }): Promise<TransferenciaRow | null> {
  const [row] = await db.insert(t)
    .values({ id: v.id, de: v.de, para: v.para, valor: v.valor, data: v.data, descricao: v.descricao })
    .onConflictDoNothing().returning({ id: t.id });
  if (!row) return null;
  const [wire] = await selectTransferencias(db, eq(t.id, row.id));
  return wire ?? null;
}

export async function deleteTransferencias(db: Queryable, ids: string[]): Promise<number> {
  const deleted = await db.delete(t).where(inArray(t.id, ids)).returning({ id: t.id });
  return deleted.length;
}

/** Of `ids`, those that are banks (locked against a concurrent delete until the transaction ends). */
export async function bancosExistentes(db: Queryable, ids: string[]): Promise<Set<string>> {
  const rows = await db.select({ id: bancos.id }).from(bancos).where(inArray(bancos.id, ids)).for('share');
  return new Set(rows.map((r) => r.id));
}
