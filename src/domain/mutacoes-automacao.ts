// The writes of Automação de faturas (issue 20), spread into MUTACOES (mutacoes.ts). Both are
// Gestor-area routes (administrators only) and online-only screens (decision 282).

import { ExecutarSchema, RegraFaturaSchema } from './automacao.ts';
import { msg } from './messages.ts';
import { definir } from './mutacao.ts';

const a = msg.sincronizacao.acoes;

export const MUTACOES_AUTOMACAO = {
  editarRegraFatura: definir({
    method: 'POST', path: '/api/automacao/regras', schema: RegraFaturaSchema, lote: true, acao: 'editar',
    rotulo: a.editarRegraFatura, sucesso: msg.automacao.regraSalva, erro: msg.automacao.erroSalvar,
  }),
  // Its transaction only records the pending run; the runner takes it after the answer (or, sent
  // in a batch, at its next sweep).
  executarAutomacao: definir({
    method: 'POST', path: '/api/automacao/executar', schema: ExecutarSchema, lote: true, acao: 'executar',
    rotulo: a.executarAutomacao, sucesso: msg.automacao.execucaoAgendada, erro: msg.automacao.erroExecutar,
  }),
};
