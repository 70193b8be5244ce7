/* The Categorias table (SPEC §2): Descrição, Status, Criado ('date às time' in São Paulo). */
import type { Categoria } from '../../domain/categoria.ts';
import { chaveBuscaCategoria } from '../../domain/categoria.ts';
import { formatDateTimeSP } from '../../domain/dates.ts';
import { msg } from '../../domain/messages.ts';
import { buildSearchKey } from '../../domain/search.ts';
import type { Column } from '../../ui/column.ts';
import { StatusBadge } from '../../ui/status-badge.tsx';

/** A category as the list holds it: the domain row plus the sync version the edit is based on. */
export type CategoriaRow = Categoria & { version?: number };

export const CATEGORIA_COLUMNS: readonly Column<CategoriaRow>[] = [
  { id: 'descricao', header: 'Descrição', width: 280, cell: (row) => row.descricao },
  { id: 'status', header: 'Status', width: 120, cell: (row) => <StatusBadge status={row.status ? msg.comum.ativo : msg.comum.inativo} /> },
  { id: 'created_at', header: 'Criado', width: 200, cell: (row) => formatDateTimeSP(row.created_at) },
];

export function categoriaSearchKey(row: CategoriaRow): string {
  return buildSearchKey(chaveBuscaCategoria(row));
}

export function categoriaId(row: CategoriaRow): string {
  return row.id;
}
