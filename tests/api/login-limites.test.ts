/* Issue 11 item 3 (decision 132): login limits per account and per address that X-Forwarded-For
   cannot dodge, one account under its login and its e-mail, the real user not locked out of a
   device they use, 429 with Retry-After, and no user enumeration by timing. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { uuidv7 } from 'uuidv7';
import { LIMITES } from '../../server/lib/login-limiter.ts';
import { createTestApp } from './helper.ts';
import type { TestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

async function novoUsuario(login: string) {
  const password = `${login}-senha-certa`;
  const res = await t.call({ method: 'POST', url: '/api/cadastro-usuario', payload: { id: uuidv7(), name: login, email: `${login}@x.com`, login, password, status: 1 } });
  expect(res.statusCode).toBe(201);
  return { login, email: `${login}@x.com`, password };
}

function tentar(login: string, password: string, extra: { remoteAddress?: string; headers?: Record<string, string> } = {}): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'POST', url: '/api/login', payload: { login, password }, ...extra });
}

function expect429(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(429);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(res.json().message).toMatch(/^Muitas tentativas de login\. Aguarde \d+ minutos? e tente novamente\.$/);
}

describe('login limits', () => {
  it('a different X-Forwarded-For on each attempt does not dodge the limit (TRUST_PROXY unset)', async () => {
    const u = await novoUsuario('xff');
    for (let i = 0; i < LIMITES.contaEndereco; i++) {
      expect((await tentar(u.login, `errada-${i}`, { headers: { 'x-forwarded-for': `203.0.113.${i}` } })).statusCode).toBe(422);
    }
    expect429(await tentar(u.login, u.password, { headers: { 'x-forwarded-for': '198.51.100.7' } }));
  });

  it('the login and the e-mail of one account count as one', async () => {
    const u = await novoUsuario('duplo');
    for (let i = 0; i < LIMITES.contaEndereco; i++) {
      expect((await tentar(i % 2 ? u.login : u.email.toUpperCase(), `errada-${i}`)).statusCode).toBe(422);
    }
    expect429(await tentar(u.email, 'errada-de-novo'));
    expect429(await tentar(u.login, u.password));
  });

  it('an attack spread over many addresses blocks new addresses, but not the one the real user signs in from', async () => {
    const u = await novoUsuario('alvo');
    expect((await tentar(u.login, u.password, { remoteAddress: '192.0.2.10' })).statusCode).toBe(200);
    const porEndereco = LIMITES.contaEndereco - 1;
    for (let i = 0; i < LIMITES.conta; i++) {
      const res = await tentar(u.login, `chute-${i}`, { remoteAddress: `198.18.0.${Math.floor(i / porEndereco)}` });
      expect(res.statusCode).toBe(422);
    }
    expect429(await tentar(u.login, u.password, { remoteAddress: '198.18.9.9' }));
    expect((await tentar(u.login, u.password, { remoteAddress: '192.0.2.10' })).statusCode).toBe(200);
  });

  it('a success clears the count of its address and account', async () => {
    const u = await novoUsuario('acerta');
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < LIMITES.contaEndereco - 1; i++) expect((await tentar(u.login, `errada-${i}`)).statusCode).toBe(422);
      expect((await tentar(u.login, u.password)).statusCode).toBe(200);
    }
  });

  it('parallel wrong passwords: at most the limit are evaluated, and the right one after is refused', async () => {
    const u = await novoUsuario('paralelo');
    const n = 40;
    const answers = await Promise.all(Array.from({ length: n }, (_, i) => tentar(u.login, `paralela-${i}`)));
    const codes = answers.map((res) => res.statusCode);
    const evaluated = codes.filter((c) => c === 422).length;
    expect(codes.filter((c) => c !== 422 && c !== 429)).toEqual([]);
    expect(evaluated).toBeLessThanOrEqual(LIMITES.contaEndereco);
    expect(codes.filter((c) => c === 429)).toHaveLength(n - evaluated);
    expect429(await tentar(u.login, u.password));
  });

  it('an unknown login is limited like a known one', async () => {
    for (let i = 0; i < LIMITES.contaEndereco; i++) expect((await tentar('ninguem', `x${i}`)).statusCode).toBe(422);
    expect429(await tentar('ninguem', 'y'));
  });

  it('a wrong password costs the same time for an unknown login as for a known one', async () => {
    const u = await novoUsuario('tempo');
    const median = async (login: string) => {
      const times: number[] = [];
      for (let i = 0; i < 7; i++) {
        const start = performance.now();
        const res = await tentar(login, `errada-${i}`, { remoteAddress: `100.64.${login.length}.${i}` });
        times.push(performance.now() - start);
        expect(res.statusCode).toBe(422);
      }
      return times.sort((a, b) => a - b)[3]!;
    };
    const known = await median(u.login);
    const unknown = await median('naoexiste-nenhum');
    // Without the dummy hash an unknown login answers in ~1 ms against ~50+ ms of scrypt.
    expect(unknown).toBeGreaterThan(known / 3);
    expect(known).toBeGreaterThan(unknown / 3);
  });
});

describe('login limits behind a trusted proxy (TRUST_PROXY)', () => {
  let p: TestApp;
  beforeAll(async () => { p = await createTestApp({ config: { trustProxy: '127.0.0.1' } }); });
  afterAll(async () => { await p.close(); });

  it('counts per forwarded address when the proxy is trusted', async () => {
    const tentarP = (xff: string, password: string) => p.app.inject({ method: 'POST', url: '/api/login', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': xff }, payload: { login: 'admin', password } });
    for (let i = 0; i < LIMITES.contaEndereco; i++) expect((await tentarP('203.0.113.1', `errada-${i}`)).statusCode).toBe(422);
    expect((await tentarP('203.0.113.1', 'errada')).statusCode).toBe(429);
    // Another client behind the same proxy is another address.
    expect((await tentarP('203.0.113.2', 'errada')).statusCode).toBe(422);
  });
});
