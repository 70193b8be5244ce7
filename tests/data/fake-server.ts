/* Faults only (decision 358): a tiny in-memory stand-in for the API, for the faults the real
   server (real-server.ts) cannot be made to give: scripted network failures and status codes
   (5xx, 429) per request, answers held back, a server without POST /api/lote. Behind them just
   enough to answer the engine's writes: idempotent bank and category writes (Idempotency-Key →
   stored response) and POST /api/lote (each entry answered as alone, in order, up to the first
   answer outside 2xx; decision 120). It serves no lists: every GET is a 404 unless scripted. */
import { configureTransport } from '../../src/data/sync/transport.ts';

export interface RecordedRequest {
  method: string;
  path: string;
  key: string | null;
  body: unknown;
}

type Scripted = 'network' | 'pass' | { status: number; body?: unknown; headers?: Record<string, string> };

export interface FakeServer {
  requests: RecordedRequest[];
  tables: Record<'bancos' | 'categorias', Map<string, Record<string, unknown>>>;
  /** Next answers, consumed in order before normal handling (per path, or '*' for any). */
  script(path: string, ...answers: Scripted[]): void;
  handle?: (req: RecordedRequest) => { status: number; body: unknown } | null;
  /** While true every request fails as a network error. */
  offline: boolean;
  /** Answer writes after this many ms (to observe requests in flight). */
  delayMs: number;
  inFlight: number;
  maxInFlight: number;
  /** Order in which writes were answered (paths). */
  answered: string[];
  /** Whether POST /api/lote exists (false: a server from before it, answering 404). */
  lote: boolean;
  /** The entries of each batch received, in order (they also appear in `requests`). */
  batches: RecordedRequest[][];
}

export function installFakeServer(): FakeServer {
  const stored = new Map<string, { status: number; body: unknown }>();
  const scripts = new Map<string, Scripted[]>();
  const server: FakeServer = {
    requests: [],
    tables: { bancos: new Map(), categorias: new Map() },
    script(path, ...answers) {
      scripts.set(path, [...(scripts.get(path) ?? []), ...answers]);
    },
    offline: false,
    delayMs: 0,
    inFlight: 0,
    maxInFlight: 0,
    answered: [],
    lote: true,
    batches: [],
  };

  function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
    return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
  }

  function write(req: RecordedRequest): { status: number; body: unknown } {
    const custom = server.handle?.(req);
    if (custom) return custom;
    const b = (req.body ?? {}) as Record<string, unknown>;
    const put = (table: keyof FakeServer['tables'], row: Record<string, unknown>) => {
      server.tables[table].set(String(row.id), row);
    };
    switch (req.path) {
      case '/api/cadastro-banco':
        put('bancos', { id: b.id, banco: b.banco, status: true, possui_cartao: !!b.possui_cartao, credito: !!b.credito, debito: !!b.debito, vencimento: b.vencimento ?? null, version: 1 });
        return { status: 201, body: { message: 'Banco cadastrado com sucesso!' } };
      case '/api/update-banco': {
        const row = server.tables.bancos.get(String(b.id));
        if (!row) return { status: 422, body: { message: 'Banco não encontrado.' } };
        put('bancos', { ...row, banco: b.banco, status: b.status === 1, version: Number(row.version) + 1 });
        return { status: 200, body: { message: 'Banco atualizado.' } };
      }
      case '/api/cadastro-categoria':
        put('categorias', { id: b.id, descricao: b.descricao, status: true, version: 1, created_at: '2026-01-01T00:00:00Z' });
        return { status: 201, body: { message: 'Categoria cadastrada com sucesso!' } };
      default:
        return { status: 404, body: { message: 'Rota não encontrada.' } };
    }
  }

  /** One write as the server would answer it alone; throws for a scripted network failure. */
  async function answerWrite(req: RecordedRequest, scripted: Scripted | undefined): Promise<Response> {
    if (scripted === 'network') throw new TypeError('Failed to fetch');
    if (scripted && scripted !== 'pass') return json(scripted.status, scripted.body ?? {}, scripted.headers);
    const key = req.key;
    if (key && stored.has(key)) return json(stored.get(key)!.status, stored.get(key)!.body, { 'Idempotent-Replayed': 'true' });
    server.inFlight++;
    server.maxInFlight = Math.max(server.maxInFlight, server.inFlight);
    if (server.delayMs) await new Promise((r) => setTimeout(r, server.delayMs));
    server.inFlight--;
    const out = write(req);
    server.answered.push(`${req.path} ${String((req.body as { banco?: string; descricao?: string } | null)?.banco ?? (req.body as { descricao?: string } | null)?.descricao ?? '')}`);
    if (key && out.status < 400) stored.set(key, out);
    return json(out.status, out.body);
  }

  const nextScript = (path: string) => (scripts.get(path) ?? scripts.get('*'))?.shift();

  /** POST /api/lote: the entries in order, stopping after the first answer outside 2xx. */
  async function lote(body: unknown): Promise<Response> {
    const pedidos = (body as { pedidos: { chave: string; metodo: string; caminho: string; corpo: unknown }[] }).pedidos;
    const entries = pedidos.map((p) => ({ method: p.metodo, path: p.caminho, key: p.chave, body: p.corpo }));
    server.batches.push(entries);
    const respostas: { chave: string; status: number; corpo: unknown; repetida: boolean }[] = [];
    for (const req of entries) {
      server.requests.push(req);
      const res = await answerWrite(req, nextScript(req.path));
      const text = await res.text();
      respostas.push({ chave: req.key, status: res.status, corpo: text ? JSON.parse(text) as unknown : null, repetida: res.headers.has('Idempotent-Replayed') });
      if (res.status < 200 || res.status >= 300) break;
    }
    return json(200, { respostas, naoProcessados: entries.slice(respostas.length).map((e) => e.key) });
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
      if (url.pathname === '/api/lote' && req.method === 'POST') {
        const scripted = scripts.get('/api/lote')?.shift();
        if (scripted === 'network') throw new TypeError('Failed to fetch');
        if (scripted && scripted !== 'pass') return json(scripted.status, scripted.body ?? {}, scripted.headers);
        if (!server.lote) return json(404, { message: 'Rota não encontrada.' });
        return lote(body);
      }
      server.requests.push(req);
      if (req.method === 'GET') {
        const scripted = nextScript(url.pathname);
        if (scripted === 'network') throw new TypeError('Failed to fetch');
        if (scripted && scripted !== 'pass') return json(scripted.status, scripted.body ?? {}, scripted.headers);
        return json(404, { message: 'Rota não encontrada.' });
      }
      return answerWrite(req, nextScript(url.pathname));
    },
  });
  return server;
}
