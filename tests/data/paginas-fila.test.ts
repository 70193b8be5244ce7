/* Decision 461: a packed list's pages are put one after another with the next handed to IndexedDB
   before the one before it is stored (paginas-estado.ts porEmFila), and a page that cannot be
   stored fails the write whole, nothing changed. */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FluxoDb } from '../../src/data/db.ts';
import { TabelaEmpacotada } from '../../src/data/sync/paginas.ts';
import { LINHAS_POR_PAGINA } from '../../src/data/sync/paginas-estado.ts';
import type { Pagina } from '../../src/data/sync/paginas-estado.ts';
import type { LocalRow } from '../../src/data/wire.ts';

let n = 0;
const abertos: FluxoDb[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  for (const db of abertos.splice(0)) await db.delete().catch(() => undefined);
});

function abrir(nome = `fila-${++n}`): { db: FluxoDb; tabela: TabelaEmpacotada } {
  const db = new FluxoDb(nome);
  abertos.push(db);
  const tabela = db.rows('lancamentos');
  if (!(tabela instanceof TabelaEmpacotada)) throw new Error('lancamentos: not packed');
  return { db, tabela };
}

const linha = (i: number, extra: Partial<LocalRow> = {}): LocalRow => ({
  id: `id-${String(i).padStart(6, '0')}`, vencimento: `2026-02-${String((i % 28) + 1).padStart(2, '0')}`, valor: i, ...extra,
});
const linhas = (total: number) => Array.from({ length: total }, (_, i) => linha(i));

describe('the pages of a packed list are put in a queue', () => {
  it('a first download hands each page to IndexedDB before the page before it is stored', async () => {
    const { db, tabela } = abrir();
    await db.open();
    const eventos: string[] = [];
    const put = tabela.loja.put.bind(tabela.loja);
    vi.spyOn(tabela.loja, 'put').mockImplementation(((pagina: Pagina) => {
      eventos.push(`pede ${pagina.n}`);
      const feito = put(pagina);
      void feito.then(() => eventos.push(`guardou ${pagina.n}`));
      return feito;
    }) as typeof tabela.loja.put);
    await db.transaction('rw', [tabela.loja], () => tabela.substituir(linhas(3 * LINHAS_POR_PAGINA)));
    const pos = (e: string) => eventos.indexOf(e);
    expect(pos('pede 1')).toBeLessThan(pos('guardou 0'));
    expect(pos('pede 2')).toBeLessThan(pos('guardou 1'));
    expect(pos('guardou 2')).toBeGreaterThan(0);
    expect(await db.lancamentos.count()).toBe(3 * LINHAS_POR_PAGINA);
  });

  it('a page that cannot be stored fails the whole download: the list as it was', async () => {
    const nome = `fila-${++n}`;
    const { db, tabela } = abrir(nome);
    await db.lancamentos.bulkPut(linhas(10) as never);
    const novas = linhas(3 * LINHAS_POR_PAGINA);
    // A value IndexedDB cannot copy, in the second page: its put fails while the third is queued.
    novas[LINHAS_POR_PAGINA + 1] = linha(LINHAS_POR_PAGINA + 1, { anexo: () => undefined });
    await expect(db.transaction('rw', [tabela.loja], () => tabela.substituir(novas))).rejects.toThrow(/could not be cloned/);
    // Read again from the database (another context's cache), not from this one's memory.
    expect(await abrir(nome).db.lancamentos.count()).toBe(10);
  });
});
