/* The stores of each published Dexie version of the user's database (db.ts declares those with an
   upgrade function and the last, decision 462). Never edit a published version: a new one goes
   at the end. */
export const SCHEMA_V1: Record<string, string> = {
  bancos: 'id, banco',
  categorias: 'id, descricao',
  lancamentos: 'id, id_titulo, data, status, vencimento, banco_id, categoria_id',
  recebiveis: 'id, id_titulo, data, status, vencimento',
  faturas: 'id, banco_id, status, vencimento',
  comprovantes: 'id, data, lancamento_titulo',
  entradas: 'id, data, banco_id, id_titulo',
  investimentos: 'id, data, banco_id',
  usuarios: 'id, login',
  pagamentos: 'id, alvo_id',
  movimentacoes: 'id, alvo_id',
  outbox: '++seq, &id, status, *touchIds',
  files: 'id',
  fileChunks: '[fileId+part]',
  shadows: 'key',
  meta: 'key',
};

/**
 * v2: lists sort and filter in memory (live-store.ts), so indexes are kept only for what code
 * looks up in IndexedDB (groups by id_titulo, history by alvo_id, banks and categories in use).
 * Every index costs on each of the 100,000 rows of a first pull.
 */
export const SCHEMA_V2: Record<string, string> = {
  lancamentos: 'id, id_titulo, banco_id, categoria_id',
  recebiveis: 'id, id_titulo',
  faturas: 'id, banco_id',
  comprovantes: 'id, lancamento_titulo',
  entradas: 'id, banco_id, id_titulo',
  investimentos: 'id, banco_id',
};

/**
 * v3: the payables and receivables lists paint their first page before the whole collection is
 * in memory, from the newest rows read through a `data` index (live-store.ts, decision 122).
 * Adding an index keeps the rows as they are: no upgrade function needed.
 */
export const SCHEMA_V3: Record<string, string> = {
  lancamentos: 'id, id_titulo, banco_id, categoria_id, data',
  recebiveis: 'id, id_titulo, data',
};

/** v4 (issue 15): the administrator's holidays. A new table: no upgrade function needed. */
export const SCHEMA_V4: Record<string, string> = {
  feriados: 'id',
};

/**
 * v8 (issue 17): reminders, notes (by record, for the lists' marker) and the bell's read marks;
 * payables, receivables and invoices get a `vencimento` index so the bell reads only the few
 * titles due around today instead of 100,000 rows (decision 242). New tables and an added
 * index keep the rows as they are: no upgrade function needed.
 */
export const SCHEMA_V8: Record<string, string> = {
  lembretes: 'id',
  observacoes: 'id, registro_id',
  lidas: 'id, chave',
  lancamentos: 'id, id_titulo, banco_id, categoria_id, data, vencimento',
  recebiveis: 'id, id_titulo, data, vencimento',
  faturas: 'id, banco_id, vencimento',
};

/**
 * v9 (issue 19): Ações' trades, funds and their movements (synced), and the quotations typed by
 * hand on the Posições tab (local only, by ticker: they never leave the device). New tables only.
 */
export const SCHEMA_V9: Record<string, string> = {
  operacoes: 'id',
  fundos: 'id',
  fundo_movimentos: 'id, fundo_id',
  cotacoes: 'ticker',
};

/** v10 (issue 21): Histórico Escolar, indexed by aluno so Consulta paints its first rows early (decision 264). A new table: no upgrade function needed. */
export const SCHEMA_V10: Record<string, string> = {
  historicos: 'id, aluno',
};

/** v11 (issue 16): bank statement lines, looked up by bank and by duplicate key. A new table. */
export const SCHEMA_V11: Record<string, string> = {
  extratos: 'id, banco_id, chave',
};

/**
 * v12 (issue 22, decision 369): each streamed list's first download packed as it arrives, one
 * record per 5,000 rows by its place in the stream (`seq`), and at `seq` -1 the marker saying it
 * is whole; unpacked into the list's table behind it. A store per list, so one list's unpacking
 * never waits on the other's packing. New tables.
 */
export const SCHEMA_V12: Record<string, string> = {
  pacotes_lancamentos: 'seq',
  pacotes_recebiveis: 'seq',
};

/**
 * v13 (issue 32): transferências between banks (looked up by either bank when one is deleted),
 * and receivables by the bank they land in. A new table and an added index; the banks' new
 * opening balance is filled in on the rows already stored (0 from no date, as the server's
 * default), so the saldos never read a missing field.
 */
export const SCHEMA_V13: Record<string, string> = {
  transferencias: 'id, de, para',
  recebiveis: 'id, id_titulo, data, vencimento, banco_id',
};

/**
 * v14 (issue 34): Contas recorrentes, and a `recorrencia_id` index on payables and receivables so
 * a recorrência's occurrences are read without scanning 100,000 rows (rows with no recorrência
 * are not in the index). A new table and added indexes: no upgrade function needed. (v13 is
 * another list's.)
 */
export const SCHEMA_V14: Record<string, string> = {
  recorrencias: 'id',
  lancamentos: 'id, id_titulo, banco_id, categoria_id, data, vencimento, recorrencia_id',
  recebiveis: 'id, id_titulo, data, vencimento, banco_id, recorrencia_id',
};

/**
 * v15 (issue 32, decision 426): a statement line keeps its statement's closing balance. No index
 * changes; the lines already stored get null in both fields (they came without one), as the
 * server's rows before 0030.
 */
export const SCHEMA_V15: Record<string, string> = SCHEMA_V11;

/**
 * v16 (issue 36, decision 450): the big lists are stored packed for good, `paginas_<list>`
 * records of up to LINHAS_POR_PAGINA rows (sync/paginas.ts); their one-record-per-row tables and
 * the first download's staging stores (v12) are gone. The upgrade packs the rows a device already
 * holds, in id order: no new download, the outbox untouched. A staged download not yet unpacked
 * is dropped with its stores: its list has no cursor yet, so the next pull downloads it again.
 */
export const SCHEMA_V16: Record<string, string | null> = {
  paginas_lancamentos: 'n',
  paginas_recebiveis: 'n',
  lancamentos: null,
  recebiveis: null,
  pacotes_lancamentos: null,
  pacotes_recebiveis: null,
};

/**
 * v17 (issue 35, decision 440): Centros de custo, a small list by código. A new table: no upgrade
 * function. (v16 is issue 36's, the packed storage.)
 */
export const SCHEMA_V17: Record<string, string> = {
  centros_custo: 'id, codigo',
};

/**
 * v18 (issue 35 item 3, decision 443): Orçamento, a small list by month. A new table: no upgrade
 * function.
 */
export const SCHEMA_V18: Record<string, string> = {
  orcamentos: 'id, mes',
};
