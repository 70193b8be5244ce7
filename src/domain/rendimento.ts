// Yields of entries and investments (Informe o rendimento) and the inactivate action they share.

import * as v from 'valibot';
import { msg } from './messages.ts';
import { MAX_CENTS } from './money.ts';
import type { HistoricoEntrada } from './titulo.ts';
import { moneyInput, optionalInt } from './validation.ts';
import { idInput } from './id-inputs.ts';
import { enumInput } from './option-inputs.ts';
import type { Resultado } from './validation.ts';

export const OPERACOES = ['somar', 'subtrair'] as const;
export type Operacao = (typeof OPERACOES)[number];

/** informarRendimentoEntrada and -investimento: valor, id, operacao. */
export const InformeRendimentoSchema = v.object(
  {
    valor: moneyInput(msg.rendimento.valorOperacaoObrigatorios),
    id: idInput(msg.lista.registroNaoEncontrado),
    operacao: enumInput(OPERACOES, msg.rendimento.valorOperacaoObrigatorios),
    version: optionalInt({ min: 0 }),
  },
  msg.comum.dadosInvalidos,
);
export type InformeRendimento = v.InferOutput<typeof InformeRendimentoSchema>;

export interface MudancaRendimento<T> {
  row: T;
  /** Histórico de Movimentações entry; negative when subtracted (shown red). */
  historico: HistoricoEntrada;
}

/** Adds or subtracts a yield on the current value; the value never goes below zero. */
export function aplicarRendimento<T extends { valor_final: number }>(
  row: T,
  valor: number,
  operacao: Operacao,
  hoje: string,
): Resultado<MudancaRendimento<T>> {
  if (!Number.isSafeInteger(valor) || valor <= 0) return { ok: false, message: msg.comum.valorPositivo };
  const delta = operacao === 'somar' ? valor : -valor;
  const valorFinal = row.valor_final + delta;
  if (valorFinal < 0) return { ok: false, message: msg.rendimento.subtracaoMaiorQueSaldo };
  if (valorFinal > MAX_CENTS) return { ok: false, message: msg.comum.valorAcimaLimite };
  return {
    ok: true,
    value: {
      row: { ...row, valor_final: valorFinal },
      historico: {
        descricao: operacao === 'somar' ? msg.rendimento.historicoSomado : msg.rendimento.historicoSubtraido,
        valor: delta,
        data: hoje,
      },
    },
  };
}

/** Only Ativo rows can be inactivated (Inativo and Finalizado cannot). */
export function podeInativar(row: { status: string }): boolean {
  return row.status === 'Ativo';
}

export function inativar<T extends { status: string }>(row: T): Resultado<T> {
  if (!podeInativar(row)) return { ok: false, message: msg.rendimento.naoPodeInativar };
  return { ok: true, value: { ...row, status: 'Inativo' } };
}
