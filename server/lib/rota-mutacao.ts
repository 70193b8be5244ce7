/* Registers a write's route from its one definition (src/domain/mutacoes.ts): the method and the
   path come from there, so the client, the batch allow-list and the server cannot drift. */
import type { FastifyInstance, RouteHandlerMethod, RouteShorthandOptions } from 'fastify';
import { MUTACOES } from '../../src/domain/mutacoes.ts';
import type { Mutacao } from '../../src/domain/mutacao.ts';

const NOMES = new Map<Mutacao, string>(Object.entries(MUTACOES).map(([nome, m]) => [m as Mutacao, nome]));

/** The route carries the write's name (`config.mutacao`): runMutation logs it (decision 230). */
export function rotaMutacao(
  app: FastifyInstance, mutacao: Mutacao, handler: RouteHandlerMethod, options: RouteShorthandOptions = {},
): void {
  const config = { ...(options.config as object | undefined), mutacao: NOMES.get(mutacao) };
  app.route({ ...options, config, method: mutacao.method, url: mutacao.path, handler });
}
