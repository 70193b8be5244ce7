/* The Recebíveis table (SPEC §2 "Recebíveis list"): Descrição, Método, N° Parc., Parcela, Valor,
   À Receber, Recebido, Data, Status, Vencimento, Pagamento, Observação. */
import { chaveBuscaRecebivel } from '../../domain/recebivel.ts';
import { buildSearchKey } from '../../domain/search.ts';
import type { Column } from '../../ui/column.ts';
import { TITULO_CELLS as C } from './titulo-cells.tsx';
import type { TituloRow } from './titulo-cells.tsx';

export type RecebivelRow = TituloRow;

export const RECEBIVEL_COLUMNS: readonly Column<RecebivelRow>[] = [
  C.descricao, C.metodo, C.quantParcela, C.parcela, C.valor, C.valorTotal, C.aReceber, C.recebido, C.data, C.status,
  C.vencimento, C.pagamento, C.observacao,
];

/** Search covers descricao, status and the amounts (SPEC §5, issue 33; receivables have no bank). */
export function recebivelSearchKey(row: RecebivelRow): string {
  return buildSearchKey(chaveBuscaRecebivel(row));
}
