// The writes of Histórico Escolar (issue 21), spread into MUTACOES (mutacoes.ts). Its mensalidades
// are ordinary payables: 'Gerar mensalidades' posts MUTACOES.cadastrarLancamento with historico_id.

import { EditarHistoricoSchema, NovoHistoricoSchema } from './historico-escolar.ts';
import { IdsSchema } from './lote.ts';
import { msg } from './messages.ts';
import { definir } from './mutacao.ts';

const a = msg.sincronizacao.acoes;

export const MUTACOES_ACADEMICO = {
  cadastrarHistorico: definir({
    method: 'POST', path: '/api/cadastro-historico', schema: NovoHistoricoSchema, lote: true,
    rotulo: a.cadastrarHistorico, sucesso: msg.academico.cadastrado, erro: msg.academico.erroCadastrar,
  }),
  editarHistorico: definir({
    method: 'POST', path: '/api/update-historico', schema: EditarHistoricoSchema, lote: true,
    rotulo: a.editarHistorico, sucesso: msg.academico.atualizado, erro: msg.academico.erroEditar,
  }),
  deletarHistoricos: definir({
    method: 'POST', path: '/api/deletar-historicos', schema: IdsSchema, lote: true,
    rotulo: a.deletarHistoricos, sucesso: msg.academico.excluidos, erro: msg.academico.erroDeletar,
  }),
} as const;
