/* The daily top-up of Contas recorrentes (issue 34, decision 414): every recorrência keeps its
   next 12 occurrences as time passes. One transaction behind a transaction-scoped advisory lock
   (as the bill automation, tarefa-faturas.ts), and the plan itself creates only the dates that are
   missing, so two runs on the same day create nothing twice; the runner runs each tick once. */
import { todayISO } from '../../src/domain/dates.ts';
import { msg } from '../../src/domain/messages.ts';
import { travarTarefa } from '../repositories/automacao-faturas.ts';
import { datasFeriados } from '../repositories/feriados.ts';
import { recorrenciasPorIds } from '../repositories/recorrencias.ts';
import { ajustarOcorrencias } from '../lib/ocorrencias.ts';
import type { Tarefa } from './tarefa.ts';

export const TAREFA_RECORRENCIAS = 'recorrencias';
/** Every day at 00:10 in São Paulo, after the bills (00:05). */
export const AGENDA_RECORRENCIAS = '10 0 * * *';

export const tarefaRecorrencias: Tarefa = {
  nome: TAREFA_RECORRENCIAS,
  agenda: AGENDA_RECORRENCIAS,
  async executar(ctx) {
    const hoje = todayISO(ctx.agora);
    const total = await ctx.db.transaction(async (tx) => {
      await travarTarefa(tx, TAREFA_RECORRENCIAS);
      const extras = await datasFeriados(tx);
      let criadas = 0;
      for (const r of await recorrenciasPorIds(tx, null)) criadas += (await ajustarOcorrencias(tx, r, hoje, extras)).criadas;
      return criadas;
    });
    return msg.recorrencia.resumoTarefa(total);
  },
};
