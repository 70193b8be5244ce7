/* The client engine against the real server: the Fastify app in-process on a fresh PGlite (or
   PostgreSQL with API_DB=postgres), reached through a transport over app.inject, so the outbox,
   the drain, batches and pulls run exactly as in the browser, minus the network. `offline`
   makes every request fail as a dropped connection (the engine keeps the change queued). */
import type { InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import type { FluxoDb } from '../../src/data/db.ts';
import { drainIdle } from '../../src/data/sync/drain-scheduler.ts';
import { drain } from '../../src/data/sync/drain.ts';
import { listEntries } from '../../src/data/sync/outbox.ts';
import { currentUser } from '../../src/data/session.ts';
import type { OutboxEntry } from '../../src/data/sync/outbox-entry.ts';
import { configureTransport } from '../../src/data/sync/transport.ts';
import { ADMIN, createTestApp } from '../api/helper.ts';
import type { TestApp } from '../api/helper.ts';
import { freshDb, teardownDb } from './setup-db.ts';

export interface RealServer extends TestApp {
  offline: boolean;
  /** The next N writes reach the server and are committed, but their replies are lost. */
  loseReplies: number;
  /** Every request the engine made (method and path), in order. */
  requests: { method: string; path: string; key: string | null }[];
  /** The entries (key and path) of each POST /api/lote the engine sent, in order. */
  batches: { key: string; path: string }[][];
  /** Signs in again (a session outlives no clock moved days ahead); as another user with `como`. */
  login(como?: { login: string; password: string }): Promise<void>;
}

export async function installRealServer(): Promise<RealServer> {
  const test = await createTestApp();
  let token = test.token;
  const server: RealServer = {
    ...test, offline: false, loseReplies: 0, requests: [], batches: [],
    call: (opts) => test.app.inject({ ...opts, headers: { authorization: `Bearer ${token}`, ...(opts.headers ?? {}) } }),
    async login(como = ADMIN) {
      const res = await test.app.inject({ method: 'POST', url: '/api/login', payload: { login: como.login, password: como.password } });
      token = (res.json() as { token: string }).token;
      server.token = token;
    },
  };
  configureTransport({
    baseUrl: 'http://fluxo.test',
    headers: () => ({ Authorization: `Bearer ${token}` }),
    onUnauthorized: () => undefined,
    fetch: async (input, init) => {
      if (server.offline) throw new TypeError('Failed to fetch');
      // A Request reads any body the engine builds (JSON text or multipart FormData) into bytes.
      const request = new Request(input, init);
      const url = new URL(request.url);
      server.requests.push({ method: request.method, path: url.pathname, key: request.headers.get('Idempotency-Key') });
      const options: InjectOptions = {
        method: request.method as InjectOptions['method'],
        url: url.pathname + url.search,
        headers: Object.fromEntries(request.headers),
      };
      if (request.method !== 'GET' && request.method !== 'HEAD') options.payload = Buffer.from(await request.arrayBuffer());
      if (url.pathname === '/api/lote' && options.payload) {
        const { pedidos } = JSON.parse(options.payload.toString()) as { pedidos: { chave: string; caminho: string }[] };
        server.batches.push(pedidos.map((p) => ({ key: p.chave, path: p.caminho })));
      }
      const res = await test.app.inject(options);
      if (request.method !== 'GET' && server.loseReplies > 0) {
        server.loseReplies--;
        throw new TypeError('Failed to fetch');
      }
      const headers = new Headers();
      for (const [name, value] of Object.entries(res.headers)) {
        if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
      }
      const empty = res.statusCode === 204 || res.statusCode === 304;
      return new Response(empty ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers });
    },
  });
  return server;
}

export interface UsoDoServidorReal {
  /** The server of the file (one PGlite per file: it takes seconds to start). */
  readonly server: RealServer;
  /** This test's device: a fresh Dexie database, signed in, online. */
  readonly db: FluxoDb;
  /** Sends the outbox to the server now (ignoring back-off) and returns what is left in it. */
  sincronizar(): Promise<OutboxEntry[]>;
  /** A list as the server answers it today (`key` of the JSON reply). */
  linhas(path: string, key: string): Promise<Record<string, unknown>[]>;
}

/**
 * The setup every real-server data test shares: the clock pinned at `hoje` (Date only, for the
 * whole file, back at `hoje` before each test), one server per file, and before each test the
 * server online with no lost replies, a fresh session (its token also in the session cookie the
 * device reads, as in the browser) and a fresh device. Call it at the top
 * level of the test file; read `server` and `db` inside the tests.
 */
export function usarServidorReal(opcoes: { hoje?: Date } = {}): UsoDoServidorReal {
  const { hoje } = opcoes;
  let server: RealServer | null = null;
  let db: FluxoDb | null = null;
  beforeAll(async () => {
    if (hoje) {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(hoje);
    }
    server = await installRealServer();
    // The browser's session cookie (src/data/session.ts): who the device says the user is.
    if (typeof document === 'undefined') vi.stubGlobal('document', { get cookie() { return `token=${uso.server.token}`; }, visibilityState: 'visible' });
  });
  afterAll(async () => {
    await server?.close();
    vi.unstubAllGlobals();
    if (hoje) vi.useRealTimers();
  });
  beforeEach(async () => {
    if (hoje) vi.setSystemTime(hoje);
    const s = uso.server;
    s.offline = false;
    s.loseReplies = 0;
    await s.login();
    // The app opens the signed-in user's database; teardownDb deletes it after the test.
    db = freshDb(currentUser()?.id);
  });
  afterEach(teardownDb);
  const uso: UsoDoServidorReal = {
    get server() {
      if (!server) throw new Error('usarServidorReal: the server starts in beforeAll');
      return server;
    },
    get db() {
      if (!db) throw new Error('usarServidorReal: the device opens in beforeEach');
      return db;
    },
    async sincronizar() {
      await drainIdle();
      await drain(uso.db, { ignoreBackoff: true });
      return listEntries(uso.db);
    },
    async linhas(path, key) {
      const res = await uso.server.call({ method: 'GET', url: path });
      return (res.json() as Record<string, Record<string, unknown>[]>)[key] ?? [];
    },
  };
  return uso;
}
