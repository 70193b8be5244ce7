// Id fields: one UUID, an optional UUID, or a list of UUIDs (arrays or JSON strings from forms),
// always lowercased so client and server compare them alike.

import * as v from 'valibot';
import { isBlank, isUUID, parseIdList } from './coerce.ts';
import { msg } from './messages.ts';
import { field, optionalReadInput, readInput } from './validation.ts';

/** An id as typed or sent: trimmed, lowercased; null when it is not a UUID. */
function readId(value: unknown): string | null {
  const text = typeof value === 'string' ? value.trim() : value;
  return isUUID(text) ? text.toLowerCase() : null;
}

/** Required UUID (lowercased). */
export function idInput(required: string = msg.comum.idInvalido) {
  return readInput(readId, required, msg.comum.idInvalido);
}

/** Optional UUID; blank becomes null. */
export function optionalId() {
  return optionalReadInput(readId, msg.comum.idInvalido);
}

interface ListOptions {
  min?: number;
  max?: number;
  minMessage?: string;
  maxMessage?: string;
}

/** List of UUIDs from an array or a JSON string of an array; de-duplicated. */
export function idList(opts: ListOptions = {}) {
  // Up to 100,000: 'Todos' plus the header checkbox can select a whole list.
  const { min = 1, max = 100_000 } = opts;
  return v.pipe(
    field(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const ids = parseIdList(dataset.value);
      if (ids === null) {
        addIssue({ message: msg.comum.listaIdsInvalida });
        return NEVER;
      }
      if (ids.length < min) {
        addIssue({ message: opts.minMessage ?? msg.comum.selecioneRegistro });
        return NEVER;
      }
      if (ids.length > max) {
        addIssue({ message: opts.maxMessage ?? msg.comum.listaIdsInvalida });
        return NEVER;
      }
      return ids;
    }),
  );
}

/** Optional list of UUIDs; blank becomes null. */
export function optionalIdList() {
  return v.pipe(
    field(),
    v.rawTransform(({ dataset, addIssue, NEVER }): string[] | null => {
      if (isBlank(dataset.value)) return null;
      const ids = parseIdList(dataset.value);
      if (ids === null) {
        addIssue({ message: msg.comum.listaIdsInvalida });
        return NEVER;
      }
      return ids.length === 0 ? null : ids;
    }),
  );
}
