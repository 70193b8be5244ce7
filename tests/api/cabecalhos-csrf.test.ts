/* Issue 11 item 8, HTTP parts (decision 134): no-store on private answers, HSTS under HTTPS, and
   a state-changing request from a foreign Origin (or Referer) refused before it runs. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helper.ts';
import type { TestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const bancos = async () => ((await t.call({ method: 'GET', url: '/api/bancos' })).json() as { bancos: { banco: string }[] }).bancos.map((b) => b.banco);

describe('Cache-Control', () => {
  it.each([
    ['a private list', '/api/bancos', true],
    ['a refusal (401)', '/api/bancos', false],
    ['an unknown /api route', '/api/nao-existe', true],
  ])('is no-store on %s', async (_label, url, signedIn) => {
    const res = signedIn ? await t.call({ method: 'GET', url }) : await t.app.inject({ method: 'GET', url });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('Strict-Transport-Security', () => {
  it('is absent over plain HTTP, and X-Forwarded-Proto from an untrusted peer does not add it', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).headers['strict-transport-security']).toBeUndefined();
    const forged = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
  });

  describe('behind a trusted proxy', () => {
    let p: TestApp;
    beforeAll(async () => { p = await createTestApp({ config: { trustProxy: '127.0.0.1' } }); });
    afterAll(async () => { await p.close(); });

    it('is sent when the proxy says the request came over HTTPS', async () => {
      const res = await p.app.inject({ method: 'GET', url: '/api/health', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-proto': 'https' } });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const plain = await p.app.inject({ method: 'GET', url: '/api/health', remoteAddress: '127.0.0.1' });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
    });
  });
});

describe('cross-site writes', () => {
  it('refuses a write whose Origin is another site with 403 in Portuguese, and nothing is written', async () => {
    const res = await t.call({ method: 'POST', url: '/api/cadastro-banco', headers: { origin: 'https://atacante.example' }, payload: { banco: 'Banco Forjado' } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Requisição recusada: origem não permitida.' });
    expect(await bancos()).not.toContain('Banco Forjado');
  });

  it('refuses by Referer when there is no Origin, and an opaque Origin ("null")', async () => {
    const referer = await t.call({ method: 'POST', url: '/api/cadastro-banco', headers: { referer: 'https://atacante.example/pagina' }, payload: { banco: 'Banco Referer' } });
    expect(referer.statusCode).toBe(403);
    const opaque = await t.call({ method: 'POST', url: '/api/cadastro-banco', headers: { origin: 'null' }, payload: { banco: 'Banco Nulo' } });
    expect(opaque.statusCode).toBe(403);
    const cookie = await t.app.inject({ method: 'POST', url: '/api/cadastro-banco', cookies: { token: t.token }, headers: { origin: 'http://localhost.atacante.example' }, payload: { banco: 'Banco Cookie' } });
    expect(cookie.statusCode).toBe(403);
    expect(await bancos()).toEqual(expect.not.arrayContaining(['Banco Referer', 'Banco Nulo', 'Banco Cookie']));
  });

  it('refuses a cross-site sign-in too (login CSRF)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/login', headers: { origin: 'https://atacante.example' }, payload: { login: 'admin', password: 'x' } });
    expect(res.statusCode).toBe(403);
  });

  it('accepts the same origin (default port or not) and clients that send no Origin', async () => {
    const same = await t.call({ method: 'POST', url: '/api/cadastro-banco', headers: { host: 'fluxo.local:8080', origin: 'http://fluxo.local:8080' }, payload: { banco: 'Banco Mesmo Site' } });
    expect(same.statusCode).toBe(201);
    const port80 = await t.call({ method: 'POST', url: '/api/cadastro-banco', headers: { host: 'fluxo.local', origin: 'http://fluxo.local:80', referer: 'http://fluxo.local/financeiro/bancos' }, payload: { banco: 'Banco Porta 80' } });
    expect(port80.statusCode).toBe(201);
    const bearer = await t.call({ method: 'POST', url: '/api/cadastro-banco', payload: { banco: 'Banco API' } });
    expect(bearer.statusCode).toBe(201);
    const read = await t.call({ method: 'GET', url: '/api/bancos', headers: { origin: 'https://atacante.example' } });
    expect(read.statusCode).toBe(200);
  });
});
