/* LISTEN on PostgreSQL through one dedicated connection (decision 190). A pooled connection
   cannot listen: the pool hands it to other queries and may close it. When the connection
   drops, notifications sent meanwhile are lost, so after each reconnection `onGap` runs and the
   caller treats it as "anything may have changed". */
import pg from 'pg';

export interface Listener {
  close(): Promise<void>;
}

const RETRY_MIN_MS = 250;
const RETRY_MAX_MS = 10_000;

export function listenPostgres(
  connectionString: string,
  channel: string,
  onPayload: (payload: string) => void,
  onGap: () => void,
): Promise<Listener> {
  let closed = false;
  let client: pg.Client | null = null;
  let retry = RETRY_MIN_MS;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const connect = async (first: boolean): Promise<void> => {
    const next = new pg.Client({ connectionString, application_name: 'fluxo-listen' });
    next.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    next.on('error', (error) => {
      console.error('fluxo: escuta do PostgreSQL perdida', error.message);
      drop(next);
    });
    next.on('end', () => drop(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      if (first) throw error;
      schedule();
      return;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    retry = RETRY_MIN_MS;
    if (!first) onGap();
  };

  const drop = (which: pg.Client) => {
    if (client !== which) return;
    client = null;
    void which.end().catch(() => undefined);
    schedule();
  };

  const schedule = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = null;
      void connect(false);
    }, retry);
    retry = Math.min(retry * 2, RETRY_MAX_MS);
  };

  return connect(true).then(() => ({
    close: async () => {
      closed = true;
      if (timer) clearTimeout(timer);
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  }));
}
