/** Drizzle schema: receipts with their files, and bank statement lines (issue 16). Exported through schema.ts. */
import { bigint, date, index, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { cents, createdAt, txid, updatedAt, version } from './schema-colunas.ts';
import { bancos } from './schema-cadastros.ts';
import { lancamentos, recebiveis } from './schema-titulos.ts';
import type { FormatoExtrato } from '../../src/domain/listas.ts';

export const comprovantes = pgTable('comprovantes', {
  id: uuid('id').primaryKey(),
  descricao: text('descricao').notNull(),
  data: date('data').notNull(),
  /** The linked posting's id_titulo (optional) and its description as shown in the list. */
  lancamentoTitulo: uuid('lancamento_titulo'),
  descricaoLancamento: text('descricao_lancamento'),
  createdAt: createdAt(), updatedAt: updatedAt(), version: version(), txid: txid(),
}, (t) => [index('comprovantes_txid').on(t.txid)]);

export const comprovanteArquivos = pgTable('comprovante_arquivos', {
  id: uuid('id').primaryKey(),
  comprovanteId: uuid('comprovante_id').notNull().references(() => comprovantes.id, { onDelete: 'cascade' }),
  /** Stored (sanitised, unique) file name under DATA_DIR/uploads. */
  nome: text('nome').notNull().unique(),
  nomeOriginal: text('nome_original').notNull(),
  tamanho: bigint('tamanho', { mode: 'number' }).notNull(),
  mime: text('mime'),
  createdAt: createdAt(),
}, (t) => [index('comprovante_arquivos_comprovante').on(t.comprovanteId)]);

/** Bank statement lines (issue 16, 0014_extratos.sql): signed cents (negative = money out). */
export const extratos = pgTable('extratos', {
  id: uuid('id').primaryKey(),
  bancoId: uuid('banco_id').notNull().references(() => bancos.id),
  data: date('data').notNull(),
  valor: cents('valor').notNull(),
  descricao: text('descricao').notNull(),
  fitid: text('fitid'),
  /** The duplicate key within the bank (src/domain/extrato-linha.ts chavesDasLinhas). */
  chave: text('chave').notNull(),
  formato: text('formato').$type<FormatoExtrato>().notNull(),
  parcela: text('parcela'),
  lancamentoId: uuid('lancamento_id').references(() => lancamentos.id, { onDelete: 'set null' }),
  recebivelId: uuid('recebivel_id').references(() => recebiveis.id, { onDelete: 'set null' }),
  /** The statement's closing balance (OFX LEDGERBAL) and its day, on each line it imported (0030, decision 426). */
  saldoFinal: cents('saldo_final'),
  dataSaldoFinal: date('data_saldo_final'),
  createdAt: createdAt(), updatedAt: updatedAt(), version: version(), txid: txid(),
}, (t) => [
  unique('extratos_banco_chave').on(t.bancoId, t.chave),
  index('extratos_txid').on(t.txid),
  index('extratos_banco_data').on(t.bancoId, t.data),
]);

/** Supplier NF-e imported into payables (issue 34, 0029_nfe.sql, decision 419): one row per chave. */
export const nfeImportadas = pgTable('nfe_importadas', {
  chave: text('chave').primaryKey(),
  idTitulo: uuid('id_titulo').notNull(),
  emitenteCnpj: text('emitente_cnpj').notNull(),
  emitenteNome: text('emitente_nome').notNull(),
  numero: text('numero').notNull(),
  serie: text('serie').notNull(),
  emissao: date('emissao').notNull(),
  valorTotal: bigint('valor_total', { mode: 'number' }).notNull(),
  comprovanteId: uuid('comprovante_id').references(() => comprovantes.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
}, (t) => [index('nfe_importadas_id_titulo').on(t.idTitulo)]);
