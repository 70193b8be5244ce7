/* kill -9 loop (docs/SECURITY.md, "Banco embutido"): start the server, send payment writes
   (CONCURRENCY in flight), SIGKILL it at a random moment, check that every write it acknowledged
   (201) is in the database and every B-tree index passes amcheck, restart, repeat.
     node --import tsx bench/probes/kill9-loop.ts [rounds=10]                 embedded (DATA_DIR)
     DATABASE_URL=postgres://postgres@127.0.0.1:5432/fluxo_secdb_k9 node --import tsx bench/probes/kill9-loop.ts 10
   Bounded: each round writes for at most 3 s after its first acknowledged write. 127.0.0.1 only (PROBE_PORT, default 8202). */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkPglite, checkPostgres, createBank, login, pay, startServer } from './lib.ts';
import type { Check } from './lib.ts';

const rounds = Number(process.argv[2] ?? 10);
const CONCURRENCY = 4;
const databaseUrl = process.env.DATABASE_URL;
const dataDir = mkdtempSync(join(tmpdir(), 'fluxo-kill9-'));
const env: Record<string, string> = { DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };

const acknowledged: string[] = [];
let banco = '';
let failures = 0;
const startups: number[] = [];

for (let round = 1; round <= rounds; round++) {
  const server = await startServer(env);
  startups.push(server.startedMs);
  const token = await login();
  if (!banco) banco = await createBank(token);
  let n = 0;
  let stop = false;
  let killed: Promise<void> | null = null;
  // The kill comes at a random moment 0–3 s after the round's first acknowledged write, so
  // every round has writes in flight when it lands however slow the machine is (30 s at most).
  const armKill = () => {
    killed ??= new Promise<void>((done) => {
      setTimeout(() => { stop = true; server.child.kill('SIGKILL'); done(); }, Math.random() * 3000);
    });
  };
  const cap = setTimeout(armKill, 30_000);
  const before = acknowledged.length;
  await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
    while (!stop) {
      const id = await pay(token, banco, ++n);
      if (id) {
        acknowledged.push(id);
        armKill();
      }
    }
  }));
  clearTimeout(cap);
  await killed;
  await server.exit;
  const check: Check = databaseUrl ? await checkPostgres(databaseUrl, acknowledged) : await checkPglite(join(dataDir, 'pgdata'), acknowledged);
  const bad = check.missing > 0 || check.corruptIndexes.length > 0;
  if (bad) failures++;
  console.log(`round ${round}: +${acknowledged.length - before} acknowledged (total ${acknowledged.length}), rows ${check.rows}, `
    + `missing ${check.missing}, indexes ${check.indexes} checked, corrupt ${check.corruptIndexes.length}, start ${Math.round(server.startedMs)} ms`
    + (bad ? `  <-- ${check.corruptIndexes.join('; ')}` : ''));
}

console.log(`\n${databaseUrl ? 'PostgreSQL' : 'embedded'}: ${rounds} kills, ${acknowledged.length} acknowledged writes, `
  + `${failures} rounds with lost writes or corrupt indexes; median start ${Math.round(startups.sort((a, b) => a - b)[Math.floor(startups.length / 2)]!)} ms`);
rmSync(dataDir, { recursive: true, force: true });
process.exit(failures === 0 ? 0 : 1);
