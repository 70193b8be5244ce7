// Pagar / Informar Pagamento on a chosen day (issue 31, item 2; decision 392): the day is today
// by default, never after today and never before the posting's `data`. A selection is sorted
// before anything is sent: rows that can be paid, rows already paid, and rows that cannot be
// paid, each named with its reason. The device and the server run these same checks.

import { formatDateBR } from './dates.ts';
import { msg } from './messages.ts';
import { motivoNaoPagar, valorRestante } from './pagamento.ts';
import type { Titulo } from './titulo.ts';

type Linha = Pick<Titulo, 'id' | 'descricao' | 'parcela' | 'quant_parcela' | 'data' | 'status' | 'valor_parcela' | 'valor_pago'>;

/** How a row is named in a message: its description and parcela ("Aluguel (2/3)"). */
export function nomeDaParcela(row: Pick<Titulo, 'descricao' | 'parcela' | 'quant_parcela'>): string {
  return row.quant_parcela > 1 ? `${row.descricao} (${row.parcela}/${row.quant_parcela})` : row.descricao;
}

/** Why `dia` cannot be the payment day of this row (named); null when it can. `hoje` is the checker's today. */
export function motivoDiaPagamento(dia: string, hoje: string, row: Pick<Titulo, 'descricao' | 'parcela' | 'quant_parcela' | 'data'>): string | null {
  if (dia > hoje) return msg.pagamento.dataFutura;
  if (dia < row.data) return msg.ciclo.pagamentoAntesDe(nomeDaParcela(row), formatDateBR(row.data));
  return null;
}

export interface TriagemPagamento<T> {
  /** Rows to pay, in selection order. */
  pagaveis: T[];
  /** What Pagar will settle: the sum of what remains on each payable row (cents). */
  soma: number;
  /** Already Pago: left as they are. */
  jaPagas: number;
  /** Rows that cannot be paid on `dia`, each with its named reason. */
  recusadas: { row: T; motivo: string }[];
}

/** Sort a selection for Pagar on `dia`, before anything is sent. */
export function triagemPagamento<T extends Linha>(rows: readonly T[], dia: string, hoje: string): TriagemPagamento<T> {
  const out: TriagemPagamento<T> = { pagaveis: [], soma: 0, jaPagas: 0, recusadas: [] };
  for (const row of rows) {
    if (row.status === 'Pago') {
      out.jaPagas += 1;
      continue;
    }
    const status = motivoNaoPagar(row);
    const motivo = status ? `${nomeDaParcela(row)}: ${status}` : motivoDiaPagamento(dia, hoje, row);
    if (motivo) {
      out.recusadas.push({ row, motivo });
      continue;
    }
    out.pagaveis.push(row);
    out.soma += valorRestante(row);
  }
  return out;
}
