/* A handler may answer JSON that is already text (a list body written by the database, see
   lib/pull.ts): wrapped in JsonText it is sent as is, with the usual application/json type,
   instead of being parsed and serialised again. Everything else is JSON.stringify as before. */
import fp from 'fastify-plugin';

export class JsonText {
  constructor(readonly text: string) {}
}

export const jsonTextPlugin = fp(async (app) => {
  app.setReplySerializer((payload) => (payload instanceof JsonText ? payload.text : JSON.stringify(payload)));
}, { name: 'json-text' });
