/* Issue 16's speed targets, in the browser: `node --import tsx bench/extratos-only.ts`.
   The statement reader and the conciliação proposals are the very domain modules the screen runs
   (src/domain/extrato-leitura.ts, conciliacao.ts), bundled with esbuild and run in Chromium:
   - extratos.previa: a 5,000-line OFX (SGML, every quirk of BRASIL.md) read from its bytes and
     classified against 5,000 keys already imported (half the lines duplicate); target ≤ 2 s;
   - extratos.sugestoes: proposals for 5,000 statement lines against 100,000 open payables and
     20,000 receivables (N/5, as bench/seed.ts; index by amount, effective due dates); target ≤ 1 s.
   EXTRATOS_LINHAS / EXTRATOS_TITULOS / BENCH_RUNS change the sizes and repetitions. It measures
   the domain work in the browser's engine, not the table's paint (the preview draws ≤ 1,000 rows). */
import { build } from 'esbuild';
import { chromium } from '@playwright/test';
import { CHROMIUM_PATH } from './browser-session.ts';
import { emitRows } from './emit.ts';

const LINHAS = Number(process.env.EXTRATOS_LINHAS ?? 5000);
const TITULOS = Number(process.env.EXTRATOS_TITULOS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

const entry = `
import { classificarLinhas, chavesDasLinhas } from './src/domain/extrato-linha.ts';
import { lerExtrato } from './src/domain/extrato-leitura.ts';
import { proporConciliacao } from './src/domain/conciliacao.ts';
window.fluxoBench = { classificarLinhas, chavesDasLinhas, lerExtrato, proporConciliacao };
`;

function ofx(n: number): string {
  const trn: string[] = [];
  for (let i = 0; i < n; i++) {
    const dia = String(1 + (i % 28)).padStart(2, '0');
    const valor = `${i % 3 === 0 ? '' : '-'}${100 + (i % 997)},${String(i % 100).padStart(2, '0')}`;
    trn.push(`<STMTTRN>\n<TRNTYPE>DEBIT\n<DTPOSTED>202601${dia}120000[-3:BRT]\n<TRNAMT>${valor}\n<FITID>F${i}\n<MEMO>PAG "FORNECEDOR ${i % 500}" & CIA AÇÃO\n</STMTTRN>`);
    if (i % 50 === 0) trn.push(`<STMTTRN>\n<TRNTYPE>OTHER\n<DTPOSTED>202601${dia}\n<TRNAMT>0.00\n<MEMO>SALDO DO DIA\n</STMTTRN>`);
  }
  return `OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\nCHARSET:1252\n\n<OFX>\n<BANKMSGSRSV1><STMTTRNRS><STMTRS><BANKTRANLIST>\n${trn.join('\n')}\n</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1>\n</OFX>\n`;
}

function percentil(values: number[], p: number): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
}

async function main() {
  const bundle = await build({ stdin: { contents: entry, resolveDir: process.cwd(), loader: 'ts' }, bundle: true, write: false, format: 'iife', platform: 'browser' });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true });
  const page = await browser.newPage();
  await page.setContent('<html><body></body></html>');
  await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
  const resultado = await page.evaluate(({ texto, titulos, runs }) => {
    const b = (window as unknown as { fluxoBench: Record<string, (...a: unknown[]) => unknown> }).fluxoBench;
    const bytes = new TextEncoder().encode(texto);
    const previa: number[] = [];
    const sugestoes: number[] = [];
    let propostas = 0;
    let lidas = 0;
    for (let r = 0; r < runs; r++) {
      const t0 = performance.now();
      const lido = b.lerExtrato!(bytes, '2026-12-31') as { linhas: { data: string; valor: number; descricao: string; fitid: string | null }[] };
      const chaves = b.chavesDasLinhas!(lido.linhas.filter((_, i) => i % 2 === 0)) as string[];
      b.classificarLinhas!(lido.linhas, new Set(chaves));
      previa.push(performance.now() - t0);
      lidas = lido.linhas.length;
      const extrato = lido.linhas.map((l, i) => ({ id: `e${i}`, data: l.data, valor: l.valor, descricao: l.descricao }));
      const lanc = Array.from({ length: titulos }, (_, i) => ({
        id: `l${i}`, descricao: `Fornecedor ${i % 500} serviços`, restante: 10000 + ((i * 7919) % 99700),
        vencimento: `2026-01-${String(1 + (i % 28)).padStart(2, '0')}`, data: '2025-12-01',
      }));
      const rec = Array.from({ length: Math.round(titulos / 5) }, (_, i) => ({
        id: `r${i}`, descricao: `Cliente ${i}`, restante: 10000 + ((i * 104729) % 99700), vencimento: '2026-01-15', data: '2025-12-01',
      }));
      const t1 = performance.now();
      propostas = (b.proporConciliacao!(extrato, lanc, rec) as unknown[]).length;
      sugestoes.push(performance.now() - t1);
    }
    return { previa, sugestoes, propostas, lidas };
  }, { texto: ofx(LINHAS), titulos: TITULOS, runs: RUNS });
  await browser.close();
  const linha = (nome: string, alvo: number, v: number[]) =>
    `${nome}: mediana ${percentil(v, 50).toFixed(0)} ms, p95 ${percentil(v, 95).toFixed(0)} ms (alvo ≤ ${alvo} ms) ${percentil(v, 95) <= alvo ? '✓' : '✗'}`;
  console.log(`${LINHAS} linhas OFX (${resultado.lidas} lidas), ${TITULOS} a pagar, ${Math.round(TITULOS / 5)} a receber, ${RUNS} repetições`);
  console.log(linha('extratos.previa', 2000, resultado.previa));
  console.log(linha('extratos.sugestoes', 1000, resultado.sugestoes));
  emitRows({ samples: { 'extratos.previa': resultado.previa, 'extratos.sugestoes': resultado.sugestoes } });
  console.log(`propostas: ${resultado.propostas}; amostras prévia ${resultado.previa.map((x) => x.toFixed(0)).join(", ")}; sugestões ${resultado.sugestoes.map((x) => x.toFixed(0)).join(", ")}`);
}

await main();
