/* The Investimentos table (SPEC §2): Descrição, Valor Inicial, Valor Atual, Data, Banco, Status,
   Observação. Module-level so rows stay memoised. */
import { formatDateBR } from '../../domain/dates.ts';
import { chaveBuscaInvestimento } from '../../domain/investimento.ts';
import type { Investimento } from '../../domain/investimento.ts';
import { formatBRL } from '../../domain/money.ts';
import { buildSearchKey } from '../../domain/search.ts';
import type { Column } from '../../ui/column.ts';
import { ObservacaoCell } from '../../ui/observacao-cell.tsx';
import { StatusBadge } from '../../ui/status-badge.tsx';

export type InvestimentoRow = Investimento;

export const INVESTIMENTO_COLUMNS: readonly Column<InvestimentoRow>[] = [
  { id: 'descricao', priority: true, header: 'Descrição', width: 170, cell: (row) => row.descricao },
  { id: 'valor_inicial', priority: true, header: 'Valor Inicial', align: 'right', width: 130, cell: (row) => formatBRL(row.valor_inicial) },
  { id: 'valor_final', priority: true, header: 'Valor Atual', align: 'right', width: 120, cell: (row) => formatBRL(row.valor_final) },
  { id: 'data', header: 'Data', width: 100, cell: (row) => formatDateBR(row.data) },
  { id: 'banco', header: 'Banco', width: 140, cell: (row) => row.banco ?? '' },
  { id: 'status', priority: true, header: 'Status', width: 120, title: (row) => row.status, cell: (row) => <StatusBadge status={row.status} /> },
  { id: 'observacao', header: 'Observação', width: 160, cell: (row) => <ObservacaoCell id={row.id} texto={row.observacao} /> },
];

export function investimentoSearchKey(row: InvestimentoRow): string {
  return buildSearchKey(chaveBuscaInvestimento(row));
}

export function investimentoId(row: InvestimentoRow): string {
  return row.id;
}
