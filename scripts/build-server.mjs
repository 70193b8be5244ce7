// Compiles the server for `npm start`: one ES module bundle of our code (dependencies stay in
// node_modules) and the SQL migrations beside it, so production runs plain `node` without tsx.
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

rmSync('dist-server', { recursive: true, force: true });
await build({
  entryPoints: ['server/main.ts'],
  outfile: 'dist-server/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
// server/db/migrate.ts reads ./migrations beside the running module.
cpSync('server/db/migrations', 'dist-server/migrations', { recursive: true });
