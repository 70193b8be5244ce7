/* The Telegram bot's tables (issue 20, migrations/0017_telegram.sql, decisions 285–289).
   Server-only: none is synced to devices. Foreign keys live in the migration. */
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, smallint, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

const instante = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });
const createdAt = () => instante('created_at').notNull().defaultNow();
const updatedAt = () => instante('updated_at').notNull().defaultNow();
const version = () => integer('version').notNull().default(1);
const txid = () => bigint('txid', { mode: 'number' }).notNull().default(sql`(pg_current_xact_id()::text::bigint)`);

/** The one configuration row (id 1); the token itself is in telegramSegredo (decision 287). */
export const telegramConfig = pgTable('telegram_config', {
  id: smallint('id').primaryKey(),
  tokenMascarado: text('token_mascarado'),
  botUsername: text('bot_username'),
  silencioInicio: text('silencio_inicio'),
  silencioFim: text('silencio_fim'),
  resumoHora: text('resumo_hora').notNull().default('08:00'),
  createdAt: createdAt(), updatedAt: updatedAt(), version: version(), txid: txid(),
});

/** The bot token, the polling offset and the poller's lease (decision 286). Not audited. */
export const telegramSegredo = pgTable('telegram_segredo', {
  id: smallint('id').primaryKey(),
  token: text('token').notNull(),
  updateOffset: bigint('update_offset', { mode: 'number' }).notNull().default(0),
  poller: text('poller'),
  pollerAte: instante('poller_ate'),
});

/** One-time linking codes, stored as their SHA-256 only. */
export const telegramCodigos = pgTable('telegram_codigos', {
  codigoHash: text('codigo_hash').primaryKey(),
  usuarioId: uuid('usuario_id').notNull(),
  expiraEm: instante('expira_em').notNull(),
  usadoEm: instante('usado_em'),
  createdAt: createdAt(),
});

export const telegramChats = pgTable('telegram_chats', {
  id: uuid('id').primaryKey(),
  chatId: bigint('chat_id', { mode: 'number' }).notNull().unique(),
  nome: text('nome').notNull(),
  usuarioId: uuid('usuario_id'),
  createdAt: createdAt(), updatedAt: updatedAt(), version: version(), txid: txid(),
});

export const telegramAssinaturas = pgTable('telegram_assinaturas', {
  id: uuid('id').primaryKey(),
  chat: uuid('chat').notNull(),
  tipo: text('tipo').notNull(),
  createdAt: createdAt(), updatedAt: updatedAt(), version: version(), txid: txid(),
}, (t) => [unique('telegram_assinaturas_chat_tipo_key').on(t.chat, t.tipo)]);

/** Every message the bot sends or queues; `chave` makes an alert unique per chat. */
export const telegramMensagens = pgTable('telegram_mensagens', {
  id: uuid('id').primaryKey(),
  chatId: bigint('chat_id', { mode: 'number' }).notNull(),
  tipo: text('tipo').notNull(),
  texto: text('texto').notNull(),
  status: text('status').notNull(),
  erro: text('erro'),
  chave: text('chave'),
  tentativas: integer('tentativas').notNull().default(0),
  enviarApos: instante('enviar_apos'),
  enviadaEm: instante('enviada_em'),
  createdAt: createdAt(),
}, (t) => [
  unique('telegram_mensagens_chat_id_chave_key').on(t.chatId, t.chave),
  index('telegram_mensagens_data').on(t.createdAt.desc(), t.id.desc()),
]);
