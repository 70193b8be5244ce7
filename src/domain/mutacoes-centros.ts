// The writes of Centros de custo (issue 35, PRODUCT "Centros de custo, rateio e orçamento"), spread into MUTACOES.

import { EditarCentroCustoSchema, NovoCentroCustoSchema } from './centro-custo.ts';
import { IdsSchema } from './lote.ts';
import { MSG_CENTRO as c } from './messages-centros.ts';
import { msg } from './messages.ts';
import { definir } from './mutacao.ts';

const a = msg.sincronizacao.acoes;

export const MUTACOES_CENTROS = {
  cadastrarCentroCusto: definir({
    method: 'POST', path: '/api/cadastro-centro-custo', schema: NovoCentroCustoSchema, lote: true,
    rotulo: a.cadastrarCentroCusto, sucesso: c.cadastrado, erro: c.erroCadastrar,
  }),
  editarCentroCusto: definir({
    method: 'POST', path: '/api/update-centro-custo', schema: EditarCentroCustoSchema, lote: true,
    rotulo: a.editarCentroCusto, sucesso: c.atualizado, erro: c.erroEditar,
  }),
  deletarCentrosCusto: definir({
    method: 'POST', path: '/api/deletar-centros-custo', schema: IdsSchema, lote: true,
    rotulo: a.deletarCentrosCusto, sucesso: c.excluidos, erro: c.erroDeletar,
  }),
} as const;
