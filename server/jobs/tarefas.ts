/* The tasks and automation listeners every server process registers on its runner (issue 20).
   To add a task: append it to the array tarefasDoServidor returns. To react to automation
   events (fatura_fechada, falha_automacao): append a listener to OUVINTES. */
import type { OuvinteAutomacao, Tarefa } from './tarefa.ts';
import { tarefaFaturas } from './tarefa-faturas.ts';
import { tarefaRecorrencias } from './tarefa-recorrencias.ts';
import type { Runner } from './runner.ts';
import { ouvinteTelegram, TAREFAS_TELEGRAM } from '../telegram/tarefas.ts';

export function tarefasDoServidor(runner: Pick<Runner, 'emitir'>): Tarefa[] {
  return [
    tarefaFaturas(runner.emitir),
    tarefaRecorrencias,
    ...TAREFAS_TELEGRAM,
  ];
}

export const OUVINTES: readonly OuvinteAutomacao[] = [ouvinteTelegram];
