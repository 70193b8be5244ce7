// Valibot building blocks shared by every entity schema: field coercers that read JSON and form
// strings alike, and `validate` with field errors. Ids: id-inputs.ts; options: option-inputs.ts;
// rules: cross-rules.ts.

import * as v from 'valibot';
import { isISODate, parseBRDate } from './dates.ts';
import { msg } from './messages.ts';
import { MAX_CENTS } from './money.ts';
import { isBlank, parseBool, parseInteger, parseMoney } from './coerce.ts';

/** Key of errors that belong to no single field (e.g. "nothing chosen" in the filter). */
export const FORM_ERROR_KEY = '_form';

export type ValidationResult<T> =
  | { ok: true; value: T }
  | { ok: false; errors: Record<string, string[]>; message: string };

/** Outcome of a business rule: the new value, or the message to show. */
export type Resultado<T> = { ok: true; value: T } | { ok: false; message: string };

export function validate<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
): ValidationResult<v.InferOutput<TSchema>> {
  const result = v.safeParse(schema, input);
  if (result.success) return { ok: true, value: result.output };
  const flat = v.flatten(result.issues);
  const errors: Record<string, string[]> = {};
  for (const [key, messages] of Object.entries(flat.nested ?? {})) {
    if (messages) errors[key] = [...new Set(messages)];
  }
  const general = [...(flat.root ?? []), ...(flat.other ?? [])];
  if (general.length > 0) errors[FORM_ERROR_KEY] = [...new Set([...(errors[FORM_ERROR_KEY] ?? []), ...general])];
  return { ok: false, errors, message: result.issues[0].message };
}

/** The first message of each field, as forms show them. */
export function firstErrors(errors: Record<string, string[]>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, messages] of Object.entries(errors)) {
    if (messages[0] !== undefined) out[key] = messages[0];
  }
  return out;
}

/**
 * Start of every field: a missing key reads as null and still runs the field's checks, so a
 * required field absent from a form gets its own message instead of valibot's "Invalid key".
 */
export function field() {
  return v.optional(v.unknown(), null);
}

/** A required field read by `read` (null: not readable): blank → `required`, unreadable → `invalid`. */
export function readInput<T>(read: (value: unknown) => T | null, required: string, invalid: string) {
  return v.pipe(
    field(),
    v.rawTransform(({ dataset, addIssue, NEVER }): T => {
      if (isBlank(dataset.value)) {
        addIssue({ message: required });
        return NEVER;
      }
      const value = read(dataset.value);
      if (value === null) {
        addIssue({ message: invalid });
        return NEVER;
      }
      return value;
    }),
  );
}

/** The same field, optional: blank becomes null. */
export function optionalReadInput<T>(read: (value: unknown) => T | null, invalid: string) {
  return v.pipe(
    field(),
    v.rawTransform(({ dataset, addIssue, NEVER }): T | null => {
      if (isBlank(dataset.value)) return null;
      const value = read(dataset.value);
      if (value === null) {
        addIssue({ message: invalid });
        return NEVER;
      }
      return value;
    }),
  );
}

/** Required text, trimmed. */
export function requiredText(required: string, max = 255) {
  return v.pipe(
    field(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const value = dataset.value;
      const text = typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
      if (text === '') {
        addIssue({ message: required });
        return NEVER;
      }
      if (text.length > max) {
        addIssue({ message: msg.comum.textoLongo(max) });
        return NEVER;
      }
      return text;
    }),
  );
}

/** Optional text, trimmed; blank becomes null. */
export function optionalText(max = 1000) {
  return v.pipe(
    field(),
    v.rawTransform(({ dataset, addIssue, NEVER }): string | null => {
      const value = dataset.value;
      const text = typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
      if (text.length > max) {
        addIssue({ message: msg.comum.textoLongo(max) });
        return NEVER;
      }
      return text === '' ? null : text;
    }),
  );
}

/** Checkbox or switch: absent means `absent` (false for checkboxes, true for status switches). */
export function boolInput(absent = false) {
  return v.pipe(
    field(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      if (dataset.value === undefined || dataset.value === null) return absent;
      const parsed = parseBool(dataset.value);
      if (parsed === null) {
        addIssue({ message: msg.comum.valorInvalido });
        return NEVER;
      }
      return parsed;
    }),
  );
}

interface IntOptions {
  min?: number;
  max?: number;
  rangeMessage?: string;
}

function readInt(value: unknown, opts: IntOptions): number | string {
  const parsed = parseInteger(value);
  const outOfRange =
    parsed === null ||
    (opts.min !== undefined && parsed < opts.min) ||
    (opts.max !== undefined && parsed > opts.max);
  if (outOfRange) return opts.rangeMessage ?? msg.comum.valorInvalido;
  return parsed;
}

/**
 * A required field read by `read`, which returns the value or the message saying why it is
 * refused; blank → `required`.
 */
export function checkedInput<T>(read: (value: unknown) => T | string, required: string) {
  return v.pipe(
    field(),
    v.rawTransform(({ dataset, addIssue, NEVER }): T => {
      if (isBlank(dataset.value)) {
        addIssue({ message: required });
        return NEVER;
      }
      const value = read(dataset.value);
      if (typeof value === 'string') {
        addIssue({ message: value });
        return NEVER;
      }
      return value;
    }),
  );
}

/** The same field, optional: blank becomes null. */
export function optionalCheckedInput<T>(read: (value: unknown) => T | string) {
  return v.pipe(
    field(),
    v.rawTransform(({ dataset, addIssue, NEVER }): T | null => {
      if (isBlank(dataset.value)) return null;
      const value = read(dataset.value);
      if (typeof value === 'string') {
        addIssue({ message: value });
        return NEVER;
      }
      return value;
    }),
  );
}

/** Required whole number from a number or a digit string. */
export function intInput(required: string, opts: IntOptions = {}) {
  return checkedInput((value) => readInt(value, opts), required);
}

/** Optional whole number; blank becomes null. */
export function optionalInt(opts: IntOptions = {}) {
  return optionalCheckedInput((value) => readInt(value, opts));
}

/** An amount in cents, or the message saying why it is refused (zero and negatives included). */
function readMoney(value: unknown): number | string {
  const cents = parseMoney(value);
  if (cents === null) return msg.comum.valorInvalido;
  if (cents <= 0) return msg.comum.valorPositivo;
  if (cents > MAX_CENTS) return msg.comum.valorAcimaLimite;
  return cents;
}

/**
 * Required amount, in cents, from a wire decimal, a number or masked pt-BR text. Zero and
 * negatives are refused: every amount typed in the product is a positive value.
 */
export function moneyInput(required: string) {
  return checkedInput(readMoney, required);
}

/** The same amount, optional: blank becomes null. */
export function optionalMoney() {
  return optionalCheckedInput(readMoney);
}

function readDate(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return isISODate(text) ? text : parseBRDate(text);
}

/**
 * A balance in cents (issue 32: a bank's saldo inicial): blank is 0, negatives allowed (an
 * overdrawn account), the same ceiling as every amount.
 */
export function balanceInput(invalid: string) {
  return v.pipe(
    field(),
    v.rawTransform(({ dataset, addIssue, NEVER }): number => {
      if (isBlank(dataset.value)) return 0;
      const cents = parseMoney(dataset.value);
      if (cents === null || Math.abs(cents) > MAX_CENTS) {
        addIssue({ message: invalid });
        return NEVER;
      }
      return cents;
    }),
  );
}

/** Required calendar date, 'YYYY-MM-DD' or 'dd/mm/aaaa', always output as 'YYYY-MM-DD'. */
export function dateInput(required: string) {
  return readInput(readDate, required, msg.comum.dataInvalida);
}

/** Optional calendar date; blank becomes null. */
export function optionalDate() {
  return optionalReadInput(readDate, msg.comum.dataInvalida);
}
