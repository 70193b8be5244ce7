/* SQL for system users (SPEC §2 Users screen). The password hash never leaves this file except
   to the login route, which reads the table itself, and to the own-password check (findPasswordHash). */
import { and, asc, eq, ne, or, sql } from 'drizzle-orm';
import type { Perfil } from '../../src/domain/listas.ts';
import type { SQL } from 'drizzle-orm';
import { users } from '../db/schema.ts';
import type { Db, Tx } from '../db/client.ts';
import { PG_UNIQUE_VIOLATION, pgError } from '../db/pg-error.ts';

type Queryable = Db | Tx;

/** The wire row of GET /api/usuarios: never the password. */
export interface UsuarioRow {
  id: string;
  name: string;
  email: string;
  login: string;
  status: boolean;
  perfil: Perfil;
  version: number;
  created_at: string;
  updated_at: string;
}

const columns = {
  id: users.id, name: users.name, email: users.email, login: users.login, status: users.status, perfil: users.perfil,
  version: users.version, createdAt: users.createdAt, updatedAt: users.updatedAt,
};
type Selected = { id: string; name: string; email: string; login: string; status: boolean; perfil: string; version: number; createdAt: string; updatedAt: string };

// Database text timestamps ('2024-01-01 12:00:00.1+00') become ISO-8601, which every browser parses.
const iso = (ts: string) => new Date(ts).toISOString();

function toWire(r: Selected): UsuarioRow {
  return {
    id: r.id, name: r.name, email: r.email, login: r.login, status: r.status, perfil: r.perfil as Perfil, version: r.version,
    created_at: iso(r.createdAt), updated_at: iso(r.updatedAt),
  };
}

export async function selectUsuarios(db: Queryable, where: SQL | undefined, limit: number | null): Promise<UsuarioRow[]> {
  const query = db.select(columns).from(users).where(where).orderBy(asc(users.id));
  const rows = limit === null ? await query : await query.limit(limit);
  return rows.map(toWire);
}

/** What an Operador sees of another user: who wrote a record, nothing of the directory. */
export type UsuarioResumo = Pick<UsuarioRow, 'id' | 'name' | 'version' | 'created_at' | 'updated_at'>;

export function resumoDoUsuario(r: UsuarioRow): UsuarioResumo {
  return { id: r.id, name: r.name, version: r.version, created_at: r.created_at, updated_at: r.updated_at };
}

/** The users list for an Operador (issue 37 item 3): its own row whole (the app reads its perfil
    there, and it edits its own name and password), the others' id and name only. */
export function selectUsuariosDoOperador(proprioId: string) {
  return async (db: Queryable, where: SQL | undefined, limit: number | null): Promise<(UsuarioRow | UsuarioResumo)[]> => {
    const rows = await selectUsuarios(db, where, limit);
    return rows.map((r) => (r.id === proprioId ? r : resumoDoUsuario(r)));
  };
}

export async function findUsuario(db: Queryable, id: string, forUpdate = false): Promise<UsuarioRow | null> {
  const query = db.select(columns).from(users).where(eq(users.id, id)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ? toWire(row) : null;
}

/** The stored hash, for checking a user's current password before they change it. */
export async function findPasswordHash(db: Queryable, id: string): Promise<string | null> {
  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, id)).limit(1);
  return row?.hash ?? null;
}

/** Which of login / e-mail another user already holds (login first), or null. */
export async function findConflito(
  db: Queryable,
  wanted: { login: string; email: string },
  exceptId: string | null,
): Promise<'login' | 'email' | null> {
  const clash = or(eq(users.login, wanted.login), eq(users.email, wanted.email));
  const rows = await db.select({ login: users.login, email: users.email }).from(users)
    .where(exceptId ? and(clash, ne(users.id, exceptId)) : clash);
  if (rows.some((r) => r.login === wanted.login)) return 'login';
  if (rows.some((r) => r.email === wanted.email)) return 'email';
  return null;
}

export interface NovoUsuarioValues {
  id: string;
  name: string;
  email: string;
  login: string;
  passwordHash: string;
  status: boolean;
  perfil: Perfil;
}

/** Inserts the user; null when the id is already taken (a duplicate create). */
export async function insertUsuario(db: Queryable, values: NovoUsuarioValues): Promise<UsuarioRow | null> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing({ target: users.id }).returning(columns);
  return row ? toWire(row) : null;
}

export interface EdicaoUsuarioValues {
  name: string;
  email: string;
  login: string;
  status: boolean;
  perfil: Perfil;
  /** null keeps the current password. */
  passwordHash: string | null;
}

export async function updateUsuario(db: Queryable, id: string, values: EdicaoUsuarioValues): Promise<UsuarioRow | null> {
  const { passwordHash, ...rest } = values;
  const [row] = await db.update(users).set(passwordHash ? { ...rest, passwordHash } : rest)
    .where(eq(users.id, id)).returning(columns);
  return row ? toWire(row) : null;
}

/**
 * How many active administrators there are besides `exceptId`. A transaction-scoped advisory lock
 * serialises the checks: of two concurrent demotions of the last two administrators, the second
 * counts after the first commits and is refused (decision 233).
 */
export async function outrosAdministradoresAtivos(tx: Tx, exceptId: string): Promise<number> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('fluxo.administradores'))`);
  const rows = await tx.select({ id: users.id }).from(users)
    .where(and(eq(users.perfil, 'administrador'), eq(users.status, true), ne(users.id, exceptId)));
  return rows.length;
}

/**
 * The unique constraint (name and detail) a failed statement broke (PostgreSQL code 23505), or null. Drizzle wraps
 * driver errors, so the code may sit on the error or on its cause.
 */
export function uniqueViolation(error: unknown): string | null {
  const found = pgError(error, PG_UNIQUE_VIOLATION);
  return found ? `${found.constraint} ${found.detail}` : null;
}
