// The constants the drain sends by, apart from the modules that own their rules: the batch's
// path and size (decision 120; its allow-list, lote-pedidos.ts, is derived from every definition
// in MUTACOES) and the action-time header (decision 230; auditoria.ts reads it). The drain starts
// with the shell, and the first download must carry no area's schemas (decision 295).

export const LOTE_PATH = '/api/lote';
/** Entries per batch: one batch holds the database for its whole length (PGlite runs one at a time). */
export const MAX_PEDIDOS_LOTE = 100;

/** Header the drain sets from the outbox entry's creation time (ISO 8601 with zone). */
export const CABECALHO_ACAO_EM = 'x-fluxo-acao-em';
/** Field of a POST /api/lote entry carrying the same time. */
export const CAMPO_ACAO_EM = 'acao_em';
