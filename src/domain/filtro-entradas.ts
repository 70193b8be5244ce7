// The Entradas e Reservas filter (SPEC §2: "A filter component exists"; issue 13): by status, by
// type and by a date range, applied to the rows on this device.

import type { Entrada } from './entrada.ts';

export interface FiltroEntradas {
  status: '' | Entrada['status'];
  tipo: '' | Entrada['tipo'];
  /** 'YYYY-MM-DD' or '' (open). */
  de: string;
  ate: string;
}

export const FILTRO_ENTRADAS_VAZIO: FiltroEntradas = { status: '', tipo: '', de: '', ate: '' };

export function filtroEntradasAtivo(filtro: FiltroEntradas): boolean {
  return filtro.status !== '' || filtro.tipo !== '' || filtro.de !== '' || filtro.ate !== '';
}

export function filtrarEntradas<T extends Pick<Entrada, 'status' | 'tipo' | 'data'>>(rows: readonly T[], filtro: FiltroEntradas): readonly T[] {
  if (!filtroEntradasAtivo(filtro)) return rows;
  return rows.filter((row) =>
    (filtro.status === '' || row.status === filtro.status)
    && (filtro.tipo === '' || row.tipo === filtro.tipo)
    && (filtro.de === '' || row.data >= filtro.de)
    && (filtro.ate === '' || row.data <= filtro.ate));
}
