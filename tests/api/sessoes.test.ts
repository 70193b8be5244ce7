/* Issue 11 item 2 (decision 131): Sair, Inativo and a password change end sessions at once. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { uuidv7 } from 'uuidv7';
import { createTestApp } from './helper.ts';
import type { TestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

async function novoUsuario(login: string, password = `${login}-senha-longa`) {
  const id = uuidv7();
  const res = await t.call({ method: 'POST', url: '/api/cadastro-usuario', payload: { id, name: login, email: `${login}@x.com`, login, password, status: 1 } });
  expect(res.statusCode).toBe(201);
  return { id, login, password };
}

async function entrar(login: string, password: string): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { login, password } });
  expect(res.statusCode).toBe(200);
  return (res.json() as { token: string }).token;
}

const ler = (token: string) => t.app.inject({ method: 'GET', url: '/api/bancos', headers: { authorization: `Bearer ${token}` } });
const lerPorCookie = (token: string) => t.app.inject({ method: 'GET', url: '/api/bancos', cookies: { token } });

describe('sessions', () => {
  it('Sair ends the session at once: the same token, as header or cookie, is refused', async () => {
    const u = await novoUsuario('sair');
    const token = await entrar(u.login, u.password);
    const outra = await entrar(u.login, u.password);
    expect((await ler(token)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { authorization: `Bearer ${token}` } });
    expect(out.statusCode).toBe(200);
    expect((await ler(token)).statusCode).toBe(401);
    expect((await lerPorCookie(token)).statusCode).toBe(401);
    // Only that session: the same user's other device keeps working.
    expect((await ler(outra)).statusCode).toBe(200);
  });

  it('making a user Inativo ends every session of theirs at once, and Ativo again does not revive them', async () => {
    const u = await novoUsuario('inativa');
    const token = await entrar(u.login, u.password);
    expect((await ler(token)).statusCode).toBe(200);
    const base = { name: u.login, email: `${u.login}@x.com`, login: u.login, password: '' };
    expect((await t.call({ method: 'PUT', url: `/api/usuarios/update/${u.id}`, payload: { ...base, status: 0 } })).statusCode).toBe(200);
    expect((await ler(token)).statusCode).toBe(401);
    expect((await t.call({ method: 'PUT', url: `/api/usuarios/update/${u.id}`, payload: { ...base, status: 1 } })).statusCode).toBe(200);
    expect((await ler(token)).statusCode).toBe(401);
    expect((await ler(await entrar(u.login, u.password))).statusCode).toBe(200);
  });

  it('a password change by an administrator ends the user’s sessions at once', async () => {
    const u = await novoUsuario('trocada');
    const token = await entrar(u.login, u.password);
    expect((await ler(token)).statusCode).toBe(200);
    const res = await t.call({ method: 'PUT', url: `/api/usuarios/update/${u.id}`, payload: { name: u.login, email: `${u.login}@x.com`, login: u.login, password: 'uma-senha-nova-1', status: 1 } });
    expect(res.statusCode).toBe(200);
    expect((await ler(token)).statusCode).toBe(401);
  });

  it('changing one’s own password ends one’s other sessions but keeps the one that changed it', async () => {
    const u = await novoUsuario('propria');
    const aqui = await entrar(u.login, u.password);
    const ali = await entrar(u.login, u.password);
    const res = await t.app.inject({
      method: 'PUT', url: `/api/usuarios/update/${u.id}`, headers: { authorization: `Bearer ${aqui}` },
      payload: { name: u.login, email: `${u.login}@x.com`, login: u.login, password: 'minha-senha-nova', current_password: u.password, status: 1 },
    });
    expect(res.statusCode).toBe(200);
    expect((await ler(aqui)).statusCode).toBe(200);
    expect((await ler(ali)).statusCode).toBe(401);
  });

  it('the end of a session also holds inside a batch (POST /api/lote)', async () => {
    const u = await novoUsuario('lote');
    const token = await entrar(u.login, u.password);
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: { authorization: `Bearer ${token}` } });
    const res = await t.app.inject({
      method: 'POST', url: '/api/lote', headers: { authorization: `Bearer ${token}` },
      payload: { pedidos: [{ chave: uuidv7(), metodo: 'POST', caminho: '/api/cadastro-banco', corpo: { banco: 'Fantasma' } }] },
    });
    expect(res.statusCode).toBe(401);
  });

  it('inside a batch, an entry that ends the batch\'s own session stops the entries after it (401), as alone', async () => {
    const id = uuidv7();
    const base = { name: 'Chefe Lote', email: 'chefelote@x.com', login: 'chefelote' };
    const criado = await t.call({ method: 'POST', url: '/api/cadastro-usuario', payload: { id, ...base, password: 'chefelote-senha-longa', status: 1, perfil: 'administrador' } });
    expect(criado.statusCode, criado.body).toBe(201);
    const token = await entrar(base.login, 'chefelote-senha-longa');
    const banco = { chave: uuidv7(), metodo: 'POST', caminho: '/api/cadastro-banco', corpo: { id: uuidv7(), banco: 'Depois do fim', status: 1 } };
    const res = await t.app.inject({
      method: 'POST', url: '/api/lote', headers: { authorization: `Bearer ${token}` },
      payload: { pedidos: [
        { ...banco, chave: uuidv7(), corpo: { id: uuidv7(), banco: 'Antes do fim', status: 1 } },
        { chave: uuidv7(), metodo: 'PUT', caminho: `/api/usuarios/update/${id}`, corpo: { ...base, status: 0, perfil: 'administrador' } },
        banco,
      ] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().respostas.map((r: { status: number }) => r.status)).toEqual([201, 200, 401]);
    expect((await ler(token)).statusCode).toBe(401);
  });

  it('a correctly signed token that names no session (made before sessions existed) is refused', async () => {
    const [admin] = (await t.call({ method: 'GET', url: '/api/usuarios?formato=array' })).json() as { id: string }[];
    const legacy = await new SignJWT({ name: 'X', login: 'admin' }).setProtectedHeader({ alg: 'HS256' }).setSubject(admin!.id)
      .setIssuedAt().setExpirationTime('1h').sign(new TextEncoder().encode(t.app.config.jwtSecret));
    expect((await ler(legacy)).statusCode).toBe(401);
    const forged = await new SignJWT({ name: 'X', login: 'admin', sid: uuidv7() }).setProtectedHeader({ alg: 'HS256' }).setSubject(admin!.id)
      .setIssuedAt().setExpirationTime('1h').sign(new TextEncoder().encode(t.app.config.jwtSecret));
    expect((await ler(forged)).statusCode).toBe(401);
  });
});
