/* The page's transport (SPEC §7), set once at boot (main.tsx) before anything calls the server:
   same origin, the session token from the cookie as a Bearer header, and a 401 handed to the
   app's handler (return path, /login). The engine's writes and pulls and ky's calls all use it
   (transport.ts, api.ts); the service worker keeps the default (the cookie alone). Before any
   request, a Sair made offline is revoked (sair-pendente.ts, decision 398). */
import { sairPendentePrimeiro } from '../sair-pendente.ts';
import { readToken } from '../session.ts';
import { configureTransport } from './transport.ts';
import { notifyUnauthorized } from '../unauthorized.ts';

export function configurarTransportDaPagina(): void {
  configureTransport({
    baseUrl: '',
    headers: (): Record<string, string> => {
      const token = readToken();
      return token ? { Authorization: `Bearer ${token}` } : {};
    },
    fetch: (input, init) => globalThis.fetch(input, init),
    onUnauthorized: notifyUnauthorized,
    antesDeEnviar: sairPendentePrimeiro, // a Sair made offline is revoked first (decision 398)
  });
}
