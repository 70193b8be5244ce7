/** Drizzle schema: payables, receivables, their payment history and card invoices. Exported through schema.ts. */
import { boolean, date, index, jsonb, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { cents, createdAt, txid, updatedAt, version } from './schema-colunas.ts';
import { users } from './schema-acesso.ts';
import { bancos, categorias } from './schema-cadastros.ts';
import { historicosEscolares } from './schema-escolar.ts';
import type {
  AlvoPagamento, EstadoAprovacao, Frequencia, Metodo, Pagamento, StatusTitulo, TipoCompra, TipoRecorrencia, TipoVencimento,
} from '../../src/domain/listas.ts';
import type { ParteRateio } from '../../src/domain/rateio.ts';

/** Contas recorrentes (issue 34, migration 0028): the rule; its occurrences are ordinary rows below. */
export const recorrencias = pgTable('recorrencias', {
  id: uuid('id').primaryKey(),
  tipo: text('tipo').$type<TipoRecorrencia>().notNull(),
  descricao: text('descricao').notNull(),
  valor: cents('valor').notNull(),
  bancoId: uuid('banco_id').references(() => bancos.id),
  categoriaId: uuid('categoria_id').references(() => categorias.id),
  pagamento: text('pagamento').$type<Pagamento>(),
  frequencia: text('frequencia').$type<Frequencia>().notNull(),
  dia: smallint('dia'),
  inicio: date('inicio').notNull(),
  fim: date('fim'),
  ajustarDiaUtil: boolean('ajustar_dia_util').notNull().default(false),
  observacao: text('observacao'),
  status: boolean('status').notNull().default(true),
  /** An Operador saved it last (0032, decision 439): its later occurrences face the alçada as theirs. */
  salvaPorOperador: boolean('salva_por_operador').notNull().default(false),
  createdAt: createdAt(), updatedAt: updatedAt(), version: version(), txid: txid(),
}, (t) => [index('recorrencias_txid').on(t.txid)]);

export const lancamentos = pgTable('lancamentos', {
  id: uuid('id').primaryKey(),
  idTitulo: uuid('id_titulo').notNull(),
  descricao: text('descricao').notNull(),
  pagamento: text('pagamento').$type<Pagamento>().notNull(),
  tipoCompra: text('tipo_compra').$type<TipoCompra>().notNull(),
  bancoId: uuid('banco_id').references(() => bancos.id),
  quantParcela: smallint('quant_parcela').notNull().default(1),
  parcela: smallint('parcela').notNull().default(1),
  valor: cents('valor').notNull(),
  valorParcela: cents('valor_parcela').notNull(),
  valorPago: cents('valor_pago').notNull().default(0),
  data: date('data').notNull(),
  status: text('status').$type<StatusTitulo>().notNull(),
  tipo: text('tipo').$type<TipoVencimento>().notNull(),
  vencimento: date('vencimento'),
  dataPagamento: date('data_pagamento'),
  dataCancelamento: date('data_cancelamento'),
  categoriaId: uuid('categoria_id').references(() => categorias.id),
  observacao: text('observacao'),
  metodo: text('metodo').$type<Metodo>().notNull(),
  // Issue 15: the boleto or Pix the posting was read from (0005_calendario.sql).
  linhaDigitavel: text('linha_digitavel'),
  pixChave: text('pix_chave'),
  pixTxid: text('pix_txid'),
  // Issue 21: the Histórico Escolar record whose mensalidade this is (0013_historico_escolar.sql).
  historicoId: uuid('historico_id').references((): AnyPgColumn => historicosEscolares.id),
  /** The posting is a tax even if its category is not (0009_tributo.sql). */
  tributo: boolean('tributo').notNull().default(false),
  /** The recorrência this row is an occurrence of (0028_recorrencias.sql). */
  recorrenciaId: uuid('recorrencia_id').references(() => recorrencias.id, { onDelete: 'set null' }),
  /** The alçada (0031_alcadas.sql, decision 422): null when the payable never needed approval. */
  aprovacao: text('aprovacao').$type<EstadoAprovacao>(),
  aprovacaoMotivo: text('aprovacao_motivo'),
  aprovacaoPor: uuid('aprovacao_por').references(() => users.id, { onDelete: 'set null' }),
  aprovacaoEm: timestamp('aprovacao_em', { withTimezone: true, mode: 'string' }),
  /** Issue 35 (0034_rateio.sql, decision 441): the group's split; null when not split. */
  rateio: jsonb('rateio').$type<ParteRateio[]>(),
  createdAt: createdAt(), updatedAt: updatedAt(), version: version(), txid: txid(),
}, (t) => [
  index('lancamentos_titulo').on(t.idTitulo),
  index('lancamentos_data').on(t.data),
  index('lancamentos_vencimento').on(t.vencimento),
  index('lancamentos_txid').on(t.txid),
  index('lancamentos_banco').on(t.bancoId),
  index('lancamentos_categoria').on(t.categoriaId),
]);

export const recebiveis = pgTable('recebiveis', {
  id: uuid('id').primaryKey(),
  idTitulo: uuid('id_titulo').notNull(),
  descricao: text('descricao').notNull(),
  quantParcela: smallint('quant_parcela').notNull().default(1),
  parcela: smallint('parcela').notNull().default(1),
  valor: cents('valor').notNull(),
  valorParcela: cents('valor_parcela').notNull(),
  valorPago: cents('valor_pago').notNull().default(0),
  data: date('data').notNull(),
  status: text('status').$type<StatusTitulo>().notNull(),
  tipo: text('tipo').$type<TipoVencimento>().notNull(),
  vencimento: date('vencimento'),
  dataPagamento: date('data_pagamento'),
  dataCancelamento: date('data_cancelamento'),
  observacao: text('observacao'),
  metodo: text('metodo').$type<Metodo>().notNull(),
  /** Where the money lands (issue 32, 0025); null: no bank. */
  bancoId: uuid('banco_id').references(() => bancos.id),
  recorrenciaId: uuid('recorrencia_id').references(() => recorrencias.id, { onDelete: 'set null' }),
  /** Issue 35 (0034_rateio.sql, decision 441): the group's split; null when not split. */
  rateio: jsonb('rateio').$type<ParteRateio[]>(),
  createdAt: createdAt(), updatedAt: updatedAt(), version: version(), txid: txid(),
}, (t) => [
  index('recebiveis_titulo').on(t.idTitulo),
  index('recebiveis_data').on(t.data),
  index('recebiveis_vencimento').on(t.vencimento),
  index('recebiveis_txid').on(t.txid),
]);

/** Payment history of payables and receivables ('Histórico de Pagamento'). */
export const pagamentos = pgTable('pagamentos', {
  id: uuid('id').primaryKey(),
  alvo: text('alvo').$type<AlvoPagamento>().notNull(),
  alvoId: uuid('alvo_id').notNull(),
  descricao: text('descricao').notNull(),
  valor: cents('valor').notNull(),
  data: date('data').notNull(),
  /** Decision 393: an estornado entry is kept, marked; never realizado. */
  estornadoEm: timestamp('estornado_em', { withTimezone: true, mode: 'string' }),
  motivoEstorno: text('motivo_estorno'),
  createdAt: createdAt(), updatedAt: updatedAt(), version: version(), txid: txid(),
}, (t) => [index('pagamentos_alvo').on(t.alvo, t.alvoId), index('pagamentos_txid').on(t.txid)]);

export const faturas = pgTable('faturas', {
  id: uuid('id').primaryKey(),
  descricao: text('descricao').notNull(),
  bancoId: uuid('banco_id').references(() => bancos.id),
  valor: cents('valor').notNull(),
  status: text('status').$type<StatusTitulo>().notNull(),
  vencimento: date('vencimento'),
  dataPagamento: date('data_pagamento'),
  linhaDigitavel: text('linha_digitavel'),
  pixChave: text('pix_chave'),
  pixTxid: text('pix_txid'),
  createdAt: createdAt(), updatedAt: updatedAt(), version: version(), txid: txid(),
}, (t) => [index('faturas_txid').on(t.txid)]);

/** The alçada's one configuration row (id 1, 0031_alcadas.sql): off until an administrator sets it. */
export const alcadaConfig = pgTable('alcada_config', {
  id: smallint('id').primaryKey(),
  ativa: boolean('ativa').notNull().default(false),
  limite: cents('limite'),
  createdAt: createdAt(), updatedAt: updatedAt(), version: version(), txid: txid(),
});
