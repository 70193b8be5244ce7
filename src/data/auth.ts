/* Sign in and out (SPEC §4, §8). ky (api.ts) loads with the first of them, not with the shell: a
   signed-in user's first screen never calls it (the engine sends through the same transport
   without ky, decision 346), and the login page asks for it while the user types (decision 295). */
import { msg } from '../domain/messages-shell.ts';
import { clearTokenCookie, notifySessionChanged } from './session.ts';

/** Starts loading the HTTP client ahead of a sign-in (the login page calls it on mount). */
export function prepararLogin(): void {
  void import('./api.ts');
  void import('./sync/pull-early.ts'); // the first download's module too: the collection table is not the shell's (decision 295)
}

export type LoginResult = { ok: true } | { ok: false; message: string };

export async function login(input: { login: string; password: string; remember: boolean }): Promise<LoginResult> {
  const { api, isHttpError, serverMessage } = await import('./api.ts');
  try {
    await api().post('api/login', { json: input });
    // The first download starts with the sign-in answer (decision 331).
    void import('./sync/pull-early.ts').then((early) => early.startFirstDownload());
    notifySessionChanged();
    return { ok: true };
  } catch (error) {
    // Only a 422 carries the server's field error; anything else gets SPEC's fallback.
    if (isHttpError(error, 422) || isHttpError(error, 429)) {
      return { ok: false, message: (await serverMessage(error)) ?? msg.login.erro };
    }
    return { ok: false, message: msg.login.erro };
  }
}

/**
 * Sair: the server revokes the session; without an answer saying so (offline, a dropped
 * connection, a server fault) the session's token is kept as a pending Sair and revoked at the
 * next contact, before anything else is sent (sair-pendente.ts, decision 398). Either way the
 * cookie goes at once.
 */
export async function logout(): Promise<void> {
  const { tokenDoTransporte } = await import('./sync/transport.ts');
  const token = tokenDoTransporte();
  let encerrada = false;
  try {
    const { api, isHttpError } = await import('./api.ts');
    try {
      await api().post('api/logout');
      encerrada = true;
    } catch (error) {
      encerrada = isHttpError(error, 401); // the session was already over
      console.error('Falha ao sair', error); // SPEC §8: logout failure is logged only
    }
    if (!encerrada && token) {
      const { lembrarSairPendente } = await import('./sair-pendente.ts');
      await lembrarSairPendente(token);
    }
  } catch (error) {
    console.error('Falha ao sair', error);
  } finally {
    clearTokenCookie();
    notifySessionChanged();
  }
}
