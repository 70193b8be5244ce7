// The writes of bank statements and conciliação (issue 16), spread into MUTACOES (mutacoes.ts).
// conciliar pays each open título with its line's date (Pagar's rules and history) AND links it,
// in one write (issue 32, decision 410).

import { ConciliarSchema } from './conciliacao-pares.ts';
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
