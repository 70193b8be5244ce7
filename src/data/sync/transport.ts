/* The one HTTP client of the app (issue 12 item 8, decision 346). Every call to the server goes
   through the context's `Transport`: the engine's writes and pulls here (`pedir`), the on-demand
   reads and the sign-in through ky (`api.ts`, whose `fetch` is this transport's). So the base URL,
   the credentials (the page's Bearer token from the cookie, SPEC §7; the service worker cannot
   read cookies and relies on the browser sending the `token` cookie with `credentials:
   'include'`, docs/decisions/003-session-token.md), the 401 rule and the reading of the server's
   message are set once, and a test's transport (fake or real server) serves both. A Sair the
   server never heard is revoked ahead of any request (`enviar` and the page's `antesDeEnviar`,
   sair-pendente.ts, decision 398). */

export interface Transport {
  /** Prefix of every path ('' in the browser: same origin). */
  baseUrl: string;
  /** Extra headers for each request (the page's Authorization). */
  headers(): Record<string, string>;
  fetch(input: string, init: RequestInit): Promise<Response>;
  /** Called when the server says the session is gone (401). */
  onUnauthorized(): void;
  /** Runs before every request; false: nothing may be sent now (the page's: a pending Sair is
   *  revoked first, sair-pendente.ts, decision 398; the service worker has none). */
  antesDeEnviar?: () => Promise<boolean>;
}

let transport: Transport = {
  baseUrl: '',
  headers: () => ({}),
  fetch: (input, init) => globalThis.fetch(input, init),
  onUnauthorized: () => undefined,
};

export function configureTransport(patch: Partial<Transport>): void {
  transport = { ...transport, ...patch };
}

export function getTransport(): Transport {
  return transport;
}

/** POST /api/logout with the old session's token alone, no cookie (none sent, none set by the answer): see sair-pendente.ts. */
export function revogarSessao(token: string): Promise<Response> {
  return transport.fetch(`${transport.baseUrl}/api/logout`, {
    method: 'POST', headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
    credentials: 'omit', cache: 'no-store', signal: AbortSignal.timeout(15_000),
  });
}

/**
 * Every request to the server goes out here, after the transport's `antesDeEnviar` (the page's:
 * a pending Sair is revoked first); when it says no, nothing goes (a TypeError, as a failed fetch).
 */
export async function enviar(input: string, init: RequestInit): Promise<Response> {
  const { antesDeEnviar, fetch } = transport;
  if (antesDeEnviar && !(await antesDeEnviar())) throw new TypeError(SEM_CONEXAO);
  return fetch(input, init);
}

/** The Bearer token the transport sends now (the page's: the cookie's), or null. */
export function tokenDoTransporte(): string | null {
  const header = transport.headers().Authorization ?? '';
  return header.startsWith('Bearer ') ? header.slice('Bearer '.length) || null : null;
}

/** A 401 on the sign-in itself is a wrong password, not a session that is gone. */
const LOGIN_PATH = '/api/login';

/** The one 401 rule (SPEC §7): any answer 401 but the sign-in's hands the session's end to the context. */
export function avisarSeSemSessao(path: string, status: number): void {
  if (status === 401 && path !== LOGIN_PATH) transport.onUnauthorized();
}

export interface Pedido {
  method?: string;
  /** A JSON body (sets Content-Type). */
  json?: unknown;
  /** Any other body (the multipart FormData of an upload). */
  body?: BodyInit;
  idempotencyKey?: string;
  headers?: Record<string, string>;
  /** Aborts the request after this long (a hung connection is a failed one). None: only `signal`
   *  ends it (a pull, whose streamed body may take minutes on a slow line). */
  timeoutMs?: number;
  signal?: AbortSignal;
  /** The caller reports a 401 itself (the pulls: one report for a whole pull, sync-status.ts). */
  sem401?: true;
}

/** No answer: the connection failed, was dropped or timed out. The caller keeps its work for later. */
export const SEM_CONEXAO = 'sem-conexao';

/** One request through the context's transport; never throws: a failed connection is `SEM_CONEXAO`. */
export async function pedir(path: string, pedido: Pedido): Promise<Response | typeof SEM_CONEXAO> {
  const { baseUrl } = transport;
  const headers: Record<string, string> = { Accept: 'application/json', ...transport.headers(), ...pedido.headers };
  if (pedido.idempotencyKey) headers['Idempotency-Key'] = pedido.idempotencyKey;
  let body = pedido.body;
  if (pedido.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(pedido.json);
  }
  const signals = [pedido.signal, pedido.timeoutMs === undefined ? undefined : AbortSignal.timeout(pedido.timeoutMs)]
    .filter((signal) => signal !== undefined);
  const init: RequestInit = { method: pedido.method ?? 'GET', headers, credentials: 'include', cache: 'no-store' };
  if (signals.length > 0) init.signal = signals.length === 1 ? signals[0] : AbortSignal.any(signals);
  if (body !== undefined) init.body = body;
  let response: Response;
  try {
    response = await enviar(baseUrl + path, init);
  } catch {
    return SEM_CONEXAO;
  }
  if (!pedido.sem401) avisarSeSemSessao(path, response.status);
  return response;
}

/** A pull's GET (pull*.ts): no timeout, the 401 left to the pull, a failed connection thrown as a
 *  TypeError (what the pulls count as offline, pull-all.ts). */
export async function pedirPull(path: string, signal?: AbortSignal, accept = 'application/json'): Promise<Response> {
  const pedido: Pedido = { headers: { Accept: accept }, sem401: true };
  if (signal) pedido.signal = signal;
  const response = await pedir(path, pedido);
  if (response === SEM_CONEXAO) throw new TypeError(SEM_CONEXAO);
  return response;
}

/** The JSON body of a response, or null when there is none or it is not JSON. */
export async function readJson(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

/** The server's pt-BR message in an error or success body (`message`, or `error` for login). */
export function bodyMessage(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const record = body as Record<string, unknown>;
  if (typeof record.message === 'string' && record.message.trim()) return record.message;
  if (typeof record.error === 'string' && record.error.trim()) return record.error;
  return null;
}

export function bodyErrors(body: unknown): Record<string, string[]> | null {
  if (!body || typeof body !== 'object') return null;
  const errors = (body as Record<string, unknown>).errors;
  if (!errors || typeof errors !== 'object') return null;
  const out: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(errors as Record<string, unknown>)) {
    if (Array.isArray(value)) out[key] = value.filter((m): m is string => typeof m === 'string');
    else if (typeof value === 'string') out[key] = [value];
  }
  return out;
}

/** Retry-After in ms (seconds or an HTTP date); null when absent or unreadable. */
export function retryAfterMs(response: Response, now = Date.now()): number | null {
  const value = response.headers.get('Retry-After');
  if (!value) return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}
