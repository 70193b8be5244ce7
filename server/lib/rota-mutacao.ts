/* Registers a write's route from its one definition (src/domain/mutacoes.ts): the method and the
   path come from there, so the client, the batch allow-list and the server cannot drift. */
import type { FastifyInstance, RouteHandlerMethod, RouteShorthandOptions } from 'fastify';
import type { Mutacao } from '../../src/domain/mutacoes.ts';

export function rotaMutacao(
  app: FastifyInstance, mutacao: Mutacao, handler: RouteHandlerMethod, options: RouteShorthandOptions = {},
): void {
  app.route({ ...options, method: mutacao.method, url: mutacao.path, handler });
}
