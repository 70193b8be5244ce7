// Lembretes (issue 17, PRODUCT.md "Lembretes"): validation, the next occurrence of a recurring
// reminder on the bank calendar, and who a reminder is for. Pure: the client and the server run
// the same functions (a reminder concluded offline advances exactly as the server will).

import * as v from 'valibot';
import { RECORRENCIAS, STATUS_LEMBRETE, VINCULOS } from './avisos-listas.ts';
import type { Recorrencia, StatusLembrete, TipoVinculo } from './avisos-listas.ts';
import { addDays, addMonthsClamped, lastDayOfMonth } from './dates.ts';
import { proximoDiaUtil, isDiaUtil } from './calendario.ts';
import type { FeriadosExtras } from './calendario.ts';
import { crossRules } from './cross-rules.ts';
import type { CrossRule } from './cross-rules.ts';
import { idInput, optionalId, optionalIdList } from './id-inputs.ts';
import { msg } from './messages.ts';
import { enumInput } from './option-inputs.ts';
import { boolInput, dateInput, field, intInput, optionalInt, optionalReadInput, optionalText, requiredText } from './validation.ts';

export const DIA_UTIL_DO_MES: Recorrencia = 'N-ésimo dia útil do mês';
export const ANTECEDENCIAS = [0, 1, 2, 3, 7] as const;
export const ROTULO_VINCULO: Record<TipoVinculo, string> = { lancamentos: 'Lançamento', recebiveis: 'Recebível', faturas: 'Fatura' };
/** A month has at most 23 business days. */
export const MAX_DIA_UTIL = 23;

/** A record a reminder may be linked to: not a cancelled one (nothing is left to do about it, issue 33). */
export function vinculavel(row: { status?: string }): boolean {
  return row.status !== 'Cancelado';
}

export interface Lembrete {
  id: string;
  titulo: string;
  descricao: string | null;
  data: string;
  hora: string | null;
  antecedencia_dias: number;
  recorrencia: Recorrencia;
  dia_util: number | null;
  ajustar_dia_util: boolean | 0 | 1;
  destinatarios: string[];
  vinculo_tipo: TipoVinculo | null;
  vinculo_id: string | null;
  status: StatusLembrete;
  criado_por?: string | null;
  version?: number;
  created_at?: string;
  updated_at?: string;
}

const HORA = /^([01]\d|2[0-3]):[0-5]\d$/;

function horaInput() {
  return v.pipe(
    field(),
    v.rawTransform(({ dataset, addIssue, NEVER }): string | null => {
      const value = dataset.value;
      if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return null;
      if (typeof value !== 'string' || !HORA.test(value.trim())) {
        addIssue({ message: msg.lembretes.horaInvalida });
        return NEVER;
      }
      return value.trim();
    }),
  );
}

function antecedenciaInput() {
  return v.pipe(
    intInput(msg.lembretes.antecedenciaObrigatoria, { min: 0, max: 7, rangeMessage: msg.lembretes.antecedenciaInvalida }),
    v.check((n) => (ANTECEDENCIAS as readonly number[]).includes(n), msg.lembretes.antecedenciaInvalida),
  );
}

const campos = {
  titulo: requiredText(msg.lembretes.tituloObrigatorio, 120),
  descricao: optionalText(2000),
  data: dateInput(msg.lembretes.dataObrigatoria),
  hora: horaInput(),
  antecedencia_dias: antecedenciaInput(),
  recorrencia: enumInput(RECORRENCIAS, msg.lembretes.recorrenciaObrigatoria),
  dia_util: optionalInt({ min: 1, max: MAX_DIA_UTIL, rangeMessage: msg.lembretes.diaUtilInvalido }),
  ajustar_dia_util: boolInput(false),
  destinatarios: optionalIdList(),
  vinculo_tipo: optionalReadInput((x) => ((VINCULOS as readonly unknown[]).includes(x) ? (x as TipoVinculo) : null), msg.lembretes.vinculoIncompleto),
  vinculo_id: optionalId(),
};

type Campos = { recorrencia: Recorrencia; dia_util: number | null; vinculo_tipo: TipoVinculo | null; vinculo_id: string | null };

const regras: readonly CrossRule<Campos>[] = ([
  { field: 'dia_util', uses: ['recorrencia'], check: (x) => (x.recorrencia === DIA_UTIL_DO_MES && x.dia_util === null ? msg.lembretes.diaUtilObrigatorio : null) },
  { field: 'vinculo_id', uses: ['vinculo_tipo'], check: (x) => (Boolean(x.vinculo_tipo) !== Boolean(x.vinculo_id) ? msg.lembretes.vinculoIncompleto : null) },
]);

function normalizar<T extends Campos & { destinatarios: string[] | null }>(x: T) {
  return {
    ...x,
    dia_util: x.recorrencia === DIA_UTIL_DO_MES ? x.dia_util : null,
    destinatarios: x.destinatarios ?? [],
  };
}

/** The input of cadastrarLembrete (a new reminder is Pendente). */
const NovoObjeto = v.object({ id: optionalId(), ...campos }, msg.comum.dadosInvalidos);
type NovoEntrada = v.InferOutput<typeof NovoObjeto>;
export const NovoLembreteSchema = v.pipe(NovoObjeto, crossRules<NovoEntrada>(regras), v.transform((x: NovoEntrada) => normalizar(x)));
export type NovoLembrete = v.InferOutput<typeof NovoLembreteSchema>;

/** The input of editarLembrete: every field again (Editar, and Adiar's new date), plus the status. */
// `version`: the row's version the edit is based on (the stale-edit rule, decision 317).
const EditarObjeto = v.object({
  id: idInput(), ...campos, status: enumInput(STATUS_LEMBRETE, msg.lembretes.statusObrigatorio), version: optionalInt({ min: 0 }),
}, msg.comum.dadosInvalidos);
type EditarEntrada = v.InferOutput<typeof EditarObjeto>;
export const EditarLembreteSchema = v.pipe(EditarObjeto, crossRules<EditarEntrada>(regras), v.transform((x: EditarEntrada) => normalizar(x)));
export type EditarLembrete = v.InferOutput<typeof EditarLembreteSchema>;

/** The `n`-th business day of a month ('YYYY-MM'); the month's last one when it has fewer. */
export function nEsimoDiaUtil(ano: number, mes: number, n: number, extras?: FeriadosExtras): string {
  const mm = String(mes).padStart(2, '0');
  const ultimo = lastDayOfMonth(ano, mes);
  let achado = '';
  let conta = 0;
  for (let d = 1; d <= ultimo; d++) {
    const iso = `${ano}-${mm}-${String(d).padStart(2, '0')}`;
    if (!isDiaUtil(iso, extras)) continue;
    achado = iso;
    if (++conta === n) return iso;
  }
  return achado;
}

function mesSeguinte(iso: string): { ano: number; mes: number } {
  const ano = Number(iso.slice(0, 4));
  const mes = Number(iso.slice(5, 7));
  return mes === 12 ? { ano: ano + 1, mes: 1 } : { ano, mes: mes + 1 };
}

/**
 * The date after `data` on which a recurring reminder falls again; null when it does not recur.
 * 'N-ésimo dia útil do mês' is the dia_util-th bank business day of the next month.
 */
export function proximaOcorrencia(
  l: Pick<Lembrete, 'data' | 'recorrencia' | 'dia_util'>,
  extras?: FeriadosExtras,
): string | null {
  switch (l.recorrencia) {
    case 'Diária': return addDays(l.data, 1);
    case 'Semanal': return addDays(l.data, 7);
    case 'Mensal': return addMonthsClamped(l.data, 1);
    case 'Anual': return addMonthsClamped(l.data, 12);
    case 'N-ésimo dia útil do mês': {
      const { ano, mes } = mesSeguinte(l.data);
      return nEsimoDiaUtil(ano, mes, l.dia_util ?? 1, extras);
    }
    default: return null;
  }
}

/** The day the reminder is due: its date, moved to the next business day when it asks to. */
export function dataEfetiva(l: Pick<Lembrete, 'data' | 'ajustar_dia_util'>, extras?: FeriadosExtras): string {
  return l.ajustar_dia_util ? proximoDiaUtil(l.data, extras) : l.data;
}

/** The day the bell starts showing it: antecedencia_dias before its effective date. */
export function dataAviso(l: Pick<Lembrete, 'data' | 'ajustar_dia_util' | 'antecedencia_dias'>, extras?: FeriadosExtras): string {
  return addDays(dataEfetiva(l, extras), -l.antecedencia_dias);
}

/** Concluir: a recurring reminder moves to its next occurrence (Pendente); a single one is Concluído. */
export function concluir<T extends Pick<Lembrete, 'data' | 'recorrencia' | 'dia_util' | 'status'>>(l: T, extras?: FeriadosExtras): T {
  const proxima = proximaOcorrencia(l, extras);
  return proxima ? { ...l, data: proxima, status: 'Pendente' } : { ...l, status: 'Concluído' };
}

/** Adiar: the date moves by `dias` (1 or 7) and the status becomes Adiado. */
export function adiar<T extends Pick<Lembrete, 'data' | 'status'>>(l: T, dias: number): T {
  return { ...l, data: addDays(l.data, dias), status: 'Adiado' };
}

/** A reminder with no destinatários is for everyone. */
export function paraUsuario(l: Pick<Lembrete, 'destinatarios'>, userId: string): boolean {
  return !l.destinatarios || l.destinatarios.length === 0 || l.destinatarios.includes(userId);
}

export function rotuloRecorrencia(l: Pick<Lembrete, 'recorrencia' | 'dia_util'>): string {
  return l.recorrencia === DIA_UTIL_DO_MES && l.dia_util ? msg.lembretes.diaUtil(l.dia_util) : l.recorrencia;
}
