/* What durability costs per commit (docs/decisions/135-banco-embutido-duravel.md): PGlite as
   Fluxo opens it (fsync on, WAL through fsync(2)) against PGlite's defaults (-F, no fsync), one
   process, commits interleaved so machine load hits both alike.
     node --import tsx bench/probes/commit-latency.ts [commits=200]
   Bounded by the commit count; touches only two temporary folders. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openDurablePglite } from '../../server/db/durable-pglite.ts';
import { percentile } from './lib.ts';

const commits = Number(process.argv[2] ?? 200);
const root = mkdtempSync(join(tmpdir(), 'fluxo-commit-'));
const durable = await openDurablePglite(join(root, 'duravel'));
const stock = await PGlite.create(join(root, 'padrao'));
const variants = [{ name: 'durable (fsync on)', db: durable, ms: [] as number[] }, { name: 'PGlite default (-F)', db: stock, ms: [] as number[] }];
for (const v of variants) await v.db.exec('CREATE TABLE pagamento (id serial PRIMARY KEY, valor numeric(14,2) NOT NULL, descricao text NOT NULL)');
for (let i = 0; i < commits; i++) {
  for (const v of i % 2 ? variants : [...variants].reverse()) {
    const t0 = performance.now();
    await v.db.query('INSERT INTO pagamento (valor, descricao) VALUES ($1, $2)', ['150.00', `Pagamento ${i}`]);
    v.ms.push(performance.now() - t0);
  }
}
for (const v of variants) {
  console.log(`${v.name}: ${commits} commits, median ${percentile(v.ms, 50).toFixed(2)} ms, p95 ${percentile(v.ms, 95).toFixed(2)} ms`);
  await v.db.close();
}
rmSync(root, { recursive: true, force: true });
