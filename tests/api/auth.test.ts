import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp } from './helper.ts';
import type { TestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

describe('POST /api/login', () => {
  it('signs the seeded admin in with a token cookie whose payload carries the name', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { login: ADMIN.login, password: ADMIN.password, remember: false } });
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === 'token');
    expect(cookie?.value).toBeTruthy();
    expect(cookie?.sameSite).toBe('Strict');
    const payload = JSON.parse(Buffer.from(cookie!.value.split('.')[1]!, 'base64url').toString()) as { name: string };
    expect(payload.name).toBe(ADMIN.name);
  });

  it('keeps the cookie for 30 days with remember, and only for the session without it', async () => {
    const remembered = await t.app.inject({ method: 'POST', url: '/api/login', payload: { login: ADMIN.login, password: ADMIN.password, remember: true } });
    expect(remembered.cookies.find((c) => c.name === 'token')?.maxAge).toBe(30 * 86400);
    const session = await t.app.inject({ method: 'POST', url: '/api/login', payload: { login: ADMIN.login, password: ADMIN.password, remember: '0' } });
    expect(session.cookies.find((c) => c.name === 'token')?.maxAge).toBeUndefined();
  });

  it('accepts the e-mail instead of the login, and urlencoded forms', async () => {
    const res = await t.app.inject({
      method: 'POST', url: '/api/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `login=${encodeURIComponent(`${ADMIN.login}@fluxo.local`)}&password=${ADMIN.password}`,
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers 422 with a Portuguese error for a wrong password', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { login: ADMIN.login, password: 'errada' } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: 'Login ou senha inválidos.' });
  });

  it('answers 422 when fields are missing, never 500', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: {} });
    expect(res.statusCode).toBe(422);
    expect(typeof res.json().error).toBe('string');
  });

  it('blocks a login after repeated failures', async () => {
    let last = 0;
    for (let i = 0; i < 11; i++) {
      last = (await t.app.inject({ method: 'POST', url: '/api/login', payload: { login: 'alvo-de-ataque', password: `x${i}` } })).statusCode;
    }
    expect(last).toBe(429);
  });
});

describe('authentication of /api', () => {
  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health-check-protegido' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Não autenticado.' });
  });

  it('answers 401 for a forged token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/bancos', headers: { authorization: 'Bearer abc.def.ghi' } });
    expect(res.statusCode).toBe(401);
  });

  it('accepts the token as the cookie too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/rota-inexistente', cookies: { token: t.token } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Rota não encontrada.' });
  });

  it('reports health without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok' });
  });

  it('logs out by clearing the cookie', async () => {
    const res = await t.call({ method: 'POST', url: '/api/logout' });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'token')?.value).toBe('');
  });
});

describe('bad input', () => {
  it('answers malformed JSON with 400 and a Portuguese message', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/login', headers: { 'content-type': 'application/json' }, payload: '{"login":' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'JSON malformado.' });
  });

  it('answers an oversized body with 413', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/login', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ login: 'x'.repeat(6 * 1024 * 1024), password: 'y' }) });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Requisição grande demais.');
  });

  it('answers a wrong-typed field with 422, not 500', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { login: { $ne: 1 }, password: [1, 2] } });
    expect(res.statusCode).toBe(422);
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/login', headers: { 'content-type': 'text/xml' }, payload: '<a/>' });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('Dados inválidos.');
  });
});
