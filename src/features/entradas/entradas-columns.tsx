/* The Entradas e Reservas table (SPEC §2): Descrição, Valor Inicial, Valor Atual, Data, Status,
   Tipo, Observação. Module-level so rows stay memoised. */
import { formatDateBR } from '../../domain/dates.ts';
import { chaveBuscaEntrada } from '../../domain/entrada.ts';
import type { Entrada } from '../../domain/entrada.ts';
import { formatBRL } from '../../domain/money.ts';
import { buildSearchKey } from '../../domain/search.ts';
import type { Column } from '../../ui/column.ts';
import { ObservacaoCell } from '../../ui/observacao-cell.tsx';
import { StatusBadge } from '../../ui/status-badge.tsx';

export type EntradaRow = Entrada;

export const ENTRADA_COLUMNS: readonly Column<EntradaRow>[] = [
  { id: 'descricao', priority: true, header: 'Descrição', width: 180, cell: (row) => row.descricao },
  { id: 'valor_inicial', priority: true, header: 'Valor Inicial', align: 'right', width: 130, cell: (row) => formatBRL(row.valor_inicial) },
  { id: 'valor_final', priority: true, header: 'Valor Atual', align: 'right', width: 120, cell: (row) => formatBRL(row.valor_final) },
  { id: 'data', header: 'Data', width: 100, cell: (row) => formatDateBR(row.data) },
  { id: 'status', priority: true, header: 'Status', width: 100, cell: (row) => <StatusBadge status={row.status} /> },
  { id: 'tipo', header: 'Tipo', width: 90, cell: (row) => row.tipo },
  { id: 'observacao', header: 'Observação', width: 180, cell: (row) => <ObservacaoCell id={row.id} texto={row.observacao} /> },
];

export function entradaSearchKey(row: EntradaRow): string {
  return buildSearchKey(chaveBuscaEntrada(row));
}

export function entradaId(row: EntradaRow): string {
  return row.id;
}
