// `npm start`: builds the app (dist/) and the server (dist-server/) only when their sources
// changed since the last build (scripts/fontes.mjs, decision 372), then runs the built server.
import { spawnSync } from 'node:child_process';
import { cwd, exit, platform, stdout } from 'node:process';
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { ALVOS, construirSeMudou, guardarHash } from './fontes.mjs';

const raiz = cwd();
for (const alvo of ALVOS) {
  const hash = construirSeMudou(raiz, alvo);
  if (hash === null) {
    stdout.write(`${alvo.saida}/ em dia: sem build.\n`);
    continue;
  }
  const build = spawnSync('npm', ['run', alvo.script], { stdio: 'inherit', shell: platform === 'win32' });
  if (build.status !== 0) exit(build.status ?? 1);
  guardarHash(raiz, alvo, hash);
}
await import(pathToFileURL(join(raiz, 'dist-server', 'main.js')).href);
