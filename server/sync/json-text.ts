/* A handler may answer JSON that is already text (a list body written by the database, see
   sync/pull.ts): wrapped in JsonText it is sent as is, with the usual application/json type,
   instead of being parsed and serialised again. Everything else is JSON.stringify as before. */
import { Readable } from 'node:stream';
import fp from 'fastify-plugin';

export class JsonText {
  constructor(readonly text: string) {}
}

/**
 * JSON text written piece by piece (a streamed full list, sync/pull.ts): sent as a stream with
 * the application/json type, compressed as any other answer.
 */
export class JsonStream extends Readable {
  /** application/x-ndjson for a first download's row-per-line body (sync/ndjson.ts). */
  constructor(pieces: AsyncIterable<string>, readonly contentType = 'application/json; charset=utf-8') {
    const iterator = pieces[Symbol.asyncIterator]();
    super({
      read() {
        iterator.next().then(
          (next) => { this.push(next.done ? null : Buffer.from(next.value)); },
          (error: unknown) => { this.destroy(error instanceof Error ? error : new Error(String(error))); },
        );
      },
      // A client gone mid-list: the generator stops at its next page.
      destroy(error, done) {
        void iterator.return?.();
        done(error);
      },
    });
  }
}

/** A body already compressed: sent as is, with its encoding (the plugin below sets the headers). */
export class PreCompressed extends Readable {
  constructor(readonly encoding: 'br', readonly contentType: string, readonly origem: 'cache' | 'build', read: (stream: PreCompressed) => void) {
    super({ read: () => read(this) });
  }
}

export const jsonTextPlugin = fp(async (app) => {
  app.setReplySerializer((payload) => (payload instanceof JsonText ? payload.text : JSON.stringify(payload)));
  app.addHook('onSend', async (_request, reply, payload) => {
    if (payload instanceof JsonStream) reply.type(payload.contentType);
    if (payload instanceof PreCompressed) {
      // A first-download snapshot (decision 364): already brotli, so the compress plugin passes it.
      reply.type(payload.contentType);
      reply.header('content-encoding', payload.encoding);
      reply.header('vary', 'Accept-Encoding');
      reply.header('x-fluxo-instantaneo', payload.origem);
    }
    return payload;
  });
}, { name: 'json-text' });
