/** Drizzle schema: entries, investments and their movements; stock trades and funds (issue 19). Exported through schema.ts. */
import { bigint, date, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { cents, createdAt, txid, updatedAt, version } from './schema-colunas.ts';
import { bancos } from './schema-cadastros.ts';
import { comprovantes } from './schema-documentos.ts';
import type {
  AlvoMovimentacao, ClasseAcao, ClasseFundo, Modalidade, StatusEntrada, StatusFundo, StatusInvestimento, TipoEntrada, TipoMovimento, TipoOperacao,
} from '../../src/domain/listas.ts';

export const entradas = pgTable('entradas', {
  id: uuid('id').primaryKey(),
  descricao: text('descricao').notNull(),
  valorInicial: cents('valor_inicial').notNull(),
  valorFinal: cents('valor_final').notNull(),
  data: date('data').notNull(),
  status: text('status').$type<StatusEntrada>().notNull().default('Ativo'),
  tipo: text('tipo').$type<TipoEntrada>().notNull(),
  observacao: text('observacao'),
  bancoId: uuid('banco_id').references(() => bancos.id),
  idTitulo: uuid('id_titulo'),
  createdAt: createdAt(), updatedAt: updatedAt(), version: version(), txid: txid(),
}, (t) => [index('entradas_txid').on(t.txid)]);

export const investimentos = pgTable('investimentos', {
  id: uuid('id').primaryKey(),
  descricao: text('descricao').notNull(),
  valorInicial: cents('valor_inicial').notNull(),
  valorFinal: cents('valor_final').notNull(),
  data: date('data').notNull(),
  bancoId: uuid('banco_id').references(() => bancos.id),
  status: text('status').$type<StatusInvestimento>().notNull().default('Ativo'),
  observacao: text('observacao'),
  createdAt: createdAt(), updatedAt: updatedAt(), version: version(), txid: txid(),
}, (t) => [index('investimentos_txid').on(t.txid)]);

/** Yield and movement history of entries and investments ('Histórico de Movimentações'). */
export const movimentacoes = pgTable('movimentacoes', {
  id: uuid('id').primaryKey(),
  alvo: text('alvo').$type<AlvoMovimentacao>().notNull(),
  alvoId: uuid('alvo_id').notNull(),
  descricao: text('descricao').notNull(),
  valor: cents('valor').notNull(), // signed: negative when subtracted
  data: date('data').notNull(),
  createdAt: createdAt(), updatedAt: updatedAt(), version: version(), txid: txid(),
}, (t) => [index('movimentacoes_alvo').on(t.alvo, t.alvoId), index('movimentacoes_txid').on(t.txid)]);

/** Stock and FII trades (issue 19, migration 0012). Money in cents. */
export const operacoes = pgTable('operacoes', {
  id: uuid('id').primaryKey(),
  data: date('data').notNull(),
  ticker: text('ticker').notNull(),
  tipo: text('tipo').$type<TipoOperacao>().notNull(),
  quantidade: bigint('quantidade', { mode: 'number' }).notNull(),
  preco: cents('preco').notNull(),
  custos: cents('custos').notNull().default(0),
  irrf: cents('irrf').notNull().default(0),
  modalidade: text('modalidade').$type<Modalidade>().notNull(),
  classe: text('classe').$type<ClasseAcao>().notNull(),
  corretoraId: uuid('corretora_id').references(() => bancos.id),
  nota: text('nota'),
  comprovanteId: uuid('comprovante_id').references(() => comprovantes.id, { onDelete: 'set null' }),
  createdAt: createdAt(), updatedAt: updatedAt(), version: version(), txid: txid(),
}, (t) => [index('operacoes_txid').on(t.txid), index('operacoes_ticker').on(t.ticker, t.data)]);

/** Investment funds (issue 19). */
export const fundos = pgTable('fundos', {
  id: uuid('id').primaryKey(),
  nome: text('nome').notNull(),
  cnpj: text('cnpj').notNull().unique(),
  classe: text('classe').$type<ClasseFundo>().notNull(),
  bancoId: uuid('banco_id').notNull().references(() => bancos.id),
  status: text('status').$type<StatusFundo>().notNull().default('Ativo'),
  createdAt: createdAt(), updatedAt: updatedAt(), version: version(), txid: txid(),
}, (t) => [index('fundos_txid').on(t.txid)]);

/** A fund's aplicações, resgates and cotações; cota and cotas are integers of 10⁻⁸ (decision 254). */
export const fundoMovimentos = pgTable('fundo_movimentos', {
  id: uuid('id').primaryKey(),
  fundoId: uuid('fundo_id').notNull().references(() => fundos.id, { onDelete: 'cascade' }),
  tipo: text('tipo').$type<TipoMovimento>().notNull(),
  data: date('data').notNull(),
  valor: cents('valor'),
  cota: bigint('cota', { mode: 'number' }).notNull(),
  cotas: bigint('cotas', { mode: 'number' }),
  createdAt: createdAt(), updatedAt: updatedAt(), version: version(), txid: txid(),
}, (t) => [index('fundo_movimentos_txid').on(t.txid), index('fundo_movimentos_fundo').on(t.fundoId, t.data)]);
