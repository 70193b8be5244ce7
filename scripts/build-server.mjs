// Compiles the server for `npm start`: one ES module bundle of our code (dependencies stay in
// node_modules) and the SQL migrations beside it, so production runs plain `node` without tsx.
// `node scripts/build-server.mjs [dir]`: dist-server by default (a test builds into its own).
import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { argv } from 'node:process';
import { build } from 'esbuild';

const out = argv[2] ?? 'dist-server';
rmSync(out, { recursive: true, force: true });
await build({
  entryPoints: ['server/main.ts'],
  outfile: join(out, 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
// server/db/migrate.ts reads ./migrations beside the running module.
cpSync('server/db/migrations', join(out, 'migrations'), { recursive: true });
