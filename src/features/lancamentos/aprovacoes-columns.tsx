/* The Aprovações table (issue 35 item 1, decision 432): the waiting payables with what an
   Administrador needs to decide (Descrição, Banco, Parcela, Valor, Vencimento, Categoria, who
   created it is in the audit trail). Module-level so rows stay memoised. */
import { chaveBuscaLancamento } from '../../domain/lancamento.ts';
import { buildSearchKey } from '../../domain/search.ts';
import type { Column } from '../../ui/column.ts';
import type { LancamentoRow } from './lancamentos-columns.tsx';
import { TITULO_CELLS as C } from './titulo-cells.tsx';

export const APROVACAO_COLUMNS: readonly Column<LancamentoRow>[] = [
  C.descricao,
  { id: 'pagamento', header: 'Compra', width: 100, cell: (row) => row.pagamento },
  { id: 'banco', header: 'Banco', width: 210, cell: (row) => row.banco },
  C.parcela, C.valor, C.vencimento,
  { id: 'categoria', header: 'Categoria', width: 180, cell: (row) => row.categoria ?? '—' },
  C.observacao,
];

export function aprovacaoSearchKey(row: LancamentoRow): string {
  return buildSearchKey(chaveBuscaLancamento(row));
}

export function aprovacaoId(row: LancamentoRow): string {
  return row.id;
}
