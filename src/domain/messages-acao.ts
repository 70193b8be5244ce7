// Texts of the action's own day (pay, inform, cancel: issue 12). Part of `msg` (messages.ts).

export const MSG_ACAO = {
  pagamentoAntesDoLancamento: 'A data de pagamento não pode ser anterior à data do lançamento.',
  cancelamentoFuturo: 'A data de cancelamento não pode ser futura.',
  cancelamentoAntesDoLancamento: 'A data de cancelamento não pode ser anterior à data do lançamento.',
  versoesInvalidas: 'Versões dos registros inválidas.',
} as const;
