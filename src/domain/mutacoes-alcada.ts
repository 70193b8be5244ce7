// The writes of the alçada (issue 35 item 1, decision 422), spread into MUTACOES (mutacoes.ts).
// All three are Gestor actions: the routes are marked so (403 for an Operador, in /api/lote too).

import { AprovarSchema, ConfigAlcadaSchema, ReprovarSchema } from './alcada.ts';
import { MSG_ALCADA as m } from './messages-alcada.ts';
import { definir } from './mutacao.ts';

export const MUTACOES_ALCADA = {
  aprovarLancamentos: definir({
    method: 'POST', path: '/api/aprovar-lancamentos', schema: AprovarSchema, lote: true,
    rotulo: m.rotuloAprovar, sucesso: m.aprovados(1), erro: m.erroAprovar,
  }),
  reprovarLancamentos: definir({
    method: 'POST', path: '/api/reprovar-lancamentos', schema: ReprovarSchema, lote: true,
    rotulo: m.rotuloReprovar, sucesso: m.reprovados(1), erro: m.erroReprovar,
  }),
  configurarAlcada: definir({
    method: 'PUT', path: '/api/aprovacao/config', schema: ConfigAlcadaSchema, lote: true,
    rotulo: m.rotuloConfig, sucesso: m.configSalva, erro: m.erroConfig, acao: 'editar',
  }),
} as const;
