/* The field kinds a synced row carries on the wire (decision 341): money as a decimal string in
   reais ("1234.56") that the device keeps as integer cents, days as 'YYYY-MM-DD', instants as
   ISO-8601. Each collection's wire schema (wire-linhas*.ts) is built from these, so the money
   fields of a collection are read off its schema instead of being listed a second time. */
import * as v from 'valibot';
import { parseDecimal } from './money.ts';

const DECIMAL = /^-?\d+(\.\d{1,2})?$/;

/** Money: the wire's decimal string in, integer cents out. */
export const dinheiro = v.pipe(
  v.union([v.pipe(v.string(), v.regex(DECIMAL)), v.number()]),
  v.transform((valor: string | number): number => parseDecimal(valor) ?? 0),
);
export const dinheiroOuNulo = v.nullable(dinheiro);

/** The marker valibot leaves on a schema: `dinheiro` and its nullable form are the money fields. */
export function eDinheiro(schema: v.GenericSchema): boolean {
  return schema === dinheiro || schema === dinheiroOuNulo;
}

export const texto = v.string();
export const textoOuNulo = v.nullable(v.string());
export const inteiro = v.pipe(v.number(), v.integer());
export const inteiroOuNulo = v.nullable(inteiro);
export const numeroOuNulo = v.nullable(v.number());
export const logico = v.boolean();
/** A uuid as the server sends it (lower-case). */
export const id = v.string();
export const idOuNulo = v.nullable(v.string());
export const dia = v.pipe(v.string(), v.isoDate());
export const diaOuNulo = v.nullable(dia);
export const instante = v.string();

/** What every synced row carries besides its own fields. */
export const BASE = {
  id,
  version: inteiro,
  created_at: instante,
  updated_at: instante,
} as const;
