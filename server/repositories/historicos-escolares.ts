/* SQL of Histórico Escolar (issue 21): one row per aluno and período, its disciplinas a jsonb
   array replaced whole by an edit (decision 260). Rows are read as wire JSON by the database. */
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { HistoricoEscolar } from '../../src/domain/historico-escolar-disciplinas.ts';
import { inArray } from '../db/in-list.ts';
import type { Db, Tx } from '../db/client.ts';
import { historicosEscolares, lancamentos } from '../db/schema.ts';
import type { WireEntrada } from '../../src/domain/wire-linhas.ts';
import { colunasWire } from '../sync/colunas-wire.ts';
import { isoSql, whereOrderLimit, wireSelect } from './titulos.ts';

type Queryable = Db | Tx;

export type HistoricoRow = HistoricoEscolar;
export type HistoricoValues = Omit<HistoricoEscolar, 'version' | 'created_at' | 'updated_at'>;

const h = historicosEscolares;

const COLUNAS = colunasWire<WireEntrada<'historicos'>>()({
  id: h.id, aluno: h.aluno, instituicao: h.instituicao, curso: h.curso, periodo: h.periodo, situacao: h.situacao,
  frequencia: sql<number | null>`(${h.frequencia})::float8`, carga_horaria: h.cargaHoraria, disciplinas: h.disciplinas,
  media: sql<number | null>`(${h.media})::float8`,
  version: h.version, created_at: isoSql(h.createdAt), updated_at: isoSql(h.updatedAt),
});

export const selectHistoricos = wireSelect<HistoricoRow>((where, limit) => sql`SELECT ${COLUNAS} FROM ${h}
  ${whereOrderLimit(h.id, where, limit)}`);

function colunas(v: Omit<HistoricoValues, 'id'>) {
  return {
    aluno: v.aluno, instituicao: v.instituicao, curso: v.curso, periodo: v.periodo, situacao: v.situacao,
    frequencia: v.frequencia === null ? null : v.frequencia.toFixed(1), cargaHoraria: v.carga_horaria,
    disciplinas: v.disciplinas, media: v.media === null ? null : v.media.toFixed(2),
  };
}

export async function historicoPorId(db: Queryable, id: string): Promise<HistoricoRow | null> {
  const [row] = await selectHistoricos(db, eq(h.id, id));
  return row ?? null;
}

/** The row's version, locked until the transaction ends (an edit is judged against it). */
export async function lockHistorico(tx: Tx, id: string): Promise<{ version: number } | null> {
  const [row] = await tx.select({ version: h.version }).from(h).where(eq(h.id, id)).for('update');
  return row ?? null;
}

/** Inserts the record; null when the id is already taken. */
export async function insertHistorico(db: Queryable, values: HistoricoValues): Promise<HistoricoRow | null> {
  const [row] = await db.insert(h).values({ id: values.id, ...colunas(values) }).onConflictDoNothing().returning({ id: h.id });
  return row ? historicoPorId(db, row.id) : null;
}

/** Replaces every field and the whole disciplinas array in one statement. */
export async function updateHistorico(db: Queryable, values: HistoricoValues): Promise<HistoricoRow | null> {
  await db.update(h).set(colunas(values)).where(eq(h.id, values.id));
  return historicoPorId(db, values.id);
}

/** How many of these records have linked payables (mensalidades). */
export async function historicosComMensalidades(db: Queryable, ids: readonly string[]): Promise<number> {
  if (!ids.length) return 0;
  const rows = await db.selectDistinct({ id: lancamentos.historicoId }).from(lancamentos)
    .where(and(isNotNull(lancamentos.historicoId), inArray(lancamentos.historicoId, ids)));
  return rows.length;
}

export async function deleteHistoricos(db: Queryable, ids: readonly string[]): Promise<number> {
  const deleted = await db.delete(h).where(inArray(h.id, ids)).returning({ id: h.id });
  return deleted.length;
}
