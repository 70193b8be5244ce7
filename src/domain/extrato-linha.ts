// One line of a bank statement as every reader (OFX, bank CSVs) gives it, and the small rules
// they share. Money is signed cents: negative = money out (a debit, a card purchase), positive =
// money in. Dates are the bank's local day.

import type { ErroImportacao } from './importacao.ts';
import { normalizeSearch } from './search.ts';
import type { FormatoExtrato } from './listas.ts';

export interface Parcela {
  numero: number;
  total: number;
}

export interface LinhaExtrato {
  /** The line in the file (the <STMTTRN> line for OFX). */
  linha: number;
  data: string;
  valor: number;
  descricao: string;
  /** OFX FITID or the CSV's Identificador; null when the file has none. */
  fitid: string | null;
  /** 'Parcela 2/6' of a card purchase. */
  parcela: Parcela | null;
}

/** A statement line as stored (server table `extratos`, the device's Dexie table). */
export interface ExtratoGravado {
  id: string;
  banco_id: string;
  data: string;
  valor: number;
  descricao: string;
  fitid: string | null;
  chave: string;
  formato: FormatoExtrato;
  parcela: string | null;
  lancamento_id: string | null;
  /** The closing balance of the statement the line came from, and its day (decision 426); null without one. */
  saldo_final: number | null;
  data_saldo_final: string | null;
}

export interface ExtratoLido {
  ok: true;
  formato: FormatoExtrato;
  linhas: LinhaExtrato[];
  erros: ErroImportacao[];
  /** Balance, total, card-payment and future lines skipped on purpose. */
  ignoradas: number;
  /** Issue 32: the statement's closing balance (OFX LEDGERBAL), when the file carries one. */
  saldo_final?: SaldoExtrato | null;
}

/** A statement's closing balance: signed cents at the end of `data` (the bank's day). */
export interface SaldoExtrato {
  valor: number;
  data: string;
}

/** The closing balance beside Fluxo's saldo of that bank on that day, and the difference (extrato − Fluxo). */
export function conferirSaldo(extrato: SaldoExtrato, saldoFluxo: number): { data: string; saldo_extrato: number; saldo_fluxo: number; diferenca: number } {
  return { data: extrato.data, saldo_extrato: extrato.valor, saldo_fluxo: saldoFluxo, diferenca: extrato.valor - saldoFluxo };
}

/** What each line an import adds keeps of its statement's closing balance (decision 426). */
export function saldoDasLinhas(saldo: SaldoExtrato | null | undefined): Pick<ExtratoGravado, 'saldo_final' | 'data_saldo_final'> {
  return { saldo_final: saldo?.valor ?? null, data_saldo_final: saldo?.data ?? null };
}

const PARCELA_RE = /parcela\s*(\d{1,3})\s*(?:\/|de)\s*(\d{1,3})/i;

export function lerParcela(text: string): Parcela | null {
  const m = PARCELA_RE.exec(text);
  if (!m) return null;
  const numero = Number(m[1]);
  const total = Number(m[2]);
  return numero >= 1 && total >= 2 && numero <= total ? { numero, total } : null;
}

/** 'SALDO DO DIA', 'Saldo anterior', 'S A L D O': balance lines, not movements. */
export function ehLinhaDeSaldo(descricao: string): boolean {
  const t = normalizeSearch(descricao).replace(/\s+/g, '');
  return t.startsWith('saldo');
}

/** The text part of the duplicate key: accents, case, punctuation and spacing do not count. */
export function textoNormalizado(descricao: string): string {
  return normalizeSearch(descricao).replace(/[^a-z0-9]+/g, ' ').trim();
}

/**
 * The duplicate key of each line within one bank: 'f:<FITID>' when the file has one, else
 * 'd:<date>|<cents>|<normalised text>|<occurrence>' — the occurrence (1, 2, …) tells apart two
 * identical coffees on the same day, and is the same on every import of the same file.
 */
export function chavesDasLinhas(linhas: readonly Pick<LinhaExtrato, 'data' | 'valor' | 'descricao' | 'fitid'>[]): string[] {
  const vistas = new Map<string, number>();
  return linhas.map((l) => {
    if (l.fitid) return `f:${l.fitid}`;
    const base = `d:${l.data}|${l.valor}|${textoNormalizado(l.descricao)}`;
    const n = (vistas.get(base) ?? 0) + 1;
    vistas.set(base, n);
    return `${base}|${n}`;
  });
}

export type StatusLinha = 'nova' | 'duplicada';

export interface LinhaClassificada extends LinhaExtrato {
  chave: string;
  status: StatusLinha;
}

/** nova or duplicada against the keys already imported into the bank (and earlier in this file). */
export function classificarLinhas(linhas: readonly LinhaExtrato[], existentes: ReadonlySet<string>): LinhaClassificada[] {
  const chaves = chavesDasLinhas(linhas);
  const nestaLeitura = new Set<string>();
  return linhas.map((l, i) => {
    const chave = chaves[i]!;
    const duplicada = existentes.has(chave) || nestaLeitura.has(chave);
    nestaLeitura.add(chave);
    return { ...l, chave, status: duplicada ? 'duplicada' : 'nova' };
  });
}
