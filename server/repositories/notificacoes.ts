/* SQL for the bell's read marks (issue 17, decision 241): each user pulls only their own. */
import { and, eq, sql } from 'drizzle-orm';
import { inArray } from '../db/in-list.ts';
import type { Db, Tx } from '../db/client.ts';
import { notificacoesLidas } from '../db/schema.ts';
import { isoSql, whereOrderLimit, wireSelect } from './titulos.ts';
import { colunasWire } from '../sync/colunas-wire.ts';
import type { WireEntrada } from '../../src/domain/wire-linhas.ts';
import type { WireSelect } from '../sync/tipos.ts';

type Queryable = Db | Tx;

export interface LidaRow { id: string; user_id: string; chave: string; version: number; created_at: string; updated_at: string }

const n = notificacoesLidas;

const COLUNAS = colunasWire<WireEntrada<'lidas'>>()({
  id: n.id, user_id: n.userId, chave: n.chave, version: n.version, created_at: isoSql(n.createdAt),
  updated_at: isoSql(n.updatedAt),
});

/** The wire select of one user's marks. */
export function selectLidasDe(userId: string): WireSelect<LidaRow> {
  return wireSelect<LidaRow>((where, limit) => sql`SELECT ${COLUNAS}
    FROM ${n}
    ${whereOrderLimit(n.id, where ? and(eq(n.userId, userId), where) : eq(n.userId, userId), limit)}`);
}

/** Marks each key read for the user; a key already marked (on another device) is left as it is. */
export async function marcarLidas(db: Queryable, userId: string, itens: readonly { id: string; chave: string }[]): Promise<number> {
  const rows = await db.insert(n).values(itens.map((i) => ({ id: i.id, userId, chave: i.chave }))).onConflictDoNothing().returning({ id: n.id });
  return rows.length;
}

export async function desmarcar(db: Queryable, userId: string, chaves: string[]): Promise<number> {
  const rows = await db.delete(n).where(and(eq(n.userId, userId), inArray(n.chave, chaves))).returning({ id: n.id });
  return rows.length;
}
