/* Issue 34's bench row: the preview of 200 supplier NF-e in one .zip (target ≤ 3 s), and decision
   419's library choice measured: fflate (chosen) against JSZip reading the same zip.
   Rows: nfe.zip.preview — POST /api/nfe/ler with the .zip on the real app (embedded database),
   upload to answer; nfe.zip.fflate — unzip + read every note on the device's code (fflate);
   nfe.zip.jszip — the same with JSZip (comparison only). Median of BENCH_RUNS (5).
   Run alone: node --import tsx bench/nfe-zip.ts [notes] */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import JSZip from 'jszip';
import { buildApp } from '../server/app.ts';
import { openDatabase } from '../server/db/client.ts';
import { lerArquivosNFe } from '../src/domain/nfe-arquivos.ts';
import { lerNFe } from '../src/domain/nfe.ts';
import { decodificar } from '../src/domain/decodificar-bytes.ts';
import { notaNumero, zipDeNotas } from '../tests/fixtures/nfe/notas.ts';
import { emitRows } from './emit.ts';

const N = Number(process.argv[2] ?? 200);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const ADMIN = { login: 'bench', password: 'bench-senha-123', name: 'Bia Benchmark' };
const samples: Record<string, number[]> = { 'nfe.zip.preview': [], 'nfe.zip.fflate': [], 'nfe.zip.jszip': [] };
const load = () => loadavg()[0]!.toFixed(1);

const zip = zipDeNotas(Array.from({ length: N }, (_, i) => notaNumero(1000 + i)));

async function comJszip(bytes: Uint8Array): Promise<number> {
  const z = await JSZip.loadAsync(bytes);
  let lidas = 0;
  for (const nome of Object.keys(z.files).sort()) {
    const texto = decodificar(await z.files[nome]!.async('uint8array'));
    if (texto !== null && lerNFe(texto).ok) lidas++;
  }
  return lidas;
}

const dataDir = mkdtempSync(join(tmpdir(), 'fluxo-bench-nfe-'));
const database = await openDatabase({ dataDir });
const log = console.log;
console.log = () => undefined;
const app = await buildApp({
  config: { port: 0, host: '127.0.0.1', dataDir, databaseUrl: undefined, jwtSecret: 'bench-secret-0123456789-abcdefghijklmnop', admin: ADMIN, distDir: join(dataDir, 'x'), logger: false, trustProxy: false, instantaneos: false },
  database,
});
console.log = log;
try {
  await app.ready();
  const token = (await app.inject({ method: 'POST', url: '/api/login', payload: ADMIN })).json().token as string;
  const form = new FormData();
  form.append('arquivo', new Blob([zip as Uint8Array<ArrayBuffer>]), 'notas.zip');
  const encoded = new Response(form);
  const payload = Buffer.from(await encoded.arrayBuffer());
  const headers = { authorization: `Bearer ${token}`, 'content-type': encoded.headers.get('content-type')! };
  for (let r = 0; r <= RUNS; r++) {
    let t0 = performance.now();
    const res = await app.inject({ method: 'POST', url: '/api/nfe/ler', payload, headers });
    const preview = performance.now() - t0;
    if (res.statusCode !== 200 || res.json().lidas !== N) throw new Error(`preview answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
    t0 = performance.now();
    const lidas = lerArquivosNFe([{ nome: 'notas.zip', bytes: zip }]).filter((x) => x.ok).length;
    const fflate = performance.now() - t0;
    t0 = performance.now();
    const lidasJs = await comJszip(zip);
    const jszip = performance.now() - t0;
    if (lidas !== N || lidasJs !== N) throw new Error(`read ${lidas} / ${lidasJs} of ${N}`);
    if (r === 0) continue; // warm-up
    samples['nfe.zip.preview']!.push(preview);
    samples['nfe.zip.fflate']!.push(fflate);
    samples['nfe.zip.jszip']!.push(jszip);
    console.error(`[nfe-zip] ${N} notes (${(zip.length / 1024).toFixed(0)} KB zip): preview ${preview.toFixed(0)} ms, fflate ${fflate.toFixed(0)} ms, jszip ${jszip.toFixed(0)} ms (load ${load()})`);
  }
} finally {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
emitRows({ samples, notes: { 'nfe.zip.preview': [`${N} notas num .zip de ${(zip.length / 1024).toFixed(0)} KB; carga ${load()}`] } });
