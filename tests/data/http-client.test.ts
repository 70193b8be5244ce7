/* One HTTP client (issue 12 item 8, decision 346): ky's reads and sign-in and the engine's writes
   go through the same transport, so one test transport (here the real server) serves both, a
   dropped connection is "offline" for both, and a 401 from either reaches the same handler. */
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { buscarOpcoesAuditoria } from '../../src/data/auditoria.ts';
import { login } from '../../src/data/auth.ts';
import { cadastrarCategoria } from '../../src/data/categorias.ts';
import { runPull } from '../../src/data/sync/sync-status.ts';
import { configureTransport, getTransport } from '../../src/data/sync/transport.ts';
import { msg } from '../../src/domain/messages.ts';
import { MUTACOES } from '../../src/domain/mutacoes.ts';
import { usarServidorReal } from './real-server.ts';

const real = usarServidorReal();

describe('one HTTP client', () => {
  it('ky reads through the context transport: the real server answers, a dropped connection is offline', { timeout: 60_000 }, async () => {
    const lida = await buscarOpcoesAuditoria();
    expect(lida).toMatchObject({ ok: true });
    expect(real.server.requests.at(-1)).toMatchObject({ method: 'GET', path: '/api/auditoria/opcoes' });

    real.server.offline = true;
    expect(await buscarOpcoesAuditoria()).toEqual({ ok: false, offline: true, message: msg.auditoria.offline });
  });

  it('the sign-in goes through it too and reads the server message of a refusal', { timeout: 60_000 }, async () => {
    const semSessao = vi.fn();
    const antes = getTransport();
    configureTransport({ onUnauthorized: semSessao });
    try {
      expect(await login({ login: 'admin', password: 'errada', remember: false })).toEqual({ ok: false, message: msg.login.credenciaisInvalidas });
      expect(real.server.requests.at(-1)).toMatchObject({ method: 'POST', path: '/api/login' });
      expect(semSessao).not.toHaveBeenCalled();
    } finally {
      configureTransport(antes);
    }
  });

  it('a 401 to a ky read or to a queued write reaches the one handler; the write stays queued', { timeout: 60_000 }, async () => {
    const semSessao = vi.fn();
    const antes = getTransport();
    configureTransport({ headers: () => ({ Authorization: 'Bearer sessao-encerrada' }), onUnauthorized: semSessao });
    try {
      expect(await buscarOpcoesAuditoria()).toMatchObject({ ok: false, offline: false });
      expect(semSessao).toHaveBeenCalledTimes(1);

      expect(await cadastrarCategoria({ descricao: 'Internet' })).toMatchObject({ kind: 'queued' });
      const restantes = await real.sincronizar();
      expect(semSessao).toHaveBeenCalledTimes(2);
      expect(restantes.map((e) => e.path)).toEqual([MUTACOES.cadastrarCategoria.path]);
    } finally {
      configureTransport(antes);
    }
  });

  it('a pull met by 401s (every list answers one) reaches the one handler once', { timeout: 60_000 }, async () => {
    const semSessao = vi.fn();
    const antes = getTransport();
    configureTransport({ headers: () => ({ Authorization: 'Bearer sessao-encerrada' }), onUnauthorized: semSessao });
    try {
      expect(await runPull()).toBe('unauthorized');
      expect(real.server.requests.filter((r) => r.method === 'GET').length).toBeGreaterThan(1);
      expect(semSessao).toHaveBeenCalledTimes(1);
    } finally {
      configureTransport(antes);
    }
  });
});
