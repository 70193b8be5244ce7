/* SPEC's "form:" calls may arrive as JSON, urlencoded or multipart (without files). This reads
   any of them into one plain object; repeated or `name[]` fields become arrays. Files in a
   non-upload route are drained and ignored. Multipart is checked here as the parsed bodies are
   in plugins/input-guard.ts: a NUL byte in a field or file name is refused, and a truncated or
   malformed body is a 400 instead of the parser's bare Error (issue 11 item 6). */
import type { FastifyRequest } from 'fastify';
import type { Multipart } from '@fastify/multipart';
import { msg } from '../../src/domain/messages.ts';
import { HttpError } from './http-error.ts';
import { hasNul, nulRefusal } from './input-guard.ts';

export type FormBody = Record<string, unknown>;

function put(target: FormBody, rawName: string, value: unknown) {
  const isArray = rawName.endsWith('[]');
  const name = isArray ? rawName.slice(0, -2) : rawName;
  const current = target[name];
  if (current === undefined) target[name] = isArray ? [value] : value;
  else target[name] = Array.isArray(current) ? [...current, value] : [current, value];
}

/**
 * What a failure while reading a multipart body means for the client. The parser (busboy)
 * throws plain Errors without a code for a truncated body, a missing boundary or a bad part
 * header: the request is malformed, a 400. Our own refusals, the plugin's FST_* limits and
 * system errors (disk) pass through unchanged.
 */
export function multipartFailure(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (error instanceof Error && code === undefined) return new HttpError(400, msg.entradaInvalida.multipartInvalido);
  return error;
}

/** The request's parts, each refused when its name, value or file name holds a NUL byte. */
export async function* formParts(request: FastifyRequest, options?: Parameters<FastifyRequest['parts']>[0]): AsyncGenerator<Multipart> {
  try {
    for await (const part of request.parts(options)) {
      const field = part.fieldname.replace(/\[\]$/, '');
      if (hasNul(part.fieldname)) throw nulRefusal(null);
      if (part.type === 'field' && typeof part.value === 'string' && hasNul(part.value)) throw nulRefusal(field);
      if (part.type === 'file' && hasNul(part.filename)) {
        part.file.resume();
        throw nulRefusal(field);
      }
      yield part;
    }
  } catch (error) {
    throw multipartFailure(error);
  }
}

export async function readForm(request: FastifyRequest): Promise<FormBody> {
  if (request.isMultipart()) {
    const out: FormBody = {};
    for await (const part of formParts(request)) {
      if (part.type === 'field') put(out, part.fieldname, part.value);
      else part.file.resume();
    }
    return out;
  }
  const body = request.body;
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const out: FormBody = {};
    for (const [k, v] of Object.entries(body as FormBody)) put(out, k, v);
    return out;
  }
  return {};
}
