/* Decision 355 on the real server: at Entrar, the newest rows of the big lists are asked first and
   their streamed downloads right after (the server answers a head ahead of the streams' pages:
   heads-first.test.ts); a head is announced as soon as it is answered, and the engine's pull, started at once, takes the
   early answers: no list is asked twice. */
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { uuidv7 } from 'uuidv7';
import { listen } from '../../src/data/sync/changes.ts';
import { startFirstDownload } from '../../src/data/sync/pull-early.ts';
import { ESPERA_GRANDES_MS, pullAll } from '../../src/data/sync/pull-all.ts';
import { configureTransport, getTransport } from '../../src/data/sync/transport.ts';
import { usarServidorReal } from './real-server.ts';
import { semearComprasParceladas } from './cenarios/compras-parceladas.ts';

const uso = usarServidorReal();

/** Records, in order, when each list request leaves and when its answer arrives. */
function recordLists(): { events: string[]; stop: () => void } {
  const inner = getTransport();
  const events: string[] = [];
  configureTransport({
    fetch: async (input, init) => {
      const url = new URL(input);
      const list = url.pathname.replace('/api/', '');
      const kind = url.searchParams.has('recentes') ? 'head' : url.searchParams.get('formato') === 'colunas' ? 'stream' : null;
      if (!kind || (list !== 'lancamentos' && list !== 'recebiveis')) return inner.fetch(input, init);
      events.push(`asked ${kind} ${list}`);
      const response = await inner.fetch(input, init);
      events.push(`answered ${kind} ${list}`);
      return response;
    },
  });
  return { events, stop: () => configureTransport({ fetch: inner.fetch }) };
}

describe('the first download at Entrar asks the heads first (decision 355)', () => {
  it('both heads are asked before either stream; the pull started at once asks nothing again', { timeout: 60_000 }, async () => {
    await semearComprasParceladas(uso, uuidv7(), ['2025-03-05']);
    const { events, stop } = recordLists();
    try {
      await startFirstDownload();
      expect(await pullAll(uso.db)).toBe('ok');
      const asked = events.filter((e) => e.startsWith('asked'));
      expect(asked).toEqual(['asked head lancamentos', 'asked head recebiveis', 'asked stream lancamentos', 'asked stream recebiveis']);
      expect(await uso.db.lancamentos.count()).toBe(12);
    } finally {
      stop();
    }
  });

  it('a head asked at Entrar is announced as soon as it is answered, with no pull started', { timeout: 60_000 }, async () => {
    await semearComprasParceladas(uso, uuidv7(), ['2025-04-05']);
    const heads: { table: string; rows: number }[] = [];
    const stop = listen((event) => { if (event.type === 'head' && event.user === uso.db.userId) heads.push({ table: event.table, rows: event.rows.length }); });
    try {
      await startFirstDownload();
      const total = (await uso.linhas('/api/lancamentos', 'lancamentos')).length; // fewer than a head's 100
      await vi.waitFor(() => expect(heads).toContainEqual({ table: 'lancamentos', rows: total }));
      const before = uso.server.requests.length;
      expect(await pullAll(uso.db)).toBe('ok');
      expect(uso.server.requests.slice(before).filter((r) => r.path === '/api/lancamentos')).toEqual([]); // head and stream taken
    } finally {
      stop();
    }
  });

  it('a first download pulls the payables and receivables before the other lists', { timeout: 60_000 }, async () => {
    await semearComprasParceladas(uso, uuidv7(), ['2025-06-05']);
    const grandes = (await uso.linhas('/api/lancamentos', 'lancamentos')).length + (await uso.linhas('/api/recebiveis', 'recebiveis')).length;
    const before = uso.server.requests.length;
    // How many requests had been made when the two downloads were read whole (every row parsed).
    let lidos = -1;
    expect(await pullAll(uso.db, { onProgress: ({ done }) => { if (lidos < 0 && done >= grandes) lidos = uso.server.requests.length - before; } })).toBe('ok');
    const gets = uso.server.requests.slice(before).filter((r) => r.method === 'GET').map((r) => r.path);
    // The two heads first, then the two lists' downloads; ONE request for every small list
    // (decision 456), only once both streams were read: beside them it slowed the payables'.
    expect(gets.slice(0, 2)).toEqual(['/api/lancamentos', '/api/recebiveis']);
    expect([...gets.slice(2, 4)].sort()).toEqual(['/api/lancamentos', '/api/recebiveis']);
    expect(gets.slice(4)).toEqual(['/api/sincronizacao']);
    expect(lidos).toBeGreaterThan(0);
    expect(uso.server.requests.slice(before).findIndex((r) => r.path === '/api/sincronizacao')).toBeGreaterThanOrEqual(lidos);
  });

  it('on a slow connection the small lists do not wait for the payables\' stream longer than ESPERA_GRANDES_MS', { timeout: 60_000 }, async () => {
    await semearComprasParceladas(uso, uuidv7(), ['2025-07-05']);
    const inner = getTransport();
    let pedida: () => void = () => undefined;
    const sincronizacao = new Promise<void>((resolve) => { pedida = resolve; });
    const events: string[] = [];
    // The payables' stream is answered only once the small lists were asked for (or after 20 s).
    configureTransport({
      fetch: async (input, init) => {
        const url = new URL(input);
        if (url.pathname === '/api/sincronizacao') { events.push('sincronizacao'); pedida(); }
        if (url.pathname === '/api/lancamentos' && url.searchParams.get('formato') === 'colunas') {
          await Promise.race([sincronizacao, new Promise((resolve) => setTimeout(resolve, 20_000))]);
          events.push('stream answered');
        }
        return inner.fetch(input, init);
      },
    });
    try {
      const started = Date.now();
      expect(await pullAll(uso.db)).toBe('ok');
      expect(events.slice(0, 2)).toEqual(['sincronizacao', 'stream answered']);
      expect(Date.now() - started).toBeGreaterThanOrEqual(ESPERA_GRANDES_MS - 100);
      expect(Date.now() - started).toBeLessThan(20_000);
    } finally {
      configureTransport({ fetch: inner.fetch });
    }
  });
});
