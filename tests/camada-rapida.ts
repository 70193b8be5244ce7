/* The fast tier of `npm run check` (decision 371): which test files it runs, and what none of
   them may load, directly or through our modules. Read by vitest.rapido.config.ts and by the
   guard tests/unit/camada-rapida.test.ts. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** Folders of pure tests. tests/data, tests/api and tests/ferramentas are the slow tier. */
export const PASTAS_RAPIDAS = ['tests/unit', 'tests/ui', 'src'];

/** The fast tier's test files, relative to `raiz`. */
export function testesRapidos(raiz = process.cwd()): string[] {
  return PASTAS_RAPIDAS.flatMap((pasta) => readdirSync(join(raiz, pasta), { recursive: true, encoding: 'utf8' })
    .filter((nome) => /\.test\.tsx?$/.test(nome))
    .map((nome) => join(pasta, nome)));
}

/** Packages that start or reach a server, a database, the network or another program. */
const PACOTES_LENTOS = /^(@electric-sql\/pglite|pg|pg\/.*|fastify|@fastify\/.*|light-my-request|drizzle-orm\/(pglite|node-postgres)|eslint|@playwright\/.*|playwright|(node:)?(child_process|net|http|https|worker_threads))$/;
/** Our files of the slow tier: the server's entry points and the helpers that start it. */
const ARQUIVOS_LENTOS = /^(server\/(app|main)\.ts|server\/db\/client\.ts|tests\/(api|data|e2e|support|ferramentas)\/)/;

// Value imports only: `import type` and `export type` are erased before anything runs.
const IMPORTACOES = [
  /(?:^|[\n;])\s*(?:import|export)\s+(?!type[\s{])[^'";]*?\sfrom\s*['"]([^'"]+)['"]/g,
  /(?:^|[\n;])\s*import\s*['"]([^'"]+)['"]/g,
  /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
];

function importacoes(codigo: string): string[] {
  return IMPORTACOES.flatMap((padrao) => [...codigo.matchAll(padrao)].map((m) => m[1] ?? ''));
}

function resolver(arquivo: string, especificador: string): string | null {
  const base = resolve(dirname(arquivo), especificador);
  const candidato = [base, base.replace(/\.js$/, '.ts'), `${base}.ts`, `${base}.tsx`].find((c) => /\.tsx?$/.test(c) && existsSync(c));
  return candidato ?? null;
}

/** The import chains from `arquivo` that end in a slow package or file (empty when it is pure). */
export function caminhosLentos(arquivo: string, raiz = process.cwd()): string[] {
  const achados: string[] = [];
  const vistos = new Set<string>();
  const visitar = (atual: string, cadeia: string[]) => {
    if (vistos.has(atual)) return;
    vistos.add(atual);
    for (const especificador of importacoes(readFileSync(atual, 'utf8'))) {
      if (!especificador.startsWith('.')) {
        if (PACOTES_LENTOS.test(especificador)) achados.push([...cadeia, especificador].join(' → '));
        continue;
      }
      const proximo = resolver(atual, especificador);
      if (!proximo) continue;
      const nome = relative(raiz, proximo);
      if (ARQUIVOS_LENTOS.test(nome)) achados.push([...cadeia, nome].join(' → '));
      else visitar(proximo, [...cadeia, nome]);
    }
  };
  visitar(resolve(raiz, arquivo), [arquivo]);
  return achados;
}
