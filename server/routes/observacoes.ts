/* Observações (issue 17, PRODUCT.md "Observações"): author and time are the server's; only the
   author edits or deletes a note (403 otherwise). */
import type { FastifyInstance } from 'fastify';
import { uuidv7 } from 'uuidv7';
import { msg } from '../../src/domain/messages.ts';
import { MUTACOES } from '../../src/domain/mutacoes.ts';
import { readForm } from '../lib/form-body.ts';
import { HttpError } from '../lib/http-error.ts';
import { runMutation } from '../lib/mutation.ts';
import { parseOr422 } from '../lib/parse-or-422.ts';
import { pull } from '../sync/pull.ts';
import { pullDe } from '../sync/colecoes.ts';
import { rotaMutacao } from '../lib/rota-mutacao.ts';

import { autoresDe, deleteObservacoes, insertObservacao, updateObservacao } from '../repositories/observacoes.ts';

export async function observacoesRoutes(app: FastifyInstance) {
  app.get('/api/observacoes', (request) => pull(request, pullDe('observacoes', request)));

  rotaMutacao(app, MUTACOES.cadastrarObservacao, async (request, reply) => {
    const form = await readForm(request);
    const input = parseOr422(MUTACOES.cadastrarObservacao.schema, form);
    return runMutation(request, reply, form, async (tx) => {
      const observacao = await insertObservacao(tx, { ...input, id: input.id ?? uuidv7() }, request.user!.id);
      if (!observacao) throw new HttpError(409, msg.comum.registroDuplicado);
      return { status: 201, body: { message: msg.observacoes.cadastrada, observacao } };
    });
  });

  rotaMutacao(app, MUTACOES.editarObservacao, async (request, reply) => {
    const form = await readForm(request);
    const input = parseOr422(MUTACOES.editarObservacao.schema, form);
    return runMutation(request, reply, form, async (tx) => {
      const autor = (await autoresDe(tx, [input.id])).get(input.id);
      if (!autor) throw new HttpError(404, msg.comum.registroNaoEncontrado);
      if (autor !== request.user!.id) throw new HttpError(403, msg.observacoes.soAutor);
      const observacao = await updateObservacao(tx, input);
      return { body: { message: msg.observacoes.atualizada, observacao } };
    });
  });

  rotaMutacao(app, MUTACOES.deletarObservacoes, async (request, reply) => {
    const form = await readForm(request);
    const { ids } = parseOr422(MUTACOES.deletarObservacoes.schema, form);
    return runMutation(request, reply, form, async (tx) => {
      const autores = await autoresDe(tx, ids);
      if ([...autores.values()].some((autor) => autor !== request.user!.id)) throw new HttpError(403, msg.observacoes.soAutor);
      await deleteObservacoes(tx, [...autores.keys()]);
      return { body: { message: msg.observacoes.excluidas } };
    });
  });
}
