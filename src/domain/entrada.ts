// Entradas e Reservas: income entries and reserves, with a current value moved by yields.

import * as v from 'valibot';
import { msg } from './messages.ts';
import { podeInativar } from './rendimento.ts';
import { dateInput, field, moneyInput, optionalText, requiredText } from './validation.ts';
import { optionalId } from './id-inputs.ts';
import { enumInput } from './option-inputs.ts';
import { aliases } from './cross-rules.ts';
import type { TipoEntrada, StatusEntrada } from './listas.ts';

export const TIPOS_ENTRADA_CRIACAO = ['Entrante', 'Reserva'] as const;

export interface Entrada {
  id: string;
  descricao: string;
  valor_inicial: number;
  valor_final: number;
  data: string;
  status: StatusEntrada;
  tipo: TipoEntrada;
  observacao: string | null;
  banco_id: string | null;
  banco: string | null;
  id_titulo: string | null;
  version: number;
}

/** cadastrarEntrada: descricao, valor, data, tipo (the form's tipo_lancamento), observacao. */
export const NovaEntradaSchema = v.pipe(
  field(),
  aliases({ tipo_lancamento: 'tipo' }),
  v.object(
    {
      id: optionalId(),
      descricao: requiredText(msg.entrada.descricaoObrigatoria, 255),
      valor: moneyInput(msg.entrada.valorObrigatorio),
      data: dateInput(msg.entrada.dataObrigatoria),
      tipo: enumInput(TIPOS_ENTRADA_CRIACAO, msg.entrada.tipoObrigatorio),
      observacao: optionalText(1000),
    },
    msg.comum.dadosInvalidos,
  ),
);
export type NovaEntrada = v.InferOutput<typeof NovaEntradaSchema>;

/** A new entry starts Ativo with its current value equal to the initial one. */
export function criarEntrada(input: NovaEntrada, id?: string): Entrada {
  const rowId = id ?? input.id;
  if (!rowId) throw new Error('criarEntrada: id required');
  return {
    id: rowId,
    descricao: input.descricao,
    valor_inicial: input.valor,
    valor_final: input.valor,
    data: input.data,
    status: 'Ativo',
    tipo: input.tipo,
    observacao: input.observacao,
    banco_id: null,
    banco: null,
    id_titulo: null,
    version: 1,
  };
}

export function podeInativarEntrada(row: Pick<Entrada, 'status'>): boolean {
  return podeInativar(row);
}

export function chaveBuscaEntrada(row: Pick<Entrada, 'descricao' | 'status' | 'banco'>): (string | null)[] {
  return [row.descricao, row.status, row.banco];
}
