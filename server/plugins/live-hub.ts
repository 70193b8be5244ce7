/* The process's live hub (lib/live-hub.ts, decision 190), started once and shared: the SSE route
   tells the clients, the first-download snapshots (decision 364) rebuild after a change. */
import fp from 'fastify-plugin';
import { startLiveHub } from '../lib/live-hub.ts';

export const liveHubPlugin = fp(async (app) => {
  const hub = await startLiveHub(app.database);
  app.decorate('liveHub', hub);
  app.addHook('onClose', async () => { await hub.close(); });
}, { name: 'live-hub', dependencies: ['db'] });
