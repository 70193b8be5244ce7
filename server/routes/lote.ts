/* POST /api/lote (decision 120): the drain's consecutive JSON writes in one request and ONE
   transaction. Each entry goes through its own route (app.inject, with the batch's session), in
   order, and runMutation nests it in a savepoint: a refused entry rolls back alone, the batch
   stops there and commits what came before. The keys' locks and stored answers are read once
   for the whole batch (lib/mutation-batch.ts). Every answer is the one the entry would have had
   alone; nothing is sent before the commit, so no 2xx ever names an uncommitted change. */
import type { FastifyInstance, FastifyRequest, LightMyRequestResponse } from 'fastify';
import { LOTE_PATH, LoteSchema } from '../../src/domain/lote-pedidos.ts';
import type { PedidoLote, RespostaLote, RespostaLoteBody } from '../../src/domain/lote-pedidos.ts';
import { closeBatch, openBatch, runInBatch } from '../lib/mutation-batch.ts';
import { parseOr422 } from '../lib/parse-or-422.ts';

/** The batch's credentials, for each entry: the auth hook checks them again, as it would alone. */
function session(request: FastifyRequest): Record<string, string> {
  const headers: Record<string, string> = {};
  if (request.headers.authorization) headers.authorization = request.headers.authorization;
  if (request.headers.cookie) headers.cookie = request.headers.cookie;
  return headers;
}

function bodyOf(response: LightMyRequestResponse): unknown {
  if (!response.body) return null;
  try {
    return JSON.parse(response.body) as unknown;
  } catch {
    return null;
  }
}

export async function loteRoutes(app: FastifyInstance) {
  app.post(LOTE_PATH, async (request): Promise<RespostaLoteBody> => {
    const { pedidos } = parseOr422(LoteSchema, request.body);
    const headers = session(request);
    const run = (pedido: PedidoLote) => app.inject({
      method: pedido.metodo, url: pedido.caminho, payload: JSON.stringify(pedido.corpo ?? {}),
      headers: { ...headers, 'content-type': 'application/json', accept: 'application/json', 'idempotency-key': pedido.chave },
    });
    const respostas = await app.db.transaction(async (tx) => {
      const batch = await openBatch(tx, pedidos.map((p) => p.chave));
      const out: RespostaLote[] = [];
      for (const pedido of pedidos) {
        const response = await runInBatch(batch, () => run(pedido));
        const status = response.statusCode;
        out.push({ chave: pedido.chave, status, corpo: bodyOf(response), repetida: response.headers['idempotent-replayed'] === 'true' });
        if (status < 200 || status >= 300) break;
      }
      await closeBatch(batch);
      return out;
    });
    return { respostas, naoProcessados: pedidos.slice(respostas.length).map((p) => p.chave) };
  });
}
