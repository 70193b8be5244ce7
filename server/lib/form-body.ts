/* SPEC's "form:" calls may arrive as JSON, urlencoded or multipart (without files). This reads
   any of them into one plain object; repeated or `name[]` fields become arrays. Files in a
   non-upload route are drained and ignored. */
import type { FastifyRequest } from 'fastify';

export type FormBody = Record<string, unknown>;

function put(target: FormBody, rawName: string, value: unknown) {
  const isArray = rawName.endsWith('[]');
  const name = isArray ? rawName.slice(0, -2) : rawName;
  const current = target[name];
  if (current === undefined) target[name] = isArray ? [value] : value;
  else target[name] = Array.isArray(current) ? [...current, value] : [current, value];
}

export async function readForm(request: FastifyRequest): Promise<FormBody> {
  if (request.isMultipart()) {
    const out: FormBody = {};
    for await (const part of request.parts()) {
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
