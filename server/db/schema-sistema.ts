/** Drizzle schema: the server's own tables (idempotency keys, tombstones for delta pulls, the change log). Exported through schema.ts. */
import { sql } from 'drizzle-orm';
import {
  bigint, bigserial, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './schema-colunas.ts';

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
