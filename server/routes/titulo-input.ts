/* Input helpers of the payables and receivables routes: the ids of a creation and the
   unique-violation check that turns a racing duplicate into a 409. */
import { uuidv7 } from 'uuidv7';
import type { IdsParcelas } from '../../src/domain/parcelas.ts';
import { quantidadeParcelas } from '../../src/domain/titulo.ts';
import type { CamposNovoTitulo } from '../../src/domain/titulo.ts';
import { HttpError } from '../lib/http-error.ts';
import { PG_UNIQUE_VIOLATION, pgError } from '../db/pg-error.ts';

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
  return pgError(error, PG_UNIQUE_VIOLATION) !== null;
}
