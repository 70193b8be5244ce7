/* Who may reach what is decided by the MATCHED route, never by the raw URL (issue 11, decision
   130): every registered route needs an open session unless its definition carries
   `config: { public: true }` (login, logout, health, the built client's files). A request no
   route matched is answered by the not-found handler: anonymous callers on a path that spells
   /api in any way get 401 and learn nothing; other paths get the SPA's index.html or a 404.
   The token is accepted as `Authorization: Bearer` or as the `token` cookie (same-origin calls,
   and the service worker's replays, which cannot set headers from the page's cookie). */
import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';
import { msg } from '../../src/domain/messages.ts';
import { verifyToken } from '../lib/jwt.ts';
import type { TokenClaims } from '../lib/jwt.ts';
import { currentBatch } from '../lib/mutation-batch.ts';
import { sessaoAtiva, sessaoNoLote } from '../repositories/sessoes.ts';
import type { RotaRegistrada } from './types.ts';

export const TOKEN_COOKIE = 'token';

function readToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) {
    const value = header.slice(7).trim();
    if (value && value !== 'null' && value !== 'undefined') return value;
  }
  return request.cookies[TOKEN_COOKIE] || undefined;
}

/** The token's claims when its signature is valid (the session may still be closed). */
export async function tokenClaims(request: FastifyRequest): Promise<TokenClaims | null> {
  const token = readToken(request);
  return token ? verifyToken(token, request.server.config.jwtSecret) : null;
}

/**
 * Whether a URL no route matched may be meant as the API: percent-decoded (repeatedly), dot
 * segments resolved, slashes collapsed, `;` parameters dropped and case folded. Such a path never
 * falls back to the SPA and is 401 for anonymous callers.
 */
export function pareceApi(url: string): boolean {
  let path = url.split('?')[0] ?? '';
  for (let i = 0; i < 4; i++) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return true; // malformed encoding: nothing a browser asks for a page
    }
    if (decoded === path) break;
    path = decoded;
  }
  path = path.replace(/\\/g, '/').replace(/;[^/]*/g, '').replace(/\/{2,}/g, '/');
  try {
    path = new URL(path.startsWith('/') ? path : `/${path}`, 'http://x').pathname;
  } catch {
    return true;
  }
  path = path.toLowerCase().replace(/\/{2,}/g, '/');
  return path === '/api' || path.startsWith('/api/');
}

export const authPlugin = fp(async (app) => {
  await app.register(cookie);
  app.decorateRequest('user', null);

  // Every route the server registers, for the route-table test and the startup check below.
  const rotas: RotaRegistrada[] = [];
  app.decorate('rotasRegistradas', rotas);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const config = route.config as { public?: unknown; gestor?: unknown } | undefined;
    const publica = config?.public === true;
    const gestor = config?.gestor === true;
    for (const method of methods) rotas.push({ method: String(method), url: route.url, publica, gestor });
  });

  app.addHook('onRequest', async (request, reply) => {
    const matched = request.routeOptions.url !== undefined;
    if (matched && request.routeOptions.config?.public === true) return;
    if (!matched && !pareceApi(request.url)) return;
    const claims = await tokenClaims(request);
    // Inside POST /api/lote the batch's transaction holds PGlite's one connection: ask through it,
    // and keep the answer only for this attempt of the batch (the transaction may roll back).
    const batch = currentBatch();
    const sessao = !claims ? null : batch ? await sessaoNoLote(batch.tx, claims.sid, claims.id) : await sessaoAtiva(app.db, claims.sid, claims.id);
    if (claims && sessao) {
      request.user = { id: claims.id, name: claims.name, login: claims.login, sid: claims.sid, admin: sessao.admin };
      // The Gestor area (decision 232): marked on the matched route, only for administrators.
      if (matched && request.routeOptions.config?.gestor === true && !sessao.admin) {
        return reply.code(403).send({ message: msg.perfis.somenteGestor });
      }
      return;
    }
    // Unknown /api routes still answer 404 to signed-in users; anonymous callers learn nothing.
    return reply.code(401).send({ message: msg.comum.naoAutenticado });
  });
}, { name: 'auth' });
