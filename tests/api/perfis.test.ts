/* Issue 18 item 3 (decisions 232, 233): an Operador gets 403 with a Portuguese message on every
   Gestor route — the table is the server's own list of routes flagged `config: { gestor: true }`,
   so a new Gestor route is covered without editing this test — and cannot change its own perfil;
   only an administrator changes perfis, and the last active administrator stays one. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from 'uuidv7';
import { ADMIN, createTestApp } from './helper.ts';
import type { TestApp } from './helper.ts';

const UUID = '0190a000-0000-7000-8000-0000000000ff';
const NEGADO = 'Acesso negado: esta área é exclusiva do perfil Administrador.';
let t: TestApp;
/** Requests an Operador got past the perfil check into a Gestor handler. */
const alcancadas: string[] = [];

beforeAll(async () => {
  t = await createTestApp({
    beforeReady: (app) => {
      app.addHook('preHandler', async (request) => {
        if (request.routeOptions.config?.gestor === true && request.user && !request.user.admin) alcancadas.push(`${request.method} ${request.url}`);
      });
    },
  });
});
afterAll(async () => { await t.close(); });

async function novoUsuario(login: string, perfil: string) {
  const id = uuidv7();
  const password = `${login}-senha-longa`;
  const res = await t.call({ method: 'POST', url: '/api/cadastro-usuario', payload: { id, name: login, email: `${login}@x.com`, login, password, status: 1, perfil } });
  expect(res.statusCode, res.body).toBe(201);
  const token = (await t.app.inject({ method: 'POST', url: '/api/login', payload: { login, password } })).json().token as string;
  return { id, login, token, base: { name: login, email: `${login}@x.com`, login } };
}

const como = (token: string) => (method: string, url: string, payload?: unknown) =>
  t.app.inject({ method: method as 'GET', url, headers: { authorization: `Bearer ${token}` }, ...(payload === undefined ? {} : { payload: payload as object }) });

describe('the Gestor area', () => {
  it('is exactly the routes marked gestor: users management, feriados writes, auditoria, Telegram', () => {
    const gestor = t.app.rotasRegistradas.filter((r) => r.gestor).map((r) => `${r.method} ${r.url}`).sort();
    expect(gestor).toEqual(expect.arrayContaining([
      'GET /api/auditoria', 'GET /api/auditoria/opcoes', 'POST /api/cadastro-feriado', 'POST /api/cadastro-usuario', 'POST /api/deletar-feriados',
      'GET /api/telegram', 'GET /api/telegram/mensagens', 'PUT /api/telegram/config', 'POST /api/telegram/vincular',
    ]));
    expect(t.app.rotasRegistradas.filter((r) => r.gestor && r.publica)).toEqual([]);
  });

  it('answers an Operador 403 with a Portuguese message on every Gestor route, before its handler runs', async () => {
    const op = await novoUsuario('operadora', 'operador');
    const pede = como(op.token);
    const rotas = t.app.rotasRegistradas.filter((r) => r.gestor);
    expect(rotas.length).toBeGreaterThanOrEqual(5);
    for (const rota of rotas) {
      const url = rota.url.replace(/:[A-Za-z_]+/g, UUID);
      const res = await pede(rota.method, url, rota.method === 'GET' ? undefined : {});
      expect(res.statusCode, `${rota.method} ${url}`).toBe(403);
      if (rota.method !== 'HEAD') expect(res.json().message).toBe(NEGADO);
    }
    expect(alcancadas).toEqual([]);
  });

  it('the same routes still answer an administrator, and an Operador keeps the rest (a list, a write of its own area)', async () => {
    const op = await novoUsuario('operador2', 'operador');
    expect((await t.call({ method: 'GET', url: '/api/auditoria' })).statusCode).toBe(200);
    const pede = como(op.token);
    expect((await pede('GET', '/api/usuarios')).statusCode).toBe(200);
    expect((await pede('GET', '/api/feriados')).statusCode).toBe(200);
    expect((await pede('POST', '/api/cadastro-banco', { id: uuidv7(), banco: 'Caixa', status: 1 })).statusCode).toBe(201);
  });

  it('inside POST /api/lote a Gestor entry is refused 403 for an Operador (the batch adds no way around it)', async () => {
    const op = await novoUsuario('operador3', 'operador');
    const res = await como(op.token)('POST', '/api/lote', { pedidos: [{ chave: `k-${uuidv7()}`, metodo: 'POST', caminho: '/api/cadastro-feriado', corpo: { data: '2031-05-05', nome: 'X' } }] });
    expect(res.statusCode).toBe(200);
    expect(res.json().respostas[0]).toMatchObject({ status: 403, corpo: { message: NEGADO } });
  });
});

describe('the user directory (issue 37 item 3)', () => {
  const DIRETORIO = ['email', 'login', 'status', 'perfil'];
  type Linha = Record<string, unknown> & { id: string };

  it('an Operador gets the others’ id and name only, its own row whole, on every read; an administrator everything', async () => {
    const op = await novoUsuario('leitora', 'operador');
    const pede = como(op.token);
    const admin = (await t.app.inject({ method: 'GET', url: '/api/usuarios', headers: { authorization: `Bearer ${t.token}` } })).json().users as Linha[];
    const adminId = admin.find((u) => u.login === 'admin')!.id;
    const leituras: Record<string, Linha[]> = {
      lista: (await pede('GET', '/api/usuarios')).json().users,
      array: (await pede('GET', '/api/usuarios?formato=array')).json(),
      pagina: (await pede('GET', '/api/usuarios?limit=1000')).json().users,
      delta: (await pede('GET', '/api/usuarios?since=0')).json().users,
      sincronizacao: (await pede('GET', '/api/sincronizacao?usuarios=0')).json().colecoes.usuarios.users,
    };
    for (const [leitura, linhas] of Object.entries(leituras)) {
      expect(linhas.length, leitura).toBe(admin.length);
      for (const u of linhas) {
        if (u.id === op.id) expect(u, leitura).toMatchObject({ email: 'leitora@x.com', login: 'leitora', status: true, perfil: 'operador' });
        else for (const campo of DIRETORIO) expect(u, `${leitura} ${String(u.name)}`).not.toHaveProperty(campo);
        expect(typeof u.name).toBe('string');
      }
    }
    expect((await pede('GET', `/api/usuarios/edit/${adminId}`)).json()).toEqual({ id: adminId, name: 'Ana Administradora' });
    expect((await pede('GET', `/api/usuarios/edit/${op.id}`)).json()).toMatchObject({ id: op.id, email: 'leitora@x.com', perfil: 'operador' });
    // An administrator is unchanged.
    for (const u of admin) expect(Object.keys(u)).toEqual(expect.arrayContaining(DIRETORIO));
    expect((await t.call({ method: 'GET', url: `/api/usuarios/edit/${op.id}` })).json()).toMatchObject({ email: 'leitora@x.com', login: 'leitora' });
  });
});

describe('a rolled-back batch leaves no stale perfil behind (issue 37 item 6)', () => {
  it('promote another, demote myself, then a refusal inside the work: the rerun answers the first two as they are, for good', async () => {
    const chefe = await novoUsuario('chefe', 'administrador');
    const promovido = await novoUsuario('promovido', 'operador');
    const outro = await novoUsuario('outro-lote', 'operador');
    const pedidos = [
      { chave: `k-${uuidv7()}`, metodo: 'PUT', caminho: `/api/usuarios/update/${promovido.id}`, corpo: { ...promovido.base, status: 1, perfil: 'administrador' } },
      { chave: `k-${uuidv7()}`, metodo: 'PUT', caminho: `/api/usuarios/update/${chefe.id}`, corpo: { ...chefe.base, status: 1, perfil: 'operador' } },
      // Now an Operador inside the transaction: editing another user is refused inside its work,
      // which rolls the batch back and runs the first two again.
      { chave: `k-${uuidv7()}`, metodo: 'PUT', caminho: `/api/usuarios/update/${outro.id}`, corpo: { ...outro.base, name: 'Outro Nome', status: 1 } },
    ];
    const lote = () => como(chefe.token)('POST', '/api/lote', { pedidos });
    const primeira = await lote();
    expect(primeira.statusCode, primeira.body).toBe(200);
    expect(primeira.json().respostas.map((r: { status: number }) => r.status)).toEqual([200, 200, 403]);
    // Replayed: the stored answers are the same, none a 403 computed from the rolled-back read.
    const segunda = (await lote()).json().respostas as { status: number; repetida: boolean }[];
    expect(segunda.slice(0, 2)).toEqual([expect.objectContaining({ status: 200, repetida: true }), expect.objectContaining({ status: 200, repetida: true })]);
    const lista = (await t.call({ method: 'GET', url: '/api/usuarios?formato=array' })).json() as { id: string; perfil: string; name: string }[];
    expect(lista.find((u) => u.id === promovido.id)?.perfil).toBe('administrador');
    expect(lista.find((u) => u.id === chefe.id)?.perfil).toBe('operador');
    expect(lista.find((u) => u.id === outro.id)?.name).toBe('outro-lote');
  });
});

describe('perfis on the Usuários screen', () => {
  it('an Operador cannot change its own perfil, nor edit another user; it may still change its own name', async () => {
    const op = await novoUsuario('opproprio', 'operador');
    const pede = como(op.token);
    const promover = await pede('PUT', `/api/usuarios/update/${op.id}`, { ...op.base, status: 1, perfil: 'administrador' });
    expect(promover.statusCode).toBe(403);
    expect(promover.json()).toMatchObject({ message: 'Somente um administrador pode alterar o perfil de um usuário.', errors: { perfil: ['Somente um administrador pode alterar o perfil de um usuário.'] } });
    const outro = await novoUsuario('alvo1', 'administrador');
    expect((await pede('PUT', `/api/usuarios/update/${outro.id}`, { ...outro.base, name: 'Mudado', status: 1 })).statusCode).toBe(403);
    const nome = await pede('PUT', `/api/usuarios/update/${op.id}`, { ...op.base, name: 'Nome Novo', status: 1 });
    expect(nome.statusCode, nome.body).toBe(200);
    expect(nome.json().usuario).toMatchObject({ name: 'Nome Novo', perfil: 'operador' });
  });

  it('an administrator changes a perfil, which takes effect on the next request', async () => {
    const u = await novoUsuario('promovida', 'operador');
    expect((await como(u.token)('GET', '/api/auditoria')).statusCode).toBe(403);
    const res = await t.call({ method: 'PUT', url: `/api/usuarios/update/${u.id}`, payload: { ...u.base, status: 1, perfil: 'Administrador' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().usuario.perfil).toBe('administrador');
    expect((await como(u.token)('GET', '/api/auditoria')).statusCode).toBe(200);
    const log = (await t.call({ method: 'GET', url: `/api/auditoria?entidade=users&registro_id=${u.id}` })).json().alteracoes;
    expect(log[0].campos).toEqual([{ campo: 'perfil', antes: 'operador', depois: 'administrador' }]);
  });

  it('refuses an unknown perfil with a field error', async () => {
    const res = await t.call({ method: 'POST', url: '/api/cadastro-usuario', payload: { name: 'X', email: 'x9@x.com', login: 'x9', password: 'senha-longa-x9', status: 1, perfil: 'root' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.perfil).toEqual(['Perfil inválido.']);
  });

  it('refuses to demote or deactivate the last active administrator (422, Portuguese)', async () => {
    // Every other administrator made Operador first: the seeded one is then the last.
    const lista = (await t.call({ method: 'GET', url: '/api/usuarios?formato=array' })).json() as { id: string; login: string; name: string; email: string; perfil: string; status: boolean }[];
    const eu = lista.find((u) => u.login === ADMIN.login)!;
    for (const u of lista.filter((x) => x.perfil === 'administrador' && x.status && x.id !== eu.id)) {
      const r = await t.call({ method: 'PUT', url: `/api/usuarios/update/${u.id}`, payload: { name: u.name, email: u.email, login: u.login, status: 1, perfil: 'operador' } });
      expect(r.statusCode, r.body).toBe(200);
    }
    const base = { name: eu.name, email: eu.email, login: eu.login };
    const rebaixar = await t.call({ method: 'PUT', url: `/api/usuarios/update/${eu.id}`, payload: { ...base, status: 1, perfil: 'operador' } });
    expect(rebaixar.statusCode).toBe(422);
    expect(rebaixar.json().errors.perfil).toEqual(['Não é possível remover o último administrador ativo: promova outro usuário antes.']);
    const inativar = await t.call({ method: 'PUT', url: `/api/usuarios/update/${eu.id}`, payload: { ...base, status: 0 } });
    expect(inativar.statusCode).toBe(422);
    expect(inativar.json().errors.status).toEqual(['Não é possível remover o último administrador ativo: promova outro usuário antes.']);
    // With a second administrator, the first may step down.
    const outro = await novoUsuario('segundoadm', 'administrador');
    expect(outro.id).toBeTruthy();
    expect((await t.call({ method: 'PUT', url: `/api/usuarios/update/${eu.id}`, payload: { ...base, status: 1, perfil: 'operador' } })).statusCode).toBe(200);
  });
});
