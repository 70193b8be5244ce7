/* The one place reports, the Painel, the lists, the filters and the GET list answers read a row's
   effective due date from: the bank calendar's `vencimentoEfetivo` (calendario.ts), fed with the
   administrator's holidays and the categories flagged tributo. The client passes what IndexedDB
   holds and the server what the database holds, so both compute the same dates. */
import { vencimentoEfetivo as pelaAgenda } from './calendario.ts';
import type { FeriadosExtras } from './calendario.ts';

export interface ComVencimento {
  vencimento: string | null;
  /** The posting itself is a tax (payables only; decision 221). */
  tributo?: boolean | null;
  categoria_id?: string | null;
}

/** What the calendar reads besides the row. */
export interface Agenda {
  /** The administrator's holiday dates (Gestor > Feriados). */
  feriados: FeriadosExtras;
  /** Ids of the categories flagged tributo: their postings move to the previous business day. */
  categoriasTributo: ReadonlySet<string>;
}

/** National bank holidays only: no administrator holiday, no tax category. */
export const AGENDA_NACIONAL: Agenda = { feriados: new Set<string>(), categoriasTributo: new Set<string>() };

/** A tax: the posting is flagged, or its category is (either one is enough, decision 221). */
export function ehTributo(row: ComVencimento, agenda: Agenda = AGENDA_NACIONAL): boolean {
  if (row.tributo === true) return true;
  return row.categoria_id != null && agenda.categoriasTributo.has(row.categoria_id);
}

/** The date a due row is expected to be paid; null for rows "Sem Vencimento". */
export function vencimentoEfetivo(row: ComVencimento, agenda: Agenda = AGENDA_NACIONAL): string | null {
  return pelaAgenda(row.vencimento, { tributo: ehTributo(row, agenda), feriadosExtras: agenda.feriados });
}

/** The set of tax category ids of a category list. */
export function categoriasTributo(categorias: readonly { id: string; tributo?: boolean | null }[]): ReadonlySet<string> {
  const ids = new Set<string>();
  for (const c of categorias) if (c.tributo === true) ids.add(c.id);
  return ids;
}

/** The effective due date of a row under this agenda, as the list filter reads it (filtro.ts Efetivo). */
export function efetivoDaAgenda(agenda: Agenda): (row: ComVencimento) => string | null {
  return (row) => vencimentoEfetivo(row, agenda);
}

/** Dates from which the calendar computes national holidays (calendario.ts); outside, weekends only. */
export const ANOS_DO_CALENDARIO = { de: 1900, ate: 2099 } as const;

/**
 * Every non-business day of the years `de`…`ate` (clamped to the calendar's) → its effective
 * due date for a bill (`proximo`) and for a tax (`anterior`), by this very module's function.
 * The server hands both maps to the database so GET list answers carry `vencimento_efetivo`
 * (decision 223) computed by the same rule the client runs; business days are not listed.
 */
export function mapasNaoUteis(agenda: Agenda, de: number, ate: number): { proximo: Record<string, string>; anterior: Record<string, string> } {
  const proximo: Record<string, string> = {};
  const anterior: Record<string, string> = {};
  const inicio = Math.max(de, ANOS_DO_CALENDARIO.de);
  const fim = Math.min(ate, ANOS_DO_CALENDARIO.ate);
  const nacional = { vencimento: '' };
  const tributo = { vencimento: '', tributo: true };
  for (let ano = inicio; ano <= fim; ano++) {
    for (let t = Date.UTC(ano, 0, 1); t < Date.UTC(ano + 1, 0, 1); t += 86_400_000) {
      const dia = new Date(t).toISOString().slice(0, 10);
      nacional.vencimento = dia;
      const seguinte = vencimentoEfetivo(nacional, agenda)!;
      if (seguinte === dia) continue;
      proximo[dia] = seguinte;
      tributo.vencimento = dia;
      anterior[dia] = vencimentoEfetivo(tributo, agenda)!;
    }
  }
  return { proximo, anterior };
}
