/* The HTTP client for /api (SPEC §7): cookies included, the token as a Bearer header, and any
   401 handed to the app, which stores the return path and goes to /login. */
import ky, { HTTPError } from 'ky';
import { readToken } from './session.ts';
import { bodyMessage } from './transport.ts';
import { notifyUnauthorized } from './unauthorized.ts';


export const api = ky.create({
  credentials: 'include',
  retry: 0,
  timeout: 30000,
  hooks: {
    beforeRequest: [
      ({ request }) => {
        const token = readToken();
        if (token) request.headers.set('Authorization', `Bearer ${token}`);
      },
    ],
    afterResponse: [
      ({ request, response }) => {
        if (response.status === 401 && !request.url.endsWith('/api/login')) notifyUnauthorized();
      },
    ],
  },
});

/** The server's pt-BR message from an error response, if it sent one (ky 2 has already read
    the body into `error.data`). */
export async function serverMessage(error: unknown): Promise<string | null> {
  if (!(error instanceof HTTPError)) return null;
  // One reading of a server body for ky's calls and the engine's (transport.ts).
  return bodyMessage((error as HTTPError & { data?: unknown }).data);
}

export function isHttpError(error: unknown, status?: number): error is HTTPError {
  return error instanceof HTTPError && (status === undefined || error.response.status === status);
}
