/* The link from a payable or receivable to the statement line it was conciliated with (issue 16:
   "matched lines show their link both ways"; decision 311). The lists read it by the título's id
   from the device's synced `extratos` rows, so it shows offline and as soon as a link syncs. */
import { useMemo } from 'react';
import { useCollection } from './live.ts';
import type { ExtratoLocal } from './extratos.ts';

export type AlvoVinculo = 'lancamento' | 'recebivel';

export interface VinculoExtrato {
  extrato_id: string;
  data: string;
  descricao: string;
  valor: number;
}

/** Each linked título's statement line, by the título's id (lower case). */
export function vinculosPorTitulo(extratos: readonly ExtratoLocal[], alvo: AlvoVinculo): ReadonlyMap<string, VinculoExtrato> {
  const map = new Map<string, VinculoExtrato>();
  for (const e of extratos) {
    const titulo = alvo === 'lancamento' ? e.lancamento_id : e.recebivel_id;
    if (titulo) map.set(titulo.toLowerCase(), { extrato_id: e.id, data: e.data, descricao: e.descricao, valor: e.valor });
  }
  return map;
}

/** The statement links of one list (payables or receivables), rebuilt when the lines change. */
export function useVinculosExtrato(alvo: AlvoVinculo): ReadonlyMap<string, VinculoExtrato> {
  const { rows } = useCollection('extratos');
  return useMemo(() => vinculosPorTitulo(rows, alvo), [rows, alvo]);
}
