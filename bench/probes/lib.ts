/* Shared pieces of the embedded-database probes (docs/SECURITY.md, "Banco embutido"): start the
   real server on 127.0.0.1, sign in, send payment writes, and check a database after a crash
   (every acknowledged id present, every B-tree index valid by amcheck). */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { amcheck } from '@electric-sql/pglite/contrib/amcheck';

export const PASSWORD = 'senha-da-sonda-123';
export const PORT = Number(process.env.PROBE_PORT ?? 8202);
/** The app to start: this checkout by default; PROBE_APP_DIR=/path measures another one. */
export const APP_DIR = resolve(process.env.PROBE_APP_DIR ?? '.');
const BASE = `http://127.0.0.1:${PORT}`;

export interface Server {
  child: ChildProcess;
  startedMs: number;
  exit: Promise<number | null>;
  output(): string;
}

/** Starts server/main.ts and waits for /api/health. */
export async function startServer(env: Record<string, string>, port = PORT): Promise<Server> {
  const t0 = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: APP_DIR,
    // No daily backup (decision 385): its catch-up run at start would hold PGlite during a measurement.
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG: '0', BACKUP_DIARIO: 'desligado', ADMIN_PASSWORD: PASSWORD, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => { out += d.toString(); });
  child.stderr!.on('data', (d: Buffer) => { out += d.toString(); });
  const exit = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const server: Server = { child, startedMs: 0, exit, output: () => out };
  const deadline = Date.now() + 180_000;
  let exited = false;
  void exit.then(() => { exited = true; });
  while (Date.now() < deadline && !exited) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(5000) }).then((r) => r.ok, () => false);
    if (ok) {
      server.startedMs = performance.now() - t0;
      return server;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  if (exited) throw new Error(`server exited with code ${child.exitCode}:\n${out.trim()}`);
  child.kill('SIGKILL');
  throw new Error(`server did not start in time:\n${out}`);
}

export async function stopServer(server: Server, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill(signal);
  await server.exit;
}

export async function login(): Promise<string> {
  const res = await fetch(`${BASE}/api/login`, {
    method: 'POST', signal: AbortSignal.timeout(30_000), headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: 'admin', password: PASSWORD }),
  });
  return ((await res.json()) as { token: string }).token;
}

async function post(token: string, path: string, body: unknown): Promise<Response> {
  return fetch(`${BASE}${path}`, {
    method: 'POST', signal: AbortSignal.timeout(30_000),
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': crypto.randomUUID() },
    body: JSON.stringify(body),
  });
}

export async function createBank(token: string): Promise<string> {
  const res = await post(token, '/api/cadastro-banco', { banco: `Sonda ${Date.now()}` });
  return ((await res.json()) as { banco: { id: string } }).banco.id;
}

/** One paid payable; resolves to its id once the server acknowledged it (201), else null. */
export async function pay(token: string, banco: string, n: number): Promise<string | null> {
  try {
    const res = await post(token, '/api/cadastro-financas', {
      descricao: `Pagamento ${n}`, status: 'Pago', data_pagamento: '2025-03-05', pagamento: 'Boleto', banco,
      valor: '150.00', data: '2025-03-05', tipo: 'Com Vencimento', vencimento: '2025-03-20', metodo: 'À vista',
      parcela: '', categorias: '', tipo_lancamento: 'Pagamento', observacao: '',
    });
    if (res.status !== 201) return null;
    return ((await res.json()) as { lancamentos: { id: string }[] }).lancamentos[0]!.id;
  } catch {
    return null; // connection cut by the kill: not acknowledged
  }
}

export interface Check { missing: number; rows: number; indexes: number; corruptIndexes: string[] }

const INDEXES = `SELECT c.relname FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am a ON a.oid = c.relam
  JOIN pg_namespace n ON n.oid = c.relnamespace WHERE a.amname = 'btree' AND n.nspname = 'public'`;

async function checkWith(query: <T>(text: string, params?: unknown[]) => Promise<T[]>, acknowledged: readonly string[]): Promise<Check> {
  await query('CREATE EXTENSION IF NOT EXISTS amcheck');
  const found = await query<{ id: string }>('SELECT id FROM lancamentos WHERE id = ANY($1::uuid[])', [acknowledged]);
  const rows = await query<{ n: number }>('SELECT count(*)::int AS n FROM lancamentos');
  const corruptIndexes: string[] = [];
  const indexes = await query<{ relname: string }>(INDEXES);
  for (const { relname } of indexes) {
    // heapallindexed: every heap tuple must be findable through the index, not only a sane tree.
    await query(`SELECT bt_index_check('public.${relname}'::regclass, true)`).catch((e: Error) => corruptIndexes.push(`${relname}: ${e.message}`));
  }
  return { missing: acknowledged.length - found.length, rows: rows[0]!.n, indexes: indexes.length, corruptIndexes };
}

/** Opens the embedded database the killed server left (PGlite runs crash recovery) and checks it. */
export async function checkPglite(pgdata: string, acknowledged: readonly string[]): Promise<Check> {
  const { openDurablePglite } = await import(`${APP_DIR}/server/db/durable-pglite.ts`).catch(() => ({ openDurablePglite: null }));
  const db: PGlite = openDurablePglite
    ? await openDurablePglite(pgdata, { extensions: { amcheck } })
    : await PGlite.create(pgdata, { extensions: { amcheck } });
  try {
    return await checkWith(async (text, params) => (await db.query(text, params)).rows as never[], acknowledged);
  } finally {
    await db.close();
  }
}

export async function checkPostgres(url: string, acknowledged: readonly string[]): Promise<Check> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await checkWith(async (text, params) => (await client.query(text, params)).rows as never[], acknowledged);
  } finally {
    await client.end();
  }
}

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}
