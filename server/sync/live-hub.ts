/* The server half of live push (decision 190). Every committed write to a synced table makes the
   database NOTIFY 'fluxo_mudancas' with the table's name (migration 0007); the hub listens once
   per process (a dedicated connection on PostgreSQL, so a write made by any process reaches every
   process; PGlite's own connection in this process) and tells its subscribers which lists
   changed. A signal carries no rows: clients pull their delta (GET /api/sincronizacao), which
   stays the one source of data. */
import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';
import type { Listener } from '../db/listen.ts';
import { COLECAO_DA_TABELA } from './colecoes.ts';

export const LIVE_CHANNEL = 'fluxo_mudancas';

/** Notifications arriving this close together go out as one signal (a batch touches several tables). */
export const COALESCE_MS = 25;

/** Every list: a lost connection may have missed any change. */
const EVERY_LIST = [...COLECAO_DA_TABELA.values()].sort();

export type LiveSubscriber = (colecoes: readonly string[]) => void;

export interface LiveHub {
  subscribe(subscriber: LiveSubscriber): () => void;
  readonly size: number;
  close(): Promise<void>;
}

export async function startLiveHub(database: Database): Promise<LiveHub> {
  const subscribers = new Set<LiveSubscriber>();
  const pending = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | null = null;

  const flush = () => {
    timer = null;
    const colecoes = [...pending].sort();
    pending.clear();
    for (const subscriber of [...subscribers]) {
      try {
        subscriber(colecoes);
      } catch (error) {
        console.error('fluxo: aviso de mudança', error);
      }
    }
  };
  const add = (names: readonly string[]) => {
    names.forEach((name) => pending.add(name));
    timer ??= setTimeout(flush, COALESCE_MS);
  };

  const listener: Listener = await database.listen(
    LIVE_CHANNEL,
    (table) => {
      const list = COLECAO_DA_TABELA.get(table);
      if (list) add([list]);
    },
    // The connection was lost for a while: any list may have changed meanwhile.
    () => add(EVERY_LIST),
  );

  return {
    subscribe(subscriber) {
      subscribers.add(subscriber);
      return () => subscribers.delete(subscriber);
    },
    get size() {
      return subscribers.size;
    },
    async close() {
      if (timer) clearTimeout(timer);
      subscribers.clear();
      await listener.close();
    },
  };
}

/* The process's hub, started once and shared: the SSE route tells the clients, the first-download
   snapshots (decision 364) rebuild after a change. */
export const liveHubPlugin = fp(async (app) => {
  const hub = await startLiveHub(app.database);
  app.decorate('liveHub', hub);
  app.addHook('onClose', async () => { await hub.close(); });
}, { name: 'live-hub', dependencies: ['db'] });
