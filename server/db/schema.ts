/* Drizzle schema for every entity of SPEC §3. Money is integer cents (bigint), dates are `date`
   strings, ids are client-generatable UUIDs. `version` and `txid` are maintained by triggers
   (migrations/0001_init.sql) so no repository can forget them: see docs/decisions/002-sync-protocol.md. */
import { sql } from 'drizzle-orm';
import {
  bigint, bigserial, boolean, date, index, integer, jsonb, numeric, pgTable, primaryKey, smallint, text, timestamp, unique, uuid,
} from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

const cents = (name: string) => bigint(name, { mode: 'number' });
const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow();
const version = () => integer('version').notNull().default(1);
// The writing transaction's id: delta pulls return rows whose txid is not older than the
// client's cursor (the oldest transaction still running when it last pulled).
const txid = () => bigint('txid', { mode: 'number' }).notNull().default(sql`(pg_current_xact_id()::text::bigint)`);

export const users = pgTable('users', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  login: text('login').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  status: boolean('status').notNull().default(true),
  /** 'administrador' | 'operador' (decision 232; replaces decision 133's `admin`). */
  perfil: text('perfil').notNull().default('administrador'),
  createdAt: createdAt(), updatedAt: updatedAt(), version: version(), txid: txid(),
});

/** One row per sign-in, named by the token's `sid` (decision 131; migrations/0002_sessoes.sql). */
export const sessoes = pgTable('sessoes', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id').notNull().references(() => users.id),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'string' }),
});

/** rate-limiter-flexible's Drizzle store for the login limits (decision 132). */
export const loginLimites = pgTable('login_limites', {
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  expire: timestamp('expire', { withTimezone: true, mode: 'date' }),
});

export const bancos = pgTable('bancos', {
  id: uuid('id').primaryKey(),
  banco: text('banco').notNull(),
  status: boolean('status').notNull().default(true),
  possuiCartao: boolean('possui_cartao').notNull().default(false),
  credito: boolean('credito').notNull().default(false),
  debito: boolean('debito').notNull().default(false),
  vencimento: smallint('vencimento'),
  createdAt: createdAt(), updatedAt: updatedAt(), version: version(), txid: txid(),
}, (t) => [index('bancos_txid').on(t.txid)]);

export const categorias = pgTable('categorias', {
  id: uuid('id').primaryKey(),
  descricao: text('descricao').notNull(),
  status: boolean('status').notNull().default(true),
  /** The DRE gerencial line (src/domain/relatorio-dre.ts LINHAS_DRE); null: não classificado. */
  dreLinha: text('dre_linha'),
  /** A tax category: its postings fall due on the previous business day (0009_tributo.sql). */
  tributo: boolean('tributo').notNull().default(false),
  createdAt: createdAt(), updatedAt: updatedAt(), version: version(), txid: txid(),
}, (t) => [index('categorias_txid').on(t.txid)]);

export const lancamentos = pgTable('lancamentos', {
  id: uuid('id').primaryKey(),
  idTitulo: uuid('id_titulo').notNull(),
  descricao: text('descricao').notNull(),
  pagamento: text('pagamento').notNull(),
  tipoCompra: text('tipo_compra').notNull(),
  bancoId: uuid('banco_id').references(() => bancos.id),
  quantParcela: smallint('quant_parcela').notNull().default(1),
  parcela: smallint('parcela').notNull().default(1),
  valor: cents('valor').notNull(),
  valorParcela: cents('valor_parcela').notNull(),
  valorPago: cents('valor_pago').notNull().default(0),
  data: date('data').notNull(),
  status: text('status').notNull(),
  tipo: text('tipo').notNull(),
  vencimento: date('vencimento'),
  dataPagamento: date('data_pagamento'),
  dataCancelamento: date('data_cancelamento'),
  categoriaId: uuid('categoria_id').references(() => categorias.id),
  observacao: text('observacao'),
  metodo: text('metodo').notNull(),
  // Issue 15: the boleto or Pix the posting was read from (0005_calendario.sql).
  linhaDigitavel: text('linha_digitavel'),
  pixChave: text('pix_chave'),
  pixTxid: text('pix_txid'),
  // Issue 21: the Histórico Escolar record whose mensalidade this is (0013_historico_escolar.sql).
  historicoId: uuid('historico_id').references((): AnyPgColumn => historicosEscolares.id),
  /** The posting is a tax even if its category is not (0009_tributo.sql). */
  tributo: boolean('tributo').notNull().default(false),
  createdAt: createdAt(), updatedAt: updatedAt(), version: version(), txid: txid(),
}, (t) => [
  index('lancamentos_titulo').on(t.idTitulo),
  index('lancamentos_data').on(t.data),
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
  status: text('status').notNull(),
  tipo: text('tipo').notNull(),
  vencimento: date('vencimento'),
  dataPagamento: date('data_pagamento'),
  dataCancelamento: date('data_cancelamento'),
  observacao: text('observacao'),
  metodo: text('metodo').notNull(),
  createdAt: createdAt(), updatedAt: updatedAt(), version: version(), txid: txid(),
}, (t) => [
  index('recebiveis_titulo').on(t.idTitulo),
  index('recebiveis_data').on(t.data),
  index('recebiveis_txid').on(t.txid),
]);

/** Payment history of payables and receivables ('Histórico de Pagamento'). */
export const pagamentos = pgTable('pagamentos', {
  id: uuid('id').primaryKey(),
  alvo: text('alvo').notNull(), // 'lancamento' | 'recebivel'
  alvoId: uuid('alvo_id').notNull(),
  descricao: text('descricao').notNull(),
  valor: cents('valor').notNull(),
  data: date('data').notNull(),
  createdAt: createdAt(), updatedAt: updatedAt(), version: version(), txid: txid(),
}, (t) => [index('pagamentos_alvo').on(t.alvo, t.alvoId), index('pagamentos_txid').on(t.txid)]);

export const faturas = pgTable('faturas', {
  id: uuid('id').primaryKey(),
  descricao: text('descricao').notNull(),
  bancoId: uuid('banco_id').references(() => bancos.id),
  valor: cents('valor').notNull(),
  status: text('status').notNull(),
  vencimento: date('vencimento'),
  dataPagamento: date('data_pagamento'),
  linhaDigitavel: text('linha_digitavel'),
  pixChave: text('pix_chave'),
  pixTxid: text('pix_txid'),
  createdAt: createdAt(), updatedAt: updatedAt(), version: version(), txid: txid(),
}, (t) => [index('faturas_txid').on(t.txid)]);

/** Holidays an administrator adds (issue 15); national bank holidays are computed, not stored. */
export const feriados = pgTable('feriados', {
  id: uuid('id').primaryKey(),
  data: date('data').notNull().unique(),
  nome: text('nome').notNull(),
  createdAt: createdAt(), updatedAt: updatedAt(), version: version(), txid: txid(),
}, (t) => [index('feriados_txid').on(t.txid)]);

/** Histórico Escolar (issue 21): one row per aluno and período, its disciplinas as a jsonb array. */
export const historicosEscolares = pgTable('historicos_escolares', {
  id: uuid('id').primaryKey(),
  aluno: text('aluno').notNull(),
  instituicao: text('instituicao').notNull(),
  curso: text('curso').notNull(),
  periodo: text('periodo').notNull(),
  situacao: text('situacao').notNull(),
  frequencia: numeric('frequencia', { precision: 4, scale: 1 }),
  cargaHoraria: integer('carga_horaria').notNull().default(0),
  disciplinas: jsonb('disciplinas').notNull().default(sql`'[]'::jsonb`),
  media: numeric('media', { precision: 4, scale: 2 }),
  createdAt: createdAt(), updatedAt: updatedAt(), version: version(), txid: txid(),
}, (t) => [index('historicos_escolares_txid').on(t.txid)]);

/** Reminders (issue 17, migration 0011). `destinatarios` empty = everyone. */
export const lembretes = pgTable('lembretes', {
  id: uuid('id').primaryKey(),
  titulo: text('titulo').notNull(),
  descricao: text('descricao'),
  data: date('data').notNull(),
  hora: text('hora'),
  antecedenciaDias: smallint('antecedencia_dias').notNull().default(0),
  recorrencia: text('recorrencia').notNull().default('Nenhuma'),
  diaUtil: smallint('dia_util'),
  ajustarDiaUtil: boolean('ajustar_dia_util').notNull().default(false),
  destinatarios: uuid('destinatarios').array().notNull().default(sql`'{}'`),
  vinculoTipo: text('vinculo_tipo'),
  vinculoId: uuid('vinculo_id'),
  status: text('status').notNull().default('Pendente'),
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
  entidade: text('entidade').notNull(),
  registroId: uuid('registro_id'),
  autorId: uuid('autor_id').notNull().references(() => users.id),
  fixada: boolean('fixada').notNull().default(false),
  createdAt: createdAt(), updatedAt: updatedAt(), version: version(), txid: txid(),
}, (t) => [index('observacoes_txid').on(t.txid)]);

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
  formato: text('formato').notNull(),
  parcela: text('parcela'),
  lancamentoId: uuid('lancamento_id').references(() => lancamentos.id, { onDelete: 'set null' }),
  recebivelId: uuid('recebivel_id').references(() => recebiveis.id, { onDelete: 'set null' }),
  createdAt: createdAt(), updatedAt: updatedAt(), version: version(), txid: txid(),
}, (t) => [
  unique('extratos_banco_chave').on(t.bancoId, t.chave),
  index('extratos_txid').on(t.txid),
  index('extratos_banco_data').on(t.bancoId, t.data),
]);

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

export const entradas = pgTable('entradas', {
  id: uuid('id').primaryKey(),
  descricao: text('descricao').notNull(),
  valorInicial: cents('valor_inicial').notNull(),
  valorFinal: cents('valor_final').notNull(),
  data: date('data').notNull(),
  status: text('status').notNull().default('Ativo'),
  tipo: text('tipo').notNull(),
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
  status: text('status').notNull().default('Ativo'),
  observacao: text('observacao'),
  createdAt: createdAt(), updatedAt: updatedAt(), version: version(), txid: txid(),
}, (t) => [index('investimentos_txid').on(t.txid)]);

/** Yield and movement history of entries and investments ('Histórico de Movimentações'). */
export const movimentacoes = pgTable('movimentacoes', {
  id: uuid('id').primaryKey(),
  alvo: text('alvo').notNull(), // 'entrada' | 'investimento'
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
  tipo: text('tipo').notNull(),
  quantidade: bigint('quantidade', { mode: 'number' }).notNull(),
  preco: cents('preco').notNull(),
  custos: cents('custos').notNull().default(0),
  irrf: cents('irrf').notNull().default(0),
  modalidade: text('modalidade').notNull(),
  classe: text('classe').notNull(),
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
  classe: text('classe').notNull(),
  bancoId: uuid('banco_id').notNull().references(() => bancos.id),
  status: text('status').notNull().default('Ativo'),
  createdAt: createdAt(), updatedAt: updatedAt(), version: version(), txid: txid(),
}, (t) => [index('fundos_txid').on(t.txid)]);

/** A fund's aplicações, resgates and cotações; cota and cotas are integers of 10⁻⁸ (decision 254). */
export const fundoMovimentos = pgTable('fundo_movimentos', {
  id: uuid('id').primaryKey(),
  fundoId: uuid('fundo_id').notNull().references(() => fundos.id, { onDelete: 'cascade' }),
  tipo: text('tipo').notNull(),
  data: date('data').notNull(),
  valor: cents('valor'),
  cota: bigint('cota', { mode: 'number' }).notNull(),
  cotas: bigint('cotas', { mode: 'number' }),
  createdAt: createdAt(), updatedAt: updatedAt(), version: version(), txid: txid(),
}, (t) => [index('fundo_movimentos_txid').on(t.txid), index('fundo_movimentos_fundo').on(t.fundoId, t.data)]);

/** Idempotency-Key store: the response is written in the same transaction as the change. */
/** Scoped by user: (user_id, key) is the key (migration 0003, decision 140). */
export const idempotencyKeys = pgTable('idempotency_keys', {
  key: text('key').notNull(),
  userId: uuid('user_id').notNull(),
  method: text('method').notNull(),
  path: text('path').notNull(),
  requestHash: text('request_hash').notNull(),
  responseStatus: integer('response_status').notNull(),
  responseBody: jsonb('response_body'),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_at').on(t.createdAt)]);

/** Deleted rows, so delta pulls can tell clients what to remove. Filled by triggers. */
export const tombstones = pgTable('tombstones', {
  seq: bigserial('seq', { mode: 'number' }).primaryKey(),
  entity: text('entity').notNull(),
  rowId: uuid('row_id').notNull(),
  txid: bigint('txid', { mode: 'number' }).notNull().default(sql`(pg_current_xact_id()::text::bigint)`),
  deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
}, (t) => [index('tombstones_entity_txid').on(t.entity, t.txid)]);

/** The append-only change log (migration 0010, decision 230): written only by the trigger
    fluxo_auditoria_registrar, refused UPDATE/DELETE by another. */
export const auditoria = pgTable('auditoria', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  quando: timestamp('quando', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  usuarioId: uuid('usuario_id'),
  origem: text('origem').notNull(),
  quandoDispositivo: timestamp('quando_dispositivo', { withTimezone: true, mode: 'string' }),
  entidade: text('entidade').notNull(),
  registroId: text('registro_id'),
  acao: text('acao').notNull(),
  mutacao: text('mutacao'),
  antes: jsonb('antes'),
  depois: jsonb('depois'),
}, (t) => [
  index('auditoria_quando').on(t.quando.desc(), t.id.desc()),
  index('auditoria_registro').on(t.entidade, t.registroId, t.id.desc()),
  index('auditoria_entidade').on(t.entidade, t.quando.desc(), t.id.desc()),
  index('auditoria_usuario').on(t.usuarioId, t.quando.desc(), t.id.desc()),
  index('auditoria_acao').on(t.acao, t.quando.desc(), t.id.desc()),
]);

/** Tables synced to clients (the trigger set in the migration covers exactly these). */
export const SYNCED_TABLES = [
  'users', 'bancos', 'categorias', 'lancamentos', 'recebiveis', 'pagamentos', 'faturas',
  'comprovantes', 'entradas', 'investimentos', 'movimentacoes', 'feriados',
  'operacoes', 'fundos', 'fundo_movimentos', 'historicos_escolares',
  'lembretes', 'notificacoes_lidas', 'observacoes',
  'extratos',
] as const;
