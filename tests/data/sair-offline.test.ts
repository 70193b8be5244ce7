/* Issue 37 item 10b (decision 398): Sair while offline used to leave the session open on the
   server until it expired. Now the device keeps a pending Sair and, at the next contact, revokes
   that session before anything else is sent; the old session's token then gets 401. Against the
   real server (tests/data/real-server.ts). */
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { logout } from '../../src/data/auth.ts';
import { sairesPendentes, sairPendentePrimeiro } from '../../src/data/sair-pendente.ts';
import { configureTransport, pedir, SEM_CONEXAO } from '../../src/data/sync/transport.ts';
import { usarServidorReal } from './real-server.ts';

const uso = usarServidorReal();

// The browser's cookie, which Sair clears (real-server.ts's stand-in can only be read), and the
// page transport's check before each request (transport-pagina.ts).
beforeEach(() => {
  configureTransport({ antesDeEnviar: sairPendentePrimeiro });
  vi.stubGlobal('document', { get cookie() { return `token=${uso.server.token}`; }, set cookie(_value: string) { /* cleared */ }, visibilityState: 'visible' });
});

async function statusCom(token: string): Promise<number> {
  const res = await uso.server.app.inject({ method: 'GET', url: '/api/bancos', headers: { authorization: `Bearer ${token}` } });
  return res.statusCode;
}

describe('Sair while offline', () => {
  it('revokes the old session at the next contact, before anything else, and keeps the new one', async () => {
    const { server } = uso;
    const antigo = server.token;
    expect(await statusCom(antigo)).toBe(200);

    server.offline = true;
    await logout();
    expect(await sairesPendentes()).toEqual([antigo]);
    expect(await statusCom(antigo)).toBe(200); // the server has not heard it yet

    // Still offline: nothing goes out, the Sair stays pending.
    expect(await pedir('/api/bancos', {})).toBe(SEM_CONEXAO);
    expect(await sairesPendentes()).toEqual([antigo]);

    // Back online, someone signs in (a new session) and the device makes its first requests at once.
    server.offline = false;
    await server.login();
    const novo = server.token;
    expect(novo).not.toBe(antigo);
    server.requests.length = 0;
    const respostas = await Promise.all([pedir('/api/bancos', {}), pedir('/api/categorias', {})]);
    for (const res of respostas) expect(res === SEM_CONEXAO ? 0 : res.status).toBe(200);

    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /api/logout', 'GET /api/bancos', 'GET /api/categorias']);
    expect(await statusCom(antigo)).toBe(401);
    expect(await statusCom(novo)).toBe(200);
    expect(await sairesPendentes()).toEqual([]);
  });

  it('an online Sair revokes at once and leaves nothing pending', async () => {
    const { server } = uso;
    const antigo = server.token;
    server.requests.length = 0;
    await logout();
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /api/logout']);
    expect(await statusCom(antigo)).toBe(401);
    expect(await sairesPendentes()).toEqual([]);
  });
});
