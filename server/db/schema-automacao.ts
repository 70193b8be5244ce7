/* Automação de faturas (issue 20; decisions 280–283): the rule of each card bank, the bills the
   automation owns, and the job runner's run log. Online-only tables (decision 282): none is synced
   (server/sync/colecoes.ts); the bills themselves are ordinary rows of `faturas`, synced as before.
   The foreign keys (ON DELETE CASCADE to bancos, faturas, automacao_execucoes) are in
   migrations/0016_automacao.sql; not repeated here so this file needs nothing of schema.ts. */
import { sql } from 'drizzle-orm';
import {
  bigint, bigserial, boolean, date, index, integer, pgTable, primaryKey, smallint, text, timestamp, unique, uuid,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/** One rule per bank with credit. The due day is the bank's own `bancos.vencimento`. */
export const automacaoRegras = pgTable('automacao_regras', {
  id: uuid('id').primaryKey(),
  bancoId: uuid('banco_id').notNull().unique(),
  diaFechamento: smallint('dia_fechamento').notNull(),
  ativa: boolean('ativa').notNull().default(true),
  ajustarDiaUtil: boolean('ajustar_dia_util').notNull().default(true),
  alertaDias: smallint('alerta_dias').notNull().default(3),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  version: integer('version').notNull().default(1),
  txid: bigint('txid', { mode: 'number' }).notNull().default(sql`(pg_current_xact_id()::text::bigint)`),
});

/** The bills the automation made: one per (bank, competência); hand-made faturas are never here. */
export const faturasAutomaticas = pgTable('faturas_automaticas', {
  bancoId: uuid('banco_id').notNull(),
  /** 'YYYY-MM': the month the cycle closes in. */
  competencia: text('competencia').notNull(),
  faturaId: uuid('fatura_id').notNull().unique(),
  fechamento: date('fechamento').notNull(),
  /** The fatura_fechada event went out for this bill. */
  fechadaAvisada: boolean('fechada_avisada').notNull().default(false),
}, (t) => [primaryKey({ columns: [t.bancoId, t.competencia] })]);

/** One run of a task: the (tarefa, slot) key makes a schedule's run exist once (decision 281). */
export const automacaoExecucoes = pgTable('automacao_execucoes', {
  id: uuid('id').primaryKey(),
  tarefa: text('tarefa').notNull(),
  slot: text('slot').notNull(),
  /** 'agenda' | 'manual' | 'mudanca' | 'reprocessar' */
  origem: text('origem').notNull(),
  /** 'pendente' | 'executando' | 'sucesso' | 'falha' */
  status: text('status').notNull(),
  tentativas: integer('tentativas').notNull().default(0),
  agendadaPara: ts('agendada_para').notNull(),
  proximaTentativa: ts('proxima_tentativa').notNull().defaultNow(),
  dono: text('dono'),
  leaseAte: ts('lease_ate'),
  iniciadaEm: ts('iniciada_em'),
  terminadaEm: ts('terminada_em'),
  mensagem: text('mensagem'),
  createdAt: ts('created_at').notNull().defaultNow(),
}, (t) => [
  unique('automacao_execucoes_slot').on(t.tarefa, t.slot),
  index('automacao_execucoes_recentes').on(t.createdAt.desc()),
  index('automacao_execucoes_abertas').on(t.proximaTentativa).where(sql`status IN ('pendente', 'executando', 'falha')`),
]);

/** The run log's lines: one per bill a run created, changed or could not change. */
export const automacaoExecucaoItens = pgTable('automacao_execucao_itens', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  execucaoId: uuid('execucao_id').notNull(),
  bancoId: uuid('banco_id'),
  banco: text('banco').notNull(),
  competencia: text('competencia').notNull(),
  nLancamentos: integer('n_lancamentos').notNull(),
  valor: bigint('valor', { mode: 'number' }).notNull(),
  /** 'criada' | 'atualizada' | 'removida' | 'paga_inalterada' */
  resultado: text('resultado').notNull(),
  mensagem: text('mensagem').notNull(),
}, (t) => [index('automacao_execucao_itens_execucao').on(t.execucaoId)]);
