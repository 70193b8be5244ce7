/* Decision 405: the NF-e reader (fast-xml-parser: validate, parse, read) against the alternative
   already in the project (htmlparser2, which reads OFX): 200 files, the median of 5 runs, and what
   each does with a truncated file. Run: node --import tsx bench/nfe-leitor.ts */
import { readFileSync } from 'node:fs';
import { parseDocument, DomUtils } from 'htmlparser2';
import { lerNFe } from '../src/domain/nfe.ts';
const xml = readFileSync(new URL('../tests/fixtures/nfe/nfeproc-3-duplicatas.xml', import.meta.url), 'utf8');
const N = 200;
function medir(nome: string, f: () => void) {
  for (let i = 0; i < 20; i++) f();
  const ts: number[] = [];
  for (let r = 0; r < 5; r++) { const t0 = performance.now(); for (let i = 0; i < N; i++) f(); ts.push(performance.now() - t0); }
  ts.sort((a, b) => a - b);
  console.log(nome, 'median ms for', N, 'files:', ts[2]!.toFixed(1));
}
medir('fast-xml-parser (validate + parse + read)', () => { const r = lerNFe(xml); if (!r.ok) throw new Error(r.erro); });
medir('htmlparser2 parseDocument (xmlMode) + find vNF/dup', () => {
  const doc = parseDocument(xml, { xmlMode: true });
  const vnf = DomUtils.findOne((e) => e.name === 'vNF', doc.children);
  const dups = DomUtils.findAll((e) => e.name === 'dup', doc.children);
  if (!vnf || dups.length !== 3) throw new Error('x');
});
const truncado = xml.slice(0, Math.floor(xml.length * 0.6));
const d = parseDocument(truncado, { xmlMode: true });
console.log('htmlparser2 on the truncated file: no error; dup elements found:', DomUtils.findAll((e) => e.name === 'dup', d.children).length, '; vNF found:', !!DomUtils.findOne((e) => e.name === 'vNF', d.children));
const t2 = xml.slice(0, xml.indexOf('</cobr>') + 7);
const d2 = parseDocument(t2, { xmlMode: true });
console.log('htmlparser2 on a file cut after </cobr>: no error; dup elements found:', DomUtils.findAll((e) => e.name === 'dup', d2.children).length, '; fast-xml-parser:', JSON.stringify(lerNFe(t2)));
