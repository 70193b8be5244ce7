/* Sign in and out (SPEC §4, §8). */
import { msg } from '../domain/messages.ts';
import { api, isHttpError, serverMessage } from './api.ts';
import { clearTokenCookie, notifySessionChanged } from './session.ts';

export type LoginResult = { ok: true } | { ok: false; message: string };

export async function login(input: { login: string; password: string; remember: boolean }): Promise<LoginResult> {
  try {
    await api.post('/api/login', { json: input });
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

export async function logout(): Promise<void> {
  try {
    await api.post('/api/logout');
  } catch (error) {
    console.error('Falha ao sair', error); // SPEC §8: logout failure is logged only
  } finally {
    clearTokenCookie();
    notifySessionChanged();
  }
}
