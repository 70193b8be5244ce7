/* Decision 355 on the real server: while a list's newest rows (`?recentes=`) are being answered, a
   streamed download (`?formato=ndjson`) reads no page, so on PGlite (one statement at a time) the
   head's statements do not wait behind 5,000-row pages. Here a stream of three pages is asked
   first, and a head once its first page was read: the head is answered before the next page. */
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { uuidv7 } from 'uuidv7';
import { categorias } from '../../server/db/schema.ts';
import { STREAM_PAGE } from '../../server/sync/pull.ts';
import { usarServidorReal } from './real-server.ts';
import { semearComprasParceladas } from './cenarios/compras-parceladas.ts';

const uso = usarServidorReal();

describe('the server answers a head ahead of the streams (decision 355)', () => {
  it('a stream asked before a head reads its pages only once the head was answered', { timeout: 120_000 }, async () => {
    await semearComprasParceladas(uso, uuidv7(), ['2025-05-05']);
    const ids = Array.from({ length: STREAM_PAGE * 2 + 17 }, () => uuidv7());
    for (let i = 0; i < ids.length; i += 1000) {
      await uso.server.database.db.insert(categorias).values(ids.slice(i, i + 1000).map((id, j) => ({ id, descricao: `Categoria ${i + j}` })));
    }
    // The statements as the server ran them (PGlite: one at a time), told apart by their answers.
    // The head leaves once the stream's first page was read; its rows statement is held (a slow
    // head, as on a loaded server) until the stream starts another page, or 300 ms at most.
    const db = uso.server.app.db;
    const execute = db.execute.bind(db);
    const sqlOf = (query: unknown) => (db as unknown as { dialect: { sqlToQuery(q: unknown): { sql: string } } }).dialect.sqlToQuery(query).sql;
    const ran: string[] = [];
    let head: ReturnType<typeof uso.server.call> | null = null;
    let pageStarted: () => void = () => undefined;
    const nextPage = new Promise<void>((resolve) => { pageStarted = resolve; });
    const spy = vi.spyOn(db, 'execute').mockImplementation((async (query: Parameters<typeof execute>[0]) => {
      const text = typeof query === 'string' ? query : sqlOf(query);
      if (text.includes("'recentes'")) await Promise.race([nextPage, new Promise((resolve) => setTimeout(resolve, 300))]);
      if (head && text.includes('AS last')) pageStarted();
      const result = await execute(query);
      const row = (result as { rows?: Record<string, unknown>[] }).rows?.[0];
      if (typeof row?.body === 'string' && row.body.includes('"recentes"')) ran.push('head');
      else if (row && 'rows' in row && 'last' in row) {
        ran.push('page');
        head ??= uso.server.call({ method: 'GET', url: '/api/lancamentos?recentes=100&limit=100' });
      }
      return result;
    }) as typeof db.execute);
    try {
      const s = await uso.server.call({ method: 'GET', url: '/api/categorias?formato=ndjson' });
      expect(s.statusCode, s.body.slice(0, 300)).toBe(200);
      expect(head).not.toBeNull();
      expect((await head!).statusCode).toBe(200);
      expect(ran).toEqual(['page', 'head', 'page', 'page']);
    } finally {
      spy.mockRestore();
    }
  });
});
