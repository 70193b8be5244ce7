/* Input helpers of the payables and receivables routes: the optional
   `versions` map (stale-edit detection), client-chosen ids for the rows a request creates, the
   payment day, and the unique-violation check that turns a racing duplicate into a 409. */
import { uuidv7 } from 'uuidv7';
import { isUUID, parseInteger } from '../../src/domain/coerce.ts';
import { parseBRDate, todayISO } from '../../src/domain/dates.ts';
import { msg } from '../../src/domain/messages.ts';
import type { IdsParcelas } from '../../src/domain/parcelas.ts';
import { quantidadeParcelas } from '../../src/domain/titulo.ts';
import type { CamposNovoTitulo } from '../../src/domain/titulo.ts';
import type { FormBody } from '../lib/form-body.ts';
import { HttpError } from '../lib/http-error.ts';

function invalid(field: string): HttpError {
  return new HttpError(422, msg.comum.dadosInvalidos, { errors: { [field]: [msg.comum.dadosInvalidos] } });
}

/** An object sent as JSON, or as a JSON string in a form field; null when absent. */
function readObject(form: FormBody, field: string): Record<string, unknown> | null {
  let value = form[field];
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      throw invalid(field);
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw invalid(field);
  return value as Record<string, unknown>;
}

/**
 * `versions: {<row id>: <version>}`: the row versions the client's change was based on. A row
 * whose current version differs gets the request refused with 409 (docs/decisions/040-*.md).
 */
export function readVersions(form: FormBody): Map<string, number> {
  const out = new Map<string, number>();
  for (const [id, raw] of Object.entries(readObject(form, 'versions') ?? {})) {
    const version = parseInteger(raw);
    if (!isUUID(id) || version === null || version < 0) throw invalid('versions');
    out.set(id.toLowerCase(), version);
  }
  return out;
}

/** `<field>: {<row id>: <new id>}`: ids the client chose for rows a request creates. */
export function readIdMap(form: FormBody, field: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const [id, value] of Object.entries(readObject(form, field) ?? {})) {
    if (!isUUID(id) || !isUUID(value)) throw invalid(field);
    out.set(id.toLowerCase(), value.toLowerCase());
  }
  return out;
}

/** An optional single id field; null when absent. */
export function readOptionalId(form: FormBody, field: string): string | null {
  const value = form[field];
  if (value === undefined || value === null || value === '') return null;
  if (!isUUID(value)) throw invalid(field);
  return value.toLowerCase();
}

/**
 * The day a payment happened: the client's `data_pagamento` when sent (a payment made offline on
 * Friday and synced on Monday stays Friday's), else today in São Paulo. Never in the future.
 */
export function readDataPagamento(form: FormBody): string {
  const value = form.data_pagamento;
  const hoje = todayISO();
  if (value === undefined || value === null || value === '') return hoje;
  const iso = typeof value === 'string' ? parseBRDate(value) : null;
  if (iso === null) throw new HttpError(422, msg.comum.dataInvalida, { errors: { data_pagamento: [msg.comum.dataInvalida] } });
  if (iso > hoje) throw new HttpError(422, msg.pagamento.dataFutura, { errors: { data_pagamento: [msg.pagamento.dataFutura] } });
  return iso;
}

/** Runs `work`, turning a unique violation (a racing duplicate) into a 409 with `message`. */
export async function semDuplicar<T>(message: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, message);
    throw error;
  }
}

/** The group and row ids of a creation: the client's when sent (offline-created), else new ones. */
export function idsDaCriacao(input: Pick<CamposNovoTitulo, 'metodo' | 'parcela' | 'ids'> & { id_titulo: string | null }): IdsParcelas {
  const quantidade = quantidadeParcelas(input);
  return {
    id_titulo: input.id_titulo ?? uuidv7(),
    ids: input.ids ?? Array.from({ length: quantidade }, () => uuidv7()),
  };
}

/** A PostgreSQL unique violation (23505), as the pg driver, PGlite or Drizzle's wrapper reports it. */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
