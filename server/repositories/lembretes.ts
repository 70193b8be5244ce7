/* SQL for reminders (issue 17). */
import { and, eq, sql } from 'drizzle-orm';
import { arrayOf, inArray } from '../db/in-list.ts';
import type { Db, Tx } from '../db/client.ts';
import { faturas, lancamentos, lembretes, recebiveis, users } from '../db/schema.ts';
import { isoSql, whereOrderLimit, wireSelect } from './titulos.ts';
import { colunasWire, diaSql } from '../sync/colunas-wire.ts';
import type { EditarLembrete } from '../../src/domain/lembrete.ts';
import type { StatusLembrete } from '../../src/domain/avisos-listas.ts';
import type { WireEntrada } from '../../src/domain/wire-linhas.ts';

type Queryable = Db | Tx;

/** A reminder as the wire sends it: the domain's wire schema (decision 341). */
export type LembreteRow = WireEntrada<'lembretes'>;

const l = lembretes;

const COLUNAS = colunasWire<LembreteRow>()({
  id: l.id, titulo: l.titulo, descricao: l.descricao, data: diaSql(l.data), hora: l.hora,
  antecedencia_dias: sql<number>`${l.antecedenciaDias}::int`, recorrencia: l.recorrencia,
  dia_util: sql<number | null>`${l.diaUtil}::int`, ajustar_dia_util: l.ajustarDiaUtil,
  destinatarios: sql<string[]>`to_json(${l.destinatarios})`, vinculo_tipo: l.vinculoTipo, vinculo_id: l.vinculoId,
  status: l.status, criado_por: l.criadoPor, version: l.version, created_at: isoSql(l.createdAt),
  updated_at: isoSql(l.updatedAt),
});

export const selectLembretes = wireSelect<LembreteRow>((where, limit) => sql`SELECT ${COLUNAS}
  FROM ${l}
  ${whereOrderLimit(l.id, where, limit)}`);

/** What a write stores: the validated input (ids, recipients and link already checked). */
export type LembreteValues = Omit<EditarLembrete, 'version'>;

function colunas(v: LembreteValues) {
  return {
    titulo: v.titulo, descricao: v.descricao, data: v.data, hora: v.hora, antecedenciaDias: v.antecedencia_dias,
    recorrencia: v.recorrencia, diaUtil: v.dia_util, ajustarDiaUtil: v.ajustar_dia_util,
    destinatarios: sql`${arrayOf(v.destinatarios, 'uuid')}`,
    vinculoTipo: v.vinculo_tipo, vinculoId: v.vinculo_id, status: v.status,
  };
}

async function wireOf(db: Queryable, id: string): Promise<LembreteRow | null> {
  const [wire] = await selectLembretes(db, eq(l.id, id));
  return wire ?? null;
}

/** Inserts the reminder; null when the id is already taken. */
export async function insertLembrete(db: Queryable, v: LembreteValues, criadoPor: string | null): Promise<LembreteRow | null> {
  const [row] = await db.insert(l).values({ id: v.id, ...colunas(v), criadoPor }).onConflictDoNothing().returning({ id: l.id });
  return row ? wireOf(db, row.id) : null;
}

export async function updateLembrete(db: Queryable, v: LembreteValues): Promise<LembreteRow | null> {
  const [row] = await db.update(l).set(colunas(v)).where(eq(l.id, v.id)).returning({ id: l.id });
  return row ? wireOf(db, row.id) : null;
}

/** The reminders with these ids, locked until the transaction ends. */
export async function lembretesPorIds(db: Queryable, ids: string[]): Promise<LembreteRow[]> {
  await db.select({ id: l.id }).from(l).where(inArray(l.id, ids)).for('update');
  return selectLembretes(db, inArray(l.id, ids));
}

export async function setDataStatus(db: Queryable, id: string, data: string, status: StatusLembrete): Promise<void> {
  await db.update(l).set({ data, status }).where(eq(l.id, id));
}

export async function deleteLembretes(db: Queryable, ids: string[]): Promise<number> {
  const deleted = await db.delete(l).where(inArray(l.id, ids)).returning({ id: l.id });
  return deleted.length;
}

const TABELA = { lancamentos, recebiveis, faturas } as const;

/** Does the linked record exist? */
export async function vinculoExiste(db: Queryable, tipo: keyof typeof TABELA, id: string): Promise<boolean> {
  const t = TABELA[tipo];
  const [row] = await db.select({ id: t.id }).from(t).where(eq(t.id, id)).limit(1);
  return Boolean(row);
}

/** The ids among `ids` that are users. */
export async function usuariosExistentes(db: Queryable, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: users.id }).from(users).where(and(inArray(users.id, ids)));
  return new Set(rows.map((r) => r.id));
}
