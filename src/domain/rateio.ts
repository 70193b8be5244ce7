/* Rateio (issue 35, PRODUCT "Centros de custo, rateio e orçamento", decision 420): a payable or
   receivable split across categorias and centros de custo, by percentage or by value.
   - Percentages carry two decimals and are kept as hundredths of a percent (33,33 % → 3333);
     they add up to exactly 100 % (10000). Values are cents and add up to exactly the total.
   - `ratear` gives each share its cents: every share but the last is rounded to the nearest cent
     (half up), and the last takes what is left, so the shares always add up to the total.
   - A share names a categoria, a centro de custo or both (the posting's own fill the gap); no
     (categoria, centro) pair twice; no share of zero or less; all percent or all value.
   Pure: the device checks before queueing, the server again on create and update. */
import * as v from 'valibot';
import { formatBRL, formatValor, parseDecimal, toDecimal } from './money.ts';
import { MSG_RATEIO as m } from './messages-centros.ts';
import { msg } from './messages.ts';
import { crossRules } from './cross-rules.ts';
import { optionalId } from './id-inputs.ts';
import { isBlank } from './coerce.ts';
import { optionalCheckedInput, optionalMoney } from './validation.ts';

/** 100 % in hundredths of a percent. */
export const CEM_POR_CENTO = 10_000;
/** More shares than this is a typing accident, not a split. */
export const MAX_PARTES_RATEIO = 100;

export interface ParteRateio {
  categoria: string | null;
  centro_custo: string | null;
  /** Hundredths of a percent (33,33 % → 3333), or null in a rateio by value. */
  percentual: number | null;
  /** Cents, or null in a rateio by percentage. */
  valor: number | null;
}

/** The weight of a share: its percentage, or its value. */
function peso(parte: ParteRateio): number {
  return parte.percentual ?? parte.valor ?? 0;
}

/**
 * The cents of each share of `valor`, in the shares' proportions (percentages of 100 %, or values
 * of their sum, so a partial payment splits like the posting): each share but the last rounded
 * half up, the last taking the rest.
 */
export function ratear(valor: number, partes: readonly ParteRateio[]): number[] {
  if (partes.length === 0) return [];
  const pesos = partes.map(peso);
  const base = partes[0]?.percentual !== null && partes[0]?.percentual !== undefined
    ? CEM_POR_CENTO
    : pesos.reduce((a, b) => a + b, 0);
  const out: number[] = [];
  let dado = 0;
  for (let i = 0; i < pesos.length - 1; i++) {
    const cents = base > 0 ? Math.round((valor * (pesos[i] ?? 0)) / base) : 0;
    out.push(cents);
    dado += cents;
  }
  out.push(valor - dado);
  return out;
}

const chave = (p: ParteRateio) => `${p.categoria ?? ''}|${p.centro_custo ?? ''}`;

/**
 * Every problem of a rateio, in Portuguese, in order: mixed kinds, a share with no destination,
 * a repeated pair, the sum of percentages; with the posting's `valor` also the sum of values and
 * a share that would round to nothing. Empty: the rateio is good.
 */
export function problemasRateio(partes: readonly ParteRateio[], valor?: number): string[] {
  const out: string[] = [];
  if (partes.length === 0) return out;
  const porPercentual = partes.filter((p) => p.percentual !== null).length;
  const misturado = porPercentual > 0 && porPercentual < partes.length;
  if (misturado) out.push(m.misturado);
  const semDestino = partes.findIndex((p) => !p.categoria && !p.centro_custo);
  if (semDestino >= 0) out.push(m.semDestino(semDestino + 1));
  const vistas = new Set<string>();
  const repetida = partes.findIndex((p) => {
    if (!p.categoria && !p.centro_custo) return false;
    const k = chave(p);
    if (vistas.has(k)) return true;
    vistas.add(k);
    return false;
  });
  if (repetida >= 0) out.push(m.repetido(repetida + 1));
  if (misturado) return out;
  const soma = partes.reduce((a, p) => a + peso(p), 0);
  if (porPercentual > 0 && soma !== CEM_POR_CENTO) out.push(m.percentuaisNaoSomam(formatValor(soma)));
  if (valor === undefined) return out;
  if (porPercentual === 0 && soma !== valor) out.push(m.valoresNaoSomam(formatBRL(soma), formatBRL(valor)));
  else if (porPercentual > 0 && soma === CEM_POR_CENTO && ratear(valor, partes).some((c) => c <= 0)) out.push(m.parteSemValor);
  return out;
}

/**
 * The one problem of a rateio against its posting's total that the list alone cannot see (values
 * not adding up to the total, or a share rounding to nothing); null when none.
 */
export function problemaRateioNoTotal(partes: readonly ParteRateio[], valor: number): string | null {
  const semTotal = new Set(problemasRateio(partes));
  return problemasRateio(partes, valor).find((p) => !semTotal.has(p)) ?? null;
}

/** A rateio as a posting's row keeps it: null when the posting is not split. */
export function rateioDaLinha(partes: readonly ParteRateio[] | null | undefined): ParteRateio[] | null {
  return !partes || partes.length === 0 ? null : partes.map((p) => ({ categoria: p.categoria, centro_custo: p.centro_custo, percentual: p.percentual, valor: p.valor }));
}

/**
 * What of a movement of `valor` (a payment, or an instalment on competência) falls where: without
 * a rateio the whole of it in the row's categoria; with one, each share's cents (ratear) in its
 * own categoria (the row's when it names none). Cut by `centro`: only the shares of that centro
 * (a row without rateio has no centro, so nothing of it). Reports (DRE, Gastos) read through this.
 */
export function repartir(
  row: { categoria_id?: string | null; rateio?: readonly ParteRateio[] | null }, valor: number, centro: string | null = null,
): { categoria: string | null; valor: number }[] {
  const partes = row.rateio && row.rateio.length > 0 ? row.rateio : null;
  if (!partes) return centro === null ? [{ categoria: row.categoria_id ?? null, valor }] : [];
  const cents = ratear(valor, partes);
  const out: { categoria: string | null; valor: number }[] = [];
  partes.forEach((parte, i) => {
    if (centro !== null && parte.centro_custo !== centro) return;
    out.push({ categoria: parte.categoria ?? row.categoria_id ?? null, valor: cents[i] ?? 0 });
  });
  return out;
}

/** A rateio as a CSV or a list reads it: "MTZ 60,00 %; FIL 40,00 %" (centros by `nomes`, else the share's categoria). */
export function descreverRateio(
  rateio: readonly ParteRateio[] | null | undefined, nomes: ReadonlyMap<string, string>,
): string {
  if (!rateio || rateio.length === 0) return '';
  return rateio.map((p) => {
    const quem = (p.centro_custo && nomes.get(p.centro_custo)) || (p.categoria && nomes.get(p.categoria)) || '—';
    return `${quem} ${p.percentual !== null ? `${formatValor(p.percentual)} %` : formatBRL(p.valor ?? 0)}`;
  }).join('; ');
}

/** A rateio as a request body carries it: money and percentages as wire decimals ("33.33"). */
export function rateioParaCorpo(partes: readonly ParteRateio[]): Record<string, string | null>[] {
  return partes.map((p) => ({
    categoria: p.categoria, centro_custo: p.centro_custo,
    percentual: p.percentual === null ? null : toDecimal(p.percentual), valor: p.valor === null ? null : toDecimal(p.valor),
  }));
}

/** A percentage typed with up to two decimals ('33,33', '33.33', 33.33), in hundredths. */
function lerPercentual(value: unknown): number | string {
  const hundredths = typeof value === 'string' || typeof value === 'number' ? parseDecimal(value) : null;
  if (hundredths === null) return m.percentualInvalido;
  if (hundredths <= 0 || hundredths > CEM_POR_CENTO) return m.percentualForaDaFaixa;
  return hundredths;
}

const CamposParte = v.object(
  {
    categoria: optionalId(),
    centro_custo: optionalId(),
    percentual: optionalCheckedInput(lerPercentual),
    valor: optionalMoney(),
  },
  msg.comum.dadosInvalidos,
);
type CamposParte = v.InferOutput<typeof CamposParte>;

const ParteSchema = v.pipe(
  CamposParte,
  crossRules<CamposParte>([
    {
      field: 'percentual',
      uses: ['valor'],
      check: (x) => (x.percentual === null && x.valor === null ? m.parteSemQuantia : x.percentual !== null && x.valor !== null ? m.parteComAsDuas : null),
    },
  ]),
);

/** A list sent as an array or as JSON text (forms); blank is no rateio. */
function lerLista(value: unknown): unknown {
  if (isBlank(value)) return [];
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/**
 * The `rateio` of a posting's create and update (PRODUCT): each share read and checked, then the
 * rules that need no total, every message at once. The sum of values against the posting's total
 * is `problemasRateio(partes, valor)`, run where the total is known.
 */
export const RateioSchema = v.pipe(
  v.optional(v.unknown(), null),
  v.transform(lerLista),
  v.array(ParteSchema, m.listaInvalida),
  v.maxLength(MAX_PARTES_RATEIO, m.partesDemais(MAX_PARTES_RATEIO)),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    for (const message of problemasRateio(dataset.value)) addIssue({ message });
  }),
);
export type Rateio = v.InferOutput<typeof RateioSchema>;
