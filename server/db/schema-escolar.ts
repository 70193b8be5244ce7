/** Drizzle schema: Histórico Escolar (issue 21). Exported through schema.ts. */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { Disciplina } from '../../src/domain/historico-escolar-disciplinas.ts';
import { createdAt, txid, updatedAt, version } from './schema-colunas.ts';
import type { Situacao } from '../../src/domain/listas.ts';

/** Histórico Escolar (issue 21): one row per aluno and período, its disciplinas as a jsonb array. */
export const historicosEscolares = pgTable('historicos_escolares', {
  id: uuid('id').primaryKey(),
  aluno: text('aluno').notNull(),
  instituicao: text('instituicao').notNull(),
  curso: text('curso').notNull(),
  periodo: text('periodo').notNull(),
  situacao: text('situacao').$type<Situacao>().notNull(),
  frequencia: numeric('frequencia', { precision: 4, scale: 1 }),
  cargaHoraria: integer('carga_horaria').notNull().default(0),
  disciplinas: jsonb('disciplinas').$type<Disciplina[]>().notNull().default(sql`'[]'::jsonb`),
  media: numeric('media', { precision: 4, scale: 2 }),
  createdAt: createdAt(), updatedAt: updatedAt(), version: version(), txid: txid(),
}, (t) => [index('historicos_escolares_txid').on(t.txid)]);
