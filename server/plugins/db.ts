/* Opens (or adopts) the database, runs migrations, seeds the first admin, and closes it on shutdown. */
import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';
import { openDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { seedAdmin } from '../db/seed.ts';

export const dbPlugin = fp<{ database?: Database }>(async (app, opts) => {
  const owned = !opts.database;
  const database = opts.database ?? await openDatabase({ databaseUrl: app.config.databaseUrl, dataDir: app.config.dataDir });
  // Several processes may start at once on one PostgreSQL (docs/OPERATIONS.md): one at a time
  // migrates and seeds; the others then find it done.
  const seeded = await database.exclusive(async () => {
    await migrate(database);
    return seedAdmin(database.db, app.config.admin);
  });
  if (seeded) {
    // Printed once, at first start: the only place the generated password appears.
    console.log(`\nFluxo: administrador criado. Login: ${seeded.login}  Senha: ${seeded.password}\n`);
  }
  app.decorate('database', database);
  app.decorate('db', database.db);
  if (owned) app.addHook('onClose', async () => { await database.close(); });
}, { name: 'db' });
