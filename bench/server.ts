/* Starts the real server (node --import tsx server/main.ts) on a seeded database, signs in, and
   stops it; creates and drops the throw-away PostgreSQL databases of the PostgreSQL variants. */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import pg from 'pg';

export const BENCH_ADMIN = { login: 'bench', password: 'bench-senha-123', name: 'Bia Benchmark' };

export type DbKind = 'pglite' | 'postgres';

export interface ServerHandle {
  url: string;
  kind: DbKind;
  token: string;
  userId: string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export function postgresBaseUrl(): string {
  return process.env.BENCH_PG_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
}

/** A brand-new database on the PostgreSQL server, or the reason there is none. */
export async function createPostgresDb(prefix = 'fluxo_bench_'): Promise<{ url: string; drop(): Promise<void> } | { error: string }> {
  const base = postgresBaseUrl();
  const name = `${prefix}${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base, connectionTimeoutMillis: 5000 });
  try {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
  } catch (error) {
    return { error: `PostgreSQL indisponível em ${new URL(base).host} (${(error as Error).message})` };
  } finally {
    await admin.end().catch(() => undefined);
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

async function waitForHealth(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`o servidor saiu com ${child.exitCode}: ${log()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`o servidor não respondeu em 90 s: ${log()}`);
}

export async function login(url: string): Promise<{ token: string; userId: string }> {
  const res = await fetch(`${url}/api/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: BENCH_ADMIN.login, password: BENCH_ADMIN.password }),
  });
  const body = await res.json() as { token?: string; user?: { id: string } };
  if (!res.ok || !body.token || !body.user) throw new Error(`login falhou: ${res.status} ${JSON.stringify(body)}`);
  return { token: body.token, userId: body.user.id };
}

/**
 * A team's server has been up before anyone signs in on a new device: its first-download
 * snapshots are built (decision 364). Waits for them as a browser would ask (brotli): a list
 * answered from a build is read whole and asked again, until answered from the snapshot. A server
 * without snapshots (INSTANTANEOS=desligado) answers without the header: nothing to wait for.
 */
export async function waitForSnapshots(url: string, token: string): Promise<void> {
  const deadline = Date.now() + 180_000;
  for (const list of ['lancamentos', 'recebiveis']) {
    while (Date.now() < deadline) {
      const res = await fetch(`${url}/api/${list}?formato=colunas`, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br' } });
      const origem = res.headers.get('x-fluxo-instantaneo');
      if (origem !== 'build') {
        await res.body?.cancel();
        break;
      }
      await res.arrayBuffer();
    }
  }
}

export async function startServer(opts: { root: string; dataDir: string; databaseUrl?: string; distDir: string }): Promise<ServerHandle> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let stderr = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: opts.dataDir, DATABASE_URL: opts.databaseUrl ?? '',
      // No daily backup (decision 385): its catch-up run at start would hold PGlite during a measurement.
      BACKUP_DIARIO: 'desligado', DIST_DIR: opts.distDir, LOG: '0', ADMIN_LOGIN: BENCH_ADMIN.login, ADMIN_PASSWORD: BENCH_ADMIN.password, ADMIN_NAME: BENCH_ADMIN.name,
    },
    cwd: opts.root,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => { stderr = (stderr + chunk.toString()).slice(-4000); });
  try {
    await waitForHealth(url, child, () => stderr);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  const { token, userId } = await login(url);
  await waitForSnapshots(url, token);
  return {
    url, token, userId, kind: opts.databaseUrl ? 'postgres' : 'pglite',
    stop: () => new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.once('exit', () => { clearTimeout(timer); resolve(); });
      child.kill('SIGTERM');
    }),
  };
}
