// Investments: like entries, with an optional bank and a Finalizado status.

import * as v from 'valibot';
import { msg } from './messages.ts';
import { podeInativar } from './rendimento.ts';
import { dateInput, moneyInput, optionalText, requiredText } from './validation.ts';
import { optionalId } from './id-inputs.ts';
import { enumInput } from './option-inputs.ts';
import type { StatusInvestimento } from './listas.ts';

export const STATUS_INVESTIMENTO_CRIACAO = ['Ativo', 'Finalizado'] as const;

export interface Investimento {
  id: string;
  descricao: string;
  valor_inicial: number;
  valor_final: number;
  data: string;
  banco_id: string | null;
  banco: string | null;
  status: StatusInvestimento;
  observacao: string | null;
  version: number;
}

/** cadastrarInvestimento: descricao, valor, data, banco (id, optional), status, observacao. */
export const NovoInvestimentoSchema = v.object(
  {
    id: optionalId(),
    descricao: requiredText(msg.investimento.descricaoObrigatoria, 255),
    valor: moneyInput(msg.investimento.valorObrigatorio),
    data: dateInput(msg.investimento.dataObrigatoria),
    status: enumInput(STATUS_INVESTIMENTO_CRIACAO, msg.investimento.statusObrigatorio),
    banco: optionalId(),
    observacao: optionalText(1000),
  },
  msg.comum.dadosInvalidos,
);
export type NovoInvestimento = v.InferOutput<typeof NovoInvestimentoSchema>;

export function criarInvestimento(input: NovoInvestimento, nomeBanco: string | null, id?: string): Investimento {
  const rowId = id ?? input.id;
  if (!rowId) throw new Error('criarInvestimento: id required');
  return {
    id: rowId,
    descricao: input.descricao,
    valor_inicial: input.valor,
    valor_final: input.valor,
    data: input.data,
    banco_id: input.banco,
    banco: input.banco ? nomeBanco : null,
    status: input.status,
    observacao: input.observacao,
    version: 1,
  };
}

/** Inactivate is disabled for Inativo and Finalizado. */
export function podeInativarInvestimento(row: Pick<Investimento, 'status'>): boolean {
  return podeInativar(row);
}

export function chaveBuscaInvestimento(row: Pick<Investimento, 'descricao' | 'status' | 'banco'>): (string | null)[] {
  return [row.descricao, row.status, row.banco];
}
