/* buildApp() assembles the server apart from listen(), so tests drive it with app.inject().
   Layers: external plugins → app plugins (db, auth, errors, web) → routes. */
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { authPlugin } from './plugins/auth.ts';
import { automacaoPlugin } from './plugins/automacao.ts';
import { backupPlugin } from './plugins/backup.ts';
import { dbPlugin } from './plugins/db.ts';
import { clientErrorHandler, errorsPlugin, frameworkErrors } from './plugins/errors.ts';
import { httpSegurancaPlugin } from './plugins/http-seguranca.ts';
import { headsFirstPlugin } from './sync/heads-first.ts';
import { idempotencyPrunePlugin } from './plugins/idempotency-prune.ts';
import { inputGuardPlugin } from './plugins/input-guard.ts';
import { instantaneosPlugin } from './sync/instantaneo.ts';
import { jsonTextPlugin } from './sync/json-text.ts';
import { liveHubPlugin } from './sync/live-hub.ts';
import { webPlugin } from './plugins/web.ts';
import { loggerOptions } from './lib/log-redact.ts';
import './plugins/types.ts';
import { authRoutes } from './routes/auth.ts';
import { healthRoutes } from './routes/health.ts';
import { apiRoutes } from './routes/index.ts';
import { instalarLimiteImportacoes } from './lib/limite-importacoes.ts';

export const MAX_UPLOAD_BYTES = 300 * 1024 * 1024;

export interface BuildOptions {
  config: Config;
  /** An already-open database (tests share one); otherwise opened from config. */
  database?: Database;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: NodeJS.WritableStream;
  /** Sees every route as it is registered (tests enumerate the routes this way). */
  onRoute?: (route: { method: string | string[]; url: string; config?: { stream?: boolean } }) => void;
}

export async function buildApp({ config, database, logStream, onRoute }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // Secrets never reach a log line (decision 133).
    logger: config.logger || logStream ? { ...loggerOptions(), ...(logStream ? { stream: logStream } : {}) } : false,
    bodyLimit: 5 * 1024 * 1024,
    // X-Forwarded-* are believed only from the proxies TRUST_PROXY names (decision 132).
    trustProxy: config.trustProxy,
    // A stored receipt name (≤ 255 characters, each up to 12 when percent-encoded) must always
    // fit its download URL; find-my-way's default of 100 refused names over ~71 characters.
    routerOptions: { maxParamLength: 4096 },
    frameworkErrors,
    clientErrorHandler,
    // Opening PGlite and running migrations can take well over Fastify's 10 s default on a busy
    // machine; a slow start is better than a failed one.
    pluginTimeout: 120_000,
  });
  app.decorate('config', config);
  instalarLimiteImportacoes(app, config.importacoes);
  if (onRoute) app.addHook('onRoute', (route) => onRoute({ method: route.method, url: route.url, config: { stream: route.config?.stream === true } }));

  await app.register(errorsPlugin);
  await app.register(jsonTextPlugin);
  await app.register(inputGuardPlugin);
  await app.register(formbody);
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 100, fields: 200, fieldSize: 1024 * 1024 } });
  await app.register(dbPlugin, database ? { database } : {});
  await app.register(httpSegurancaPlugin);
  await app.register(headsFirstPlugin);
  await app.register(liveHubPlugin);
  await app.register(instantaneosPlugin);
  await app.register(idempotencyPrunePlugin);
  await app.register(automacaoPlugin);
  await app.register(authPlugin);
  await app.register(webPlugin);
  // After auth: its route is a Gestor route like any other.
  await app.register(backupPlugin);

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(apiRoutes);
  return app;
}
