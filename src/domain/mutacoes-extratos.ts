// The writes of bank statements and conciliação (issue 16), spread into MUTACOES (mutacoes.ts).
// Paying a matched título is NOT here: it goes through the payables' and receivables' own pay
// definitions (pagarLancamentos / pagarRecebiveis) with the statement's date.

import { ConciliarSchema } from './conciliacao.ts';
import { ImportarExtratoSchema } from './extrato.ts';
import { msg } from './messages.ts';
import { definir } from './mutacao.ts';

const a = msg.sincronizacao.acoes;

export const MUTACOES_EXTRATOS = {
  importarExtrato: definir({
    // Multipart (the file travels): never inside a batch.
    method: 'POST', path: '/api/cadastro-importador-extrato', schema: ImportarExtratoSchema, lote: false,
    rotulo: a.importarExtrato, sucesso: msg.extratos.importado(0, 0), erro: msg.extratos.erroImportar,
  }),
  conciliar: definir({
    method: 'POST', path: '/api/conciliar', schema: ConciliarSchema, lote: true, acao: 'conciliar',
    rotulo: a.conciliar, sucesso: msg.extratos.conciliado, erro: msg.extratos.erroConciliar,
  }),
};
