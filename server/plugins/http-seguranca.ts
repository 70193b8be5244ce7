/* HTTP defences of issue 11 item 8 (decision 134):
   - a state-changing request (POST, PUT, PATCH, DELETE) whose Origin — or, lacking it, Referer —
     names another host is refused with 403 before any handler or session check runs. The session
     cookie is SameSite=Strict already; this is the second wall. Requests with neither header
     (API clients with a Bearer token, curl) pass: a browser always sends Origin on such a
     cross-site request.
   - answers of /api carry `Cache-Control: no-store` (private data must not stay in shared or
     disk caches), unless a route set its own;
   - under HTTPS (TLS here, or X-Forwarded-Proto from a trusted proxy: TRUST_PROXY) every answer
     carries Strict-Transport-Security. */
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { msg } from '../../src/domain/messages.ts';
import { pareceApi } from './auth.ts';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const HSTS = 'max-age=31536000; includeSubDomains';

/** Whether the request's Origin (or Referer) names this server's host; true when it names none. */
export function mesmaOrigem(request: FastifyRequest): boolean {
  const origin = request.headers.origin ?? request.headers.referer;
  if (origin === undefined || origin === '') return true;
  if (origin === 'null') return false; // sandboxed frames, file: pages, some redirects
  try {
    const from = new URL(origin);
    // request.host is the Host header, or X-Forwarded-Host when the proxy is trusted; parsed with
    // the origin's scheme so a default port (:80, :443) compares equal to none.
    return from.host === new URL(`${from.protocol}//${request.host}`).host;
  } catch {
    return false;
  }
}

export const httpSegurancaPlugin = fp(async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    if (!UNSAFE.has(request.method) || mesmaOrigem(request)) return;
    return reply.code(403).send({ message: msg.seguranca.origemRecusada });
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const url = request.routeOptions.url;
    const api = url !== undefined ? url.startsWith('/api') : pareceApi(request.url);
    if (api && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    return payload;
  });
}, { name: 'http-seguranca' });
