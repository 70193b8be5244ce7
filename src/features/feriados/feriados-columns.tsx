/* The Feriados table (issue 15): Data, Dia, Nome, Tipo. National bank holidays are computed rows
   (id 'nacional:<data>'); only the administrator's rows carry their stored id. */
import type { Feriado } from '../../domain/calendario.ts';
import { formatDateBR } from '../../domain/dates.ts';
import { buildSearchKey } from '../../domain/search.ts';
import type { Column } from '../../ui/column.ts';

export type FeriadoRow = Feriado & { id: string };

const DIAS = ['domingo', 'segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado'];

function diaDaSemana(iso: string): string {
  return DIAS[new Date(`${iso}T12:00:00Z`).getUTCDay()] ?? '';
}

export const FERIADO_COLUMNS: readonly Column<FeriadoRow>[] = [
  { id: 'data', header: 'Data', width: 120, cell: (row) => formatDateBR(row.data) },
  { id: 'dia', header: 'Dia', width: 140, sortable: false, cell: (row) => diaDaSemana(row.data) },
  { id: 'nome', header: 'Nome', width: 320, cell: (row) => row.nome },
  { id: 'tipo', header: 'Tipo', width: 140, cell: (row) => row.tipo },
];

export function feriadoSearchKey(row: FeriadoRow): string {
  return buildSearchKey([row.nome, row.tipo, formatDateBR(row.data)]);
}

export function feriadoId(row: FeriadoRow): string {
  return row.id;
}
