/* Idempotency keys are kept IDEMPOTENCY_TTL_DAYS days (default 90, decision 140): long past any
   retry an offline device can still send, short enough that the table does not grow forever.
   Pruned once when the server is ready and then every hour, in bounded slices
   (repositories/idempotency.ts). A failed prune is logged and tried again next time. */
import fp from 'fastify-plugin';
import { DEFAULT_IDEMPOTENCY_TTL_DAYS } from '../config.ts';
import { pruneKeys } from '../repositories/idempotency.ts';

const EVERY_MS = 60 * 60 * 1000;

export const idempotencyPrunePlugin = fp(async (app) => {
  const days = app.config.idempotencyTtlDays ?? DEFAULT_IDEMPOTENCY_TTL_DAYS;
  let running: Promise<void> | null = null;
  const prune = () => {
    running ??= pruneKeys(app.db, days)
      .then((removed) => { if (removed) app.log.info({ removed, days }, 'idempotency keys pruned'); })
      .catch((error: unknown) => { app.log.error({ err: error }, 'idempotency prune failed'); })
      .finally(() => { running = null; });
    return running;
  };
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    await prune();
    timer = setInterval(() => { void prune(); }, EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}, { name: 'idempotency-prune', dependencies: ['db'] });
