/* The one place reports and the Painel read a row's effective due date from. Today it is the
   typed `vencimento`; when rows carry `vencimento_efetivo` (the business-day calendar, issue 15)
   only this function changes, and every report and figure follows. */

export interface ComVencimento {
  vencimento: string | null;
  vencimento_efetivo?: string | null;
}

/** The date a due row is expected to be paid; null for rows "Sem Vencimento". */
export function vencimentoEfetivo(row: ComVencimento): string | null {
  return row.vencimento_efetivo ?? row.vencimento;
}
