/* Decision 450: a big list stored packed (sync/paginas.ts). Pages hold the rows, the tab's memory
   is the index; a write rewrites only its pages; another context's write, or an aborted one, is
   never hidden by the cache. */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FluxoDb } from '../../src/data/db.ts';
import { LINHAS_POR_PAGINA } from '../../src/data/sync/paginas-estado.ts';
import { LINHAS_DA_CABECA } from '../../src/data/sync/paginas-cabeca.ts';
import type { LocalRow } from '../../src/data/wire.ts';
import { COLLECTION_SPECS } from '../../src/data/collections.ts';
import { comparatorFor } from '../../src/data/live-load.ts';

let n = 0;
const abertos: FluxoDb[] = [];
function abrir(nome: string): FluxoDb {
  const db = new FluxoDb(nome);
  abertos.push(db);
  return db;
}
afterEach(async () => {
  for (const db of abertos.splice(0)) await db.delete().catch(() => undefined);
});

const linha = (i: number, extra: Partial<LocalRow> = {}): LocalRow => ({
  id: `id-${String(i).padStart(6, '0')}`, id_titulo: `t-${Math.floor(i / 2)}`, data: `2026-01-${String((i % 28) + 1).padStart(2, '0')}`,
  vencimento: `2026-02-${String((i % 28) + 1).padStart(2, '0')}`, valor: i, ...extra,
});

type Registro = { n: number; rows: LocalRow[] };
const paginas = async (db: FluxoDb) => ((await db.table('paginas_lancamentos').toArray()) as Registro[]).filter((p) => p.n >= 0);

describe('a big list stored packed', () => {
  it('keeps pages written bigger by an older build (2,000 rows, decision 454): their rows stay, a new row goes to a new page', async () => {
    const nome = `pag-${++n}`;
    const db = abrir(nome);
    await db.open();
    const velhas = Array.from({ length: 4 * LINHAS_POR_PAGINA }, (_, i) => linha(i));
    await db.table('paginas_lancamentos').bulkPut([{ n: -1, rows: [], versao: 'v-antiga' }, { n: 0, rows: velhas }]);
    db.close();
    const depois = abrir(nome);
    await depois.lancamentos.update('id-000003', { valor: 7 });
    await depois.lancamentos.put(linha(velhas.length) as never);
    expect((await paginas(depois)).map((p) => [p.n, p.rows.length])).toEqual([[0, velhas.length], [1, 1]]);
    expect(await depois.lancamentos.get('id-000003')).toMatchObject({ valor: 7 });
    expect(await depois.lancamentos.count()).toBe(velhas.length + 1);
  });

  it('keeps its rows in pages of LINHAS_POR_PAGINA; an update rewrites its page only; a new row goes to the last page with room', async () => {
    const db = abrir(`pag-${++n}`);
    const total = LINHAS_POR_PAGINA + 10;
    await db.lancamentos.bulkPut(Array.from({ length: total }, (_, i) => linha(i)) as never);
    expect((await paginas(db)).map((p) => p.rows.length)).toEqual([LINHAS_POR_PAGINA, 10]);
    const antes = await paginas(db);
    await db.lancamentos.update('id-000001', { valor: 999 });
    const depois = await paginas(db);
    expect(depois[1]).toEqual(antes[1]); // the other page was not rewritten with anything new
    expect(depois[0]!.rows.find((r) => r.id === 'id-000001')?.valor).toBe(999);
    await db.lancamentos.put(linha(total) as never);
    expect((await paginas(db)).map((p) => p.rows.length)).toEqual([LINHAS_POR_PAGINA, 11]);
    // Deleting every row of a page removes the record.
    await db.lancamentos.bulkDelete(Array.from({ length: 11 }, (_, i) => linha(LINHAS_POR_PAGINA + i).id));
    expect((await paginas(db)).map((p) => p.rows.length)).toEqual([LINHAS_POR_PAGINA]);
    expect(await db.lancamentos.count()).toBe(LINHAS_POR_PAGINA);
  });

  it('answers lookups as Dexie did: by id, by field, by date range (inclusive bounds), first match; reads are copies', async () => {
    const db = abrir(`pag-${++n}`);
    await db.lancamentos.bulkPut(Array.from({ length: 60 }, (_, i) => linha(i)) as never);
    expect(await db.lancamentos.where('id_titulo').equals('t-3').primaryKeys()).toEqual(['id-000006', 'id-000007']);
    expect((await db.lancamentos.where('id_titulo').anyOf(['t-0', 't-29']).toArray()).map((r) => r.id)).toEqual(['id-000000', 'id-000001', 'id-000058', 'id-000059']);
    const faixa = await db.lancamentos.where('vencimento').between('2026-02-01', '2026-02-02', true, true).toArray();
    expect(faixa.map((r) => r.id).sort()).toEqual(['id-000000', 'id-000001', 'id-000028', 'id-000029', 'id-000056', 'id-000057']);
    expect((await db.lancamentos.filter((r) => r.valor === 42).first())?.id).toBe('id-000042');
    const lida = (await db.lancamentos.get('id-000005'))!;
    (lida as LocalRow).valor = -1;
    expect((await db.lancamentos.get('id-000005'))?.valor).toBe(5);
  });

  it('another context\'s write is seen at once: the version read in each transaction invalidates the cache', async () => {
    const nome = `pag-${++n}`;
    const a = abrir(nome);
    const b = abrir(nome);
    await a.lancamentos.bulkPut([linha(1), linha(2)] as never);
    expect(await b.lancamentos.count()).toBe(2); // b reads and caches
    await a.lancamentos.put(linha(3) as never);
    await a.lancamentos.delete('id-000001');
    expect((await b.lancamentos.toArray()).map((r) => r.id)).toEqual(['id-000002', 'id-000003']);
    // And b's write on top of it keeps a's rows.
    await b.lancamentos.put(linha(4) as never);
    expect((await a.lancamentos.toArray()).map((r) => r.id).sort()).toEqual(['id-000002', 'id-000003', 'id-000004']);
  });

  it('reads its pages back one request a page (each decodes in its own task, not the whole list in one)', async () => {
    const nome = `pag-${++n}`;
    const a = abrir(nome);
    await a.lancamentos.bulkPut(Array.from({ length: 2 * LINHAS_POR_PAGINA + 5 }, (_, i) => linha(i)) as never);
    const b = abrir(nome);
    const loja = b.table('paginas_lancamentos');
    const gets = vi.spyOn(loja, 'get');
    const toArray = vi.spyOn(loja, 'toArray');
    expect(await b.lancamentos.count()).toBe(2 * LINHAS_POR_PAGINA + 5);
    // Pages 0, 1 and 2, each its own request (besides the version record); never every page at once.
    expect(gets.mock.calls.map((c) => c[0] as unknown).filter((k) => Number(k) >= 0)).toEqual([0, 1, 2]);
    expect(toArray).not.toHaveBeenCalled();
  });

  it('readers asking at once while the pages are read wait for that read instead of each reading every page', async () => {
    const nome = `pag-${++n}`;
    const a = abrir(nome);
    await a.lancamentos.bulkPut(Array.from({ length: 2 * LINHAS_POR_PAGINA + 5 }, (_, i) => linha(i)) as never);
    const b = abrir(nome);
    const gets = vi.spyOn(b.table('paginas_lancamentos'), 'get');
    // A reload: the list's store, the bell's subset and a lookup, all at once.
    const [count, rows, one, aguardando] = await Promise.all([
      b.lancamentos.count(), b.lancamentos.toArray(), b.lancamentos.get('id-000007'), b.lancamentos.vista('aguardando'),
    ]);
    expect([count, rows.length, one?.valor, aguardando.length]).toEqual([2 * LINHAS_POR_PAGINA + 5, 2 * LINHAS_POR_PAGINA + 5, 7, 0]);
    expect(gets.mock.calls.filter((c) => (c[0] as unknown) === 0)).toHaveLength(1);
    // Another context's write is still seen by the next reader.
    await a.lancamentos.put(linha(1, { valor: 555 }) as never);
    expect((await b.lancamentos.get('id-000001'))?.valor).toBe(555);
  });

  it('the head record is read while the pages are, not after them (a reload paints it first: issue 36)', async () => {
    const nome = `pag-${++n}`;
    const a = abrir(nome);
    await a.lancamentos.bulkPut(Array.from({ length: 4 * LINHAS_POR_PAGINA }, (_, i) => linha(i)) as never);
    const b = abrir(nome);
    const fim: string[] = [];
    // Another reader (the bell) starts the read of every page first; the list's store then asks for the head.
    const todas = b.lancamentos.count().then(() => fim.push('páginas'));
    const cabeca = b.lancamentos.cabeca().then((c) => fim.push(`cabeça ${c?.total}`));
    await Promise.all([todas, cabeca]);
    expect(fim).toEqual([`cabeça ${4 * LINHAS_POR_PAGINA}`, 'páginas']);
  });

  it('after a reload a kept subset is the head record written with the pages, never one of another version', async () => {
    const nome = `pag-${++n}`;
    const a = abrir(nome);
    await a.lancamentos.bulkPut([linha(1), linha(2, { aprovacao: 'Aguardando aprovação' }), linha(3)] as never);
    const loja = a.table('paginas_lancamentos');
    const guardada = (await loja.get(-2)) as { versao?: string; vistas: Record<string, LocalRow[]> };
    expect(guardada.versao).toBe(((await loja.get(-1)) as { versao?: string }).versao);
    // A marker only the stored record holds: a reader that computes the subset cannot return it.
    await loja.put({ ...guardada, vistas: { aguardando: [linha(99)] } });
    expect((await abrir(nome).lancamentos.vista('aguardando')).map((r) => r.id)).toEqual(['id-000099']);
    // A record of another version (an older build's, written without one) is computed from the rows.
    await loja.put({ ...guardada, versao: undefined, vistas: { aguardando: [linha(99)] } });
    expect((await abrir(nome).lancamentos.vista('aguardando')).map((r) => r.id)).toEqual(['id-000002']);
    // And the next write keeps a right head from the one read.
    const b = abrir(nome);
    expect((await b.lancamentos.vista('aguardando')).map((r) => r.id)).toEqual(['id-000002']);
    await b.lancamentos.update('id-000003', { aprovacao: 'Aguardando aprovação' });
    expect((await abrir(nome).lancamentos.vista('aguardando')).map((r) => r.id)).toEqual(['id-000003', 'id-000002']);
  });

  it('a write in a transaction that aborts leaves neither the pages nor the cache changed', async () => {
    const db = abrir(`pag-${++n}`);
    await db.lancamentos.bulkPut([linha(1), linha(2)] as never);
    await expect(db.transaction('rw', [db.loja('lancamentos'), db.outbox], async () => {
      await db.lancamentos.update('id-000001', { valor: 500 });
      await db.lancamentos.put(linha(9) as never);
      throw new Error('desfeita');
    })).rejects.toThrow('desfeita');
    expect((await db.lancamentos.get('id-000001'))?.valor).toBe(1);
    expect(await db.lancamentos.get('id-000009')).toBeUndefined();
    expect(await db.lancamentos.count()).toBe(2);
  });

  it('keeps a head record: the newest rows in the list\'s order and the total, after every kind of write (issue 36: a reload paints it first)', async () => {
    const db = abrir(`pag-${++n}`);
    expect(await db.lancamentos.cabeca()).toBeUndefined();
    const rows = Array.from({ length: 300 }, (_, i) => linha(i, { data: `2026-${String((i % 12) + 1).padStart(2, '0')}-01` }));
    await db.lancamentos.bulkPut(rows as never);
    const esperada = (lista: LocalRow[]) => [...lista].sort((x, y) => (x.data! < y.data! ? 1 : x.data! > y.data! ? -1 : x.id < y.id ? 1 : -1)).slice(0, LINHAS_DA_CABECA).map((r) => r.id);
    let cabeca = (await db.lancamentos.cabeca())!;
    expect(cabeca.total).toBe(300);
    expect(cabeca.rows.map((r) => r.id)).toEqual(esperada(rows));
    // An update that makes a row the newest, a delete of the newest, and a replace.
    await db.lancamentos.update('id-000000', { data: '2027-01-01' });
    cabeca = (await db.lancamentos.cabeca())!;
    expect(cabeca.rows[0]?.id).toBe('id-000000');
    await db.lancamentos.delete('id-000000');
    cabeca = (await db.lancamentos.cabeca())!;
    expect(cabeca.total).toBe(299);
    expect(cabeca.rows.map((r) => r.id)).not.toContain('id-000000');
    // The kept subsets: the payables waiting for approval, in the list's order.
    expect(cabeca.vistas).toEqual({ aguardando: [] });
    await db.lancamentos.update('id-000007', { aprovacao: 'Aguardando aprovação' });
    await db.lancamentos.update('id-000009', { aprovacao: 'Aguardando aprovação' });
    expect((await db.lancamentos.cabeca())?.vistas.aguardando?.map((r) => r.id)).toEqual(['id-000009', 'id-000007']);
    await db.lancamentos.update('id-000009', { aprovacao: 'Aprovado' });
    expect((await db.lancamentos.cabeca())?.vistas.aguardando?.map((r) => r.id)).toEqual(['id-000007']);
    await db.lancamentos.substituir(rows.slice(0, 5) as never);
    expect((await db.lancamentos.cabeca())?.total).toBe(5);
    await db.lancamentos.clear();
    expect(await db.lancamentos.cabeca()).toEqual({ rows: [], total: 0, vistas: { aguardando: [] } });
  });

  it('a batch (emLote) rewrites each touched page once, reads inside it see its writes, and an abort undoes the memory too', async () => {
    const db = abrir(`pag-${++n}`);
    await db.lancamentos.bulkPut(Array.from({ length: 50 }, (_, i) => linha(i)) as never);
    const loja = db.table('paginas_lancamentos');
    const put = vi.spyOn(loja, 'put');
    await db.transaction('rw', [db.outbox, ...db.lojas()], async () => db.emLote(async () => {
      for (let i = 0; i < 50; i++) await db.lancamentos.update(linha(i).id, { valor: 1000 + i });
      expect((await db.lancamentos.get('id-000049'))?.valor).toBe(1049);
    }));
    const escritas = put.mock.calls.filter(([r]) => (r as { n: number }).n >= 0).length;
    put.mockRestore();
    expect(escritas).toBe(1);
    const outro = abrir(db.name.replace(/^fluxo-/, ''));
    expect((await outro.lancamentos.get('id-000049'))?.valor).toBe(1049);
    await expect(db.transaction('rw', [db.outbox, ...db.lojas()], async () => db.emLote(async () => {
      await db.lancamentos.update('id-000001', { valor: -5 });
      throw new Error('desfeita');
    }))).rejects.toThrow('desfeita');
    expect((await db.lancamentos.get('id-000001'))?.valor).toBe(1001);
  });

  it('the head kept after each small write equals the one computed from every row (random writes, deletes, moves out of the head)', async () => {
    const db = abrir(`pag-${++n}`);
    let semente = 7;
    const aleatorio = (k: number) => { semente = (semente * 1103515245 + 12345) % 2147483648; return Math.floor(semente / 65536) % k; };
    const data = () => `2026-${String(1 + aleatorio(12)).padStart(2, '0')}-${String(1 + aleatorio(28)).padStart(2, '0')}`;
    await db.lancamentos.bulkPut(Array.from({ length: 400 }, (_, i) => linha(i, { data: data() })) as never);
    const ordem = comparatorFor(COLLECTION_SPECS.lancamentos);
    for (let passo = 0; passo < 120; passo++) {
      const id = linha(aleatorio(450)).id;
      const tipo = aleatorio(4);
      if (tipo === 0) await db.lancamentos.delete(id);
      else if (tipo === 1) await db.lancamentos.put(linha(Number(id.slice(3)), { data: data() }) as never);
      else if (tipo === 2) await db.lancamentos.update(id, { data: aleatorio(2) ? '2020-01-01' : '2030-01-01' });
      else await db.lancamentos.update(id, { aprovacao: aleatorio(2) ? 'Aguardando aprovação' : null });
      const todas = await db.lancamentos.toArray();
      const cabeca = (await db.lancamentos.cabeca())!;
      expect(cabeca.total).toBe(todas.length);
      expect(cabeca.rows.map((r) => r.id)).toEqual([...todas].sort(ordem).slice(0, LINHAS_DA_CABECA).map((r) => r.id));
      expect(cabeca.vistas.aguardando?.map((r) => r.id)).toEqual(todas.filter((r) => r.aprovacao === 'Aguardando aprovação').sort(ordem).map((r) => r.id));
      expect((await db.lancamentos.vista('aguardando')).map((r) => r.id)).toEqual(cabeca.vistas.aguardando?.map((r) => r.id));
      // The kept rows are the rows as written, not an older copy.
      for (const row of cabeca.rows) expect(row).toEqual(todas.find((r) => r.id === row.id));
    }
  });
});
