/* Import cycles count type-only imports too (issue 36 item 3; scripts/ciclos.mjs, run by `npm run lint`).
   import-x/no-cycle skips `import type`, which let 21 server files (repositories ⇄ lib/pull.ts) form a
   circle held together by types alone. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ciclos } from '../../scripts/ciclos.mjs';

let raiz = '';
const escrever = (arquivo: string, texto: string) => {
  mkdirSync(join(raiz, arquivo, '..'), { recursive: true });
  writeFileSync(join(raiz, arquivo), texto);
};

beforeEach(() => {
  raiz = mkdtempSync(join(tmpdir(), 'fluxo-ciclos-'));
});
afterEach(() => rmSync(raiz, { recursive: true, force: true }));

describe('ciclos de imports', () => {
  it('finds a circle held together by a type-only import, naming its files', () => {
    escrever('server/lib/pull.ts', "import { recentes } from '../repositories/recentes.ts';\nexport interface Spec { key: string }\nexport const pull = recentes;\n");
    escrever('server/repositories/recentes.ts', "import type { Spec } from '../lib/pull.ts';\nexport const recentes = (s: Spec) => s.key;\n");
    escrever('server/routes/x.ts', "import { pull } from '../lib/pull.ts';\nexport const y = pull;\n");
    expect(ciclos(raiz, ['server'])).toEqual([['server/lib/pull.ts', 'server/repositories/recentes.ts']]);
  });

  it('follows export-from and import(), and finds a file importing itself', () => {
    escrever('src/a.ts', "export { b } from './b.ts';\n");
    escrever('src/b.ts', "export const b = () => import('./a.ts');\n");
    escrever('src/c.ts', "import type { C } from './c.ts';\nexport interface C { c: C }\n");
    expect(ciclos(raiz, ['src'])).toEqual(expect.arrayContaining([['src/a.ts', 'src/b.ts'], ['src/c.ts']]));
  });

  it('passes a tree, packages not counted', () => {
    escrever('src/a.ts', "import type { B } from './b.ts';\nimport { x } from 'dexie';\nexport const a: B = x;\n");
    escrever('src/b.ts', "export type B = number;\n");
    expect(ciclos(raiz, ['src'])).toEqual([]);
  });
});
