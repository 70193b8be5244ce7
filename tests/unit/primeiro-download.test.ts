// The first download carries no write definitions (decision 295): MUTACOES gathers every area's
// schemas (and, through them, parsers such as papaparse and fast-xml-parser), so no module the
// shell loads at once may import it. Walks the static imports from the entry the way the bundler
// does (type-only imports and dynamic `import()` do not count), so a new `mutacoes-<area>.ts`
// spread into MUTACOES stays out of the first download with no wiring of its own.
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { grafoEstatico } from '../imports-estaticos.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const ENTRY = join(ROOT, 'src/app/main.tsx');

/** Every source module the entry loads at once, each with the chain that brings it in. */
function firstDownload(): Map<string, string[]> {
  return grafoEstatico(ENTRY).modulos;
}

const show = (chain: readonly string[]) => chain.map((f) => relative(ROOT, f)).join(' → ');

describe('the first download (decision 295)', () => {
  const modules = firstDownload();

  it('walks the shell (the engine and the drain are in it)', () => {
    const names = [...modules.keys()].map((f) => relative(ROOT, f));
    expect(names).toEqual(expect.arrayContaining(['src/app/router.tsx', 'src/data/sync/engine.ts', 'src/data/sync/drain.ts', 'src/domain/messages-shell.ts']));
  });

  it('loads no write definitions: MUTACOES, an area file or the batch allow-list derived from them', () => {
    const definicoes = [...modules.entries()]
      .filter(([file]) => /src\/domain\/(mutacoes(-[a-z0-9-]+)?|lote-pedidos)\.ts$/.test(file))
      .map(([, chain]) => show(chain));
    expect(definicoes).toEqual([]);
  });

  it('loads the shell\'s texts only (messages-shell.ts), not every area\'s (messages.ts)', () => {
    const todas = [...modules.entries()].filter(([file]) => /src\/domain\/messages(-areas)?\.ts$/.test(file)).map(([, chain]) => show(chain));
    expect(todas).toEqual([]);
  });

  it('loads no ky: the engine has its own transport; sign-in and the on-demand reads load api.ts', () => {
    const ky = [...modules.entries()].filter(([file]) => file.endsWith('src/data/api.ts')).map(([, chain]) => show(chain));
    expect(ky).toEqual([]);
  });
});
