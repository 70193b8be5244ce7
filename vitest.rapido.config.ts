import { readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import base from './vitest.config.ts';
import { testesRapidos } from './tests/camada-rapida.ts';

// The fast tier of `npm run check` (decision 371): the pure tests, no server, database, PGlite,
// network or outside program (tests/camada-rapida.ts, checked by tests/unit/camada-rapida.test.ts).
// Every tier runs in `npm test` (vitest.config.ts).

// A fresh module graph per file costs most of the tier's time, so files share their worker's
// modules; a file that replaces modules (vi.mock) still gets its own, or its mocks would leak.
const trocaModulos = (arquivo: string) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(arquivo, 'utf8'));
const arquivos = testesRapidos();
// The whole run's list stays out: each project below names its own files.
const { include: _todos, ...comum } = base.test ?? {};

export default defineConfig({
  test: {
    ...comum,
    pool: 'threads',
    projects: [
      { extends: true, test: { name: 'isolados', include: arquivos.filter(trocaModulos), isolate: true } },
      { extends: true, test: { name: 'partilhados', include: arquivos.filter((a) => !trocaModulos(a)), isolate: false } },
    ],
  },
});
