/* SQL for notes (issue 17): author and created_at are set here, from the session and the clock. */
import { eq, sql } from 'drizzle-orm';
import { inArray } from '../db/in-list.ts';
import type { Db, Tx } from '../db/client.ts';
import { observacoes } from '../db/schema.ts';
import { isoSql, whereOrderLimit, wireSelect } from './titulos.ts';
import { colunasWire } from '../sync/colunas-wire.ts';
import type { Entidade } from '../../src/domain/avisos-listas.ts';
import type { WireEntrada } from '../../src/domain/wire-linhas.ts';

type Queryable = Db | Tx;

/** A note as the wire sends it: the domain's wire schema (decision 341). */
export type ObservacaoRow = WireEntrada<'observacoes'>;

const o = observacoes;

const COLUNAS = colunasWire<WireEntrada<'observacoes'>>()({
  id: o.id, assunto: o.assunto, texto: o.texto, entidade: o.entidade, registro_id: o.registroId,
  autor_id: o.autorId, fixada: o.fixada, version: o.version, created_at: isoSql(o.createdAt),
  updated_at: isoSql(o.updatedAt),
});

export const selectObservacoes = wireSelect<ObservacaoRow>((where, limit) => sql`SELECT ${COLUNAS}
    FROM ${o}
  ${whereOrderLimit(o.id, where, limit)}`);

export interface ObservacaoValues {
  id: string;
  assunto: string;
  texto: string;
  entidade: Entidade;
  registro_id: string | null;
  fixada: boolean;
}

async function wireOf(db: Queryable, id: string): Promise<ObservacaoRow | null> {
  const [wire] = await selectObservacoes(db, eq(o.id, id));
  return wire ?? null;
}

export async function insertObservacao(db: Queryable, v: ObservacaoValues, autorId: string): Promise<ObservacaoRow | null> {
  const [row] = await db.insert(o).values({
    id: v.id, assunto: v.assunto, texto: v.texto, entidade: v.entidade, registroId: v.registro_id, fixada: v.fixada, autorId,
  }).onConflictDoNothing().returning({ id: o.id });
  return row ? wireOf(db, row.id) : null;
}

export async function updateObservacao(db: Queryable, v: ObservacaoValues): Promise<ObservacaoRow | null> {
  const [row] = await db.update(o).set({ assunto: v.assunto, texto: v.texto, entidade: v.entidade, registroId: v.registro_id, fixada: v.fixada })
    .where(eq(o.id, v.id)).returning({ id: o.id });
  return row ? wireOf(db, row.id) : null;
}

/** Each note's author, locked until the transaction ends. */
export async function autoresDe(db: Queryable, ids: string[]): Promise<Map<string, string>> {
  const rows = await db.select({ id: o.id, autor: o.autorId }).from(o).where(inArray(o.id, ids)).for('update');
  return new Map(rows.map((r) => [r.id, r.autor]));
}

export async function deleteObservacoes(db: Queryable, ids: string[]): Promise<number> {
  const deleted = await db.delete(o).where(inArray(o.id, ids)).returning({ id: o.id });
  return deleted.length;
}
