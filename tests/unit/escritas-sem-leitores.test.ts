// The write definitions (MUTACOES) load on every screen that writes, Lançamentos' reload among
// them: they must not carry the file readers (the OFX, NF-e XML, zip and CSV parsers). The readers
// are loaded where a file is read (extrato-leitura.ts, nfe-arquivos.ts). With them, the chunk of
// the writes was 216 KB and the Lançamentos screen 496 KB of script beyond the entry; without,
// 70 KB and 339 KB (docs/BENCHMARKS.md, session 29).
import { join, relative, resolve } from 'node:path';
import { expect, it } from 'vitest';
import { grafoEstatico } from '../imports-estaticos.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const LEITORES = ['htmlparser2', 'fast-xml-parser', 'fflate', 'papaparse'];

it('the write definitions import no file reader, through any module', () => {
  const { pacotes } = grafoEstatico(join(ROOT, 'src/domain/mutacoes.ts'));
  const achados = [...pacotes].filter(([nome]) => LEITORES.includes(nome))
    .map(([nome, chain]) => `${nome} ← ${chain.map((f) => relative(ROOT, f)).join(' → ')}`);
  expect(achados).toEqual([]);
});

it('the readers are still reached from where a file is read (the walk sees packages)', () => {
  const extrato = grafoEstatico(join(ROOT, 'src/domain/extrato-leitura.ts')).pacotes;
  const nfe = grafoEstatico(join(ROOT, 'src/domain/nfe-arquivos.ts')).pacotes;
  expect([...extrato.keys()]).toEqual(expect.arrayContaining(['htmlparser2', 'papaparse']));
  expect([...nfe.keys()]).toEqual(expect.arrayContaining(['fast-xml-parser', 'fflate']));
});
