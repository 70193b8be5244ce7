/* POST /api/lote (decision 120): the drain's consecutive JSON writes in one request and ONE
   transaction. Each entry goes through its own route (app.inject, with the batch's session), in
   order; the batch stops at the first answer outside 2xx and commits what came before. A
   refusal from inside an entry's work (which may have written part of it) rolls the whole
   transaction back and the entries before it run again: cheaper than a savepoint per entry,
   since refusals are rare. The keys' locks and stored answers are read once for the whole
   batch (lib/mutation-batch.ts). Every answer is the one the entry would have had alone; nothing
   is sent before the commit, so no 2xx ever names an uncommitted change. */
import type { FastifyInstance, FastifyRequest, LightMyRequestResponse } from 'fastify';
import { CABECALHO_ACAO_EM } from '../../src/domain/envio.ts';
import { LOTE_PATH } from '../../src/domain/envio.ts';
import { LoteSchema } from '../../src/domain/lote-pedidos.ts';
import type { PedidoLote, RespostaLote, RespostaLoteBody } from '../../src/domain/lote-pedidos.ts';
import { closeBatch, openBatch, runInBatch } from '../lib/mutation-batch.ts';
import { insertKeys, NO_USER } from '../repositories/idempotency.ts';
import type { KeyRow } from '../repositories/idempotency.ts';
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

const isOk = (status: number) => status >= 200 && status < 300;

/** Thrown out of the batch's transaction to roll it back: `respostas` end with the refusal. */
class Refazer extends Error {
  constructor(readonly respostas: RespostaLote[], readonly refusal: KeyRow | null) {
    super('lote: refazer sem a entrada recusada');
  }
}

export async function loteRoutes(app: FastifyInstance) {
  app.post(LOTE_PATH, async (request): Promise<RespostaLoteBody> => {
    const { pedidos } = parseOr422(LoteSchema, request.body);
    const headers = session(request);
    const run = (pedido: PedidoLote) => app.inject({
      method: pedido.metodo, url: pedido.caminho, payload: JSON.stringify(pedido.corpo ?? {}),
      headers: {
        ...headers, 'content-type': 'application/json', accept: 'application/json', 'idempotency-key': pedido.chave,
        ...(pedido.acao_em ? { [CABECALHO_ACAO_EM]: pedido.acao_em } : {}),
      },
    });

    const userId = request.user?.id ?? NO_USER;
    /** `refusal`: the key and answer of the entry after `lista`, stored if all of `lista` is accepted. */
    async function attempt(lista: readonly PedidoLote[], refusal: KeyRow | null = null): Promise<RespostaLote[]> {
      try {
        return await app.db.transaction(async (tx) => {
          const batch = await openBatch(tx, userId, lista.map((p) => p.chave), app.database.kind);
          const out: RespostaLote[] = [];
          for (const pedido of lista) {
            const response = await runInBatch(batch, () => run(pedido));
            out.push({ chave: pedido.chave, status: response.statusCode, corpo: bodyOf(response), repetida: response.headers['idempotent-replayed'] === 'true' });
            if (isOk(response.statusCode)) continue;
            // Refused inside its work: part of it may be in the transaction. Roll it all back.
            if (batch.spoiled) throw new Refazer(out, batch.refusal);
            break;
          }
          const accepted = out.length === lista.length && out.every((r) => isOk(r.status));
          await closeBatch(batch, accepted ? refusal : null);
          return out;
        });
      } catch (error) {
        if (!(error instanceof Refazer)) throw error;
        // The entries before the refusal run again on their own; their new answers are the ones
        // committed. If one of them is refused this time, the batch ends there instead.
        // A refusal by the entry's work is stored with them (decision 140), as it would be alone.
        const recusa = error.respostas.at(-1)!;
        const antes = lista.slice(0, error.respostas.length - 1);
        if (antes.length === 0) {
          if (error.refusal) await app.db.transaction((tx) => insertKeys(tx, [error.refusal!], { skipAnswered: true }));
          return [recusa];
        }
        const again = await attempt(antes, error.refusal);
        return again.length === antes.length && isOk(again.at(-1)!.status) ? [...again, recusa] : again;
      }
    }

    const respostas = await attempt(pedidos);
    return { respostas, naoProcessados: pedidos.slice(respostas.length).map((p) => p.chave) };
  });
}
