/* Seeds the first administrator when the users table is empty (first start). */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { hashPassword } from '../lib/password.ts';
import type { Db } from './client.ts';
import { users } from './schema.ts';

export async function seedAdmin(
  db: Db,
  admin: { login: string; password: string | undefined; name: string },
): Promise<{ login: string; password: string } | null> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  if ((row?.n ?? 0) > 0) return null;
  const password = admin.password ?? randomBytes(9).toString('base64url');
  await db.insert(users).values({
    id: uuidv7(),
    name: admin.name,
    login: admin.login,
    email: `${admin.login}@fluxo.local`,
    passwordHash: await hashPassword(password),
    status: true,
    perfil: 'administrador',
  }).onConflictDoNothing();
  return { login: admin.login, password: admin.password ? '(definida em ADMIN_PASSWORD)' : password };
}
