/* Decision 355 on the real server: at Entrar, the newest rows of the big lists are asked first and
   their streamed downloads only once those heads were answered (on PGlite the server runs one
   statement at a time: a head sent with the streams waited behind their pages). The engine's pull,
   started at once, still takes the early answers: no list is asked twice. */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { uuidv7 } from 'uuidv7';
import { startFirstDownload } from '../../src/data/pull-early.ts';
import { pullAll } from '../../src/data/pull-all.ts';
import { configureTransport, getTransport } from '../../src/data/transport.ts';
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
      const kind = url.searchParams.has('recentes') ? 'head' : url.searchParams.get('formato') === 'ndjson' ? 'stream' : null;
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
  it('both heads are answered before either stream is asked; the pull started at once asks nothing again', { timeout: 60_000 }, async () => {
    await semearComprasParceladas(uso, uuidv7(), ['2025-03-05']);
    const { events, stop } = recordLists();
    try {
      await startFirstDownload();
      expect(await pullAll(uso.db)).toBe('ok'); // the engine's pull, before the streams even left
      const asked = events.filter((e) => e.startsWith('asked'));
      expect(asked.sort()).toEqual(['asked head lancamentos', 'asked head recebiveis', 'asked stream lancamentos', 'asked stream recebiveis']);
      const firstStream = events.findIndex((e) => e.startsWith('asked stream'));
      expect(events.slice(0, firstStream).sort(), events.join(' → ')).toEqual([
        'answered head lancamentos', 'answered head recebiveis', 'asked head lancamentos', 'asked head recebiveis',
      ]);
      expect(await uso.db.lancamentos.count()).toBe(12);
    } finally {
      stop();
    }
  });
});
