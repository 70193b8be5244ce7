// The writes of Contas recorrentes (issue 34, PRODUCT "Contas recorrentes"), spread into MUTACOES.

import { IdsSchema } from './lote.ts';
import { msg } from './messages.ts';
import { definir } from './mutacao.ts';
import { RecorrenciaSchema } from './recorrencia.ts';

const a = msg.sincronizacao.acoes;
const r = msg.recorrencia;

export const MUTACOES_RECORRENCIAS = {
  cadastrarRecorrencia: definir({
    method: 'POST', path: '/api/cadastro-recorrencia', schema: RecorrenciaSchema, lote: true,
    rotulo: a.cadastrarRecorrencia, sucesso: r.cadastrada, erro: r.erroCadastrar,
  }),
  editarRecorrencia: definir({
    method: 'POST', path: '/api/update-recorrencia', schema: RecorrenciaSchema, lote: true,
    rotulo: a.editarRecorrencia, sucesso: r.atualizada, erro: r.erroAtualizar,
  }),
  deletarRecorrencias: definir({
    method: 'POST', path: '/api/deletar-recorrencias', schema: IdsSchema, lote: true,
    rotulo: a.deletarRecorrencias, sucesso: r.excluidas, erro: r.erroDeletar,
  }),
} as const;
