/* The first-download snapshots (lib/pull-instantaneo.ts, decision 364): one cache per process,
   built once the server listens and again after a list changed (the live hub's signal, from any
   process). INSTANTANEOS=desligado turns them off (every first download read live, as before). */
import fp from 'fastify-plugin';
import { Instantaneos } from '../lib/pull-instantaneo.ts';
import { NDJSON_TYPE } from '../lib/pull-ndjson.ts';

export const instantaneosPlugin = fp(async (app) => {
  const cache = new Instantaneos({ db: app.db, contentType: NDJSON_TYPE, log: app.log, ligado: app.config.instantaneos !== false });
  app.decorate('instantaneos', cache);
  const unsubscribe = app.liveHub.subscribe((colecoes) => cache.mudaram(colecoes));
  // Built after listen, in the background: the server answers meanwhile (a first download
  // arriving then reads the build in progress).
  app.addHook('onListen', async () => {
    void cache.aquecer().catch((error: unknown) => app.log.error({ err: error }, 'snapshots not built'));
  });
  app.addHook('preClose', async () => {
    unsubscribe();
    cache.close();
  });
}, { name: 'instantaneos', dependencies: ['db', 'live-hub'] });
