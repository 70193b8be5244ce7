// Import cycles among our own modules, type-only imports included (issue 36 item 3).
// import-x/no-cycle (eslint.config.js) skips `import type` by design, so a circle held together by
// types alone (the 21 files of repositories ⇄ lib/pull.ts once) passed lint. This walks every
// relative import, export-from and import() that TypeScript's pre-processor sees, finds the
// strongly connected components (Tarjan) and fails naming each circle. Run by `npm run lint`.
import ts from 'typescript';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { argv, cwd, exit, stderr } from 'node:process';
import { pathToFileURL } from 'node:url';

const FONTE = /\.(ts|tsx|mts)$/;

function arquivosDe(pasta, saida = []) {
  for (const nome of readdirSync(pasta)) {
    const caminho = join(pasta, nome);
    if (statSync(caminho).isDirectory()) {
      if (nome !== 'node_modules' && !nome.startsWith('.')) arquivosDe(caminho, saida);
    } else if (FONTE.test(nome) && !nome.endsWith('.d.ts')) saida.push(resolve(caminho));
  }
  return saida;
}

/** Every circle of imports under `pastas` (relative to `raiz`), each as its files sorted. */
export function ciclos(raiz, pastas) {
  const arquivos = pastas.map((p) => join(raiz, p)).filter(existsSync).flatMap((p) => arquivosDe(p));
  const conhecidos = new Set(arquivos);
  const arestas = new Map();
  for (const arquivo of arquivos) {
    const { importedFiles } = ts.preProcessFile(readFileSync(arquivo, 'utf8'), true, true);
    const destinos = [];
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const base = resolve(dirname(arquivo), fileName);
      const alvo = [base, base.replace(/\.js$/, '.ts'), `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((c) => conhecidos.has(c));
      if (alvo) destinos.push(alvo);
    }
    arestas.set(arquivo, destinos);
  }
  // Tarjan's strongly connected components, recursive: the import graph is shallow.
  let proximo = 0;
  const indice = new Map();
  const baixo = new Map();
  const pilha = [];
  const naPilha = new Set();
  const achados = [];
  const visitar = (v) => {
    indice.set(v, proximo);
    baixo.set(v, proximo);
    proximo += 1;
    pilha.push(v);
    naPilha.add(v);
    for (const w of arestas.get(v)) {
      if (!indice.has(w)) {
        visitar(w);
        baixo.set(v, Math.min(baixo.get(v), baixo.get(w)));
      } else if (naPilha.has(w)) baixo.set(v, Math.min(baixo.get(v), indice.get(w)));
    }
    if (baixo.get(v) !== indice.get(v)) return;
    const componente = [];
    let w;
    do {
      w = pilha.pop();
      naPilha.delete(w);
      componente.push(w);
    } while (w !== v);
    if (componente.length > 1 || arestas.get(v).includes(v)) achados.push(componente.map((a) => relative(raiz, a)).sort());
  };
  for (const arquivo of arquivos) if (!indice.has(arquivo)) visitar(arquivo);
  return achados;
}

if (import.meta.url === pathToFileURL(argv[1] ?? '').href) {
  const achados = ciclos(cwd(), ['src', 'server', 'sw', 'tests', 'bench', 'scripts']);
  for (const c of achados) stderr.write(`Ciclo de imports (${c.length} arquivos, contando import type):\n  ${c.join('\n  ')}\n`);
  exit(achados.length > 0 ? 1 : 0);
}
