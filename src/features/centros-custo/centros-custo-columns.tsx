/* The Centros de custo table (issue 35): Código, Nome, Status, Criado ('date às time' in São Paulo). */
import type { CentroCusto } from '../../domain/centro-custo.ts';
import { chaveBuscaCentroCusto } from '../../domain/centro-custo.ts';
import { formatDateTimeSP } from '../../domain/dates.ts';
import { msg } from '../../domain/messages.ts';
import { buildSearchKey } from '../../domain/search.ts';
import type { Column } from '../../ui/column.ts';
import { StatusBadge } from '../../ui/status-badge.tsx';

/** A centro as the list holds it: the domain row plus the sync version the edit is based on. */
export type CentroCustoRow = CentroCusto & { version?: number };

export const CENTRO_CUSTO_COLUMNS: readonly Column<CentroCustoRow>[] = [
  { id: 'codigo', header: 'Código', width: 140, cell: (row) => row.codigo },
  { id: 'nome', header: 'Nome', width: 280, cell: (row) => row.nome },
  { id: 'status', header: 'Status', width: 120, cell: (row) => <StatusBadge status={row.status ? msg.comum.ativo : msg.comum.inativo} /> },
  { id: 'created_at', header: 'Criado', width: 200, cell: (row) => formatDateTimeSP(row.created_at) },
];

export function centroCustoSearchKey(row: CentroCustoRow): string {
  return buildSearchKey(chaveBuscaCentroCusto(row));
}

export function centroCustoId(row: CentroCustoRow): string {
  return row.id;
}
