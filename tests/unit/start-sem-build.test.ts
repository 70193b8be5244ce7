/* `npm start` rebuilds an output only when its inputs changed (scripts/fontes.mjs, decision 372). */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ALVOS, construirSeMudou, guardarHash, hashDasFontes } from '../../scripts/fontes.mjs';
import type { Alvo } from '../../scripts/fontes.mjs';

const alvo: Alvo = { saida: 'dist', script: 'build', entradas: ['src', 'index.html', 'package.json'] };
let raiz = '';

beforeEach(() => {
  raiz = mkdtempSync(join(tmpdir(), 'fluxo-fontes-'));
  mkdirSync(join(raiz, 'src', 'domain'), { recursive: true });
  writeFileSync(join(raiz, 'src', 'domain', 'money.ts'), 'export const a = 1;\n');
  writeFileSync(join(raiz, 'index.html'), '<html></html>\n');
  writeFileSync(join(raiz, 'package.json'), '{}\n');
});
afterEach(() => rmSync(raiz, { recursive: true, force: true }));

/** As scripts/start.mjs does: build when asked, then keep the hash. */
function construido(): void {
  const hash = construirSeMudou(raiz, alvo);
  mkdirSync(join(raiz, alvo.saida), { recursive: true });
  if (hash) guardarHash(raiz, alvo, hash);
}

describe('npm start builds only what changed', () => {
  it('builds the first time, with no hash beside the output', () => {
    expect(construirSeMudou(raiz, alvo)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('skips the build when nothing changed, even with every file touched (a git checkout)', () => {
    construido();
    const depois = new Date(Date.now() + 60_000);
    utimesSync(join(raiz, 'src', 'domain', 'money.ts'), depois, depois);
    expect(construirSeMudou(raiz, alvo)).toBeNull();
  });

  it('rebuilds when a source changes, a file is added or one is renamed', () => {
    construido();
    const antes = hashDasFontes(raiz, alvo.entradas);
    writeFileSync(join(raiz, 'src', 'domain', 'money.ts'), 'export const a = 2;\n');
    expect(construirSeMudou(raiz, alvo)).not.toBeNull();
    construido();
    writeFileSync(join(raiz, 'src', 'domain', 'novo.ts'), '');
    expect(construirSeMudou(raiz, alvo)).not.toBeNull();
    rmSync(join(raiz, 'src', 'domain', 'novo.ts'));
    writeFileSync(join(raiz, 'src', 'domain', 'money.ts'), 'export const a = 1;\n');
    expect(hashDasFontes(raiz, alvo.entradas)).toBe(antes);
    writeFileSync(join(raiz, 'src', 'domain', 'moeda.ts'), 'export const a = 1;\n');
    rmSync(join(raiz, 'src', 'domain', 'money.ts'));
    expect(hashDasFontes(raiz, alvo.entradas)).not.toBe(antes);
  });

  it('watches what each build reads: the app its sources and config, the server the domain it bundles', () => {
    const [app, servidor] = ALVOS;
    expect(app?.entradas).toEqual(expect.arrayContaining(['src', 'sw', 'public', 'index.html', 'vite.config.ts', 'package-lock.json']));
    expect(servidor?.entradas).toEqual(expect.arrayContaining(['server', 'src/domain', 'scripts/build-server.mjs', 'package-lock.json']));
  });
});
