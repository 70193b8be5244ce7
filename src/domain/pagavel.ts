// What a posting or an invoice keeps of the boleto or Pix it was read from (issue 15): the line,
// to warn of a duplicate payment, and the Pix key and txid. All optional.

import { optionalText } from './validation.ts';

export const camposPagavel = {
  linha_digitavel: optionalText(60),
  pix_chave: optionalText(100),
  pix_txid: optionalText(35),
};

export interface DadosPagavel {
  linha_digitavel?: string | null;
  pix_chave?: string | null;
  pix_txid?: string | null;
}

/** Only the fields that are set, so a row typed by hand looks as it always did. */
export function dadosPagavel(input: DadosPagavel): DadosPagavel {
  const out: DadosPagavel = {};
  if (input.linha_digitavel) out.linha_digitavel = input.linha_digitavel;
  if (input.pix_chave) out.pix_chave = input.pix_chave;
  if (input.pix_txid) out.pix_txid = input.pix_txid;
  return out;
}
