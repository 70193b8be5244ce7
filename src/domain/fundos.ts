// Fundos (issue 19, PRODUCT.md "Fundos"): investment funds held in quotas. A quota's value and a
// quantity of quotas carry 8 decimals; both are kept as integers of 10⁻⁸ ("micro-cotas" below,
// decision 254) and every product with cents is exact (BigInt) and rounded half up once.

import * as v from 'valibot';
import { normalizarCnpj } from './cnpj.ts';
import { idInput, optionalId } from './id-inputs.ts';
import { msg } from './messages.ts';
import { enumInput } from './option-inputs.ts';
import { dateInput, field, optionalInt, readInput, requiredText } from './validation.ts';
import { parseDecimal, toDecimal, MAX_CENTS } from './money.ts';
import { CLASSES_FUNDO, STATUS_FUNDO, TIPOS_MOVIMENTO } from './listas.ts';
import type { ClasseFundo, StatusFundo, TipoMovimento } from './listas.ts';


/** 10⁸: a quota value or a quantity of quotas is an integer number of 10⁻⁸. */
export const ESCALA = 100_000_000;
const ESCALA_N = 100_000_000n;

/** "1.23456789" or "1,23456789" (up to 8 decimals, > 0) → 123456789; null otherwise. */
export function parseEscala(valor: unknown): number | null {
  if (typeof valor === 'number') valor = String(valor);
  if (typeof valor !== 'string') return null;
  const m = /^(\d{1,9})(?:[.,](\d{1,8}))?$/.exec(valor.trim());
  if (!m) return null;
  const n = Number(m[1]) * ESCALA + Number((m[2] ?? '').padEnd(8, '0'));
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** 123456789 → "1.23456789" (the wire form; trailing zeros kept to 8 places). */
export function escalaParaTexto(n: number): string {
  return `${Math.floor(n / ESCALA)}.${String(n % ESCALA).padStart(8, '0')}`;
}

/** pt-BR display with at least 2 and at most 8 decimals: 123456789 → "1,23456789", 150000000 → "1,50". */
export function formatarEscala(n: number): string {
  const inteiro = Math.floor(n / ESCALA).toString().replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  let frac = String(n % ESCALA).padStart(8, '0').replace(/0+$/, '');
  if (frac.length < 2) frac = frac.padEnd(2, '0');
  return `${inteiro},${frac}`;
}

function div(n: bigint, d: bigint): number {
  return Number((n * 2n + d) / (2n * d));
}

/** Cents of `cotas` quotas at `cota` (both 10⁻⁸), half up. */
export function valorDasCotas(cotas: number, cota: number): number {
  return div(BigInt(cotas) * BigInt(cota), ESCALA_N * ESCALA_N / 100n);
}

/** Quotas (10⁻⁸) bought by `valor` cents at `cota`, half up. */
export function cotasDoValor(valor: number, cota: number): number {
  return div(BigInt(valor) * ESCALA_N * ESCALA_N / 100n, BigInt(cota));
}

function escalaInput(required: string, invalid: string) {
  return readInput(parseEscala, required, invalid);
}

function optionalEscala(invalid: string) {
  return v.pipe(
    field(),
    v.rawTransform(({ dataset, addIssue, NEVER }): number | null => {
      const raw = dataset.value;
      if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) return null;
      const n = parseEscala(raw);
      if (n === null) {
        addIssue({ message: invalid });
        return NEVER;
      }
      return n;
    }),
  );
}

function optionalMoney() {
  return v.pipe(
    field(),
    v.rawTransform(({ dataset, addIssue, NEVER }): number | null => {
      const raw = dataset.value;
      if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) return null;
      const cents = typeof raw === 'string' || typeof raw === 'number' ? parseDecimal(raw) : null;
      if (cents === null || cents <= 0 || cents > MAX_CENTS) {
        addIssue({ message: cents !== null && cents <= 0 ? msg.comum.valorPositivo : msg.comum.valorInvalido });
        return NEVER;
      }
      return cents;
    }),
  );
}

/** The input of cadastrarFundo. */
export const NovoFundoSchema = v.object(
  {
    id: optionalId(),
    nome: requiredText(msg.fundos.nomeObrigatorio, 120),
    cnpj: readInput(normalizarCnpj, msg.fundos.cnpjObrigatorio, msg.fundos.cnpjInvalido),
    classe: enumInput(CLASSES_FUNDO, msg.fundos.classeObrigatoria),
    banco_id: idInput(msg.fundos.bancoObrigatorio),
    status: v.optional(enumInput(STATUS_FUNDO, msg.comum.opcaoInvalida), 'Ativo'),
  },
  msg.comum.dadosInvalidos,
);
export type NovoFundo = v.InferOutput<typeof NovoFundoSchema>;

/** The input of editarFundo: the same fields, the fund's id and the version the edit is based on
 *  (the stale-edit rule, decision 320). */
export const EditarFundoSchema = v.object(
  { ...NovoFundoSchema.entries, id: idInput(), version: optionalInt({ min: 0 }) },
  msg.comum.dadosInvalidos,
);
export type EditarFundo = v.InferOutput<typeof EditarFundoSchema>;

/** The input of movimentoFundo (fundo_id, tipo, data, valor, cota, cotas). */
export const NovoMovimentoSchema = v.pipe(
  v.object(
    {
      id: optionalId(),
      fundo_id: idInput(msg.fundos.fundoObrigatorio),
      tipo: enumInput(TIPOS_MOVIMENTO, msg.fundos.tipoObrigatorio),
      data: dateInput(msg.fundos.dataObrigatoria),
      valor: optionalMoney(),
      cota: escalaInput(msg.fundos.cotaObrigatoria, msg.fundos.cotaInvalida),
      cotas: optionalEscala(msg.fundos.cotasInvalidas),
    },
    msg.comum.dadosInvalidos,
  ),
  v.forward(v.check((m) => m.tipo !== 'Aplicação' || m.valor !== null, msg.fundos.valorObrigatorio), ['valor']),
  v.forward(v.check((m) => m.tipo !== 'Resgate' || m.valor !== null || m.cotas !== null, msg.fundos.valorOuCotas), ['valor']),
  v.transform((m) => completarMovimento(m)),
);
export type NovoMovimento = v.InferOutput<typeof NovoMovimentoSchema>;

export interface MovimentoCompleto {
  tipo: TipoMovimento;
  valor: number | null;
  cota: number;
  cotas: number | null;
}

/**
 * Fills the missing side: an aplicação's quotas from its value; a resgate's quotas from its value
 * or its value from its quotas (quotas win when both are typed); a cotação carries neither.
 */
export function completarMovimento<T extends MovimentoCompleto>(m: T): T {
  if (m.tipo === 'Cotação') return { ...m, valor: null, cotas: null };
  if (m.tipo === 'Aplicação') return { ...m, cotas: cotasDoValor(m.valor ?? 0, m.cota) };
  if (m.cotas !== null) return { ...m, valor: valorDasCotas(m.cotas, m.cota) };
  return { ...m, cotas: cotasDoValor(m.valor ?? 0, m.cota) };
}

/** One stored movement (client and server). */
export interface MovimentoFundo {
  id: string;
  fundo_id: string;
  tipo: TipoMovimento;
  data: string;
  valor: number | null;
  cota: number;
  cotas: number | null;
}

export interface Fundo {
  id: string;
  nome: string;
  cnpj: string;
  classe: ClasseFundo;
  banco_id: string;
  banco?: string | null;
  status: StatusFundo;
}

export interface SituacaoFundo {
  cotas: number;
  ultima_cota: number | null;
  data_ultima_cota: string | null;
  valor_atual: number;
  /** Cost of the quotas held: aplicações less what resgates took out at the average cost (decision 254). */
  aplicado: number;
  /** (valor_atual − aplicado) / aplicado in hundredths of a percent (1234 = 12,34 %); null with nothing applied. */
  rentabilidade: number | null;
}

function ordenar(movs: readonly MovimentoFundo[]): MovimentoFundo[] {
  return [...movs].sort((a, b) => (a.data !== b.data ? (a.data < b.data ? -1 : 1) : a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

export interface ErroResgate {
  id: string;
  disponivel: number;
}

/** The fund's quotas, last quota, value, cost and return from its movements, in date order. */
export function situacaoFundo(movimentos: readonly MovimentoFundo[]): SituacaoFundo & { erro: ErroResgate | null } {
  let cotas = 0;
  let aplicado = 0;
  let ultima: number | null = null;
  let dataUltima: string | null = null;
  let erro: ErroResgate | null = null;
  for (const m of ordenar(movimentos)) {
    ultima = m.cota;
    dataUltima = m.data;
    if (m.tipo === 'Aplicação') {
      cotas += m.cotas ?? 0;
      aplicado += m.valor ?? 0;
    } else if (m.tipo === 'Resgate') {
      const q = m.cotas ?? 0;
      if (q > cotas) {
        erro ??= { id: m.id, disponivel: cotas };
        continue;
      }
      const baixa = q === cotas ? aplicado : div(BigInt(aplicado) * BigInt(q), BigInt(cotas));
      aplicado -= baixa;
      cotas -= q;
    }
  }
  const valor = ultima === null ? 0 : valorDasCotas(cotas, ultima);
  return {
    cotas, ultima_cota: ultima, data_ultima_cota: dataUltima, valor_atual: valor, aplicado,
    rentabilidade: aplicado > 0 ? Math.round(((valor - aplicado) * 10_000) / aplicado) : null,
    erro,
  };
}

/** Groups movements by fund once (a list of funds reads them all). */
export function movimentosPorFundo(movimentos: readonly MovimentoFundo[]): Map<string, MovimentoFundo[]> {
  const mapa = new Map<string, MovimentoFundo[]>();
  for (const m of movimentos) {
    const lista = mapa.get(m.fundo_id);
    if (lista) lista.push(m);
    else mapa.set(m.fundo_id, [m]);
  }
  return mapa;
}

export type LinhaFundo = Fundo & SituacaoFundo;

export function linhasFundos(fundos: readonly Fundo[], movimentos: readonly MovimentoFundo[]): LinhaFundo[] {
  const porFundo = movimentosPorFundo(movimentos);
  return fundos.map((f) => {
    const { erro: _erro, ...situacao } = situacaoFundo(porFundo.get(f.id) ?? []);
    return { ...f, ...situacao };
  });
}

/** Wire form of a movement (quota and quotas as 8-decimal text, money as dot decimals). */
export function movimentoNoFio(m: MovimentoFundo) {
  return {
    id: m.id, fundo_id: m.fundo_id, tipo: m.tipo, data: m.data,
    valor: m.valor === null ? null : toDecimal(m.valor),
    cota: escalaParaTexto(m.cota), cotas: m.cotas === null ? null : escalaParaTexto(m.cotas),
  };
}
