// The writes of issue 32 (transferências between banks), spread into MUTACOES (mutacoes.ts).

import { IdsSchema } from './lote.ts';
import { msg } from './messages.ts';
import { definir } from './mutacao.ts';
import { NovaTransferenciaSchema } from './transferencia.ts';

const a = msg.sincronizacao.acoes;
const t = msg.saldos.transferencia;

export const MUTACOES_SALDOS = {
  cadastrarTransferencia: definir({
    method: 'POST', path: '/api/cadastro-transferencia', schema: NovaTransferenciaSchema, lote: true,
    rotulo: a.cadastrarTransferencia, sucesso: t.cadastrada, erro: t.erroCadastrar,
  }),
  deletarTransferencias: definir({
    method: 'POST', path: '/api/deletar-transferencias', schema: IdsSchema, lote: true,
    rotulo: a.deletarTransferencias, sucesso: t.excluidas, erro: t.erroDeletar,
  }),
} as const;
