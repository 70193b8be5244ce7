/* ky for the on-demand reads, the downloads and the sign-in (SPEC §7), over the one transport
   (transport.ts, decision 346): its base URL, its headers (the page's token), its fetch (a test's
   fake or real server) and its 401 rule. ky stays out of the first download (decision 295): only
   sign-in and on-demand reads load this module. */
import ky, { HTTPError } from 'ky';
import type { KyInstance } from 'ky';
import { avisarSeSemSessao, bodyMessage, enviar, getTransport } from './sync/transport.ts';
import type { Transport } from './sync/transport.ts';

/** ky's default for a read; a download passes `timeout: false`. */
const TIMEOUT_MS = 30_000;

let atual: { transport: Transport; client: KyInstance } | null = null;

/** The ky client of the context's current transport (rebuilt when the transport is reconfigured). */
export function api(): KyInstance {
  const transport = getTransport();
  if (atual?.transport !== transport) atual = { transport, client: criar(transport) };
  return atual.client;
}

function criar(transport: Transport): KyInstance {
  return ky.create({
    // ky 1 joins prefixUrl and the path ('api/login'); '/' keeps a page's calls on its origin.
    prefixUrl: transport.baseUrl || '/',
    credentials: 'include',
    cache: 'no-store',
    retry: 0,
    timeout: TIMEOUT_MS,
    fetch: (input, init) => porTransporte(input, init),
    hooks: {
      beforeRequest: [
        (request) => {
          for (const [name, value] of Object.entries(transport.headers())) request.headers.set(name, value);
        },
      ],
      afterResponse: [
        (request, _options, response) => {
          avisarSeSemSessao(new URL(request.url).pathname, response.status);
        },
      ],
    },
  });
}

/** ky hands fetch a Request; the transport takes a URL and an init (JSON bodies as text, as the
    engine sends them). ky's calls carry JSON or nothing: files go up through the outbox. */
async function porTransporte(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = new Request(input, init);
  const out: RequestInit = { method: request.method, headers: request.headers, credentials: 'include', cache: 'no-store', signal: request.signal };
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    const text = await request.text();
    if (text) out.body = text;
  }
  return enviar(request.url, out);
}

/** The server's pt-BR message from an error response, if it sent one (ky 1 leaves the body
    unread: a copy is read, so the caller can still read the response). */
export async function serverMessage(error: unknown): Promise<string | null> {
  if (!(error instanceof HTTPError)) return null;
  const body: unknown = await error.response.clone().json().catch(() => null);
  // One reading of a server body for ky's calls and the engine's (transport.ts).
  return bodyMessage(body);
}

/** A read's result: the value, or the text to show (`offline` when no answer came). */
export type Leitura<T> = { ok: true; value: T } | { ok: false; message: string; offline: boolean };

/** One JSON read: a refusal shows the server's message (else `erro`); no answer is `semConexao`. */
export async function lerJson<T>(path: string, textos: { erro: string; semConexao: string }): Promise<Leitura<T>> {
  try {
    // The callers name the route as the engine does ('/api/…'); ky 1 wants it without the slash.
    return { ok: true, value: await api().get(path.replace(/^\//, '')).json<T>() };
  } catch (error) {
    if (!isHttpError(error)) return { ok: false, message: textos.semConexao, offline: true };
    return { ok: false, message: (await serverMessage(error)) ?? textos.erro, offline: false };
  }
}

export function isHttpError(error: unknown, status?: number): error is HTTPError {
  return error instanceof HTTPError && (status === undefined || error.response.status === status);
}
