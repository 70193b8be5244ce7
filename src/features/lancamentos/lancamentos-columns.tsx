/* The Lançamentos table (SPEC §2 "Lançamentos (payables) list"): Descrição, Pagamento (pagamento),
   Tipo de lançamento (tipo_compra; SPEC's 'Compra' and 'Método' were a slip, DESIGN §7), Banco, N° Parc., Parcela, Valor,
   Valor total, A Pagar, Pago, Data, Status, Vencimento, Data Pagamento, Categoria, Observação, and the alçada's
   Aprovação (issue 35). Module-level so rows stay memoised. */
import { chaveBuscaLancamento } from '../../domain/lancamento.ts';
import type { Lancamento } from '../../domain/lancamento.ts';
import { msg } from '../../domain/messages.ts';
import { CAMPOS_TITULO } from '../../domain/messages-campos.ts';
import { buildSearchKey } from '../../domain/search.ts';
import type { Column } from '../../ui/column.ts';
import { Placeholder } from '../../ui/placeholder.tsx';
import { AprovacaoCell } from './aprovacao-cell.tsx';
import { TITULO_CELLS as C } from './titulo-cells.tsx';
import type { TituloRow } from './titulo-cells.tsx';

/** Bank and category names are joined by the engine from the local lists, by id. */
/** A payable as the list holds it: its bank may be missing (the server's column is nullable). */
export type LancamentoRow = TituloRow & Omit<Lancamento, 'banco_id' | 'banco'> & { banco_id: string | null; banco: string | null };

export const LANCAMENTO_COLUMNS: readonly Column<LancamentoRow>[] = [
  C.descricao,
  { id: 'pagamento', header: CAMPOS_TITULO.pagamento, width: 100, cell: (row) => row.pagamento },
  { id: 'tipo_compra', header: CAMPOS_TITULO.tipoLancamento, width: 110, cell: (row) => row.tipo_compra },
  { id: 'banco', header: 'Banco', width: 210, cell: (row) => row.banco },
  C.quantParcela, C.parcela, C.valor, C.valorTotal, C.aPagar, C.pago, C.data, C.status, C.vencimento, C.pagamento,
  { id: 'categoria', header: 'Categoria', width: 180, cell: (row) => row.categoria ?? <Placeholder text={msg.categoria.semCategoria} /> },
  C.observacao,
  // Issue 35 (decision 432): the alçada's state and who decided; last, so no column moves.
  { id: 'aprovacao', header: 'Aprovação', width: 200, cell: (row) => <AprovacaoCell row={row} /> },
];

/** Search covers descricao, status, banco, pagamento and the amounts (SPEC §5, issue 33). */
export function lancamentoSearchKey(row: LancamentoRow): string {
  return buildSearchKey(chaveBuscaLancamento(row));
}
