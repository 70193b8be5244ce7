// The bank calendar (issue 15, BRASIL.md): national bank holidays computed offline for any year,
// plus the holidays an administrator adds, and the effective due date every list uses.
// Lei 7.089/83 and CMN 4.880/2020: a bill due on a non-business day is paid on the next one
// without interest; a tax (tributo) must be paid on the previous one instead.

// The function's own entry point: the package root would bring the whole library (its Pix and
// boleto parsers) into the first screen's JavaScript, which now reads the calendar (decision 220).
import { getHolidays } from '@brazilian-utils/brazilian-utils/get-holidays';
import { addDays, isISODate } from './dates.ts';
import { MSG_CALENDARIO } from './messages-calendario.ts';

export type TipoFeriado = 'Nacional' | 'Bancário' | 'Cadastrado';

export interface Feriado {
  data: string;
  nome: string;
  tipo: TipoFeriado;
}

/** Dates ('YYYY-MM-DD') an administrator declared non-business (state, municipal, company). */
export type FeriadosExtras = ReadonlySet<string>;

const NENHUM: FeriadosExtras = new Set<string>();

// brazilian-utils computes 1900–2099 only; outside it only weekends count (a typed 2150 is a slip).
const PRIMEIRO_ANO = 1900;
const ULTIMO_ANO = 2099;

function isoLocal(date: Date): string {
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${m}-${d}`;
}

const porAno = new Map<number, Feriado[]>();

/**
 * The national bank non-business days of `ano`, in date order. brazilian-utils gives the
 * statutory holidays (20/11 from 2024) and types Carnaval Tuesday and Corpus Christi "optional":
 * both are bank holidays (CMN 4.880 art. 6). It lacks Carnaval Monday (also a bank holiday) and
 * 31/12 (no public banking), added here; Páscoa ("religious") is always a Sunday.
 */
export function feriadosBancarios(ano: number): Feriado[] {
  const pronto = porAno.get(ano);
  if (pronto) return pronto;
  const lista: Feriado[] = [];
  if (Number.isInteger(ano) && ano >= PRIMEIRO_ANO && ano <= ULTIMO_ANO) {
    for (const h of getHolidays({ year: ano })) {
      if (h.type === 'religious' || h.type === 'state') continue;
      const data = isoLocal(h.date);
      const tipo: TipoFeriado = h.type === 'national' ? 'Nacional' : 'Bancário';
      if (h.name.startsWith('Carnaval')) lista.push({ data: addDays(data, -1), nome: MSG_CALENDARIO.carnavalSegunda, tipo });
      lista.push({ data, nome: h.name, tipo });
    }
    lista.push({ data: `${ano}-12-31`, nome: MSG_CALENDARIO.semExpediente, tipo: 'Bancário' });
  }
  lista.sort((a, b) => (a.data < b.data ? -1 : a.data > b.data ? 1 : 0));
  porAno.set(ano, lista);
  return lista;
}

const datasPorAno = new Map<number, Set<string>>();

function isFeriadoNacional(iso: string): boolean {
  const ano = Number(iso.slice(0, 4));
  let datas = datasPorAno.get(ano);
  if (!datas) {
    datas = new Set(feriadosBancarios(ano).map((f) => f.data));
    datasPorAno.set(ano, datas);
  }
  return datas.has(iso);
}

function diaDaSemana(iso: string): number {
  return new Date(Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)))).getUTCDay();
}

/** A bank business day: not a weekend, a national bank holiday or an administrator's holiday. */
export function isDiaUtil(iso: string, extras: FeriadosExtras = NENHUM): boolean {
  const semana = diaDaSemana(iso);
  return semana !== 0 && semana !== 6 && !isFeriadoNacional(iso) && !extras.has(iso);
}

/** `iso` itself when a business day, else the next (passo 1) or previous (passo −1) one. */
function ajustar(iso: string, passo: 1 | -1, extras: FeriadosExtras): string {
  let dia = iso;
  // A run of non-business days is at most a few days long (Carnaval weekend: 4); the bound only
  // guards against an administrator declaring a whole year.
  for (let i = 0; i < 400 && !isDiaUtil(dia, extras); i++) dia = addDays(dia, passo);
  return dia;
}

export function proximoDiaUtil(iso: string, extras: FeriadosExtras = NENHUM): string {
  return ajustar(iso, 1, extras);
}

export function diaUtilAnterior(iso: string, extras: FeriadosExtras = NENHUM): string {
  return ajustar(iso, -1, extras);
}

/**
 * A B3 session day (BRASIL.md, "B3 trading days"): a national bank business day that is not 24/12
 * (B3 closes on 24/12 and 31/12; the banks only on 31/12). An administrator's local holidays do
 * not close the exchange, so they are not consulted.
 */
export function isPregaoB3(iso: string): boolean {
  return isDiaUtil(iso) && iso.slice(5) !== '12-24';
}

/** The last B3 session on or before `iso`. */
export function pregaoAnterior(iso: string): string {
  let dia = iso;
  for (let i = 0; i < 400 && !isPregaoB3(dia); i++) dia = addDays(dia, -1);
  return dia;
}

export interface OpcoesVencimento {
  /** A tax: moves to the previous business day instead of the next. */
  tributo?: boolean;
  feriadosExtras?: FeriadosExtras;
}

// Lists of 100,000 rows ask for the same few hundred dates over and over: one answer per date,
// per set of extra holidays (a new set, after a holiday is added, starts a new memo).
const memo = new WeakMap<FeriadosExtras, Map<string, string>>();

/**
 * The day a due date may really be paid without interest. The typed `vencimento` is kept on the
 * record; every due text, filter, sort and reminder reads this instead. null stays null.
 */
export function vencimentoEfetivo(vencimento: string | null, opcoes: OpcoesVencimento = {}): string | null {
  if (vencimento === null) return null;
  const extras = opcoes.feriadosExtras ?? NENHUM;
  let porData = memo.get(extras);
  if (!porData) {
    porData = new Map();
    memo.set(extras, porData);
  }
  const chave = opcoes.tributo ? `T${vencimento}` : vencimento;
  let efetivo = porData.get(chave);
  if (efetivo === undefined) {
    // Checked once per distinct text, on the memo's miss: the hot path is one Map lookup.
    if (!isISODate(vencimento)) efetivo = vencimento;
    else efetivo = opcoes.tributo ? diaUtilAnterior(vencimento, extras) : proximoDiaUtil(vencimento, extras);
    porData.set(chave, efetivo);
  }
  return efetivo;
}

/** National bank holidays of `ano` and the administrator's, in date order (GET /api/calendario). */
export function calendarioDoAno(ano: number, cadastrados: readonly { data: string; nome: string }[]): Feriado[] {
  const extras = cadastrados
    .filter((f) => f.data.startsWith(`${ano}-`))
    .map((f): Feriado => ({ data: f.data, nome: f.nome, tipo: 'Cadastrado' }));
  return [...feriadosBancarios(ano), ...extras].sort((a, b) => (a.data < b.data ? -1 : a.data > b.data ? 1 : 0));
}
