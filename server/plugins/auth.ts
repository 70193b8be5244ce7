/* Every /api route needs a valid session except those marked `config: { public: true }`.
   The token is accepted as `Authorization: Bearer` or as the `token` cookie (same-origin calls,
   and the service worker's replays, which cannot set headers from the page's cookie). */
import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';
import { msg } from '../../src/domain/messages.ts';
import { verifyToken } from '../lib/jwt.ts';
import type { AuthUser } from './types.ts';

export const TOKEN_COOKIE = 'token';

function readToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) {
    const value = header.slice(7).trim();
    if (value && value !== 'null' && value !== 'undefined') return value;
  }
  return request.cookies[TOKEN_COOKIE] || undefined;
}

export const authPlugin = fp(async (app) => {
  await app.register(cookie);
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const token = readToken(request);
    const user: AuthUser | null = token ? await verifyToken(token, app.config.jwtSecret) : null;
    request.user = user;
    if (user || request.routeOptions.config?.public) return;
    // Unknown /api routes still answer 404 to signed-in users; anonymous callers learn nothing.
    return reply.code(401).send({ message: msg.comum.naoAutenticado });
  });
}, { name: 'auth' });
