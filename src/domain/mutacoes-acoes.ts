// The writes of Ações and Fundos (issue 19), spread into MUTACOES (mutacoes.ts).

import { NovaOperacaoSchema } from './acoes-validacao.ts';
import { EditarFundoSchema, NovoFundoSchema, NovoMovimentoSchema } from './fundos.ts';
import { IdsSchema } from './lote.ts';
import { msg } from './messages.ts';
import { definir } from './mutacao.ts';

const a = msg.sincronizacao.acoes;

export const MUTACOES_ACOES = {
  cadastrarOperacao: definir({
    method: 'POST', path: '/api/cadastro-operacao', schema: NovaOperacaoSchema, lote: true,
    rotulo: a.cadastrarOperacao, sucesso: msg.acoes.cadastrada, erro: msg.acoes.erroCadastrar,
  }),
  deletarOperacoes: definir({
    method: 'POST', path: '/api/deletar-operacoes', schema: IdsSchema, lote: true,
    rotulo: a.deletarOperacoes, sucesso: msg.acoes.excluidas, erro: msg.acoes.erroDeletar,
  }),
  cadastrarFundo: definir({
    method: 'POST', path: '/api/cadastro-fundo', schema: NovoFundoSchema, lote: true,
    rotulo: a.cadastrarFundo, sucesso: msg.fundos.cadastrado, erro: msg.fundos.erroCadastrar,
  }),
  editarFundo: definir({
    method: 'POST', path: '/api/update-fundo', schema: EditarFundoSchema, lote: true,
    rotulo: a.editarFundo, sucesso: msg.fundos.atualizado, erro: msg.fundos.erroCadastrar,
  }),
  // Only funds without movements (decision 319).
  deletarFundos: definir({
    method: 'POST', path: '/api/deletar-fundos', schema: IdsSchema, lote: true,
    rotulo: a.deletarFundos, sucesso: msg.fundos.excluidos, erro: msg.fundos.erroExcluir,
  }),
  movimentoFundo: definir({
    method: 'POST', path: '/api/fundos/movimento', schema: NovoMovimentoSchema, lote: true, acao: 'criar',
    rotulo: a.movimentoFundo, sucesso: msg.fundos.movimentoRegistrado, erro: msg.fundos.erroMovimento,
  }),
} as const;
