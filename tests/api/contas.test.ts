/* Issue 11 item 4 (decision 133): password length, administrators, the current password for
   one's own change, and no secret in any log line. */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { users } from '../../server/db/schema.ts';
import { ADMIN, createTestApp } from './helper.ts';
import type { TestApp } from './helper.ts';

const logLines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  const logStream = new Writable({ write(chunk, _enc, done) { logLines.push(String(chunk)); done(); } });
  t = await createTestApp({ logStream });
});
afterAll(async () => { await t.close(); });

async function novoUsuario(login: string, perfil = 'administrador') {
  const id = uuidv7();
  const password = `${login}-senha-longa`;
  const res = await t.call({ method: 'POST', url: '/api/cadastro-usuario', payload: { id, name: login, email: `${login}@x.com`, login, password, status: 1, perfil } });
  expect(res.statusCode).toBe(201);
  const token = (await t.app.inject({ method: 'POST', url: '/api/login', payload: { login, password } })).json().token as string;
  return { id, login, password, token, base: { name: login, email: `${login}@x.com`, login } };
}

const editar = (token: string, id: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/api/usuarios/update/${id}`, headers: { authorization: `Bearer ${token}` }, payload });

describe('passwords of at least 10 characters', () => {
  it('refuses a shorter one on creation and on edit with a Portuguese field message', async () => {
    const created = await t.call({ method: 'POST', url: '/api/cadastro-usuario', payload: { name: 'Curta', email: 'curta@x.com', login: 'curta', password: '123456789', status: 1 } });
    expect(created.statusCode).toBe(422);
    expect(created.json().errors.password).toEqual(['A senha deve ter pelo menos 10 caracteres.']);
    const u = await novoUsuario('encurta');
    const edited = await t.call({ method: 'PUT', url: `/api/usuarios/update/${u.id}`, payload: { ...u.base, password: 'curtinha', status: 1 } });
    expect(edited.statusCode).toBe(422);
    expect(edited.json().errors.password).toEqual(['A senha deve ter pelo menos 10 caracteres.']);
  });
});

describe('another user’s password or status: administrators only', () => {
  it('a user who is not an administrator cannot change another user’s password, status nor (decision 232) name', async () => {
    const comum = await novoUsuario('comum', 'operador');
    const alvo = await novoUsuario('outro');
    const senha = await editar(comum.token, alvo.id, { ...alvo.base, password: 'senha-imposta-1', status: 1 });
    expect(senha.statusCode).toBe(403);
    expect(senha.json().message).toBe('Somente um administrador pode alterar a senha ou o status de outro usuário.');
    const status = await editar(comum.token, alvo.id, { ...alvo.base, password: '', status: 0 });
    expect(status.statusCode).toBe(403);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, alvo.id));
    expect(row).toMatchObject({ status: true, version: 1 });
    expect((await t.app.inject({ method: 'POST', url: '/api/login', payload: { login: alvo.login, password: alvo.password } })).statusCode).toBe(200);
    expect((await editar(comum.token, alvo.id, { ...alvo.base, name: 'Outro Nome', password: '', status: 1 })).statusCode).toBe(403);
  });

  it('the seeded administrator can, and users created later are administrators unless made Operador (decision 232)', async () => {
    const alvo = await novoUsuario('doadmin');
    expect((await editar(t.token, alvo.id, { ...alvo.base, password: 'senha-do-admin-1', status: 1 })).statusCode).toBe(200);
    const [admin] = await t.database.db.select({ perfil: users.perfil }).from(users).where(eq(users.login, ADMIN.login));
    const [novo] = await t.database.db.select({ perfil: users.perfil }).from(users).where(eq(users.id, alvo.id));
    expect(admin!.perfil).toBe("administrador");
    expect(novo!.perfil).toBe("administrador"); // decision 232: Administrador is the default
  });
});

describe('one’s own password asks for the current one', () => {
  it('refuses without it or with a wrong one, accepts the right one', async () => {
    const eu = await novoUsuario('eumesma');
    const sem = await editar(eu.token, eu.id, { ...eu.base, password: 'nova-senha-minha', status: 1 });
    expect(sem.statusCode).toBe(422);
    expect(sem.json().errors.current_password).toEqual(['Informe a senha atual para trocar a sua senha.']);
    const errada = await editar(eu.token, eu.id, { ...eu.base, password: 'nova-senha-minha', current_password: 'nao-e-essa', status: 1 });
    expect(errada.statusCode).toBe(422);
    expect(errada.json().errors.current_password).toEqual(['A senha atual está incorreta.']);
    const certa = await editar(eu.token, eu.id, { ...eu.base, password: 'nova-senha-minha', current_password: eu.password, status: 1 });
    expect(certa.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/login', payload: { login: eu.login, password: 'nova-senha-minha' } })).statusCode).toBe(200);
  });

  it('the administrator too', async () => {
    const [admin] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.login, ADMIN.login));
    const res = await t.call({ method: 'PUT', url: `/api/usuarios/update/${admin!.id}`, payload: { name: ADMIN.name, email: 'admin@fluxo.local', login: ADMIN.login, password: 'outra-senha-do-admin', status: 1 } });
    expect(res.statusCode).toBe(422);
  });
});

describe('log lines', () => {
  it('never hold a password, a password hash, a token or a cookie', async () => {
    const u = await novoUsuario('registro');
    await t.app.inject({ method: 'POST', url: '/api/login', payload: { login: u.login, password: 'senha-errada-no-log' } });
    await t.app.inject({ method: 'GET', url: '/api/bancos', headers: { authorization: `Bearer ${u.token}`, cookie: `token=${u.token}` } });
    await t.call({ method: 'PUT', url: `/api/usuarios/update/${u.id}`, payload: { ...u.base, password: 'senha-trocada-no-log', status: 1 } });
    // A failed query's text lists its parameters, the new hash among them: here a NUL byte in the
    // name makes the database refuse the insert (or validation refuses it first).
    await t.call({ method: 'POST', url: '/api/cadastro-usuario', payload: { name: 'Nul\u0000o', email: 'nulo@x.com', login: 'nulo', password: 'senha-do-nulo-1', status: 1 } });
    // And an error logged with the hash in its message and in a field.
    const [row] = await t.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, u.id));
    const failure = Object.assign(new Error(`Failed query: update "users" set "password_hash" = $1\nparams: ${row!.hash}`), { passwordHash: row!.hash });
    t.app.log.error({ err: failure, body: { password: 'senha-trocada-no-log' } }, 'falha');
    await new Promise((r) => setTimeout(r, 50));

    const log = logLines.join('');
    expect(log).toContain('falha');
    expect(log).toContain('[oculto]');
    for (const secret of [u.password, 'senha-errada-no-log', 'senha-trocada-no-log', 'senha-do-nulo-1', row!.hash, u.token, 'scrypt$']) {
      expect(log).not.toContain(secret);
    }
  });
});
