// Estornar (issue 31, item 4; decision 393): undo payments with a motivo, spread into MUTACOES
// (mutacoes.ts). Offline like every write: they travel in POST /api/lote.

import { EstornarSchema } from './estorno.ts';
import { msg } from './messages.ts';
import { definir } from './mutacao.ts';

const e = msg.estorno;

export const MUTACOES_ESTORNO = {
  estornarPagamentos: definir({
    method: 'POST', path: '/api/estornar-pagamentos', schema: EstornarSchema, lote: true, acao: 'estornar',
    rotulo: e.rotulos.lancamentos, sucesso: e.estornados, erro: e.erro,
  }),
  estornarRecebimentos: definir({
    method: 'POST', path: '/api/estornar-recebimentos', schema: EstornarSchema, lote: true, acao: 'estornar',
    rotulo: e.rotulos.recebiveis, sucesso: e.estornados, erro: e.erro,
  }),
  estornarFaturas: definir({
    method: 'POST', path: '/api/estornar-faturas', schema: EstornarSchema, lote: true, acao: 'estornar',
    rotulo: e.rotulos.faturas, sucesso: e.estornados, erro: e.erro,
  }),
} as const;
