/* A tiny in-memory stand-in for the API, enough to exercise the engine: idempotent writes
   (Idempotency-Key → stored response), bank and category lists with the delta protocol, and
   scripted failures (network error, status codes) per request. */
import { configureTransport } from '../../src/data/transport.ts';

export interface RecordedRequest {
  method: string;
  path: string;
  key: string | null;
  body: unknown;
}

type Scripted = 'network' | 'pass' | { status: number; body?: unknown; headers?: Record<string, string> };

export interface FakeServer {
  requests: RecordedRequest[];
  tables: Record<string, Map<string, Record<string, unknown>>>;
  /** Next answers, consumed in order before normal handling (per path, or '*' for any). */
  script(path: string, ...answers: Scripted[]): void;
  txid: number;
  removed: { table: string; id: string; txid: number }[];
  handle?: (req: RecordedRequest) => { status: number; body: unknown } | null;
  /** While true every request fails as a network error. */
  offline: boolean;
  /** Answer writes after this many ms (to observe requests in flight). */
  delayMs: number;
  inFlight: number;
  maxInFlight: number;
  /** Order in which writes were answered (paths). */
  answered: string[];
}

const LISTS: Record<string, { table: string; key: string }> = {
  '/api/bancos': { table: 'bancos', key: 'bancos' },
  '/api/categorias': { table: 'categorias', key: 'categorias' },
  '/api/lancamentos': { table: 'lancamentos', key: 'lancamentos' },
};

export function installFakeServer(): FakeServer {
  const stored = new Map<string, { status: number; body: unknown }>();
  const scripts = new Map<string, Scripted[]>();
  const server: FakeServer = {
    requests: [],
    tables: { bancos: new Map(), categorias: new Map(), lancamentos: new Map() },
    script(path, ...answers) {
      scripts.set(path, [...(scripts.get(path) ?? []), ...answers]);
    },
    txid: 10,
    removed: [],
    offline: false,
    delayMs: 0,
    inFlight: 0,
    maxInFlight: 0,
    answered: [],
  };

  function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
    return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
  }

  function write(req: RecordedRequest): { status: number; body: unknown } {
    const custom = server.handle?.(req);
    if (custom) return custom;
    const b = (req.body ?? {}) as Record<string, unknown>;
    const put = (table: string, row: Record<string, unknown>) => {
      server.txid++;
      server.tables[table]!.set(String(row.id), { ...row, txid: server.txid });
    };
    switch (req.path) {
      case '/api/cadastro-banco':
        put('bancos', { id: b.id, banco: b.banco, status: true, possui_cartao: !!b.possui_cartao, credito: !!b.credito, debito: !!b.debito, vencimento: b.vencimento ?? null, version: 1 });
        return { status: 201, body: { message: 'Banco cadastrado com sucesso!' } };
      case '/api/update-banco': {
        const row = server.tables.bancos!.get(String(b.id));
        if (!row) return { status: 422, body: { message: 'Banco não encontrado.' } };
        put('bancos', { ...row, banco: b.banco, status: b.status === 1, version: Number(row.version) + 1 });
        return { status: 200, body: { message: 'Banco atualizado.' } };
      }
      case '/api/deletar-bancos':
        for (const id of b.ids as string[]) {
          server.tables.bancos!.delete(id);
          server.removed.push({ table: 'bancos', id, txid: ++server.txid });
        }
        return { status: 200, body: { message: 'Registro(s) excluído(s) com sucesso!' } };
      case '/api/cadastro-categoria':
        put('categorias', { id: b.id, descricao: b.descricao, status: true, version: 1, created_at: '2026-01-01T00:00:00Z' });
        return { status: 201, body: { message: 'Categoria cadastrada com sucesso!' } };
      default:
        return { status: 404, body: { message: 'Rota não encontrada.' } };
    }
  }

  function list(path: string, url: URL): Response {
    const spec = LISTS[path];
    if (!spec) return json(404, { message: 'Rota não encontrada.' });
    const since = url.searchParams.get('since');
    const after = url.searchParams.get('after');
    const limit = url.searchParams.get('limit');
    let rows = [...server.tables[spec.table]!.values()].sort((a, b) => String(a.id).localeCompare(String(b.id)));
    if (since !== null) rows = rows.filter((r) => Number(r.txid) >= Number(since));
    const body: Record<string, unknown> = { cursor: String(server.txid + 1) };
    if (!after && limit) body.total = rows.length;
    if (after) rows = rows.filter((r) => String(r.id) > after);
    if (limit) {
      const n = Number(limit);
      body.proximo = rows.length > n ? String(rows[n - 1]!.id) : null;
      rows = rows.slice(0, n);
    }
    if (since !== null && !after) body.removidos = server.removed.filter((r) => r.table === spec.table && r.txid >= Number(since)).map((r) => r.id);
    body[spec.key] = rows.map(({ txid: _t, ...rest }) => rest);
    return json(200, body);
  }

  configureTransport({
    baseUrl: 'http://fluxo.test',
    headers: () => ({}),
    onUnauthorized: () => undefined,
    fetch: async (input, init) => {
      const url = new URL(input);
      const headers = new Headers(init.headers);
      const key = headers.get('Idempotency-Key');
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body ?? null;
      const req: RecordedRequest = { method: init.method ?? 'GET', path: url.pathname, key, body };
      if (server.offline) throw new TypeError('Failed to fetch');
      server.requests.push(req);
      const queue = scripts.get(url.pathname) ?? scripts.get('*');
      const scripted = queue?.shift();
      if (scripted === 'network') throw new TypeError('Failed to fetch');
      if (scripted && scripted !== 'pass') return json(scripted.status, scripted.body ?? {}, scripted.headers);
      if (req.method === 'GET') return list(url.pathname, url);
      if (key && stored.has(key)) return json(stored.get(key)!.status, stored.get(key)!.body, { 'Idempotent-Replayed': 'true' });
      server.inFlight++;
      server.maxInFlight = Math.max(server.maxInFlight, server.inFlight);
      if (server.delayMs) await new Promise((r) => setTimeout(r, server.delayMs));
      server.inFlight--;
      const out = write(req);
      server.answered.push(`${req.path} ${String((req.body as { banco?: string; descricao?: string } | null)?.banco ?? (req.body as { descricao?: string } | null)?.descricao ?? '')}`);
      if (key && out.status < 400) stored.set(key, out);
      return json(out.status, out.body);
    },
  });
  return server;
}
