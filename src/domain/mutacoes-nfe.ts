// The write of the supplier NF-e import (issue 34 item 2, decision 419), spread into MUTACOES
// (mutacoes.ts). Reading a drop for the preview (`POST /api/nfe/ler`) writes nothing: not here.

import * as v from 'valibot';
import { idInput, optionalId, optionalIdList } from './id-inputs.ts';
import { PAGAMENTOS } from './listas.ts';
import { msg } from './messages.ts';
import { MSG_NFE } from './messages-nfe.ts';
import { definir } from './mutacao.ts';
import { NFE_MAX_BYTES_XML } from './nfe-limites.ts';
import { enumInput } from './option-inputs.ts';
import { field } from './validation.ts';

/** The uploaded XML as the form describes it (name and size; the bytes travel beside). */
export interface ArquivoNFeForm { name: string; size: number }

/**
 * cadastrarNFe (multipart, one XML): arquivo, banco, categoria (optional), pagamento, and the ids
 * the device gave the group (id_titulo), its parcelas (ids, one per duplicata) and the comprovante
 * (id_comprovante), so its rows are the server's.
 */
export const CadastrarNFeSchema = v.object(
  {
    arquivo: v.pipe(
      field(),
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        const lista = Array.isArray(dataset.value) ? dataset.value : dataset.value === undefined || dataset.value === null ? [] : [dataset.value];
        if (lista.length > 1) {
          addIssue({ message: MSG_NFE.umaPorVez });
          return NEVER;
        }
        const file = lista[0] as Partial<ArquivoNFeForm> | undefined;
        if (typeof file !== 'object' || file === null || typeof file.name !== 'string' || typeof file.size !== 'number') {
          addIssue({ message: MSG_NFE.arquivoObrigatorio });
          return NEVER;
        }
        if (file.size > NFE_MAX_BYTES_XML) {
          addIssue({ message: MSG_NFE.grandeDemais });
          return NEVER;
        }
        return file as ArquivoNFeForm;
      }),
    ),
    banco: idInput(msg.lancamento.bancoObrigatorio),
    categoria: optionalId(),
    pagamento: enumInput(PAGAMENTOS, msg.lancamento.pagamentoObrigatorio),
    id_titulo: optionalId(),
    ids: optionalIdList(),
    id_comprovante: optionalId(),
  },
  msg.comum.dadosInvalidos,
);
export type CadastrarNFe = v.InferOutput<typeof CadastrarNFeSchema>;

const a = msg.sincronizacao.acoes;

export const MUTACOES_NFE = {
  cadastrarNFe: definir({
    // Multipart (the file travels): never inside a batch.
    method: 'POST', path: '/api/cadastro-nfe', schema: CadastrarNFeSchema, lote: false,
    rotulo: a.cadastrarNFe, sucesso: msg.lancamento.cadastrado, erro: msg.lancamento.erroCadastrar,
  }),
};
