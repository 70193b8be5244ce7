/* Contas recorrentes (issue 34, PRODUCT "Contas recorrentes", decision 404): the dates a recorrência
   falls due. Pure: the device shows the next occurrence offline, and the server's job generates
   the same dates as ordinary payables and receivables.
   - Monthly kinds (Mensal, Bimestral, Trimestral, Semestral, Anual) fall on `dia` of the month,
     or the month's last day when it is shorter (dia 31: 28/02, 31/03, 30/04); each date is
     computed from the first one, so a short month never drags the later ones (no drift).
   - Semanal and Quinzenal step 7 or 14 days from `inicio` (so on `inicio`'s weekday): `dia` is a
     day of the month and has no meaning for them.
   - The first occurrence is the first such date on or after `inicio`; none after `fim`.
   - With `ajustar_dia_util`, a date on a weekend or bank holiday moves to the next business day
     (a bill due on a Sunday is paid on Monday); the next date is still counted from the rule's
     own date, so adjustments never accumulate. */
import * as v from 'valibot';
import { addDays, addMonthsClamped, daysBetween } from './dates.ts';
import { proximoDiaUtil } from './calendario.ts';
import type { FeriadosExtras } from './calendario.ts';
import { crossRules } from './cross-rules.ts';
import { optionalId, optionalIdList } from './id-inputs.ts';
// The options live in listas.ts (the wire schema reads them without this module's rules).
import { FREQUENCIAS, PAGAMENTOS, TIPOS_RECORRENCIA } from './listas.ts';
import type { Frequencia } from './listas.ts';
import { MSG_RECORRENCIA as m } from './messages-recorrencia.ts';
import { msg } from './messages.ts';
import { enumInput, optionalEnumInput } from './option-inputs.ts';
import { boolInput, dateInput, moneyInput, optionalDate, optionalInt, optionalText, requiredText } from './validation.ts';

/** Months between occurrences of the monthly kinds; days for the weekly ones. */
const MESES: Partial<Record<Frequencia, number>> = { Mensal: 1, Bimestral: 2, Trimestral: 3, Semestral: 6, Anual: 12 };
const DIAS: Partial<Record<Frequencia, number>> = { Semanal: 7, Quinzenal: 14 };

/** How many future occurrences a recorrência keeps as rows (PRODUCT). */
export const OCORRENCIAS_MANTIDAS = 12;

export interface RegraRecorrencia {
  frequencia: Frequencia;
  /** 1–31: the day of the month of the monthly kinds (the last day of a shorter month). */
  dia: number;
  /** ISO date: nothing falls before it. */
  inicio: string;
  /** ISO date or null: nothing falls after it. */
  fim: string | null;
  ajustar_dia_util: boolean;
}

/** The rule's own date of occurrence `k` (0-based), before any business-day adjustment. */
function dataDaRegra(regra: RegraRecorrencia, k: number): string {
  const meses = MESES[regra.frequencia];
  if (meses !== undefined) {
    const primeiro = addMonthsClamped(regra.inicio, 0, regra.dia);
    const desloca = primeiro < regra.inicio ? meses : 0;
    return addMonthsClamped(regra.inicio, desloca + k * meses, regra.dia);
  }
  return addDays(regra.inicio, k * (DIAS[regra.frequencia] ?? 7));
}

/**
 * An occurrence index safely before `desde`, so a recorrência started years ago does not walk
 * every past date (the list computes 500 next dates on each paint). Its rule date is at least two
 * weeks before `desde` (a month counted as 31 days, and up to a month to the first date), so no
 * business-day adjustment can bring it, or an earlier one, to `desde`.
 */
function primeiroK(regra: RegraRecorrencia, desde: string): number {
  const dias = daysBetween(regra.inicio, desde);
  const meses = MESES[regra.frequencia];
  const passo = meses !== undefined ? meses * 31 : (DIAS[regra.frequencia] ?? 7);
  return Math.max(0, Math.floor((dias - 45) / passo));
}

/**
 * The due dates of the occurrences on or after `desde` (ISO), at most `n`, none after `fim`: the
 * dates the job keeps as rows and the screen shows as "próxima".
 */
export function ocorrencias(regra: RegraRecorrencia, desde: string, n: number = OCORRENCIAS_MANTIDAS, extras?: FeriadosExtras): string[] {
  const out: string[] = [];
  // Counted from the first occurrence (never from the last one, which an adjustment may have moved).
  for (let k = primeiroK(regra, desde); out.length < n && k < 100_000; k++) {
    const regraDia = dataDaRegra(regra, k);
    if (regra.fim !== null && regraDia > regra.fim) break;
    const data = regra.ajustar_dia_util ? proximoDiaUtil(regraDia, extras) : regraDia;
    if (data >= desde) out.push(data);
  }
  return out;
}

/** The next due date on or after `hoje`, or null when the recorrência has ended. */
export function proximaOcorrencia(regra: RegraRecorrencia, hoje: string, extras?: FeriadosExtras): string | null {
  return ocorrencias(regra, hoje, 1, extras)[0] ?? null;
}


/** Monthly kinds need `dia`; the weekly ones step from `inicio` and ignore it. */
export function usaDia(frequencia: Frequencia): boolean {
  return MESES[frequencia] !== undefined;
}

const CamposRecorrencia = v.object(
  {
    id: optionalId(),
    tipo: enumInput(TIPOS_RECORRENCIA, m.tipoObrigatorio),
    descricao: requiredText(m.descricaoObrigatoria, 255),
    valor: moneyInput(m.valorObrigatorio),
    banco: optionalId(),
    categoria: optionalId(),
    // Blank is none (a receivable needs none); the cross rule below asks a payable for one.
    pagamento: optionalEnumInput(PAGAMENTOS),
    frequencia: enumInput(FREQUENCIAS, m.frequenciaObrigatoria),
    dia: optionalInt({ min: 1, max: 31, rangeMessage: m.diaInvalido }),
    inicio: dateInput(m.inicioObrigatorio),
    fim: optionalDate(),
    ajustar_dia_util: boolInput(false),
    observacao: optionalText(1000),
    status: boolInput(true),
    /** The ids of the occurrences the device created (decision 414), in date order: the server
        creates exactly those rows, so a replay or a sync never duplicates them. */
    ocorrencias: optionalIdList(),
    /** The device's day of the write: occurrences from it on are generated (its `data`). */
    hoje: optionalDate(),
    /** The version an edit is based on (the stale-edit rule, decision 317). */
    version: optionalInt({ min: 0 }),
  },
  msg.comum.dadosInvalidos,
);
type CamposRecorrencia = v.InferOutput<typeof CamposRecorrencia>;

/**
 * cadastrarRecorrencia / editarRecorrencia (PRODUCT "Contas recorrentes"; the paths are
 * in mutacoes-recorrencias.ts): a payable one needs its bank and Pagamento; a monthly kind its day;
 * `fim`, when given, not before `inicio`. Every problem at once, in the form's order.
 */
export const RecorrenciaSchema = v.pipe(
  CamposRecorrencia,
  crossRules<CamposRecorrencia>([
    { field: 'banco', uses: ['tipo'], check: (x) => (x.tipo === 'pagar' && !x.banco ? m.bancoObrigatorio : null) },
    { field: 'pagamento', uses: ['tipo'], check: (x) => (x.tipo === 'pagar' && !x.pagamento ? m.pagamentoObrigatorio : null) },
    { field: 'dia', uses: ['frequencia'], check: (x) => (usaDia(x.frequencia) && x.dia === null ? m.diaObrigatorio : null) },
    { field: 'fim', uses: ['inicio'], check: (x) => (x.fim && x.fim < x.inicio ? m.fimAntesDoInicio : null) },
  ]),
  // Weekly kinds keep no day: the rule steps from inicio (decision 404).
  v.transform((x) => ({ ...x, dia: usaDia(x.frequencia) ? x.dia : null })),
);
export type NovaRecorrencia = v.InferOutput<typeof RecorrenciaSchema>;
