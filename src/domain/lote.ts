// Batch actions shared by several lists: delete by ids, and the entries/investments action.

import * as v from 'valibot';
import { msg } from './messages.ts';
import { idList } from './id-inputs.ts';
import { enumInput } from './option-inputs.ts';

/** deletarBancos, -categorias, -fatura, -comprovante: ids. */
export const IdsSchema = v.object({ ids: idList() }, msg.comum.dadosInvalidos);
export type Ids = v.InferOutput<typeof IdsSchema>;

export const TIPOS_ACAO_LOTE = ['deletar', 'inativar'] as const;
export type TipoAcaoLote = (typeof TIPOS_ACAO_LOTE)[number];

/** acaoEntradas, acaoInvestimentos: ids and tipo (deletar or inativar). */
export const AcaoLoteSchema = v.object(
  {
    ids: idList(),
    tipo: enumInput(TIPOS_ACAO_LOTE, msg.comum.opcaoInvalida),
  },
  msg.comum.dadosInvalidos,
);
export type AcaoLote = v.InferOutput<typeof AcaoLoteSchema>;
