/* GET /api/eventos: live push as Server-Sent Events (decision 190), additive to SPEC §7. Any
   valid session (the auth hook answers 401 before this runs). The stream says only "pull now":
   - `pronto` when it opens (the client pulls once: it may have missed changes while away);
   - `mudanca` with `{"colecoes": [...]}` after another write committed (any process);
   - `ping` every HEARTBEAT_MS, so a client can tell a silent stream from a cut one and proxies
     do not close it as idle; the stream's session is checked again then;
   - a session ended (Sair, Inativo, a new password: decision 131) ends its streams at once,
     without `fim`, in every process: the revocation NOTIFYs FIM_DE_SESSAO (issue 37 item 5);
   - `fim` before the server ends it: after STREAM_MAX_MS (the session is checked again on
     reconnection) or when the server shuts down. */
import type { FastifyInstance } from 'fastify';
import type { ServerResponse } from 'node:http';
import { FIM_DE_SESSAO, fimAlcanca, sessaoAtiva } from '../repositories/sessoes.ts';
import { securityHeaders } from '../plugins/web.ts';

export const HEARTBEAT_MS = 20_000;
export const STREAM_MAX_MS = 10 * 60_000;
/** A client this far behind is gone or stuck: its stream is cut and it catches up on reconnection. */
const MAX_BACKLOG_BYTES = 64 * 1024;

const frame = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

export async function eventosRoutes(app: FastifyInstance) {
  const hub = app.liveHub;
  /** Each open stream and the session it rides on. */
  const streams = new Map<ServerResponse, { sid: string; userId: string }>();
  const headers = {
    ...securityHeaders(),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    // nginx buffers proxied answers unless told not to; a buffered signal arrives too late.
    'x-accel-buffering': 'no',
  };

  const verificar = () => {
    for (const [res, session] of streams) {
      void sessaoAtiva(app.db, session.sid, session.userId).then(
        (open) => (open ? send(res, frame('ping', {})) : res.end()),
        () => send(res, frame('ping', {})), // the database is busy or away: the stream is not the place to decide
      );
    }
  };
  const heartbeat = setInterval(verificar, HEARTBEAT_MS);
  heartbeat.unref();
  // A revocation in any process ends its streams here now, not at the next heartbeat; after a
  // lost connection (ends may have been missed) every stream is checked at once.
  const fins = await app.database.listen(FIM_DE_SESSAO, (payload) => {
    for (const [res, session] of streams) if (fimAlcanca(payload, session.sid, session.userId)) res.end();
  }, verificar);

  function send(res: ServerResponse, text: string): void {
    if (res.writableEnded || res.destroyed) return;
    if (res.writableLength > MAX_BACKLOG_BYTES) {
      res.destroy();
      return;
    }
    res.write(text);
  }

  app.get('/api/eventos', { compress: false, config: { stream: true } }, (request, reply) => {
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, headers);
    // `retry`: EventSource's own reconnection delay, for clients that rely on it.
    res.write(`retry: 2000\n${frame('pronto', {})}`);
    streams.set(res, { sid: request.user!.sid, userId: request.user!.id });
    const unsubscribe = hub.subscribe((colecoes) => send(res, frame('mudanca', { colecoes })));
    // Spread over ±10 % so streams opened together do not all end together.
    const lifetime = setTimeout(() => {
      send(res, frame('fim', {}));
      res.end();
    }, STREAM_MAX_MS * (0.9 + Math.random() * 0.2));
    const cleanup = () => {
      clearTimeout(lifetime);
      unsubscribe();
      streams.delete(res);
    };
    res.on('close', cleanup);
    request.raw.on('close', () => {
      if (!res.writableEnded) res.end();
    });
  });

  // Open streams would keep server.close() waiting for ever.
  app.addHook('onClose', async () => { await fins.close(); });
  app.addHook('preClose', (done) => {
    clearInterval(heartbeat);
    for (const res of streams.keys()) {
      send(res, frame('fim', {}));
      res.end();
    }
    done();
  });
}
