/* What no field schema can refuse on its own (issue 11 item 6): a NUL byte in any text (the
   database's text type cannot hold it, so it failed as a 500), and input nested deeper than any
   screen sends (a 5,000-deep body overflowed the stack of whatever walked it next). Checked once
   per request on the parsed body, query and path parameters (plugins/input-guard.ts) and on
   every multipart field and file name (lib/form-body.ts). The walk is iterative: a hostile
   depth cannot overflow it. */
import { msg } from '../../src/domain/messages.ts';
import { HttpError } from './http-error.ts';

/** Deeper than any body the app sends (a batch entry's body sits at depth 4). */
export const MAX_DEPTH = 32;

export function hasNul(text: string): boolean {
  return text.includes('\u0000');
}

/** The refusal for a NUL byte, naming the field when known. */
export function nulRefusal(field: string | null): HttpError {
  const message = msg.entradaInvalida.caractereNulo;
  return new HttpError(422, message, { errors: { [field ?? '_form']: [message] } });
}

/** The first top-level key under which `value` holds a NUL byte or too deep a nesting, or null. */
export function checkInput(value: unknown): HttpError | null {
  const stack: { value: unknown; depth: number; field: string | null }[] = [{ value, depth: 0, field: null }];
  while (stack.length) {
    const item = stack.pop()!;
    if (typeof item.value === 'string') {
      if (hasNul(item.value)) return nulRefusal(item.field);
      continue;
    }
    // Raw bytes (a Buffer body) are no text field: their checks belong to whoever reads them.
    if (item.value === null || typeof item.value !== 'object' || ArrayBuffer.isView(item.value)) continue;
    if (item.depth >= MAX_DEPTH) {
      return new HttpError(422, msg.entradaInvalida.aninhadoDemais, { errors: { [item.field ?? '_form']: [msg.entradaInvalida.aninhadoDemais] } });
    }
    for (const [key, child] of Object.entries(item.value as Record<string, unknown>)) {
      const field = item.field ?? key;
      if (hasNul(key)) return nulRefusal(field);
      stack.push({ value: child, depth: item.depth + 1, field });
    }
  }
  return null;
}
