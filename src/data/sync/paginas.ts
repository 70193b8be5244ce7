/* A big synced list stored packed, for good (DESIGN §2, decision 450): the rows of `lancamentos`
   and `recebiveis` live in `paginas_<list>`, records of up to LINHAS_POR_PAGINA rows (`n` ≥ 0),
   never one record per row (≈ 80–100 µs a record, ≈ 1 µs a row in a page: decision 368).
   The tab keeps every row of the list in memory (this class's cache): the index every lookup
   uses. A write rewrites only the pages it touches, inside the caller's Dexie transaction (or
   its own), and sets a new random `versao` in the record at `n` -1; every operation first reads
   that record in its transaction, so a cache another context (tab, service worker) wrote past
   is read again, never trusted. Readers outside a transaction share the first read (`tx`).
   The record at `n` -2 keeps the list's head (paginas-cabeca.ts: newest rows, total, kept
   subsets, version), written with the pages: a reload paints before reading them, and reads no
   subset from 100,000 rows. A mutation's writes are batched (emLote): a page is rewritten once.
   The API is the part of a Dexie Table the code uses (its queries in paginas-consulta.ts, its
   memory in paginas-estado.ts); reads hand out copies (as Dexie does), except `linhas()`, the
   shared rows for the in-memory list store (live-store.ts), never mutated. */
import Dexie from 'dexie';
import type { Table } from 'dexie';
import { atualizarCabeca, cabecaGuardada, cabecaInteira } from './paginas-cabeca.ts';
import type { Cabeca, OpcoesCabeca } from './paginas-cabeca.ts';
import { Consulta, copia, onde } from './paginas-consulta.ts';
import { colocar, juntarPagina, LINHAS_POR_PAGINA, porEmFila, tirar, vazio } from './paginas-estado.ts';
import type { Estado, Pagina } from './paginas-estado.ts';
import type { Onde } from './paginas-consulta.ts';
import type { LocalRow } from '../wire.ts';

/** Where the list's version is kept. */
const MARCA = -1;
/** Where the list's head is kept (paginas-cabeca.ts). */
const CABECA = -2;

/** What runs a function inside a transaction over the list's store (Dexie's, nested when one is open). */
export type EmTransacao = <T>(modo: 'r' | 'rw', fn: () => Promise<T>) => Promise<T>;

/** The IndexedDB transaction the running code is in (a nested Dexie transaction shares its parent's). */
const idbAtual = (): IDBTransaction | undefined => (Dexie.currentTransaction as { idbtrans?: IDBTransaction } | null)?.idbtrans ?? undefined;
const novaVersao = (): string => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

export class TabelaEmpacotada<T extends LocalRow = LocalRow> {
  private cache: Estado | null = null;
  /** A batch open in this transaction (emLote): its writes change the cache and wait for its end. */
  private lote: { idb: IDBTransaction; sujas: Set<number> } | null = null;
  /** The first read of every page, under way (settles when it ends, read or not). */
  private lendo: Promise<void> | null = null;

  /** `opcoesCabeca`: how to keep the head record (without it none is kept). */
  constructor(
    readonly loja: Table<Pagina, number>,
    private readonly em: EmTransacao,
    private readonly opcoesCabeca?: OpcoesCabeca,
  ) {}

  /** The kept head (one small record), or undefined when none was written yet (or without `ordem`);
   *  read at once, not behind the first read of the pages (tx): a reload paints it meanwhile. */
  async cabeca(): Promise<Cabeca | undefined> {
    return this.em('r', async () => {
      const r = await this.loja.get(CABECA);
      return r ? { rows: r.rows, total: r.total ?? 0, vistas: r.vistas ?? {} } : undefined;
    });
  }

  /** A kept subset (CollectionSpec.vistas) as of now, in list order, from memory (shared: read only). */
  async vista(nome: string): Promise<readonly T[]> {
    return this.tx('r', async () => {
      const e = await this.estado();
      const opcoes = this.opcoesCabeca;
      if (!opcoes) return [];
      // Inside a batch the written head lags its writes: computed from the rows then.
      const cabeca = e.cabeca && e.mudadas.size === 0 ? e.cabeca : cabecaInteira(e.rows, opcoes);
      if (e.mudadas.size === 0) e.cabeca = cabeca;
      return (cabeca.vistas[nome] ?? []) as T[];
    });
  }

  /**
   * Runs `fn` in one transaction whose writes to this list change the rows in memory at once and
   * rewrite each touched page once, at the end (a batch paying 50 rows rewrote its page
   * 50 times). Reads in `fn` see the writes. Nested calls join the open batch.
   */
  async emLote<R>(fn: () => Promise<R>): Promise<R> {
    if (this.lote && this.lote.idb === idbAtual()) return fn();
    const idb = idbAtual();
    // Outside a transaction the batch opens one over this list alone; inside, it runs in the
    // caller's (a nested Dexie transaction would narrow what `fn` may touch to this store).
    if (!idb) return this.tx('rw', async () => this.emLote(fn));
    const lote = { idb, sujas: new Set<number>() };
    this.lote = lote;
    try {
      const out = await fn();
      this.lote = null;
      if (lote.sujas.size && this.cache) {
        const e = this.cache;
        await this.tx('rw', async () => this.gravar(e, lote.sujas));
      }
      return out;
    } catch (error) {
      // The transaction is undone: what the batch changed in memory goes with it.
      if (lote.sujas.size) this.cache = null;
      throw error;
    } finally {
      if (this.lote === lote) this.lote = null;
    }
  }

  /** The list's rows in memory (shared: never mutate them), read from the pages when stale. */
  async linhas(): Promise<readonly T[]> {
    return this.tx('r', async () => {
      const e = await this.estado();
      e.lista ??= [...e.rows.values()];
      return e.lista as T[];
    });
  }

  async get(id: string): Promise<T | undefined> { return (await this.bulkGet([id]))[0]; }

  async bulkGet(ids: readonly string[]): Promise<(T | undefined)[]> {
    return this.tx('r', async () => {
      const e = await this.estado();
      return ids.map((id) => {
        const row = e.rows.get(id);
        return row ? (copia(row) as T) : undefined;
      });
    });
  }

  async toArray(): Promise<T[]> {
    return (await this.linhas()).map(copia);
  }

  async count(): Promise<number> {
    return this.tx('r', async () => (await this.estado()).rows.size);
  }

  /** Calls `fn` with every row (shared: read only). */
  async each(fn: (row: T) => void): Promise<void> {
    for (const row of await this.linhas()) fn(row);
  }

  toCollection(): Consulta<T> {
    return new Consulta(this, () => true);
  }

  filter(test: (row: T) => boolean): Consulta<T> {
    return new Consulta(this, test);
  }

  /** Dexie's `where(field)` over the rows in memory (paginas-consulta.ts). */
  where(field: string): Onde<T> {
    return onde(this, field);
  }

  async put(row: T): Promise<string> { return this.bulkPut([row]).then(() => row.id); }

  async bulkPut(rows: readonly T[]): Promise<void> {
    if (rows.length === 0) return;
    await this.escrever((e, sujas) => {
      for (const row of rows) colocar(e, copia(row), sujas);
    });
  }

  /** Dexie's `update`: the row's fields changed (top-level keys); 0 when there is no such row. */
  async update(id: string, changes: Record<string, unknown>): Promise<number> {
    let found = 0;
    await this.escrever((e, sujas) => {
      const row = e.rows.get(id);
      if (!row) return;
      found = 1;
      const next = { ...row, ...copia(changes) };
      for (const [k, v] of Object.entries(changes)) if (v === undefined) delete next[k];
      colocar(e, next, sujas);
    });
    return found;
  }

  async delete(id: string): Promise<void> { return this.bulkDelete([id]); }

  async bulkDelete(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.escrever((e, sujas) => {
      for (const id of ids) tirar(e, id, sujas);
    });
  }

  async clear(): Promise<void> {
    await this.tx('rw', async () => {
      await this.loja.clear();
      this.cache = vazio();
      this.cache.versao = novaVersao();
      await this.gravarCabeca(this.cache);
      await this.loja.put({ n: MARCA, rows: [], versao: this.cache.versao });
    });
  }

  /**
   * Replaces the whole list (a first download, in id order), in the caller's transaction: the
   * pages are written one record at a time (porEmFila), so no task serialises the whole list.
   */
  async substituir(rows: readonly T[]): Promise<void> {
    await this.tx('rw', async () => {
      await this.loja.clear();
      const e = vazio();
      const paginas: Pagina[] = [];
      for (let n = 0; n * LINHAS_POR_PAGINA < rows.length; n++) {
        const pagina = { n, rows: rows.slice(n * LINHAS_POR_PAGINA, (n + 1) * LINHAS_POR_PAGINA) as LocalRow[] };
        juntarPagina(e, pagina);
        paginas.push(pagina);
      }
      await porEmFila(this.loja, paginas);
      e.versao = novaVersao();
      this.cache = e;
      await this.gravarCabeca(e);
      await this.loja.put({ n: MARCA, rows: [], versao: e.versao });
    });
  }

  /**
   * `em`, for a caller outside a transaction after the first read of the pages (at a reload the
   * list's store, the bell and lookups each read every page, 3–5 times during a drain). Inside a
   * transaction nothing waits: awaiting another transaction's promise would let this one commit.
   */
  private async tx<T>(modo: 'r' | 'rw', fn: () => Promise<T>): Promise<T> {
    if (!idbAtual()) {
      if (!this.cache && !this.lendo) {
        const lendo: Promise<void> = this.em('r', async () => void (await this.estado())).catch(() => undefined).finally(() => {
          if (this.lendo === lendo) this.lendo = null;
        });
        this.lendo = lendo;
      }
      if (this.lendo) await this.lendo;
    }
    return this.em(modo, fn);
  }

  /** The version, read in this transaction; the pages again only when another context wrote (measured: the bench counts them). */
  private async estado(): Promise<Estado> {
    // Inside an open batch the cache holds writes not stored yet: it is the truth until the end.
    if (this.cache && this.lote && this.lote.idb === idbAtual()) return this.cache;
    const versao = (await this.loja.get(MARCA))?.versao;
    if (this.cache && this.cache.versao === versao) return this.cache;
    const e = vazio();
    e.versao = versao;
    // One request a page, all at once: each decodes in its own task, so a screen opened during a
    // reload paints between them (decision 450); with them the head written with them, if it was.
    const t0 = typeof performance === 'undefined' ? 0 : performance.now();
    const numeros = await this.loja.where('n').aboveOrEqual(0).primaryKeys();
    const [guardada, ...paginas] = await Promise.all([this.loja.get(CABECA), ...numeros.map((n) => this.loja.get(n))]);
    for (const pagina of paginas) if (pagina) juntarPagina(e, pagina);
    e.cabeca = cabecaGuardada(guardada, versao, this.opcoesCabeca);
    if (t0) performance.measure('fluxo:paginas:lidas', { start: t0, detail: { linhas: e.rows.size } });
    this.cache = e;
    return e;
  }

  private async escrever(mudar: (e: Estado, sujas: Set<number>) => void): Promise<void> {
    await this.tx('rw', async () => {
      const e = await this.estado();
      const emLote = this.lote !== null && this.lote.idb === idbAtual();
      const sujas = emLote ? this.lote!.sujas : new Set<number>();
      mudar(e, sujas);
      e.lista = null;
      if (!emLote && sujas.size > 0) await this.gravar(e, sujas);
      else if (emLote) e.versao = novaVersao();
    });
  }

  /** Rewrites the pages in `sujas`, the head and the version. */
  private async gravar(e: Estado, sujas: Set<number>): Promise<void> {
    e.versao = novaVersao();
    e.lista = null;
    const vazias: number[] = [];
    const paginas: Pagina[] = [];
    for (const n of [...sujas].sort((a, b) => a - b)) {
      const ids = e.paginas.get(n);
      if (!ids || ids.size === 0) {
        e.paginas.delete(n);
        vazias.push(n);
      } else paginas.push({ n, rows: [...ids].map((id) => e.rows.get(id)!) });
    }
    await porEmFila(this.loja, paginas);
    if (vazias.length) await this.loja.bulkDelete(vazias);
    await this.gravarCabeca(e);
    await this.loja.put({ n: MARCA, rows: [], versao: e.versao });
  }

  /**
   * The kept head: the newest rows in list order, the subsets and the total. After a write of a
   * few rows it is updated from the changed ones (not a pass over 100,000 rows per write); in
   * full when the cache was read from the pages, or when a head row moved out of it (the next
   * row in order is then unknown).
   */
  private async gravarCabeca(e: Estado): Promise<void> {
    const opcoes = this.opcoesCabeca;
    if (!opcoes) return;
    const cabeca = (e.cabeca && atualizarCabeca(e.rows, e.mudadas, e.cabeca, opcoes)) ?? cabecaInteira(e.rows, opcoes);
    e.cabeca = cabeca;
    e.mudadas.clear();
    await this.loja.put({ n: CABECA, rows: cabeca.rows, total: e.rows.size, vistas: cabeca.vistas, versao: e.versao });
  }
}
