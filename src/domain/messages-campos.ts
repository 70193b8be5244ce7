// DESIGN §7, one name per concept (issue 33, decision 434): the payable's and receivable's fields
// a clerk files, filters and exports by, named once. The Cadastro's labels, the list headers, the
// Filtro, the reports' CSV and Auditoria all read these, so they cannot disagree again. Imports
// nothing: the lists, the forms and the change log's labels load it alike.

export const CAMPOS_TITULO = {
  /** Crédito, Débito, Boleto, Pix, Espécie (field `pagamento`). */
  pagamento: 'Pagamento',
  /** Compra, Venda, Serviço, Pagamento, Outros (`tipo_lancamento` on the form, `tipo_compra` stored). */
  tipoLancamento: 'Tipo de lançamento',
  /** À vista, Parcelado, Indefinido (`metodo`). */
  metodo: 'Método',
  /** The day it was paid (`data_pagamento`): the form's name, so the list's date column no longer
   *  shares "Pagamento" with the payment kind. */
  dataPagamento: 'Data Pagamento',
} as const;

/** The column chooser of a list (issue 33, decision 435). */
export const MSG_COLUNAS = {
  colunas: 'Colunas',
  escolher: 'Colunas visíveis',
  fixa: (coluna: string) => `${coluna} (sempre visível)`,
  /** The group total of a purchase in instalments: Valor shows the instalment's value. */
  valorTotal: 'Valor total',
  totalDaCompra: (total: string) => `Total da compra: ${total}`,
} as const;
