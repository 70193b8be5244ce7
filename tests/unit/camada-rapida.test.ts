/* The fast tier (`npm run check`, decision 371) holds pure tests only: no test file there may
   load, directly or through our modules, a server, a database, PGlite, the network or another
   program. Such a test belongs in tests/data, tests/api or tests/ferramentas (`npm test`). */
import { describe, expect, it } from 'vitest';
import { caminhosLentos, testesRapidos } from '../camada-rapida.ts';

describe('the fast tier', () => {
  const arquivos = testesRapidos();

  it('finds its test files, this guard among them', () => {
    expect(arquivos).toContain('tests/unit/camada-rapida.test.ts');
    expect(arquivos.filter((a) => a.startsWith('tests/ui/')).length).toBeGreaterThan(0);
  });

  it('has no test that reaches a server, a database, PGlite, the network or another program', () => {
    expect(arquivos.flatMap((arquivo) => caminhosLentos(arquivo))).toEqual([]);
  });

  it('would see such a test: the slow tiers are found', () => {
    expect(caminhosLentos('tests/data/comprovantes-data.test.tsx').join('\n')).toContain('tests/data/real-server.ts');
    expect(caminhosLentos('tests/api/auth.test.ts').join('\n')).toContain('tests/api/helper.ts');
    expect(caminhosLentos('tests/ferramentas/lint-boundaries.test.ts')).toContain('tests/ferramentas/lint-boundaries.test.ts → eslint');
    expect(caminhosLentos('tests/api/helper.ts').join('\n')).toMatch(/server\/app\.ts|pg/);
  });
});
