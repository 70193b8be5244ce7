// The posting lifecycle's texts (issue 31, PRODUCT.md "The posting lifecycle"): partial payments,
// the payment day, excluir/cancelar with a scope, estornar and editar.

export const MSG_CICLO = {
  parcial: 'Parcial',
  parcialDetalhe: (pago: string, restante: string) => `Pago ${pago}, falta ${restante}`,
} as const;
