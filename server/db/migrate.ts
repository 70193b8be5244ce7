/* Applies server/db/migrations/*.sql in name order, once each, inside a transaction, recording
   them in fluxo_migrations. The same files run on PGlite and PostgreSQL. */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';

const dir = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/** The migration files this version knows, in the order they run. */
export function migrationFiles(): string[] {
  return readdirSync(dir).filter((f) => f.endsWith('.sql')).sort();
}

/** Applies the pending migrations; with `somente`, only those named there (a restore first
    rebuilds the schema its backup was taken on, decision 385). */
export async function migrate(database: Database, somente?: ReadonlySet<string>): Promise<string[]> {
  await database.exec('CREATE TABLE IF NOT EXISTS fluxo_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
  const done = await database.db.execute<{ name: string }>(sql`SELECT name FROM fluxo_migrations`);
  const applied = new Set(rowsOf<{ name: string }>(done).map((r) => r.name));
  const ran: string[] = [];
  for (const file of migrationFiles()) {
    if (applied.has(file) || (somente && !somente.has(file))) continue;
    const body = readFileSync(join(dir, file), 'utf8');
    const name = file.replace(/'/g, "''");
    await database.exec(`BEGIN;\n${body}\nINSERT INTO fluxo_migrations (name) VALUES ('${name}');\nCOMMIT;`);
    ran.push(file);
  }
  return ran;
}

/** node-postgres returns {rows}, PGlite returns {rows} too; this keeps callers honest. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
