/* npm run bench:escritas — where a write's time goes under many writers on the embedded database
   (issue 37 item 9, docs/decisions/400-teto-de-escrita-pglite.md). Four layers, the same machine:
   1. the disk: one 8 KB write + fsync(2), as the WAL flush of a commit does;
   2. PGlite alone, durable (fsync per commit, decision 135) and as PGlite ships it (fsync off):
      ESCRITAS_WRITERS concurrent writers each committing one-row transactions;
   3. the real app on durable PGlite on disk: ESCRITAS_WRITERS connections each POSTing a new
      payable (/api/cadastro-financas, new Idempotency-Key) for ESCRITAS_SECONDS; writes/s, p50,
      p99, answers past 10 s, the main thread's busy share (event-loop utilisation: PGlite runs
      on it) and the share of the wall time spent inside fsync(2);
   4. the same app on PostgreSQL (BENCH_PG_URL / DATABASE_URL; skipped without one).
   ESCRITAS_WRITERS (50), ESCRITAS_SECONDS (10). The machine's load is printed beside every figure.
   Prints a table and one FLUXO_BENCH_ROWS line (bench/emit.ts). */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';

import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type { Result } from 'autocannon';
import { uuidv7 } from 'uuidv7';
import { buildApp } from '../server/app.ts';
import { openDatabase } from '../server/db/client.ts';
import type { Database } from '../server/db/client.ts';
import { openDurablePglite } from '../server/db/durable-pglite.ts';
import { bancos } from '../server/db/schema.ts';
import { addDays, todayISO } from '../src/domain/dates.ts';
import { emitRows } from './emit.ts';
import { createPostgresDb } from './server.ts';

const WRITERS = Number(process.env.ESCRITAS_WRITERS ?? 50);
const SECONDS = Number(process.env.ESCRITAS_SECONDS ?? 10);
const ADMIN = { login: 'bench', password: 'bench-senha-123', name: 'Bia Benchmark' };
const samples: Record<string, number[]> = {};
const notes: Record<string, string[]> = {};
const skipped: Record<string, string> = {};
const lines: string[] = [];

const load = () => loadavg()[0]!.toFixed(1);
function put(id: string, value: number, label: string, unit: string, nota?: string) {
  (samples[id] ??= []).push(value);
  if (nota) (notes[id] ??= []).push(nota);
  lines.push(`| ${label} | ${value.toFixed(unit === 'ms' ? 2 : 1)} ${unit} | ${load()} |${nota ? ` ${nota}` : ''}`);
}

/** fs.fsyncSync (the durable NODEFS calls it per WAL flush) timed: calls and ms. */
const fsyncs = { n: 0, ms: 0 };
const realFsync = fs.fsyncSync;
fs.fsyncSync = (fd: number) => {
  const t0 = performance.now();
  try {
    realFsync(fd);
  } finally {
    fsyncs.n++;
    fsyncs.ms += performance.now() - t0;
  }
};

/** Time inside PGlite: every query runs as synchronous protocol exchanges with its WASM backend
    on the main thread (execProtocolRawSync), fsync included; `comandos` counts the statements
    (a Parse or a simple Query message each). */
const dentro = { ms: 0, comandos: 0 };
const proto = PGlite.prototype as unknown as { execProtocolRawSync(this: PGlite, message: Uint8Array): Uint8Array };
const realExec = proto.execProtocolRawSync;
proto.execProtocolRawSync = function (this: PGlite, message: Uint8Array) {
  const t0 = performance.now();
  if (message[0] === 0x50 || message[0] === 0x51) dentro.comandos++;
  try {
    return realExec.call(this, message);
  } finally {
    dentro.ms += performance.now() - t0;
  }
};

function tempDir(tag: string): string {
  return fs.mkdtempSync(join(tmpdir(), `fluxo-escritas-${tag}-`));
}

function disco(): void {
  const dir = tempDir('disco');
  const fd = fs.openSync(join(dir, 'wal'), 'w');
  const bloco = Buffer.alloc(8192, 1);
  const n = 200;
  const t0 = performance.now();
  for (let i = 0; i < n; i++) {
    fs.writeSync(fd, bloco, 0, bloco.length, (i % 16) * 8192);
    realFsync(fd);
  }
  const ms = (performance.now() - t0) / n;
  fs.closeSync(fd);
  fs.rmSync(dir, { recursive: true, force: true });
  put('escritas.fsync', ms, 'disk: one 8 KB write + fsync(2)', 'ms', `${(1000 / ms).toFixed(0)} fsyncs/s at most, one after another`);
}

async function pgliteSozinho(client: PGlite, id: string, label: string): Promise<void> {
  await client.exec('CREATE TABLE IF NOT EXISTS escrita (id uuid PRIMARY KEY, v int NOT NULL, quando timestamptz NOT NULL DEFAULT now())');
  const fim = performance.now() + SECONDS * 1000;
  const antes = { ...fsyncs };
  const latencias: number[] = [];
  await Promise.all(Array.from({ length: WRITERS }, async () => {
    while (performance.now() < fim) {
      const t0 = performance.now();
      await client.transaction(async (tx) => { await tx.query('INSERT INTO escrita (id, v) VALUES ($1, $2)', [uuidv7(), 1]); });
      latencias.push(performance.now() - t0);
    }
  }));
  latencias.sort((a, b) => a - b);
  const n = latencias.length;
  const porFsync = fsyncs.n > antes.n ? `, ${((fsyncs.n - antes.n) / n).toFixed(1)} fsyncs e ${((fsyncs.ms - antes.ms) / n).toFixed(2)} ms de fsync por commit` : '';
  put(id, n / SECONDS, label, 'commits/s', `p99 ${latencias[Math.floor(n * 0.99)]!.toFixed(0)} ms com ${WRITERS} escritores${porFsync}`);
}

function novoLancamento(bancoId: string): string {
  const hoje = todayISO();
  return JSON.stringify({
    descricao: 'Carga de escrita', status: 'Pagar', pagamento: 'Boleto', banco: bancoId, valor: '123.45', data: hoje,
    tipo: 'Com Vencimento', vencimento: addDays(hoje, 30), metodo: 'À vista', tipo_lancamento: 'Compra',
    id_titulo: uuidv7(), ids: [uuidv7()],
  });
}

/**
 * One write at a time (no queue): the statements one new payable costs on PGlite and its ms
 * inside PGlite and in fsync, the anatomy decision 418 cut down (issue 37 item 9).
 */
async function anatomia(url: string, headers: () => Record<string, string>, bancoId: string): Promise<void> {
  const n = 200;
  const antes = { ...fsyncs, ms0: dentro.ms, comandos: dentro.comandos };
  const t0 = performance.now();
  for (let i = 0; i < n; i++) {
    const res = await fetch(`${url}/api/cadastro-financas`, { method: 'POST', headers: headers(), body: novoLancamento(bancoId) });
    if (res.status !== 201) throw new Error(`escrita ${i} respondeu ${res.status}`);
  }
  const total = (performance.now() - t0) / n;
  const fsyncMs = (fsyncs.ms - antes.ms) / n;
  const pglite = (dentro.ms - antes.ms0) / n - fsyncMs;
  put('escritas.api.pglite.serial', total, 'app on pglite: one write at a time, ms per write', 'ms',
    `${((dentro.comandos - antes.comandos) / n).toFixed(1)} comandos por escrita; ${pglite.toFixed(1)} ms no PGlite sem o fsync, ${fsyncMs.toFixed(1)} ms de fsync, ${(total - pglite - fsyncMs).toFixed(1)} ms fora do PGlite`);
}

/** The load from a child process, so the server's thread (and its busy share) is the app's alone. */
function cargaEmOutroProcesso(url: string, token: string, bancoId: string): Promise<Result> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--carga', url, token, bancoId], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => { out += chunk.toString(); });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) resolve(JSON.parse(out) as Result);
      else reject(new Error(`a carga saiu com ${code}`));
    });
  });
}

async function carga(url: string, token: string, bancoId: string): Promise<void> {
  const headers = () => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': uuidv7() });
  // Every request is a new payable with its own ids and Idempotency-Key: real writes, no replays.
  const result = await autocannon({
    url, connections: WRITERS, duration: SECONDS, timeout: 10,
    requests: [{ method: 'POST', path: '/api/cadastro-financas', setupRequest: (req) => ({ ...req, headers: headers(), body: novoLancamento(bancoId) }) }],
  });
  process.stdout.write(JSON.stringify(result));
}

async function app(database: Database, kind: 'pglite' | 'postgres', dataDir: string, databaseUrl?: string): Promise<void> {
  const server = await buildApp({
    config: { port: 0, host: '127.0.0.1', dataDir, databaseUrl, jwtSecret: 'bench-secret-0123456789-abcdefghijklmnop', admin: ADMIN, distDir: join(dataDir, 'x'), logger: false, trustProxy: false, instantaneos: false },
    database,
  });
  try {
    await server.listen({ port: 0, host: '127.0.0.1' });
    const address = server.server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const token = ((await (await fetch(`${url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) })).json()) as { token: string }).token;
    const bancoId = uuidv7();
    await database.db.insert(bancos).values({ id: bancoId, banco: 'Banco da carga', possuiCartao: false });
    const headers = () => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': uuidv7() });
    const path = '/api/cadastro-financas';
    const probe = await fetch(url + path, { method: 'POST', headers: headers(), body: novoLancamento(bancoId) });
    if (probe.status !== 201) throw new Error(`POST ${path} respondeu ${probe.status}: ${(await probe.text()).slice(0, 200)}`);
    if (kind === 'pglite') await anatomia(url, headers, bancoId);
    const antes = { ...fsyncs };
    const dentroAntes = dentro.ms;
    const elu0 = performance.eventLoopUtilization();
    const result = await cargaEmOutroProcesso(url, token, bancoId);
    const elu = performance.eventLoopUtilization(elu0);
    const feitos = result['2xx'];
    const total = feitos + result.non2xx + result.timeouts;
    const lentas = total > 0 ? (100 * result.timeouts) / total : 0;
    const pct = (ms: number) => `${((100 * ms) / (SECONDS * 1000)).toFixed(0)} %`;
    const fsyncMs = fsyncs.ms - antes.ms;
    const fsyncNota = kind === 'pglite'
      ? `; do tempo de relógio: fio principal ocupado ${(elu.utilization * 100).toFixed(0)} %, dentro do PGlite ${pct(dentro.ms - dentroAntes - fsyncMs)} sem o fsync, fsync ${pct(fsyncMs)} (${((fsyncs.n - antes.n) / Math.max(feitos, 1)).toFixed(1)} por escrita); por escrita ${((dentro.ms - dentroAntes - fsyncMs) / Math.max(feitos, 1)).toFixed(1)} ms no PGlite e ${(fsyncMs / Math.max(feitos, 1)).toFixed(1)} ms de fsync`
      : '';
    put(`escritas.api.${kind}.rps`, feitos / SECONDS, `app on ${kind}: ${WRITERS} writers, writes/s`, 'writes/s', `${result.non2xx} não-2xx, ${result.errors} erros${fsyncNota}`);
    put(`escritas.api.${kind}.p50`, result.latency.p50, `app on ${kind}: p50`, 'ms');
    put(`escritas.api.${kind}.p99`, result.latency.p99, `app on ${kind}: p99`, 'ms');
    put(`escritas.api.${kind}.lentas`, result.timeouts, `app on ${kind}: answers past 10 s`, 'answers', `${lentas.toFixed(1)} % de ${total}`);
  } finally {
    await server.close();
  }
}

async function main(): Promise<void> {
  console.error(`[escritas] ${WRITERS} escritores, ${SECONDS} s por medida; carga no início ${load()}`);
  disco();

  const durDir = tempDir('duravel');
  const duravel = await openDurablePglite(durDir);
  await pgliteSozinho(duravel, 'escritas.pglite.duravel', 'PGlite alone, durable (fsync per commit)');
  await duravel.close();
  const rapDir = tempDir('sem-fsync');
  const semFsync = new PGlite(rapDir);
  await semFsync.waitReady;
  await pgliteSozinho(semFsync, 'escritas.pglite.semFsync', 'PGlite alone, fsync off (NOT durable, for comparison)');
  await semFsync.close();

  const appDir = tempDir('app');
  const embutido = await openDatabase({ dataDir: appDir });
  try {
    await app(embutido, 'pglite', appDir);
  } finally {
    await embutido.close();
  }

  const pgDb = await createPostgresDb('fluxo_bench_escritas_');
  if ('error' in pgDb) {
    for (const s of ['rps', 'p50', 'p99', 'lentas']) skipped[`escritas.api.postgres.${s}`] = `não medido: ${pgDb.error}`;
  } else {
    const dir = tempDir('pg');
    const database = await openDatabase({ databaseUrl: pgDb.url });
    try {
      await app(database, 'postgres', dir, pgDb.url);
    } finally {
      await database.close();
      await pgDb.drop();
    }
  }
  for (const dir of [durDir, rapDir, appDir]) fs.rmSync(dir, { recursive: true, force: true });

  console.error(['| layer | figure | load (1 min) | notes', '|---|---|---|---', ...lines].join('\n'));
  emitRows({ samples, notes, skipped });
}

if (process.argv[2] === '--carga') await carga(process.argv[3]!, process.argv[4]!, process.argv[5]!);
else await main();
