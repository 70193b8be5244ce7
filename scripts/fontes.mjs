// What `npm start` builds and from what (decision 372): each output keeps the hash of its inputs'
// contents beside it, and is rebuilt only when that hash changes. Contents, not modification
// times: a git checkout or a copy touches every file without changing one.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The file beside an output that holds the hash it was built from. */
export const ARQUIVO_HASH = '.fonte-hash';

const COMUNS = ['package.json', 'package-lock.json', 'tsconfig.base.json'];

/** The outputs, the inputs that make each, and the npm script that builds it. */
export const ALVOS = [
  { saida: 'dist', script: 'build', entradas: ['src', 'sw', 'public', 'index.html', 'vite.config.ts', 'tsconfig.json', ...COMUNS] },
  // esbuild bundles server/main.ts and what it imports (server imports only domain from src).
  { saida: 'dist-server', script: 'build:server', entradas: ['server', 'src/domain', 'scripts/build-server.mjs', ...COMUNS] },
];

/** Every file under the inputs (a missing input counts as empty), sorted, relative to `raiz`. */
function arquivos(raiz, entradas) {
  return entradas.flatMap((entrada) => {
    const caminho = join(raiz, entrada);
    if (!existsSync(caminho)) return [];
    if (!statSync(caminho).isDirectory()) return [entrada];
    return readdirSync(caminho, { recursive: true, encoding: 'utf8' })
      .map((nome) => join(entrada, nome))
      .filter((nome) => statSync(join(raiz, nome)).isFile());
  }).map((nome) => relative(raiz, join(raiz, nome))).sort();
}

/** The hash of the inputs' names and contents. */
export function hashDasFontes(raiz, entradas) {
  const hash = createHash('sha256');
  for (const nome of arquivos(raiz, entradas)) {
    hash.update(`${nome}\0`);
    hash.update(readFileSync(join(raiz, nome)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** The hash to build from, or null when `saida` was already built from these very inputs. */
export function construirSeMudou(raiz, alvo) {
  const atual = hashDasFontes(raiz, alvo.entradas);
  const guardado = join(raiz, alvo.saida, ARQUIVO_HASH);
  const anterior = existsSync(guardado) ? readFileSync(guardado, 'utf8').trim() : null;
  return anterior === atual ? null : atual;
}

/** Records, after a build, the hash `saida` was built from. */
export function guardarHash(raiz, alvo, hash) {
  writeFileSync(join(raiz, alvo.saida, ARQUIVO_HASH), `${hash}\n`);
}
