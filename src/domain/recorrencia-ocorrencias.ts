/* Contas recorrentes (issue 34, decisions 404, 414 and 415): the rows a recorrência keeps, the
   plan that brings them in line with the rule (creation, an edit, the daily top-up, ending), the
   monthly total and the rule in words. Pure: the device runs it offline before queueing and the
   server (the routes and the job) runs the very same plan, so both make the same rows.
   - An occurrence is an ordinary payable or receivable (gerarLancamentos / gerarRecebiveis),
     À vista, Com Vencimento on the occurrence's date, `data` the day it was generated.
   - Open and future (status Pagar, nothing paid, due today or later) is the only kind a plan
     moves, changes or removes; a paid, partly paid, cancelled or overdue one is never touched. */
import { formatBRL } from './money.ts';
import { OCORRENCIAS_MANTIDAS, ocorrencias, usaDia } from './recorrencia.ts';
import type { RegraRecorrencia } from './recorrencia.ts';
import type { FeriadosExtras } from './calendario.ts';
import { gerarLancamentos } from './lancamento.ts';
import type { Lancamento, NomesLancamento } from './lancamento.ts';
import { gerarRecebiveis } from './recebivel.ts';
import type { Recebivel } from './recebivel.ts';
import type { Frequencia, Pagamento, StatusTitulo, TipoRecorrencia } from './listas.ts';

/** A recorrência as both sides hold it (money in cents). */
export interface DadosRecorrencia extends Omit<RegraRecorrencia, 'dia'> {
  id: string;
  /** Null for the weekly kinds, which step from `inicio` (decision 404). */
  dia: number | null;
  tipo: TipoRecorrencia;
  descricao: string;
  valor: number;
  banco_id: string | null;
  categoria_id: string | null;
  pagamento: Pagamento | null;
  observacao: string | null;
  status: boolean;
}

/** What a plan reads of an existing occurrence. */
export interface OcorrenciaAtual {
  id: string;
  vencimento: string | null;
  status: StatusTitulo;
  valor_pago: number;
}

/** The date rule of a recorrência (a weekly one has no day: any will do, it is not read). */
export function regraDe(r: Pick<DadosRecorrencia, keyof RegraRecorrencia>): RegraRecorrencia {
  return { frequencia: r.frequencia, dia: r.dia ?? 1, inicio: r.inicio, fim: r.fim, ajustar_dia_util: r.ajustar_dia_util };
}

/** Open and not yet due: the only occurrences an edit, the top-up or ending may change. */
export function ocorrenciaAberta(o: OcorrenciaAtual, hoje: string): boolean {
  return o.status === 'Pagar' && o.valor_pago === 0 && o.vencimento !== null && o.vencimento >= hoje;
}

export interface PlanoOcorrencias {
  /** Due dates of the occurrences to create, in order. */
  criar: string[];
  /** Open occurrences kept, each with the due date it should have (the caller updates what differs). */
  manter: { id: string; vencimento: string }[];
  /** Open occurrences to remove (the rule ended, or it now has fewer dates). */
  remover: string[];
}

function porVencimento(a: OcorrenciaAtual, b: OcorrenciaAtual): number {
  return (a.vencimento ?? '').localeCompare(b.vencimento ?? '') || a.id.localeCompare(b.id);
}

/**
 * The occurrences a recorrência should have from `hoje` on: its next 12 dates (none when
 * inactive), less those a paid, partly paid or cancelled future occurrence already holds. The open future
 * ones are matched in date order to those dates; the missing dates are created, the surplus
 * removed. Unchanged rows give an empty plan, so the daily top-up touches nothing but the new date.
 */
export function planoOcorrencias(
  r: Pick<DadosRecorrencia, keyof RegraRecorrencia | 'status'>, atuais: readonly OcorrenciaAtual[], hoje: string, extras?: FeriadosExtras,
): PlanoOcorrencias {
  const abertas = atuais.filter((o) => ocorrenciaAberta(o, hoje)).sort(porVencimento);
  const fechadas = atuais.filter((o) => !ocorrenciaAberta(o, hoje) && o.vencimento !== null && o.vencimento >= hoje);
  const todas = r.status ? ocorrencias(regraDe(r), hoje, OCORRENCIAS_MANTIDAS, extras) : [];
  // A paid one holds its date; one the rule no longer falls on (the day was edited) but within
  // its 12 dates holds the earliest free date, its period's: the 12 are counted with the paid ones.
  const ocupadas = new Set(fechadas.map((o) => o.vencimento));
  const ultima = todas.at(-1) ?? '';
  const semData = fechadas.filter((o) => !todas.includes(o.vencimento ?? '') && (o.vencimento ?? '') <= ultima).length;
  const datas = todas.filter((d) => !ocupadas.has(d)).slice(semData);
  return {
    manter: abertas.slice(0, datas.length).map((o, i) => ({ id: o.id, vencimento: datas[i] ?? '' })),
    criar: datas.slice(abertas.length),
    remover: abertas.slice(datas.length).map((o) => o.id),
  };
}

/** The input of the ordinary creation an occurrence goes through (one row, À vista). */
function criacao(r: DadosRecorrencia, id: string, vencimento: string, hoje: string) {
  return {
    descricao: r.descricao, status: 'Pagar' as const, data_pagamento: null, valor: r.valor, data: hoje,
    tipo: 'Com Vencimento' as const, vencimento, metodo: 'À vista' as const, parcela: null, observacao: r.observacao,
    id_titulo: id, ids: [id],
  };
}

/** A payable occurrence: the row any payable of that bank and category would be (decision 414). */
export function ocorrenciaPagar(r: DadosRecorrencia, id: string, vencimento: string, hoje: string, nomes: NomesLancamento): Lancamento {
  const [row] = gerarLancamentos({
    ...criacao(r, id, vencimento, hoje), pagamento: r.pagamento ?? 'Boleto', banco: r.banco_id ?? '', categorias: r.categoria_id,
    tipo_lancamento: 'Outros', linha_digitavel: null, pix_chave: null, pix_txid: null, historico_id: null, tributo: false, rateio: [],
  }, nomes);
  return { ...row!, recorrencia_id: r.id };
}

export function ocorrenciaReceber(r: DadosRecorrencia, id: string, vencimento: string, hoje: string): Recebivel {
  // The money lands in the recorrência's bank, when it names one (issue 32's receivable bank).
  const [row] = gerarRecebiveis({ ...criacao(r, id, vencimento, hoje), banco: r.banco_id ?? null, rateio: [] });
  return { ...row!, recorrencia_id: r.id };
}

/** The fields an edit carries to a kept open occurrence (its `data` stays the day it was made). */
export function camposOcorrencia(r: DadosRecorrencia, vencimento: string): Record<string, string | number | null> {
  const comuns = { descricao: r.descricao, valor: r.valor, valor_parcela: r.valor, observacao: r.observacao, vencimento };
  return r.tipo === 'pagar' ? { ...comuns, pagamento: r.pagamento, banco_id: r.banco_id, categoria_id: r.categoria_id } : comuns;
}

/** The fields of `campos` that differ on `row` (empty: nothing to write). */
export function diferencas(row: Record<string, unknown>, campos: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(campos).filter(([k, valor]) => (row[k] ?? null) !== valor));
}

export interface PassosOcorrencias {
  /** New rows, as the ordinary creation makes them (payables or receivables, by the recorrência's tipo). */
  criar: (Lancamento | Recebivel)[];
  /** Kept open occurrences and the fields of theirs that change. */
  atualizar: { id: string; campos: Record<string, unknown> }[];
  remover: string[];
}

/**
 * The writes that bring a recorrência's rows in line (the plan, applied): `ids` name the new rows
 * in order (the device's, so the server creates exactly those); `gerarId` when they run out.
 */
export function passosOcorrencias(
  r: DadosRecorrencia, atuais: readonly (OcorrenciaAtual & Record<string, unknown>)[], hoje: string, extras: FeriadosExtras | undefined,
  ids: readonly string[], nomes: NomesLancamento, gerarId: () => string,
): PassosOcorrencias {
  const plano = planoOcorrencias(r, atuais, hoje, extras);
  const porId = new Map(atuais.map((o) => [o.id, o]));
  const atualizar = plano.manter
    .map((m) => ({ id: m.id, campos: diferencas(porId.get(m.id) ?? {}, camposOcorrencia(r, m.vencimento)) }))
    .filter((a) => Object.keys(a.campos).length > 0);
  const criar = plano.criar.map((vencimento, i) => {
    const id = ids[i] ?? gerarId();
    return r.tipo === 'pagar' ? ocorrenciaPagar(r, id, vencimento, hoje, nomes) : ocorrenciaReceber(r, id, vencimento, hoje);
  });
  return { criar, atualizar, remover: plano.remover };
}

/** Months per occurrence, to bring every kind to a month (decision 415: a week is 12/52 of a month). */
const POR_MES: Record<Frequencia, number> = {
  Semanal: 52 / 12, Quinzenal: 26 / 12, Mensal: 1, Bimestral: 1 / 2, Trimestral: 1 / 3, Semestral: 1 / 6, Anual: 1 / 12,
};

/** Active today: switched on and not past its `fim`. */
export function recorrenciaAtiva(r: Pick<DadosRecorrencia, 'status' | 'fim'>, hoje: string): boolean {
  return r.status && (r.fim === null || r.fim >= hoje);
}

/** What the active recorrências come to in a month, payable and receivable apart (cents, rounded once). */
export function totaisMensais(rs: readonly Pick<DadosRecorrencia, 'status' | 'fim' | 'tipo' | 'valor' | 'frequencia'>[], hoje: string) {
  let pagar = 0;
  let receber = 0;
  for (const r of rs) {
    if (!recorrenciaAtiva(r, hoje)) continue;
    const mensal = r.valor * POR_MES[r.frequencia];
    if (r.tipo === 'pagar') pagar += mensal;
    else receber += mensal;
  }
  return { pagar: Math.round(pagar), receber: Math.round(receber) };
}

const DIAS_SEMANA = ['domingo', 'segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado'];
const ACADA: Record<Frequencia, string> = {
  Semanal: 'Toda semana', Quinzenal: 'A cada 2 semanas', Mensal: 'Todo mês', Bimestral: 'A cada 2 meses',
  Trimestral: 'A cada 3 meses', Semestral: 'A cada 6 meses', Anual: 'Todo ano',
};

/** The rule in words for the list: "Todo mês, dia 5", "Toda semana, às segunda-feiras"… */
export function frequenciaPorExtenso(r: Pick<DadosRecorrencia, 'frequencia' | 'dia' | 'inicio'>): string {
  const base = ACADA[r.frequencia];
  if (usaDia(r.frequencia)) return r.dia !== null && r.dia >= 29 ? `${base}, dia ${r.dia} (ou o último dia)` : `${base}, dia ${r.dia ?? '—'}`;
  const semana = DIAS_SEMANA[new Date(`${r.inicio}T12:00:00Z`).getUTCDay()] ?? '';
  return `${base} (${semana})`;
}

/** "R$ 1.500,00 por mês" */
export function porMes(cents: number): string {
  return `${formatBRL(cents)} por mês`;
}
