import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from 'uuidv7';
import pg from 'pg';
import { users } from '../../server/db/schema.ts';
import { uniqueViolation } from '../../server/repositories/usuarios.ts';
import { ADMIN, createTestApp, onPostgres } from './helper.ts';
import type { TestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

interface UserRow { id: string; name: string; email: string; login: string; status: boolean; version: number; created_at: string; updated_at: string }

async function listUsers(): Promise<UserRow[]> {
  const res = await t.call({ method: 'GET', url: '/api/usuarios' });
  expect(res.statusCode).toBe(200);
  return (res.json() as { users: UserRow[] }).users;
}

async function createUser(fields: Record<string, unknown>) {
  return t.call({ method: 'POST', url: '/api/cadastro-usuario', payload: { password: 'segredo-longo-1', status: 1, ...fields } });
}

function login(loginText: string, password: string) {
  return t.app.inject({ method: 'POST', url: '/api/login', payload: { login: loginText, password } });
}

describe('GET /api/usuarios', () => {
  it('lists the users under "users" without any password, and as a bare array on request', async () => {
    const users = await listUsers();
    const admin = users.find((u) => u.login === ADMIN.login);
    expect(admin).toMatchObject({ name: ADMIN.name, status: true, version: 1 });
    expect(Object.keys(admin!).sort()).toEqual(['created_at', 'email', 'id', 'login', 'name', 'perfil', 'status', 'updated_at', 'version']);
    expect(new Date(admin!.created_at).toISOString()).toBe(admin!.created_at);

    const bare = await t.call({ method: 'GET', url: '/api/usuarios?formato=array' });
    expect(Array.isArray(bare.json())).toBe(true);
    expect(JSON.stringify(bare.json())).not.toContain('password');
  });

  it('refuses anonymous callers', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/usuarios' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/cadastro-usuario', payload: { name: 'x' } })).statusCode).toBe(401);
  });
});

describe('POST /api/cadastro-usuario', () => {
  it('creates a user with the client id who can then sign in', async () => {
    const id = uuidv7();
    const res = await createUser({ id, name: 'Bruno Lima', email: 'Bruno@Exemplo.com', login: 'Bruno.Lima' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ message: 'Usuário cadastrado com sucesso!' });
    expect(JSON.stringify(res.json())).not.toContain('scrypt');
    const stored = (await listUsers()).find((u) => u.id === id);
    expect(stored).toMatchObject({ name: 'Bruno Lima', email: 'bruno@exemplo.com', login: 'brunolima', status: true });
    expect((await login('brunolima', 'segredo-longo-1')).statusCode).toBe(200);
  });

  it('accepts urlencoded and multipart forms with status 0', async () => {
    const url = await t.call({
      method: 'POST', url: '/api/cadastro-usuario', headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=Carla&email=carla%40x.com&login=carla&password=abc-segredo-1&status=0',
    });
    expect(url.statusCode).toBe(201);
    const form = new FormData();
    for (const [k, v] of Object.entries({ name: 'Davi', email: 'davi@x.com', login: 'davi', password: 'abc-segredo-1', status: '1' })) form.append(k, v);
    const multi = await t.call({ method: 'POST', url: '/api/cadastro-usuario', payload: form });
    expect(multi.statusCode).toBe(201);
    const users = await listUsers();
    expect(users.find((u) => u.login === 'carla')?.status).toBe(false);
    expect(users.find((u) => u.login === 'davi')?.status).toBe(true);
  });

  it('answers 422 with SPEC messages for missing fields', async () => {
    const res = await t.call({ method: 'POST', url: '/api/cadastro-usuario', payload: {} });
    expect(res.statusCode).toBe(422);
    const body = res.json() as { message: string; errors: Record<string, string[]> };
    expect(body.message).toBe('O nome é obrigatório.');
    expect(body.errors).toMatchObject({
      name: ['O nome é obrigatório.'], email: ['O email é obrigatório.'],
      login: ['O login é obrigatório.'], password: ['A senha é obrigatória.'],
    });
  });

  it('answers 422 for wrong types and 400 for malformed JSON, never 500', async () => {
    const wrong = await t.call({ method: 'POST', url: '/api/cadastro-usuario', payload: { name: { a: 1 }, email: ['x'], login: 5, password: 'x', status: 'talvez' } });
    expect(wrong.statusCode).toBe(422);
    const bad = await t.call({ method: 'POST', url: '/api/cadastro-usuario', headers: { 'content-type': 'application/json' }, payload: '{"name":' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'JSON malformado.' });
  });

  it('refuses a login or an e-mail already in use with a clear 422', async () => {
    await createUser({ name: 'Eva', email: 'eva@x.com', login: 'eva' });
    const sameLogin = await createUser({ name: 'Eva 2', email: 'eva2@x.com', login: 'EVA' });
    expect(sameLogin.statusCode).toBe(422);
    expect(sameLogin.json()).toMatchObject({ message: 'Este login já está em uso.', errors: { login: ['Este login já está em uso.'] } });
    const sameEmail = await createUser({ name: 'Eva 3', email: 'EVA@x.com', login: 'eva3' });
    expect(sameEmail.statusCode).toBe(422);
    expect(sameEmail.json().message).toBe('Este e-mail já está em uso.');
  });

  it('recognises the database unique-index error on the login and on the e-mail', async () => {
    const row = { name: 'Fábio', email: 'fabio@x.com', login: 'fabio', passwordHash: 'x', status: true };
    await t.database.db.insert(users).values({ id: uuidv7(), ...row });
    const caught = async (values: typeof row) => {
      try { await t.database.db.insert(users).values({ id: uuidv7(), ...values }); } catch (error) { return uniqueViolation(error); }
      return 'no error';
    };
    expect(await caught({ ...row, email: 'outro@x.com' })).toContain('login');
    expect(await caught({ ...row, login: 'outro' })).toContain('email');
  });

  it.runIf(onPostgres)('maps a unique-index race lost inside the transaction to the same 422', async () => {
    // Another connection holds an uncommitted row with the login: the request passes the check,
    // waits on the unique index, and fails when that transaction commits.
    const other = new pg.Client({ connectionString: t.app.config.databaseUrl });
    const watcher = new pg.Client({ connectionString: t.app.config.databaseUrl });
    await other.connect();
    await watcher.connect();
    await other.query('BEGIN');
    await other.query("INSERT INTO users (id, name, email, login, password_hash) VALUES ($1, 'R', 'corrida@x.com', 'corrida', 'x')", [uuidv7()]);
    const pending = createUser({ name: 'Rita', email: 'rita@x.com', login: 'corrida' });
    await expect.poll(async () => (await watcher.query(
      "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
    )).rows[0].n, { timeout: 10000 }).toBe(1);
    await other.query('COMMIT');
    await Promise.all([other.end(), watcher.end()]);
    const res = await pending;
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Este login já está em uso.');
  });

  it('replays a create sent twice with the same Idempotency-Key: one row, same response', async () => {
    const key = uuidv7();
    const payload = { id: uuidv7(), name: 'Gil', email: 'gil@x.com', login: 'gil', password: 'gil-segredo-1', status: 1 };
    const first = await t.call({ method: 'POST', url: '/api/cadastro-usuario', payload, headers: { 'idempotency-key': key } });
    const again = await t.call({ method: 'POST', url: '/api/cadastro-usuario', payload, headers: { 'idempotency-key': key } });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect((await listUsers()).filter((u) => u.login === 'gil')).toHaveLength(1);
    const other = await t.call({ method: 'POST', url: '/api/cadastro-usuario', payload: { ...payload, password: 'outra-senha-1' }, headers: { 'idempotency-key': key } });
    expect(other.statusCode).toBe(422);
  });

  it('answers 409 for a second create with an id that already exists', async () => {
    const id = uuidv7();
    expect((await createUser({ id, name: 'Hugo', email: 'hugo@x.com', login: 'hugo' })).statusCode).toBe(201);
    const dup = await createUser({ id, name: 'Hugo 2', email: 'hugo2@x.com', login: 'hugo2' });
    expect(dup.statusCode).toBe(409);
  });
});

describe('GET /api/usuarios/edit/{id} and PUT /api/usuarios/update/{id}', () => {
  it('loads a user for the edit modal', async () => {
    const id = uuidv7();
    await createUser({ id, name: 'Iara', email: 'iara@x.com', login: 'iara' });
    const res = await t.call({ method: 'GET', url: `/api/usuarios/edit/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Iara', email: 'iara@x.com', login: 'iara', status: true });
    expect((await t.call({ method: 'GET', url: `/api/usuarios/edit/${uuidv7()}` })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: '/api/usuarios/edit/nao-e-id' })).statusCode).toBe(404);
  });

  it('updates name and login but keeps the password when it is sent empty', async () => {
    const id = uuidv7();
    await createUser({ id, name: 'João', email: 'joao@x.com', login: 'joao', password: 'original-123' });
    const res = await t.call({ method: 'PUT', url: `/api/usuarios/update/${id}`, payload: { name: 'João Silva', email: 'joao@x.com', login: 'joaosilva', password: '', status: 1 } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Usuário atualizado com sucesso.' });
    expect((await listUsers()).find((u) => u.id === id)).toMatchObject({ name: 'João Silva', login: 'joaosilva', version: 2 });
    expect((await login('joaosilva', 'original-123')).statusCode).toBe(200);
  });

  it('changes the password when a new one is sent', async () => {
    const id = uuidv7();
    await createUser({ id, name: 'Kátia', email: 'katia@x.com', login: 'katia', password: 'velha-senha-1' });
    await t.call({ method: 'PUT', url: `/api/usuarios/update/${id}`, payload: { name: 'Kátia', email: 'katia@x.com', login: 'katia', password: 'nova-senha', status: 1 } });
    expect((await login('katia', 'velha-senha-1')).statusCode).toBe(422);
    expect((await login('katia', 'nova-senha')).statusCode).toBe(200);
  });

  it('keeps an inactivated user from signing in, answering as a wrong password (no password oracle, issue 37 item 7)', async () => {
    const id = uuidv7();
    await createUser({ id, name: 'Lia', email: 'lia@x.com', login: 'lia', password: 'senha-da-lia' });
    const res = await t.call({ method: 'PUT', url: `/api/usuarios/update/${id}`, payload: { name: 'Lia', email: 'lia@x.com', login: 'lia', password: '', status: 0 } });
    expect(res.statusCode).toBe(200);
    const certa = await login('lia', 'senha-da-lia');
    const errada = await login('lia', 'senha-errada-1');
    expect(certa.statusCode).toBe(422);
    expect(certa.json()).toEqual(errada.json());
    expect(certa.json().message).toBe('Login ou senha inválidos.');
  });

  it('answers 422 for missing fields and for a login taken by someone else', async () => {
    const id = uuidv7();
    await createUser({ id, name: 'Mara', email: 'mara@x.com', login: 'mara' });
    const empty = await t.call({ method: 'PUT', url: `/api/usuarios/update/${id}`, payload: { name: '', email: '', login: '' } });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toMatchObject({ name: ['O nome é obrigatório.'], email: ['O email é obrigatório.'], login: ['O login é obrigatório.'] });
    const taken = await t.call({ method: 'PUT', url: `/api/usuarios/update/${id}`, payload: { name: 'Mara', email: 'mara@x.com', login: ADMIN.login } });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().message).toBe('Este login já está em uso.');
  });

  it('answers 404 for an unknown user', async () => {
    const res = await t.call({ method: 'PUT', url: `/api/usuarios/update/${uuidv7()}`, payload: { name: 'N', email: 'n@x.com', login: 'n' } });
    expect(res.statusCode).toBe(404);
  });

  it('refuses with 409 a stale edit that would flip the status, and returns the current row', async () => {
    const id = uuidv7();
    await createUser({ id, name: 'Nina', email: 'nina@x.com', login: 'nina' });
    const base = { name: 'Nina', email: 'nina@x.com', login: 'nina', password: '' };
    await t.call({ method: 'PUT', url: `/api/usuarios/update/${id}`, payload: { ...base, status: 0, version: 1 } });
    const stale = await t.call({ method: 'PUT', url: `/api/usuarios/update/${id}`, payload: { ...base, name: 'Nina R', status: 1, version: 1 } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ message: 'Este registro foi alterado por outra pessoa. Recarregue e tente de novo.', atual: { id, status: false, version: 2 } });
    expect((await listUsers()).find((u) => u.id === id)?.name).toBe('Nina');
  });
});

describe('delta pull of users', () => {
  it('returns only the rows changed since the cursor', async () => {
    const { cursor } = (await t.call({ method: 'GET', url: '/api/usuarios' })).json() as { cursor: string };
    const id = uuidv7();
    await createUser({ id, name: 'Otávio', email: 'otavio@x.com', login: 'otavio' });
    const delta = (await t.call({ method: 'GET', url: `/api/usuarios?since=${cursor}` })).json() as { users: UserRow[]; removidos: string[] };
    // The cursor is the oldest transaction still running: on PostgreSQL that is the whole cluster's
    // (the API suite's other files run beside this one), so users written just before it may come
    // again (harmless upserts, decision 002); the new one must come. PGlite has no other sessions.
    expect(delta.users.map((u) => u.id)).toContain(id);
    if (!onPostgres) expect(delta.users.map((u) => u.id)).toEqual([id]);
    expect(delta.removidos).toEqual([]);
  });
});
