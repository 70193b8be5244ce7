/* Security headers, compression and the built client (dist/) with the SPA fallback.
   Hashed assets are cached for a year; index.html and the service worker are always revalidated
   so a new version is found. /api never falls back to the SPA. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { constants as zlib } from 'node:zlib';
import fp from 'fastify-plugin';
import compress from '@fastify/compress';
import helmet from 'helmet';
import type { HelmetOptions } from 'helmet';
import fastifyStatic from '@fastify/static';
import { msg } from '../../src/domain/messages.ts';
import { pareceApi } from './auth.ts';

const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      // 'wasm-unsafe-eval' lets the barcode reader compile its WebAssembly (decision 224); no JS eval.
      scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      connectSrc: ["'self'"],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
  hsts: false,
};

/**
 * Helmet's headers never vary per request here (no nonces), so they are computed once: helmet
 * per request re-parsed the CSP directives on every call (~3 % of a small list's CPU at 64
 * connections). The values are exactly helmet's (its middleware is run once against a recorder).
 */
export function securityHeaders(options: HelmetOptions = HELMET_OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: unknown) { headers[name.toLowerCase()] = String(value); },
    removeHeader(name: string) { delete headers[name.toLowerCase()]; },
  };
  let failure: unknown = null;
  helmet(options)({} as never, recorder as never, (error?: unknown) => { failure = error ?? null; });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return headers;
}

export const webPlugin = fp(async (app) => {
  const security = securityHeaders();
  // onSend: every answer gets them, including those ended early (401 from auth, 404, errors).
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.headers(security);
    done(null, payload);
  });
  // /api answers are JSON made per request, up to ~69 MB for 100,000 payables: brotli quality 1
  // compresses that in ~0.2 s instead of ~1.3 s at the plugin's default 4, for ~18 % more bytes
  // (5.3 vs 4.5 MB). Static assets keep quality 4 (downloaded once per version). Decision 118.
  // This hook must be added before the plugin's own onRoute hook, which reads `compress`.
  // The plugin's own list plus application/x-ndjson (a first download's rows, decision 330); never SSE.
  const API_COMPRESSIBLE = /^text\/(?!event-stream)|(?:\+|\/)(?:x-nd)?json(?:;|$)|(?:\+|\/)text(?:;|$)|(?:\+|\/)xml(?:;|$)|octet-stream(?:;|$)/u;
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/') && route.compress === undefined) {
      route.compress = { threshold: 1024, brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 1 } }, customTypes: API_COMPRESSIBLE };
    }
  });
  await app.register(compress, { global: true, threshold: 1024 });

  const dist = app.config.distDir;
  const hasDist = existsSync(join(dist, 'index.html'));
  if (hasDist) {
    // The built client's files are public routes (decision 130): marked on their definitions
    // while the static plugin registers them, so the auth hook still decides by route.
    let estatico = true;
    app.addHook('onRoute', (route) => {
      if (estatico) route.config = { ...route.config, public: true };
    });
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      setHeaders(res, path) {
        if (path.includes(`${join(dist, 'assets')}`)) res.header('Cache-Control', 'public, max-age=31536000, immutable');
        else res.header('Cache-Control', 'no-cache');
      },
    });
    estatico = false;
  }

  app.setNotFoundHandler((request, reply) => {
    if (hasDist && request.method === 'GET' && !pareceApi(request.url)) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send({ message: msg.comum.rotaNaoEncontrada });
  });
}, { name: 'web', dependencies: ['auth'] });
