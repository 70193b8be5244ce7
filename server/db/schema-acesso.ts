/** Drizzle schema: users, their sign-ins and the login limits (decisions 131, 132, 232). Exported through schema.ts. */
import { boolean, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, txid, updatedAt, version } from './schema-colunas.ts';
import type { Perfil } from '../../src/domain/listas.ts';

export const users = pgTable('users', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  login: text('login').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  status: boolean('status').notNull().default(true),
  /** 'administrador' | 'operador' (decision 232; replaces decision 133's `admin`). */
  perfil: text('perfil').$type<Perfil>().notNull().default('administrador'),
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
