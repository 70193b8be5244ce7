/* Heads before streams (decision 355). A device's first sign-in asks, at once, each big list's
   newest rows (`?recentes=`, decision 291) and its streamed download (`?formato=ndjson`, decision
   330). On PGlite the server runs one statement at a time, so the head's few statements (session,
   agenda, dates, rows) each waited behind a 5,000-row page of the streams, and the newest page
   painted that much later. So while any head is being answered in this process, a stream reads its
   next page only once no head is in flight (HEAD_GATE_MS at most: a stuck head delays nothing for
   long). The streams are only held between pages; other requests are not held at all.
   Only on PGlite: PostgreSQL answers a head on another connection beside the streams, and a busy
   server's stream of heads from many users must not slow everyone's first download. */
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export const HEAD_GATE_MS = 1_000;

export class HeadsFirst {
  private inFlight = 0;
  private idle: Promise<void> | null = null;
  private release: () => void = () => undefined;

  /** A head begins; call the answer once it ended (again: no effect). */
  begin(): () => void {
    if (this.inFlight++ === 0) this.idle = new Promise((resolve) => { this.release = resolve; });
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      if (--this.inFlight > 0) return;
      this.idle = null;
      this.release();
    };
  }

  /** Resolves once no head is in flight, or after HEAD_GATE_MS. */
  async beforePage(): Promise<void> {
    if (!this.idle) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([this.idle, new Promise((resolve) => { timer = setTimeout(resolve, HEAD_GATE_MS); })]);
    clearTimeout(timer);
  }
}

const gates = new WeakMap<object, HeadsFirst>();

/** This server's gate: one per app (per process), by its database (the same in every route's context). */
export function headsFirstOf(app: FastifyInstance): HeadsFirst {
  let gate = gates.get(app.db);
  if (!gate) gates.set(app.db, gate = new HeadsFirst());
  return gate;
}

const ends = new WeakMap<FastifyRequest, () => void>();

export const headsFirstPlugin = fp(async (app) => {
  if (app.database.kind !== 'pglite') return;
  const gate = headsFirstOf(app);
  app.addHook('onRequest', async (request) => {
    if (request.method === 'GET' && (request.query as Record<string, unknown>).recentes !== undefined) ends.set(request, gate.begin());
  });
  const end = async (request: FastifyRequest) => { ends.get(request)?.(); };
  app.addHook('onResponse', end);
  app.addHook('onRequestAbort', end);
}, { name: 'heads-first' });
