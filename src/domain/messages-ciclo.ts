// The posting lifecycle's texts (issue 31, PRODUCT.md "The posting lifecycle"): partial payments,
// the payment day, excluir/cancelar with a scope, estornar and editar.

export const MSG_CICLO = {
  parcial: 'Parcial',
  parcialDetalhe: (pago: string, restante: string) => `Pago ${pago}, falta ${restante}`,
  dataPagamento: 'Data do pagamento',
  pagamentoAntesDe: (nome: string, data: string) => `${nome}: a data de pagamento não pode ser anterior à data do lançamento (${data}).`,
  confirmarPagarEm: (n: number, soma: string, dia: string) =>
    `Pagar ${n === 1 ? '1 parcela' : `${n} parcelas`} (${soma}) em ${dia}?`,
  totalAPagar: (n: number, soma: string) => `${n === 1 ? '1 parcela' : `${n} parcelas`}, total ${soma}.`,
  ficamDeFora: 'Não serão pagas (ficam como estão):',
  nenhumaPagavel: 'Nenhuma das linhas selecionadas pode ser paga nesta data.',
} as const;
