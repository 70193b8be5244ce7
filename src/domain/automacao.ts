// Inputs of Automação de faturas (issue 20): a bank's rule and a run asked for by hand.

import * as v from 'valibot';
import { idInput, optionalId } from './id-inputs.ts';
import { msg } from './messages.ts';
import { boolInput, intInput } from './validation.ts';

/** editarRegraFatura. `dia_vencimento` is written to the bank (its card's due day). */
export const RegraFaturaSchema = v.object(
  {
    banco: idInput(msg.automacao.bancoObrigatorio),
    dia_fechamento: intInput(msg.automacao.diaFechamento, { min: 1, max: 31, rangeMessage: msg.automacao.diaFechamento }),
    dia_vencimento: intInput(msg.automacao.diaVencimento, { min: 1, max: 31, rangeMessage: msg.automacao.diaVencimento }),
    ativa: boolInput(),
    ajustar_dia_util: boolInput(),
    alerta_dias: intInput(msg.automacao.alertaDias, { min: 0, max: 30, rangeMessage: msg.automacao.alertaDias }),
  },
  msg.comum.dadosInvalidos,
);
export type RegraFaturaInput = v.InferOutput<typeof RegraFaturaSchema>;

export const TAREFAS_CONHECIDAS = ['faturas'] as const;

/** executarAutomacao: a task to run now, or a run to run again (Reprocessar). */
export const ExecutarSchema = v.object(
  {
    tarefa: v.optional(v.picklist(TAREFAS_CONHECIDAS, msg.automacao.tarefaDesconhecida), 'faturas'),
    execucao: optionalId(),
  },
  msg.comum.dadosInvalidos,
);
