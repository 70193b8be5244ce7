/* Every route's input check (SPEC §7): the schema's output, or a 422 `{ message, errors }` with
   the first error text as the message. */
import type * as v from 'valibot';
import { validate } from '../../src/domain/validation.ts';
import { HttpError } from './http-error.ts';

export function parseOr422<TSchema extends v.GenericSchema>(schema: TSchema, input: unknown): v.InferOutput<TSchema> {
  const parsed = validate(schema, input);
  if (!parsed.ok) throw new HttpError(422, parsed.message, { errors: parsed.errors });
  return parsed.value;
}
