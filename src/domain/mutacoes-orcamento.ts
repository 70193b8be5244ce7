// The write of Orçamento (issue 35 item 3, PRODUCT "Centros de custo, rateio e orçamento"), spread into MUTACOES.

import { MSG_ORCAMENTO as o } from './messages-centros.ts';
import { msg } from './messages.ts';
import { definir } from './mutacao.ts';
import { OrcamentoSchema } from './orcamento.ts';

const a = msg.sincronizacao.acoes;

export const MUTACOES_ORCAMENTO = {
  cadastrarOrcamento: definir({
    method: 'POST', path: '/api/cadastro-orcamento', schema: OrcamentoSchema, lote: true,
    rotulo: a.cadastrarOrcamento, sucesso: o.salvo, erro: o.erroSalvar,
  }),
} as const;
