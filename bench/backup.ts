/* Decision 385's measurements: the logical backup (server/ops/backup-dados.ts) against PGlite's
   dumpDataDir() on the demo data, optionally with N extra payables (and their audit entries).
   node --import tsx bench/backup.ts [N]
   Prints: backup time and size, the wait of a query issued while the backup runs (PGlite is one
   connection: it waits for the backup's transaction), dumpDataDir's time and size, restore time. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { migrate } from '../server/db/migrate.ts';
import { seedAdmin } from '../server/db/seed.ts';
import { carregarDemo } from '../server/db/seed-demo.ts';
import { criarBackup } from '../server/ops/backup-criar.ts';
import { restaurarBackup } from '../server/ops/backup-restaurar.ts';

const extras = Number(process.argv[2] ?? 0);
const raiz = mkdtempSync(join(tmpdir(), 'fluxo-bench-backup-'));
const dataDir = join(raiz, 'data');
loadConfig({ DATA_DIR: dataDir });
const database = await openDatabase({ dataDir });
const ms = (t0: number) => Math.round(performance.now() - t0);
try {
  await migrate(database);
  await seedAdmin(database.db, { login: 'admin', password: 'senha-do-bench-123', name: 'Administrador' });
  await carregarDemo(database, dataDir, '2026-03-11');
  if (extras > 0) {
    await database.exec(`INSERT INTO lancamentos (id, id_titulo, descricao, pagamento, tipo_compra, valor, valor_parcela, data, status, tipo, metodo)
      SELECT gen_random_uuid(), gen_random_uuid(), 'Extra ' || g, 'Pix', 'À vista', 1000 + g, 1000 + g, DATE '2026-01-01' + (g % 365), 'Pagar', 'Despesa', 'Pix'
      FROM generate_series(1, ${extras}) g`);
  }
  const t0 = performance.now();
  let pronto = false;
  const backup = criarBackup(database, dataDir, join(raiz, 'backups')).finally(() => { pronto = true; });
  // A query every 5 ms while it runs: the longest wait is how long a request is held up.
  let espera = 0;
  while (!pronto) {
    const q0 = performance.now();
    await database.db.execute(sql`SELECT 1`);
    espera = Math.max(espera, ms(q0));
    await new Promise((r) => setTimeout(r, 5));
  }
  const r = await backup;
  console.log(`logical backup: ${r.linhas} rows, ${r.arquivos} files, ${ms(t0)} ms, ${r.bytes} bytes; longest wait of a query meanwhile ${espera} ms`);

  const client = (database.db as unknown as { $client: { dumpDataDir(c?: 'gzip' | 'none'): Promise<Blob> } }).$client;
  const t1 = performance.now();
  const tar = await client.dumpDataDir('gzip');
  console.log(`dumpDataDir(gzip): ${ms(t1)} ms, ${tar.size} bytes (database only, no receipts)`);

  const alvo = await openDatabase({ memory: true });
  const t2 = performance.now();
  await restaurarBackup(alvo, join(raiz, 'restaurado'), r.pasta);
  console.log(`restore into a new database: ${ms(t2)} ms`);
  await alvo.close();
} finally {
  await database.close();
  rmSync(raiz, { recursive: true, force: true });
}
