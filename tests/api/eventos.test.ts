/* GET /api/eventos (decision 190): a committed write tells every open stream "pull now", on
   PGlite and on PostgreSQL, and with PostgreSQL across server processes (LISTEN/NOTIFY). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { uuidv7 } from 'uuidv7';
import { buildApp } from '../../server/app.ts';
import { openDatabase } from '../../server/db/client.ts';
import { ADMIN, createTestApp, freshPostgres, onPostgres, testConfig } from './helper.ts';
import type { TestApp } from './helper.ts';
import { openSse } from './sse-reader.ts';
import type { SseStream } from './sse-reader.ts';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => { await t.close(); });

const open = (token = t.token) => openSse(`${base}/api/eventos`, { authorization: `Bearer ${token}` });
const colecoes = (frame: { data: string }) => (JSON.parse(frame.data) as { colecoes: string[] }).colecoes;

async function novaCategoria(call = t.call): Promise<void> {
  const res = await call({ method: 'POST', url: '/api/cadastro-categoria', payload: { id: uuidv7(), descricao: `Categoria ${uuidv7()}` } });
  expect(res.statusCode).toBe(201);
}

describe('GET /api/eventos', () => {
  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/eventos' });
    expect(res.statusCode).toBe(401);
    const stream = await openSse(`${base}/api/eventos`);
    expect(stream.status).toBe(401);
    stream.close();
  });

  it('opens an uncompressed event stream that says it is ready', async () => {
    const stream = await openSse(`${base}/api/eventos`, { authorization: `Bearer ${t.token}`, 'accept-encoding': 'gzip, br' });
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
      expect(stream.headers['content-encoding']).toBeUndefined();
      expect(stream.headers['x-accel-buffering']).toBe('no');
      expect(stream.headers['x-content-type-options']).toBe('nosniff');
      await stream.next('pronto');
    } finally {
      stream.close();
    }
  });

  it('tells every open stream which lists a committed write changed, and nothing for a refused one', async () => {
    const [a, b] = await Promise.all([open(), open()]);
    try {
      await Promise.all([a.next('pronto'), b.next('pronto')]);
      // Refused (422): rolled back, so no notification; then a bank is saved.
      const refused = await t.call({ method: 'POST', url: '/api/cadastro-categoria', payload: { id: uuidv7(), descricao: '' } });
      expect(refused.statusCode).toBe(422);
      const saved = await t.call({ method: 'POST', url: '/api/cadastro-banco', payload: { id: uuidv7(), banco: `Banco ${uuidv7()}` } });
      expect(saved.statusCode).toBe(201);
      expect(colecoes(await a.next('mudanca'))).toEqual(['bancos']);
      expect(colecoes(await b.next('mudanca'))).toEqual(['bancos']);
    } finally {
      a.close();
      b.close();
    }
  });

  it('names the users list as the client does (usuarios)', async () => {
    const stream = await open();
    try {
      await stream.next('pronto');
      const login = `u${Date.now().toString(36)}`;
      const res = await t.call({
        method: 'POST', url: '/api/cadastro-usuario',
        payload: { name: 'Caio Caixa', email: `${login}@fluxo.test`, login, password: 'senha-do-caio-1', status: 1 },
      });
      expect(res.statusCode).toBe(201);
      expect(colecoes(await stream.next('mudanca'))).toEqual(['usuarios']);
    } finally {
      stream.close();
    }
  });
});

/** The stream ends well before the next heartbeat (HEARTBEAT_MS, 20 s) could have ended it. */
function terminaLogo(stream: SseStream): Promise<void> {
  return Promise.race([stream.ended, new Promise<void>((_, reject) => setTimeout(() => reject(new Error('stream still open')), 5_000))]);
}

async function entrar(login: string, password: string): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { login, password } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().token as string;
}

describe('a session that ends closes its streams at once (issue 37 item 5)', () => {
  it('Sair ends that session’s stream, not the others’', async () => {
    const token = await entrar(ADMIN.login, ADMIN.password);
    const [saindo, fica] = await Promise.all([open(token), open()]);
    try {
      await Promise.all([saindo.next('pronto'), fica.next('pronto')]);
      expect((await t.app.inject({ method: 'POST', url: '/api/logout', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(200);
      await terminaLogo(saindo);
      expect(saindo.frames.map((f) => f.event)).toEqual(['pronto']);
      await novaCategoria();
      expect(colecoes(await fica.next('mudanca'))).toEqual(['categorias']);
    } finally {
      saindo.close();
      fica.close();
    }
  });

  it('making a user Inativo ends every stream of theirs', async () => {
    const id = uuidv7();
    const base = { name: 'Stream', email: 'stream@x.com', login: 'stream' };
    expect((await t.call({ method: 'POST', url: '/api/cadastro-usuario', payload: { id, ...base, password: 'stream-senha-longa', status: 1 } })).statusCode).toBe(201);
    const tokens = await Promise.all([entrar('stream', 'stream-senha-longa'), entrar('stream', 'stream-senha-longa')]);
    const streams = await Promise.all(tokens.map((token) => open(token)));
    try {
      await Promise.all(streams.map((s) => s.next('pronto')));
      expect((await t.call({ method: 'PUT', url: `/api/usuarios/update/${id}`, payload: { ...base, status: 0 } })).statusCode).toBe(200);
      await Promise.all(streams.map(terminaLogo));
    } finally {
      streams.forEach((s) => s.close());
    }
  });
});

describe.skipIf(!onPostgres)('GET /api/eventos on PostgreSQL', () => {
  it('Sair through a second server process ends the stream on the first at once', async () => {
    const database = await openDatabase({ databaseUrl: t.app.config.databaseUrl });
    const second = await buildApp({ config: testConfig(mkdtempSync(join(tmpdir(), 'fluxo-api-')), t.app.config.databaseUrl), database });
    await second.ready();
    const token = await entrar(ADMIN.login, ADMIN.password);
    const stream = await open(token);
    try {
      await stream.next('pronto');
      expect((await second.inject({ method: 'POST', url: '/api/logout', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(200);
      await terminaLogo(stream);
    } finally {
      stream.close();
      await second.close();
      await database.close();
    }
  });

  it('hears a write committed by another connection (LISTEN/NOTIFY)', async () => {
    const stream = await open();
    const other = new pg.Client({ connectionString: t.app.config.databaseUrl });
    await other.connect();
    try {
      await stream.next('pronto');
      await other.query("INSERT INTO categorias (id, descricao) VALUES ($1, 'Escrita por outro processo')", [uuidv7()]);
      expect(colecoes(await stream.next('mudanca'))).toEqual(['categorias']);
    } finally {
      stream.close();
      await other.end();
    }
  });

  it('a write through a second server process reaches a stream of the first', async () => {
    const database = await openDatabase({ databaseUrl: t.app.config.databaseUrl });
    const second = await buildApp({ config: testConfig(mkdtempSync(join(tmpdir(), 'fluxo-api-')), t.app.config.databaseUrl), database });
    await second.ready();
    const stream = await open();
    try {
      await stream.next('pronto');
      await novaCategoria((opts) => second.inject({ ...opts, headers: { authorization: `Bearer ${t.token}` } }));
      expect(colecoes(await stream.next('mudanca'))).toEqual(['categorias']);
    } finally {
      stream.close();
      await second.close();
      await database.close();
    }
  });
});

describe.skipIf(!onPostgres)('several server processes on one PostgreSQL', () => {
  it('start together on an empty database: one migrates and seeds, the others find it done', async () => {
    const fresh = await freshPostgres();
    const log = console.log;
    console.log = () => undefined; // the seeded-admin banner
    const started = await Promise.allSettled([0, 1, 2].map(async () => {
      const database = await openDatabase({ databaseUrl: fresh.url });
      const app = await buildApp({ config: testConfig(mkdtempSync(join(tmpdir(), 'fluxo-api-')), fresh.url), database });
      await app.ready();
      return { app, database };
    }));
    console.log = log;
    try {
      expect(started.map((s) => s.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
      const client = new pg.Client({ connectionString: fresh.url });
      await client.connect();
      const users = await client.query('SELECT count(*)::int AS n FROM users');
      const migrations = await client.query("SELECT count(*)::int AS n FROM fluxo_migrations WHERE name = '0007_live.sql'");
      await client.end();
      expect(users.rows[0].n).toBe(1);
      expect(migrations.rows[0].n).toBe(1);
    } finally {
      for (const s of started) {
        if (s.status === 'fulfilled') {
          await s.value.app.close();
          await s.value.database.close();
        }
      }
      await fresh.drop();
    }
  });
});

describe('shutting down', () => {
  it('ends open streams, so closing the server does not wait for them', { timeout: 90_000 }, async () => {
    const own = await createTestApp();
    const url = await own.app.listen({ port: 0, host: '127.0.0.1' });
    const stream: SseStream = await openSse(`${url}/api/eventos`, { authorization: `Bearer ${own.token}` });
    await stream.next('pronto');
    await own.close();
    await stream.ended;
    expect(stream.frames.map((f) => f.event)).toContain('fim');
  });
});
