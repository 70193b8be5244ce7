/* The static import graph of a source module, walked the way the bundler does: type-only imports
   and dynamic `import()` do not count. Used by the tests that keep a module out of a chunk
   (tests/unit/primeiro-download.test.ts, tests/unit/escritas-sem-leitores.test.ts). */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import ts from 'typescript';

/** What `file` imports for its values: relative modules (resolved) and packages (by name). */
function importsDe(file: string): { modulos: string[]; pacotes: string[] } {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const modulos: string[] = [];
  const pacotes: string[] = [];
  for (const node of source.statements) {
    let spec: ts.Expression | undefined;
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const typeOnly = clause?.isTypeOnly
        || (clause && !clause.name && clause.namedBindings && ts.isNamedImports(clause.namedBindings)
          && clause.namedBindings.elements.length > 0 && clause.namedBindings.elements.every((e) => e.isTypeOnly));
      if (!typeOnly) spec = node.moduleSpecifier;
    } else if (ts.isExportDeclaration(node) && !node.isTypeOnly) {
      spec = node.moduleSpecifier;
    }
    if (!spec || !ts.isStringLiteral(spec)) continue;
    if (spec.text.startsWith('.')) {
      const target = resolve(dirname(file), spec.text);
      if (existsSync(target)) modulos.push(target);
    } else {
      pacotes.push(spec.text);
    }
  }
  return { modulos, pacotes };
}

/**
 * Every source module `entrada` loads at once, each with the chain that brings it in, and every
 * package they import, with the chain of the module that imports it.
 */
export function grafoEstatico(entrada: string): { modulos: Map<string, string[]>; pacotes: Map<string, string[]> } {
  const modulos = new Map<string, string[]>([[entrada, [entrada]]]);
  const pacotes = new Map<string, string[]>();
  const queue = [entrada];
  while (queue.length > 0) {
    const file = queue.shift()!;
    const { modulos: proximos, pacotes: deste } = importsDe(file);
    for (const nome of deste) if (!pacotes.has(nome)) pacotes.set(nome, modulos.get(file)!);
    for (const next of proximos) {
      if (modulos.has(next)) continue;
      modulos.set(next, [...modulos.get(file)!, next]);
      queue.push(next);
    }
  }
  return { modulos, pacotes };
}
