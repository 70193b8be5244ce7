/** Drizzle schema: reminders, the bell's read marks and notes on records (issue 17). Exported through schema.ts. */
import { sql } from 'drizzle-orm';
import { boolean, date, index, pgTable, smallint, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, txid, updatedAt, version } from './schema-colunas.ts';
import { users } from './schema-acesso.ts';
import type { Entidade, Recorrencia, StatusLembrete, TipoVinculo } from '../../src/domain/avisos-listas.ts';

/** Reminders (issue 17, migration 0011). `destinatarios` empty = everyone. */
export const lembretes = pgTable('lembretes', {
  id: uuid('id').primaryKey(),
  titulo: text('titulo').notNull(),
  descricao: text('descricao'),
  data: date('data').notNull(),
  hora: text('hora'),
  antecedenciaDias: smallint('antecedencia_dias').notNull().default(0),
  recorrencia: text('recorrencia').$type<Recorrencia>().notNull().default('Nenhuma'),
  diaUtil: smallint('dia_util'),
  ajustarDiaUtil: boolean('ajustar_dia_util').notNull().default(false),
  destinatarios: uuid('destinatarios').array().notNull().default(sql`'{}'`),
  vinculoTipo: text('vinculo_tipo').$type<TipoVinculo>(),
  vinculoId: uuid('vinculo_id'),
  status: text('status').$type<StatusLembrete>().notNull().default('Pendente'),
  criadoPor: uuid('criado_por').references(() => users.id),
  createdAt: createdAt(), updatedAt: updatedAt(), version: version(), txid: txid(),
}, (t) => [index('lembretes_txid').on(t.txid)]);

/** The bell's read marks, one per (user, notification key) (issue 17, decision 241). */
export const notificacoesLidas = pgTable('notificacoes_lidas', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  chave: text('chave').notNull(),
  createdAt: createdAt(), updatedAt: updatedAt(), version: version(), txid: txid(),
}, (t) => [index('notificacoes_lidas_txid').on(t.txid), unique('notificacoes_lidas_user_id_chave_key').on(t.userId, t.chave)]);

/** Notes on any record (issue 17); author and created_at are the server's. */
export const observacoes = pgTable('observacoes', {
  id: uuid('id').primaryKey(),
  assunto: text('assunto').notNull(),
  texto: text('texto').notNull(),
  entidade: text('entidade').$type<Entidade>().notNull(),
  registroId: uuid('registro_id'),
  autorId: uuid('autor_id').notNull().references(() => users.id),
  fixada: boolean('fixada').notNull().default(false),
  createdAt: createdAt(), updatedAt: updatedAt(), version: version(), txid: txid(),
}, (t) => [index('observacoes_txid').on(t.txid)]);
