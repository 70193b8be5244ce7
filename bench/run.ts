/* npm run bench: seeds 10,000 and 100,000 payables, measures the built app in headless Chromium
   on the real server (PGlite) and the API with autocannon on PGlite and on PostgreSQL, then
   prints the table and writes bench/results/latest.json and docs/BENCHMARKS.md.
   npm run bench:smoke: tiny data, one repetition, 2 s loads → bench/results/smoke.json only.
   At each size it then runs the other screens' scripts (bench/extras.ts: Auditoria, the bell, Ações,
   Extratos, Histórico Escolar, two processes behind nginx) as rows of the same table.
   BENCH_SIZES, BENCH_RUNS, BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_DRAIN, BENCH_EXTRAS make a custom run
   (→ bench/results/custom.tmp; the doc only with BENCH_WRITE_DOC=1). BENCH_REF=<git ref> measures
   that commit instead of the working tree (see snapshot.ts). */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { measureApi } from './api-load.ts';
import { measureBrowser } from './browser.ts';
import { CHROMIUM_PATH } from './browser-session.ts';
import { bundleSize, prepareDist } from './dist.ts';
import type { BundleSize } from './dist.ts';
import { measureExtras } from './extras.ts';
import { describeMachine } from './machine.ts';
import { API_METRICS, BROWSER_METRICS } from './metrics.ts';
import { textTable, writeDoc } from './report.ts';
import { finalize, skip } from './results.ts';
import type { BenchResults, MetricBag, SizeResults } from './results.ts';
import { seedFresh, sizesFor } from './seed.ts';
import type { SeedResult } from './seed.ts';
import { createPostgresDb, postgresBaseUrl, startServer } from './server.ts';
import { codeUnderTest } from './snapshot.ts';
import type { CodeUnderTest } from './snapshot.ts';
import type { DbKind } from './server.ts';

const env = process.env;
const smoke = process.argv.includes('--smoke');
/** Variables that change what is measured: such a run is 'custom' and leaves the doc alone. */
const SCALE_VARS = ['BENCH_SIZES', 'BENCH_RUNS', 'BENCH_SECONDS', 'BENCH_CONNECTIONS', 'BENCH_DRAIN', 'BENCH_DRAIN_RUNS', 'BENCH_BROWSER_DB', 'BENCH_EXTRAS'];
const custom = !smoke && SCALE_VARS.some((k) => env[k]);
const numbers = (text: string) => text.split(',').map((s) => Number(s.trim())).filter((n) => Number.isInteger(n) && n > 0);
const config = {
  sizes: smoke ? [300] : numbers(env.BENCH_SIZES ?? '10000,100000'),
  runs: smoke ? 1 : Number(env.BENCH_RUNS ?? 5),
  seconds: smoke ? 2 : Number(env.BENCH_SECONDS ?? 10),
  connections: Number(env.BENCH_CONNECTIONS ?? 64),
  drainCount: smoke ? 200 : Number(env.BENCH_DRAIN ?? 1000),
  drainRuns: Number(env.BENCH_DRAIN_RUNS ?? 3),
  browserDb: (env.BENCH_BROWSER_DB === 'postgres' ? 'postgres' : 'pglite') as DbKind,
  /** The other screens' scripts (bench/extras.ts) to run: all, or the names listed; 'none' skips them. */
  extras: env.BENCH_EXTRAS ? new Set(env.BENCH_EXTRAS.split(',').map((s) => s.trim())) : null,
};
const started = Date.now();
const log = (line: string) => console.error(`[bench ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`);
const errors: string[] = [];
const fail = (line: string) => { errors.push(line); log(`ERRO: ${line}`); };
const loads: number[] = [];
const sampler = setInterval(() => loads.push(loadavg()[0]!), 5000);

async function postgresVersion(): Promise<string | null> {
  const client = new pg.Client({ connectionString: postgresBaseUrl(), connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    const { rows } = await client.query<{ v: string }>("SELECT current_setting('server_version') AS v");
    return `PostgreSQL ${rows[0]?.v ?? '?'}`;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => undefined);
  }
}

function skipAll(bag: MetricBag, ids: string[], reason: string) {
  for (const id of ids) skip(bag, id, reason);
}

/** A fresh database of one kind, seeded; removed afterwards. null (and the reason recorded) when unavailable. */
async function withDatabase(
  kind: DbKind, size: number, workDir: string, work: (target: { dataDir: string; databaseUrl?: string }, seeded: SeedResult) => Promise<void>,
): Promise<string | null> {
  const dataDir = join(workDir, `${kind}-${size}`);
  const database = kind === 'postgres' ? await createPostgresDb() : null;
  if (database && 'error' in database) return database.error;
  try {
    log(`${size}: semeando ${kind}`);
    const url = database?.url;
    const seeded = await seedFresh(url ? { databaseUrl: url } : { dataDir }, sizesFor(size));
    log(`${size}: semeado em ${(seeded.ms / 1000).toFixed(1)} s ${JSON.stringify(seeded.counts)}`);
    await work(url ? { dataDir, databaseUrl: url } : { dataDir }, seeded);
  } catch (error) {
    fail(`${size}, ${kind}: ${(error as Error).message}`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await database?.drop().catch((error: Error) => fail(`DROP DATABASE: ${error.message}`));
  }
  return null;
}

async function measureSize(size: number, work: string, code: CodeUnderTest, dist: string | null): Promise<SizeResults> {
  const result: SizeResults = { seed: null, browser: {}, api: { pglite: {}, postgres: {} } };
  for (const kind of ['pglite', 'postgres'] as const) {
    const problem = await withDatabase(kind, size, work, async (target, seeded) => {
      if (kind === 'pglite') result.seed = { counts: seeded.counts, ms: seeded.ms };
      const withBrowser = kind === config.browserDb;
      const server = await startServer({ ...target, root: code.root, distDir: withBrowser && dist ? dist : join(work, 'no-dist') });
      try {
        if (withBrowser) {
          const ids = BROWSER_METRICS.map((m) => m.id);
          if (!existsSync(CHROMIUM_PATH)) skipAll(result.browser, ids, `não medido: Chromium ausente em ${CHROMIUM_PATH}`);
          else if (!dist) skipAll(result.browser, ids, 'não medido: o build do app falhou');
          else await measureBrowser(server, seeded.counts.lancamentos ?? size, result.browser, { runs: config.runs, deltaPulls: 3, drainCount: config.drainCount, drainRuns: config.drainRuns, log, error: fail });
        }
        // After the browser: the mutation load adds payables, the browser's totals must not move.
        log(`${size}: API no ${kind}`);
        await measureApi(server, result.api[kind], { seconds: config.seconds, connections: config.connections, fullRuns: Math.max(3, config.runs), bancoId: seeded.bancoId });
      } finally {
        await server.stop();
      }
    });
    if (problem) {
      skipAll(result.api[kind], API_METRICS.map((m) => m.id), `não medido: ${problem}`);
      if (kind === config.browserDb) skipAll(result.browser, BROWSER_METRICS.map((m) => m.id), `não medido: ${problem}`);
    }
  }
  result.extras = await measureExtras(size, { smoke, distDir: dist, only: config.extras, log, error: fail });
  for (const bag of [result.browser, result.api.pglite, result.api.postgres, result.extras]) finalize(bag);
  return result;
}

async function main(): Promise<number> {
  const work = mkdtempSync(join(tmpdir(), 'fluxo-bench-'));
  let dist: string | null = null;
  let bundle: BundleSize | null = null;
  let bundleSkipped: string | null = null;
  const code = codeUnderTest(work, env.BENCH_REF);
  log(`código medido: ${code.commit} (${code.source})`);
  try {
    log('preparando o build do app');
    const prepared = prepareDist(code.root, join(work, 'dist'));
    dist = prepared.dir;
    bundle = bundleSize(dist);
    log(`build ${prepared.how === 'built' ? 'gerado' : 'copiado de dist/'}: JS inicial ${(bundle.initialJsGzip / 1024).toFixed(1)} KB gzip`);
  } catch (error) {
    bundleSkipped = `não medido: ${(error as Error).message.split('\n')[0]}`;
    fail(`build: ${(error as Error).message}`);
  }
  const machine = describeMachine(CHROMIUM_PATH, await postgresVersion());
  const sizes: Record<string, SizeResults> = {};
  try {
    for (const size of config.sizes) sizes[String(size)] = await measureSize(size, work, code, dist);
  } finally {
    clearInterval(sampler);
    rmSync(work, { recursive: true, force: true });
  }
  const mode = smoke ? 'smoke' : custom ? 'custom' : 'full';
  const settings = [...(smoke ? [] : SCALE_VARS), 'BENCH_REF'].filter((k) => env[k]).map((k) => `${k}=${env[k]}`);
  const command = [...settings, smoke ? 'npm run bench:smoke' : 'npm run bench'].join(' ');
  const results: BenchResults = {
    version: 1, date: new Date().toISOString(), command, mode, machine, code, config: { ...config, extras: config.extras ? [...config.extras] : null }, bundle, bundleSkipped, sizes, errors,
    durationSeconds: Math.round((Date.now() - started) / 1000),
    load: loads.length ? { mean: Math.round((loads.reduce((s, l) => s + l, 0) / loads.length) * 10) / 10, max: Math.round(Math.max(...loads) * 10) / 10 } : null,
  };
  console.log(`\n${textTable(results)}\n`);
  mkdirSync('bench/results', { recursive: true });
  const json = `bench/results/${mode === 'full' ? 'latest.json' : mode === 'smoke' ? 'smoke.json' : 'custom.tmp'}`;
  writeFileSync(json, `${JSON.stringify(results, null, 2)}\n`);
  log(`resultados em ${json}`);
  if (mode === 'full' || env.BENCH_WRITE_DOC === '1') {
    writeDoc('docs/BENCHMARKS.md', results, '# Benchmarks\n');
    log('docs/BENCHMARKS.md atualizado');
  }
  return errors.length ? 1 : 0;
}

process.exitCode = await main();
