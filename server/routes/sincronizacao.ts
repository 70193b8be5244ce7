/* GET /api/sincronizacao?<coleção>=<cursor>…&limit=<n>: the delta of many collections in one
   request (docs/decisions/121-sincronizacao.md), additive to SPEC §7. Each collection's answer is
   exactly what `GET <its list>?since=<cursor>&limit=<n>` would answer (rows, removidos, cursor,
   proximo, total), so a collection whose delta does not fit goes on with the list's own paging.
   A big delta is streamed page by page, never held whole (decision 397). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eNomeColecao } from '../../src/domain/colecoes.ts';
import { msg } from '../../src/domain/messages.ts';
import { HttpError } from '../lib/http-error.ts';
import { JsonStream } from '../sync/json-text.ts';
import { clampLimit, parseCount } from '../sync/pull.ts';
import { pullMany } from '../sync/sincronizacao.ts';
import type { PullRequestOf } from '../sync/tipos.ts';
import { pullDe } from '../sync/colecoes.ts';

/** Rows per collection when the call names no limit: the client's page size. */
export const DEFAULT_LIMIT = 5000;

/** Every problem at once, as field errors: an unknown list, a cursor that is not a number. */
function parseSincronizacao(request: FastifyRequest): { wanted: PullRequestOf[]; limit: number } {
  const query = request.query as Record<string, unknown>;
  const errors: Record<string, string[]> = {};
  const wanted: PullRequestOf[] = [];
  let limit = DEFAULT_LIMIT;
  for (const [name, value] of Object.entries(query)) {
    const n = parseCount(value);
    if (name === 'limit') {
      if (n !== null) limit = clampLimit(n);
      else errors.limit = [msg.comum.dadosInvalidos];
    } else if (!eNomeColecao(name)) {
      errors[name] = [msg.comum.opcaoInvalida];
    } else if (n === null) {
      errors[name] = [msg.comum.dadosInvalidos];
    } else {
      wanted.push({ name, spec: pullDe(name, request), since: n });
    }
  }
  if (wanted.length === 0 && Object.keys(errors).length === 0) errors.colecoes = [msg.comum.preenchaObrigatorios];
  if (Object.keys(errors).length > 0) throw new HttpError(422, msg.comum.dadosInvalidos, { errors });
  return { wanted, limit };
}

export async function sincronizacaoRoutes(app: FastifyInstance) {
  app.get('/api/sincronizacao', async (request) => {
    const { wanted, limit } = parseSincronizacao(request);
    const body = await pullMany(app.db, wanted, limit);
    if (body instanceof JsonStream) body.on('error', (error) => { request.log.error({ err: error }, 'sincronizacao stream failed'); });
    return body;
  });
}
