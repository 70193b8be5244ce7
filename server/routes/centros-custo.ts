/* Centros de custo (issue 35, PRODUCT "Centros de custo, rateio e orçamento", decision 440): the
   synced list and its three writes. Reading is everyone's; writing is the Gestor area's (a
   company's cost structure is set by who answers for it). The código is unique ignoring case and
   accents; a centro in use is never deleted, only inactivated. */
import type { FastifyInstance } from 'fastify';
import { uuidv7 } from 'uuidv7';
import { edicaoVencida } from '../../src/domain/data-acao.ts';
import { MSG_CENTRO } from '../../src/domain/messages-centros.ts';
import { msg } from '../../src/domain/messages.ts';
import { MUTACOES } from '../../src/domain/mutacoes.ts';
import { normalizeSearch } from '../../src/domain/search.ts';
import type { Tx } from '../db/client.ts';
import { readForm } from '../lib/form-body.ts';
import { HttpError } from '../lib/http-error.ts';
import { runMutation } from '../lib/mutation.ts';
import { batchMemo } from '../lib/mutation-batch.ts';
import { parseOr422 } from '../lib/parse-or-422.ts';
import { rotaMutacao } from '../lib/rota-mutacao.ts';
import { pull } from '../sync/pull.ts';
import { pullDe } from '../sync/colecoes.ts';
import {
  centrosEmUso, codigosCentros, deleteCentrosCusto, findCentroCusto, insertCentroCusto, lockCodigosCentros, updateCentroCusto,
} from '../repositories/centros-custo.ts';

const GESTOR = { config: { gestor: true } } as const;

async function checkCodigoLivre(tx: Tx, codigo: string, exceptId: string | null): Promise<void> {
  await batchMemo('centros_custo:codigo:lock', () => lockCodigosCentros(tx));
  const wanted = normalizeSearch(codigo);
  const taken = (await codigosCentros(tx)).some((row) => row.id !== exceptId && normalizeSearch(row.codigo) === wanted);
  if (taken) throw new HttpError(422, MSG_CENTRO.codigoJaExiste, { errors: { codigo: [MSG_CENTRO.codigoJaExiste] } });
}

export async function centrosCustoRoutes(app: FastifyInstance) {
  app.get('/api/centros-custo', (request) => pull(request, pullDe('centros_custo', request)));

  rotaMutacao(app, MUTACOES.cadastrarCentroCusto, async (request, reply) => {
    const form = await readForm(request);
    const input = parseOr422(MUTACOES.cadastrarCentroCusto.schema, form);
    return runMutation(request, reply, form, async (tx) => {
      await checkCodigoLivre(tx, input.codigo, null);
      const centro = await insertCentroCusto(tx, { id: input.id ?? uuidv7(), codigo: input.codigo, nome: input.nome, status: input.status });
      if (!centro) throw new HttpError(409, msg.comum.registroDuplicado);
      return { status: 201, body: { message: MSG_CENTRO.cadastrado, centro } };
    });
  }, GESTOR);

  rotaMutacao(app, MUTACOES.editarCentroCusto, async (request, reply) => {
    const form = await readForm(request);
    const input = parseOr422(MUTACOES.editarCentroCusto.schema, form);
    return runMutation(request, reply, form, async (tx) => {
      const atual = await findCentroCusto(tx, input.id, true);
      if (!atual) throw new HttpError(404, MSG_CENTRO.naoEncontrado);
      // A stale edit may not flip the status someone else just set (decision 031).
      if (edicaoVencida(input.version, atual.version) && input.status !== atual.status) {
        throw new HttpError(409, msg.comum.registroAlterado, { atual });
      }
      if (normalizeSearch(input.codigo) !== normalizeSearch(atual.codigo)) await checkCodigoLivre(tx, input.codigo, atual.id);
      const centro = await updateCentroCusto(tx, atual.id, { codigo: input.codigo, nome: input.nome, status: input.status });
      return { body: { message: MSG_CENTRO.atualizado, centro } };
    });
  }, GESTOR);

  rotaMutacao(app, MUTACOES.deletarCentrosCusto, async (request, reply) => {
    const form = await readForm(request);
    const { ids } = parseOr422(MUTACOES.deletarCentrosCusto.schema, form);
    return runMutation(request, reply, form, async (tx) => {
      // All or nothing: one centro in use refuses the whole request.
      const usados = await centrosEmUso(tx, ids);
      if (usados.length > 0) throw new HttpError(422, MSG_CENTRO.emUso, { errors: { ids: [MSG_CENTRO.emUso] }, ids: usados });
      await deleteCentrosCusto(tx, ids);
      return { body: { message: MSG_CENTRO.excluidos } };
    });
  }, GESTOR);
}
