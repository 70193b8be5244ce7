/* Builds the real app for app.inject() tests on a fresh, empty database: in-memory PGlite by
   default, or a brand-new PostgreSQL database on DATABASE_URL's server when API_DB=postgres
   (dropped afterwards). Logs in as the seeded admin for authenticated calls. */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../server/app.ts';
import type { BuildOptions } from '../../server/app.ts';
import type { Config } from '../../server/config.ts';
import { openDatabase } from '../../server/db/client.ts';
import type { Database } from '../../server/db/client.ts';

export const ADMIN = { login: 'admin', password: 'senha-secreta-123', name: 'Ana Administradora' };

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  token: string;
  /** app.inject with the admin's Bearer token. */
  call(opts: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export const onPostgres = process.env.API_DB === 'postgres' && !!process.env.DATABASE_URL;

export async function freshPostgres(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = new URL(process.env.DATABASE_URL!);
  const name = `fluxo_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base.toString());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base.toString() });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export function testConfig(dataDir: string, databaseUrl?: string): Config {
  return {
    port: 0, host: '127.0.0.1', dataDir, databaseUrl, jwtSecret: 'test-secret-for-fluxo-api-tests-0123456789',
    admin: { ...ADMIN }, distDir: join(dataDir, 'no-dist'), logger: false, trustProxy: false,
  };
}

export interface TestAppOptions {
  /** Runs after every route is registered and before ready (hooks that must see every route). */
  beforeReady?: (app: FastifyInstance) => void;
  /** Where the app's log lines go (the logger is off without it). */
  logStream?: NodeJS.WritableStream;
  /** Settings that differ from testConfig (e.g. trustProxy). */
  config?: Partial<Config>;
  /** Sees every route as it is registered (the fuzz enumerates the routes this way). */
  onRoute?: BuildOptions['onRoute'];
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fluxo-api-'));
  const pgDb = onPostgres ? await freshPostgres() : null;
  const database = await openDatabase(pgDb ? { databaseUrl: pgDb.url } : { memory: true });
  const log = console.log;
  console.log = () => undefined; // the seeded-admin banner
  const app = await buildApp({
    config: { ...testConfig(dataDir, pgDb?.url), ...options.config }, database,
    ...(options.logStream ? { logStream: options.logStream } : {}), ...(options.onRoute ? { onRoute: options.onRoute } : {}),
  });
  console.log = log;
  options.beforeReady?.(app);
  await app.ready();
  const res = await app.inject({ method: 'POST', url: '/api/login', payload: { login: ADMIN.login, password: ADMIN.password } });
  const token = (res.json() as { token: string }).token;
  return {
    app, database, token,
    call: (opts) => app.inject({ ...opts, headers: { authorization: `Bearer ${token}`, ...(opts.headers ?? {}) } }),
    close: async () => {
      await app.close();
      await database.close();
      await pgDb?.drop();
    },
  };
}
