/* Issue 11 item 1 (decision 130): no spelling of any registered route reaches a handler without
   a session. The table is the server's own list of routes (collected by the auth plugin's
   onRoute hook), so a new route is covered without editing this test. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema.ts';
import { eq } from 'drizzle-orm';
import { ADMIN, createTestApp } from './helper.ts';
import type { TestApp } from './helper.ts';

const UUID = '0190a000-0000-7000-8000-0000000000ff';
let t: TestApp;
/** Every request that got past the session check to its handler (or the 404 handler) anonymously. */
const anonymousRuns: string[] = [];

beforeAll(async () => {
  t = await createTestApp({
    beforeReady: (app) => {
      // preHandler runs right before a handler: counting the anonymous ones proves none ran.
      app.addHook('preHandler', async (request) => {
        if (request.user === null && request.routeOptions.config?.public !== true) anonymousRuns.push(`${request.method} ${request.url}`);
      });
    },
  });
});
afterAll(async () => { await t.close(); });

const fill = (pattern: string) => pattern.replace(/:[A-Za-z_]+/g, UUID).replace(/\*$/, 'x');
const hex = (c: string, upper: boolean) => `%${c.charCodeAt(0).toString(16)[upper ? 'toUpperCase' : 'toLowerCase']()}`;
/** Every character percent-encoded, hex digits alternating upper and lower case. */
const encodeAll = (path: string) => path.split('/').map((seg) => [...seg].map((c, i) => hex(c, i % 2 === 0)).join('')).join('/');

/** Spellings of one concrete /api path that a router, a proxy or a decoder may take for it. */
function spellings(path: string): string[] {
  const rest = path.slice('/api'.length); // starts with '/'
  return [
    path,
    `/%61pi${rest}`,
    `/ap%69${rest}`,
    `/%61%70%69${rest}`,
    `/%41%50%49${rest}`,
    `/API${rest}`,
    encodeAll(path),
    `/${encodeAll('api')}${rest}`,
    `//api${rest}`,
    `/api/${rest}`,
    `${path}/`,
    `/api;a=1${rest}`,
    `${path};jsessionid=1`,
    `/x/..%2fapi${rest}`,
    `/x/..%2Fapi${rest}`,
    `/api/x/..${rest}`,
    `/./api${rest}`,
    `/%2561pi${rest}`,
    `${path}?token=x`,
  ];
}

describe('every registered route, anonymously, under every spelling', () => {
  it('the server registers routes, and only login, logout and health are public', () => {
    const rotas = t.app.rotasRegistradas;
    expect(rotas.length).toBeGreaterThan(40);
    const publicas = rotas.filter((r) => r.publica).map((r) => `${r.method} ${r.url}`).sort();
    expect(publicas).toEqual(['GET /api/health', 'HEAD /api/health', 'POST /api/login', 'POST /api/logout']);
  });

  it('answers 401 (or 404) with no data and runs no handler', async () => {
    const [admin] = await t.database.db.select().from(users).where(eq(users.login, ADMIN.login));
    const rotas = t.app.rotasRegistradas.filter((r) => !r.publica);
    const wrong: string[] = [];
    let sent = 0;
    for (const rota of rotas) {
      for (const url of spellings(fill(rota.url))) {
        const res = await t.app.inject({
          method: rota.method as 'GET', url,
          ...(rota.method === 'GET' || rota.method === 'HEAD' ? {} : { payload: { name: 'Invasor', email: 'x@x.com', login: 'admin', password: 'senha-do-invasor-1', status: 1 } }),
        });
        sent++;
        const body = rota.method === 'HEAD' ? {} : (res.json() as Record<string, unknown>);
        const noData = rota.method === 'HEAD' || (Object.keys(body).join() === 'message' && typeof body.message === 'string');
        if (![401, 404].includes(res.statusCode) || !noData) wrong.push(`${rota.method} ${url} → ${res.statusCode} ${res.body.slice(0, 80)}`);
      }
    }
    expect(sent).toBeGreaterThan(rotas.length * 10);
    expect(wrong).toEqual([]);
    expect(anonymousRuns).toEqual([]);
    // The admin is exactly as before: PUT /%61pi/usuarios/update/<admin> changed nothing.
    const [after] = await t.database.db.select().from(users).where(eq(users.id, admin!.id));
    expect(after).toEqual(admin);
  });

  it('PUT /%61pi/usuarios/update/<admin id> cannot change the admin’s password', async () => {
    const [admin] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.login, ADMIN.login));
    const res = await t.app.inject({
      method: 'PUT', url: `/%61pi/usuarios/update/${admin!.id}`,
      payload: { name: 'Invasor', email: 'admin@fluxo.local', login: ADMIN.login, password: 'senha-do-invasor-1', status: 1 },
    });
    expect(res.statusCode).toBe(401);
    const intruder = await t.app.inject({ method: 'POST', url: '/api/login', payload: { login: ADMIN.login, password: 'senha-do-invasor-1' } });
    expect(intruder.statusCode).toBe(422);
    const real = await t.app.inject({ method: 'POST', url: '/api/login', payload: { login: ADMIN.login, password: ADMIN.password } });
    expect(real.statusCode).toBe(200);
  });

  it('GET /%61pi/usuarios does not list users', async () => {
    for (const url of ['/%61pi/usuarios', '/ap%69/usuarios', '/%61%70%69/usuarios']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(401);
      expect(res.body).not.toContain(ADMIN.login);
    }
  });

  it('a signed-in caller still reaches the routes and an unknown /api path is a 404', async () => {
    expect((await t.call({ method: 'GET', url: '/api/usuarios' })).statusCode).toBe(200);
    const unknown = await t.call({ method: 'GET', url: '/%61pi/nao-existe' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Rota não encontrada.' });
  });
});
