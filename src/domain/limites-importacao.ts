/* The size of a file an import accepts (issue 37 item 5, docs/decisions/399-importacoes-limites.md),
   one definition for the device (which refuses the file before queueing it) and the server (which
   counts while the upload streams in and refuses as soon as a cap is passed, before the file is
   read whole). A month of a busy company card is a few thousand lines; 20,000 lines of 500 bytes
   fit in 10 MB. Within these caps a file is read, validated and written whole (all or nothing). */

/** Records (CSV lines, OFX <STMTTRN> transactions) one import accepts. */
export const IMPORTACAO_MAX_LINHAS = 20_000;
/** Bytes of a card CSV (Import. Lança.Crédito). */
export const CARTAO_MAX_MB = 10;
export const CARTAO_MAX_BYTES = CARTAO_MAX_MB * 1024 * 1024;
/** Lines of a statement preview's answer (`previa=1`); the totals count every line. */
export const PREVIA_MAX_LINHAS = 500;

const TAG = '<stmttrn>';

/**
 * Counts a file's lines and OFX transactions as its text arrives in pieces (any split, the same
 * count as the whole text at once). Counting on latin1 or UTF-8 text is the same: '\n' and the
 * tag are ASCII.
 */
export class ContadorLinhas {
  private quebras = 0;
  private transacoes = 0;
  private cauda = '';

  contar(texto: string): this {
    for (let i = texto.indexOf('\n'); i !== -1; i = texto.indexOf('\n', i + 1)) this.quebras++;
    // The tail holds fewer characters than the tag, so no tag is counted twice.
    const janela = (this.cauda + texto).toLowerCase();
    for (let i = janela.indexOf(TAG); i !== -1; i = janela.indexOf(TAG, i + TAG.length)) this.transacoes++;
    this.cauda = janela.slice(-(TAG.length - 1));
    return this;
  }

  /** True once the file holds more than `max` records: OFX transactions, or lines of a file
      without any (a header, `max` records and the last line's end are allowed). */
  excede(max = IMPORTACAO_MAX_LINHAS): boolean {
    return this.transacoes > max || (this.transacoes === 0 && this.quebras > max + 1);
  }
}

/** The whole text at once (the device, and the server after decoding). */
export function excedeLinhas(texto: string, max = IMPORTACAO_MAX_LINHAS): boolean {
  return new ContadorLinhas().contar(texto).excede(max);
}
