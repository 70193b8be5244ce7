/* Runs the API suite a second time against PostgreSQL when DATABASE_URL is set (CI sets it). */
import { spawnSync } from 'node:child_process';

if (!process.env.DATABASE_URL) {
  console.log('\n[api] DATABASE_URL não definido: a suíte da API rodou só no PGlite.\n');
  process.exit(0);
}
console.log(`\n[api] Rodando a suíte da API no PostgreSQL (${new URL(process.env.DATABASE_URL).host})\n`);
const run = spawnSync('npx', ['vitest', 'run', 'tests/api'], { stdio: 'inherit', env: { ...process.env, API_DB: 'postgres' } });
process.exit(run.status ?? 1);
