/* The other screens' rows in `npm run bench` (issue 22 item 5): each standalone script runs as a
   child process at the run's size and hands its samples back on one stdout line (bench/emit.ts).
   A child per script keeps each one's memory and Chromium apart, lets a hung one be stopped, and
   keeps the scripts usable alone (`node --import tsx bench/<script>.ts`, as docs/BENCHMARKS.md
   shows). The two-process run (bench/multi-process.ts) needs nginx and PostgreSQL; without them
   its rows say why they were not measured. BENCH_EXTRAS=auditoria,sino,… picks scripts; =none skips. */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ROWS_MARK } from './emit.ts';
import type { EmittedRows } from './emit.ts';
import type { MetricDef, Target } from './metrics.ts';
import { addSample, note, skip } from './results.ts';
import type { MetricBag } from './results.ts';

const le = (limit: number, stat: Target['stat'] = 'median'): Target => ({ stat, op: '<=', limit });

export interface ExtraScript {
  name: string;
  file: string;
  /** Arguments and environment at this size (smoke: a few hundred rows). */
  args(size: number, smoke: boolean): string[];
  env(size: number, smoke: boolean): Record<string, string>;
  /** A reason not to run it here, or null. */
  unavailable?(): string | null;
  metrics: MetricDef[];
}

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'];
/** The run's BENCH_RUNS reaches the scripts too (BENCH_RUNS=1: every row once, decision 340). */
const runs = (): string => process.env.BENCH_RUNS ?? '5';

export const EXTRA_SCRIPTS: ExtraScript[] = [
  {
    name: 'auditoria', file: 'bench/auditoria.ts',
    args: (size) => [String(size)], env: (_s, smoke) => ({ BENCH_RUNS: smoke ? '1' : runs() }),
    metrics: [
      { id: 'auditoria.first', label: 'Auditoria API (PGlite): first page of the log (N entries)', unit: 'ms', targets: [] },
      { id: 'auditoria.deep', label: 'Auditoria API: a deep page (1,000 at 100,000)', unit: 'ms', targets: [] },
      { id: 'auditoria.user', label: 'Auditoria API: filter by user', unit: 'ms', targets: [] },
      { id: 'auditoria.entity', label: 'Auditoria API: filter by entity + 30 days', unit: 'ms', targets: [] },
      { id: 'auditoria.action', label: 'Auditoria API: filter by action', unit: 'ms', targets: [] },
      { id: 'auditoria.record', label: 'Auditoria API: one record\'s history', unit: 'ms', targets: [] },
    ],
  },
  {
    name: 'sino', file: 'bench/sino.ts',
    args: (size) => [String(size)], env: () => ({}),
    metrics: [
      { id: 'sino.calc', label: 'Bell: reminders + due payables (Node, fake-indexeddb)', unit: 'ms', targets: [] },
      { id: 'sino.scan', label: 'Bell without the vencimento index (for comparison)', unit: 'ms', targets: [] },
    ],
  },
  {
    // The bell in Chromium (issue 22 item 5): ≤ 300 ms to open, as the Painel's first paint; the
    // badge on a page load and after a sync have no target yet (see docs/BENCHMARKS.md).
    name: 'sino-browser', file: 'bench/browser-sino.ts',
    args: () => [], env: (size, smoke) => ({ BENCH_SIZES: String(size), BENCH_RUNS: smoke ? '1' : '5' }),
    metrics: [
      { id: 'sino.open', label: 'Bell (Chromium, N payables): click → list painted', unit: 'ms', targets: [le(300)] },
      { id: 'sino.badge', label: 'Bell (Chromium): page load → badge count', unit: 'ms', targets: [] },
      { id: 'sino.sync', label: 'Bell (Chromium): payable due today saved elsewhere → badge count up', unit: 'ms', targets: [] },
    ],
  },
  {
    name: 'acoes', file: 'bench/acoes-only.ts',
    args: () => [], env: (size, smoke) => ({ BENCH_SIZES: String(size), BENCH_RUNS: smoke ? '1' : runs() }),
    metrics: [
      { id: 'acoes.posicoes', label: 'Ações: every position (N trades, domain)', unit: 'ms', targets: [] },
      { id: 'acoes.apuracao', label: 'Ações: apuração of the last month (domain)', unit: 'ms', targets: [le(500)] },
      { id: 'acoes.meses', label: 'Ações: apuração of every month (domain)', unit: 'ms', targets: [] },
      { id: 'acoes.apiPosicoes', label: 'Ações API (PGlite): GET /api/acoes/posicoes', unit: 'ms', targets: [] },
      { id: 'acoes.apiApuracao', label: 'Ações API (PGlite): GET /api/acoes/apuracao', unit: 'ms', targets: [] },
    ],
  },
  {
    name: 'extratos', file: 'bench/extratos-only.ts',
    args: () => [], env: (size, smoke) => ({ EXTRATOS_TITULOS: String(size), EXTRATOS_LINHAS: smoke ? '200' : '5000', BENCH_RUNS: smoke ? '1' : runs() }),
    metrics: [
      { id: 'extratos.previa', label: 'Extrato: 5,000-line OFX read and classified (Chromium)', unit: 'ms', targets: [le(2000)] },
      { id: 'extratos.sugestoes', label: 'Conciliação: proposals for 5,000 lines × N payables + N/5 receivables (Chromium)', unit: 'ms', targets: [le(1000)] },
    ],
  },
  {
    name: 'historicos', file: 'bench/historicos-only.ts',
    args: () => [], env: (size) => ({ BENCH_SIZES: String(size) }),
    metrics: [
      { id: 'historicos.list.firstPaint', label: 'Histórico Escolar Consulta first paint (N records)', unit: 'ms', targets: [le(300)] },
      { id: 'historicos.list.searchReady', label: 'Histórico Escolar: search covers all records', unit: 'ms', targets: [] },
      { id: 'historicos.list.search', label: 'Histórico Escolar: search keystroke → rendered', unit: 'ms', targets: [] },
    ],
  },
  {
    // Issue 34: the screen with 500 recorrências at N payables, ≤ 300 ms to first paint.
    name: 'recorrencias', file: 'bench/recorrencias-only.ts',
    args: () => [], env: (size, smoke) => ({ BENCH_SIZES: String(size), BENCH_RECORRENCIAS: smoke ? '50' : '500' }),
    metrics: [
      { id: 'recorrencias.list.firstPaint', label: 'Recorrências first paint (500 recorrências, N payables)', unit: 'ms', targets: [le(300)] },
      { id: 'recorrencias.list.searchReady', label: 'Recorrências: search covers all recorrências', unit: 'ms', targets: [] },
      { id: 'recorrencias.list.search', label: 'Recorrências: search keystroke → rendered', unit: 'ms', targets: [] },
    ],
  },
  {
    // Issue 35: the approvals list at N payables (200 waiting), ≤ 300 ms to first paint.
    name: 'aprovacoes', file: 'bench/aprovacoes-only.ts',
    args: () => [], env: (size, smoke) => ({ BENCH_SIZES: String(size), BENCH_APROVACOES: smoke ? '20' : '200' }),
    metrics: [
      { id: 'aprovacoes.list.firstPaint', label: 'Aprovações first paint (200 waiting, N payables)', unit: 'ms', targets: [le(300)] },
      { id: 'aprovacoes.list.searchReady', label: 'Aprovações: search covers the waiting payables', unit: 'ms', targets: [] },
      { id: 'aprovacoes.list.search', label: 'Aprovações: search keystroke → rendered', unit: 'ms', targets: [] },
    ],
  },
  {
    // Issue 35 item 3: the Orçamento screen (every categoria × 24 months of budgets) at N payables.
    name: 'orcamento', file: 'bench/orcamento-only.ts',
    args: () => [], env: (size) => ({ BENCH_SIZES: String(size) }),
    metrics: [
      { id: 'orcamento.list.firstPaint', label: 'Orçamento first paint (every categoria × 24 months, N payables)', unit: 'ms', targets: [le(300)] },
    ],
  },
  {
    name: 'multi', file: 'bench/multi-process.ts',
    args: () => [], env: (size, smoke) => ({ MULTI_SIZE: String(size), BENCH_SECONDS: smoke ? '1' : '5', BENCH_DRAIN: smoke ? '50' : '1000' }),
    unavailable: () => (NGINX.some((p) => existsSync(p)) ? null : 'não medido: nginx ausente (apt-get install -y nginx)'),
    metrics: [
      { id: 'multi.checksFailed', label: 'Two processes behind nginx: failed checks (exactly-once, shared session, live)', unit: 'count', targets: [le(0, 'max')] },
      { id: 'multi.drainProxy', label: 'Two processes: drain of 1,000 changes through nginx', unit: 'ms', targets: [le(5000)] },
      { id: 'multi.drainDirect', label: 'Same drain straight to one process', unit: 'ms', targets: [] },
      { id: 'multi.liveSignal', label: 'Two processes: live signal across processes (write → event)', unit: 'ms', targets: [le(1000)] },
      { id: 'multi.listRpsProxy', label: 'Two processes: small list through nginx', unit: 'req/s', targets: [] },
      { id: 'multi.listRpsSingle', label: 'Same load on one process', unit: 'req/s', targets: [] },
      { id: 'multi.mutationRpsProxy', label: 'Two processes: mutations through nginx', unit: 'req/s', targets: [] },
    ],
  },
  {
    // Where a write's time goes on the embedded database under 50 writers (issue 37 item 9,
    // decision 400); the PostgreSQL rows say why when there is none.
    name: 'escritas', file: 'bench/escritas-pglite.ts',
    args: () => [], env: (_size, smoke) => ({ ESCRITAS_SECONDS: smoke ? '2' : '10' }),
    metrics: [
      { id: 'escritas.fsync', label: 'Disk: one 8 KB write + fsync(2)', unit: 'ms', targets: [] },
      { id: 'escritas.pglite.duravel', label: 'PGlite alone, durable: one-row commits/s, 50 writers', unit: 'req/s', targets: [] },
      { id: 'escritas.pglite.semFsync', label: 'PGlite alone, fsync off (not durable, comparison only)', unit: 'req/s', targets: [] },
      { id: 'escritas.api.pglite.serial', label: 'App on durable PGlite: one write at a time, ms per write (decision 418)', unit: 'ms', targets: [] },
      { id: 'escritas.api.pglite.rps', label: 'App on durable PGlite: new payables/s, 50 writers', unit: 'req/s', targets: [] },
      { id: 'escritas.api.pglite.p50', label: 'App on PGlite, 50 writers: p50', unit: 'ms', targets: [] },
      { id: 'escritas.api.pglite.p99', label: 'App on PGlite, 50 writers: p99', unit: 'ms', targets: [] },
      { id: 'escritas.api.pglite.lentas', label: 'App on PGlite, 50 writers: answers past 10 s', unit: 'count', targets: [le(0, 'max')] },
      { id: 'escritas.api.postgres.rps', label: 'App on PostgreSQL: new payables/s, 50 writers', unit: 'req/s', targets: [] },
      { id: 'escritas.api.postgres.p50', label: 'App on PostgreSQL, 50 writers: p50', unit: 'ms', targets: [] },
      { id: 'escritas.api.postgres.p99', label: 'App on PostgreSQL, 50 writers: p99', unit: 'ms', targets: [] },
      { id: 'escritas.api.postgres.lentas', label: 'App on PostgreSQL, 50 writers: answers past 10 s', unit: 'count', targets: [le(0, 'max')] },
    ],
  },
  {
    // Issue 34: the preview of 200 supplier NF-e in one .zip, and decision 419's library choice.
    name: 'nfe', file: 'bench/nfe-zip.ts',
    args: (_size, smoke) => [smoke ? '20' : '200'], env: (_s, smoke) => ({ BENCH_RUNS: smoke ? '1' : runs() }),
    metrics: [
      { id: 'nfe.zip.preview', label: 'NF-e: preview of 200 notes in one .zip (POST /api/nfe/ler, PGlite)', unit: 'ms', targets: [le(3000)] },
      { id: 'nfe.zip.fflate', label: 'NF-e: unzip + read 200 notes with fflate (chosen)', unit: 'ms', targets: [] },
      { id: 'nfe.zip.jszip', label: 'NF-e: unzip + read 200 notes with JSZip (comparison only)', unit: 'ms', targets: [] },
    ],
  },
];

export const EXTRA_METRICS: MetricDef[] = EXTRA_SCRIPTS.flatMap((s) => s.metrics);

/** Reads the emitted rows of a child's stdout. */
export function parseRows(stdout: string): EmittedRows | null {
  const line = stdout.split('\n').reverse().find((l) => l.startsWith(ROWS_MARK));
  if (!line) return null;
  try {
    return JSON.parse(line.slice(ROWS_MARK.length)) as EmittedRows;
  } catch {
    return null;
  }
}

function runChild(file: string, args: string[], env: Record<string, string>, timeoutMs: number, log: (line: string) => void):
  Promise<{ code: number | null; stdout: string; stderr: string; timedOut: boolean }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', file, ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    child.stdout.on('data', (d: Buffer) => { stdout += d.toString(); });
    child.stderr.on('data', (d: Buffer) => {
      stderr += d.toString();
      for (const line of d.toString().split('\n')) if (line.trim()) log(`  ${line.trim().slice(0, 160)}`);
    });
    const timer = setTimeout(() => { timedOut = true; child.kill('SIGTERM'); }, timeoutMs);
    child.on('close', (code) => { clearTimeout(timer); resolve({ code, stdout, stderr, timedOut }); });
  });
}

export interface ExtrasOptions {
  smoke: boolean;
  distDir: string | null;
  /** Script names to run; null for all. */
  only: Set<string> | null;
  log(line: string): void;
  error(line: string): void;
}

/** Runs every script at `size` and gathers its rows into one bag. */
export async function measureExtras(size: number, opts: ExtrasOptions): Promise<MetricBag> {
  const bag: MetricBag = {};
  for (const script of EXTRA_SCRIPTS) {
    const ids = script.metrics.map((m) => m.id);
    if (opts.only && !opts.only.has(script.name)) continue;
    const reason = script.unavailable?.() ?? null;
    if (reason) {
      for (const id of ids) skip(bag, id, reason);
      continue;
    }
    opts.log(`${size}: ${script.file}`);
    const env = { ...script.env(size, opts.smoke), ...(opts.distDir ? { BENCH_DIST: opts.distDir } : {}) };
    // Generous: a 100,000-row first pull on a loaded machine takes minutes; a hang must not stop the run.
    const result = await runChild(script.file, script.args(size, opts.smoke), env, opts.smoke ? 300_000 : 1_800_000, opts.log);
    const rows = parseRows(result.stdout);
    if (!rows) {
      const why = result.timedOut ? 'excedeu o tempo' : `terminou com ${result.code}`;
      opts.error(`${script.file} (${size}): ${why}, sem linhas: ${result.stderr.trim().split('\n').at(-1)?.slice(0, 300) ?? ''}`);
      for (const id of ids) skip(bag, id, `não medido: ${script.file} ${why}`);
      continue;
    }
    for (const id of ids) {
      const samples = rows.samples[id] ?? [];
      for (const s of samples) addSample(bag, id, s);
      for (const n of rows.notes?.[id] ?? []) note(bag, id, n);
      if (samples.length === 0) skip(bag, id, rows.skipped?.[id] ?? `não medido: ${script.file} não deu amostras`);
    }
    if (result.code !== 0) note(bag, ids[0]!, `${script.file} terminou com código ${result.code}`);
  }
  return bag;
}
