/* What every effective due date on this device reads (vencimento-efetivo.ts, decision 220): the
   administrator's holidays and the tax categories held in IndexedDB. Apart from feriados.ts (the
   holiday writes) so the Painel, the first screen, reads it without loading the write engine. */
import { useCollection } from './live.ts';
import type { FeriadosExtras } from '../domain/calendario.ts';
import { datasExtras } from '../domain/feriado.ts';
import { categoriasTributo } from '../domain/vencimento-efetivo.ts';
import type { Agenda } from '../domain/vencimento-efetivo.ts';

// One set while the holiday dates stay the same, shared by every cell: vencimentoEfetivo
// memoises per set, so 100,000 rows ask the calendar once per distinct date, and a list's
// filter is not redone when the holidays list is re-read without a change.
let ultimo: { chave: string; extras: FeriadosExtras } = { chave: '', extras: datasExtras([]) };

export function useFeriadosExtras(): FeriadosExtras {
  const { rows } = useCollection('feriados');
  const chave = rows.map((f) => f.data).sort().join(',');
  if (chave !== ultimo.chave) ultimo = { chave, extras: datasExtras(rows) };
  return ultimo.extras;
}

let ultimaAgenda: { feriados: FeriadosExtras; chave: string; agenda: Agenda } | null = null;

/**
 * What every effective due date on this device reads (vencimento-efetivo.ts): the holidays kept
 * in IndexedDB and the categories flagged tributo. The same object while neither changes, so
 * memoised lists and reports are not recomputed when a collection is re-read unchanged.
 */
export function useAgenda(): Agenda {
  const feriados = useFeriadosExtras();
  const { rows } = useCollection('categorias');
  const tributos = categoriasTributo(rows);
  const chave = [...tributos].sort().join(',');
  if (!ultimaAgenda || ultimaAgenda.feriados !== feriados || ultimaAgenda.chave !== chave) {
    ultimaAgenda = { feriados, chave, agenda: { feriados, categoriasTributo: tributos } };
  }
  return ultimaAgenda.agenda;
}

