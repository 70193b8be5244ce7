/** Drizzle schema: the registers every posting points at (banks, categories, holidays). Exported through schema.ts. */
import { boolean, date, index, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { cents, createdAt, txid, updatedAt, version } from './schema-colunas.ts';
import type { LinhaDre } from '../../src/domain/listas.ts';

export const bancos = pgTable('bancos', {
  id: uuid('id').primaryKey(),
  banco: text('banco').notNull(),
  status: boolean('status').notNull().default(true),
  possuiCartao: boolean('possui_cartao').notNull().default(false),
  credito: boolean('credito').notNull().default(false),
  debito: boolean('debito').notNull().default(false),
  vencimento: smallint('vencimento'),
  /** Issue 32 (0025, decision 402): the balance at the start of data_saldo_inicial, in cents. */
  saldoInicial: cents('saldo_inicial').notNull().default(0),
  dataSaldoInicial: date('data_saldo_inicial'),
  createdAt: createdAt(), updatedAt: updatedAt(), version: version(), txid: txid(),
}, (t) => [index('bancos_txid').on(t.txid)]);

export const categorias = pgTable('categorias', {
  id: uuid('id').primaryKey(),
  descricao: text('descricao').notNull(),
  status: boolean('status').notNull().default(true),
  /** The DRE gerencial line (src/domain/relatorio-dre.ts LINHAS_DRE); null: não classificado. */
  dreLinha: text('dre_linha').$type<LinhaDre>(),
  /** A tax category: its postings fall due on the previous business day (0009_tributo.sql). */
  tributo: boolean('tributo').notNull().default(false),
  createdAt: createdAt(), updatedAt: updatedAt(), version: version(), txid: txid(),
}, (t) => [index('categorias_txid').on(t.txid)]);

/** Holidays an administrator adds (issue 15); national bank holidays are computed, not stored. */
export const feriados = pgTable('feriados', {
  id: uuid('id').primaryKey(),
  data: date('data').notNull().unique(),
  nome: text('nome').notNull(),
  createdAt: createdAt(), updatedAt: updatedAt(), version: version(), txid: txid(),
}, (t) => [index('feriados_txid').on(t.txid)]);

/** Transferências between banks (issue 32, 0025_saldos_transferencias.sql): out of `de`, into `para`. */
export const transferencias = pgTable('transferencias', {
  id: uuid('id').primaryKey(),
  de: uuid('de').notNull().references(() => bancos.id),
  para: uuid('para').notNull().references(() => bancos.id),
  valor: cents('valor').notNull(),
  data: date('data').notNull(),
  descricao: text('descricao'),
  createdAt: createdAt(), updatedAt: updatedAt(), version: version(), txid: txid(),
}, (t) => [index('transferencias_txid').on(t.txid)]);

/** Centros de custo (issue 35, 0033_centros_custo.sql, decision 440): a rateio share names one. */
export const centrosCusto = pgTable('centros_custo', {
  id: uuid('id').primaryKey(),
  codigo: text('codigo').notNull(),
  nome: text('nome').notNull(),
  status: boolean('status').notNull().default(true),
  createdAt: createdAt(), updatedAt: updatedAt(), version: version(), txid: txid(),
}, (t) => [index('centros_custo_txid').on(t.txid)]);

/** Orçamento (issue 35 item 3, 0034_rateio.sql, decision 443): one value per categoria, centro (or none) and month. */
export const orcamentos = pgTable('orcamentos', {
  id: uuid('id').primaryKey(),
  categoriaId: uuid('categoria_id').notNull().references(() => categorias.id),
  centroCustoId: uuid('centro_custo_id').references(() => centrosCusto.id),
  /** 'YYYY-MM'. */
  mes: text('mes').notNull(),
  valor: cents('valor').notNull(),
  createdAt: createdAt(), updatedAt: updatedAt(), version: version(), txid: txid(),
}, (t) => [index('orcamentos_mes').on(t.mes)]);
