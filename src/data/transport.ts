/* How the engine reaches the server, set once per context. The page adds the Bearer token from
   the cookie (SPEC §7); the service worker cannot read cookies and relies on the browser sending
   the `token` cookie with `credentials: 'include'` (docs/decisions/003-session-token.md). */

export interface Transport {
  /** Prefix of every path ('' in the browser: same origin). */
  baseUrl: string;
  /** Extra headers for each request (the page's Authorization). */
  headers(): Record<string, string>;
  fetch(input: string, init: RequestInit): Promise<Response>;
  /** Called when the server says the session is gone (401). */
  onUnauthorized(): void;
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
