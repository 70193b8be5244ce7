// Inputs that must be one of a fixed set of options (statuses, methods, types), matched the way
// forms send them: any case, with or without accents.

import * as v from 'valibot';
import { parseStringList } from './coerce.ts';
import { msg } from './messages.ts';
import { normalizeSearch } from './search.ts';
import { field, optionalReadInput, readInput } from './validation.ts';

function matchOption<T extends string>(options: readonly T[], value: unknown): T | null {
  if (typeof value !== 'string') return null;
  const exact = options.find((option) => option === value);
  if (exact !== undefined) return exact;
  // Forms label options differently ('À Vista', 'Com vencimento'); compare without case/accents.
  const wanted = normalizeSearch(value);
  return options.find((option) => normalizeSearch(option) === wanted) ?? null;
}

/** One of `options`, matched ignoring case and accents, returned in its canonical spelling. */
export function enumInput<const T extends string>(
  options: readonly T[],
  required: string,
  invalid: string = msg.comum.opcaoInvalida,
) {
  return readInput((value) => matchOption(options, value), required, invalid);
}

/** An optional option: blank is null, anything else must be one of `options`. */
export function optionalEnumInput<const T extends string>(options: readonly T[], invalid: string = msg.comum.opcaoInvalida) {
  return optionalReadInput((value) => matchOption(options, value), invalid);
}

/** A list of options (filters); every item must be one of `options`. */
export function enumList<const T extends string>(options: readonly T[]) {
  return v.pipe(
    field(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const items = parseStringList(dataset.value);
      const matched = items?.map((item) => matchOption(options, item));
      if (!matched || matched.some((item) => item === null)) {
        addIssue({ message: msg.comum.opcaoInvalida });
        return NEVER;
      }
      return [...new Set(matched as T[])];
    }),
  );
}
