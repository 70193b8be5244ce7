/* Each write is defined once (issue 12, DESIGN §3): its path appears in exactly one source file,
   src/domain/mutacoes.ts, so the client, the server's route, the batch allow-list and the
   Sincronização label cannot describe it differently. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { podeIrEmLote } from '../../src/domain/lote-pedidos.ts';
import { MUTACOES } from '../../src/domain/mutacoes.ts';
import { caminho } from '../../src/domain/mutacao.ts';
import type { Mutacao } from '../../src/domain/mutacao.ts';

const ROOT = join(import.meta.dirname, '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

const FILES = ['src', 'server', 'sw'].flatMap((d) => sourceFiles(join(ROOT, d)))
  .map((path) => ({ path: relative(ROOT, path), text: readFileSync(path, 'utf8') }));

const definicoes = Object.entries(MUTACOES) as [string, Mutacao][];

describe('one definition per write', () => {
  it.each(definicoes)('the path of %s is written in one source file only', (_, m) => {
    // The fixed part of the path ('/api/usuarios/update' of '/api/usuarios/update/:id').
    const fixo = m.path.replace(/\/:[a-z_]+$/, '');
    const pattern = new RegExp(`${fixo.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(?![\\w-])`);
    const onde = FILES.filter((f) => pattern.test(f.text)).map((f) => f.path);
    // mutacoes.ts, or the area's file it spreads in (mutacoes-<area>.ts).
    expect(onde).toHaveLength(1);
    expect(onde[0]).toMatch(/^src\/domain\/mutacoes(-[a-z-]+)?\.ts$/);
  });

  it('every path is distinct, and only JSON writes done inside the transaction go in a batch', () => {
    const chaves = definicoes.map(([, m]) => `${m.method} ${m.path}`);
    expect(new Set(chaves).size).toBe(chaves.length);
    const foraDoLote = definicoes.filter(([, m]) => !podeIrEmLote(m.method, caminho(m, { id: '0190a000-0000-7000-8000-000000000001' })));
    // Files (multipart) and the imports stay out; so do the Telegram screen's writes, online
    // writes of an administrator on server-only tables.
    expect(foraDoLote.map(([nome]) => nome).sort()).toEqual([
      'assinarTelegram', 'cadastrarComprovante', 'cadastrarNFe', 'configurarTelegram', 'deletarComprovantes', 'deletarTelegramChats',
      'importarCartao', 'importarExtrato', 'reenviarTelegram', 'vincularTelegram',
    ]);
  });

  it('fills a path parameter, and a missing one is an error, not a request to another route', () => {
    expect(caminho(MUTACOES.editarUsuario, { id: 'ab/c' })).toBe('/api/usuarios/update/ab%2Fc');
    expect(() => caminho(MUTACOES.editarUsuario)).toThrow(/needs :id/);
  });
});
