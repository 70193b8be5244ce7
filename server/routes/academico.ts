/* Histórico Escolar (issue 21, PRODUCT.md): the synced list GET /api/academico → historicos, and
   its three writes, each through the one definition (mutacoes-academico.ts). The domain computes
   média, carga and frequência from the disciplinas, on the server as on the client. */
import type { FastifyInstance } from 'fastify';
import { uuidv7 } from 'uuidv7';
import { edicaoVencida } from '../../src/domain/data-acao.ts';
import { dadosHistorico } from '../../src/domain/historico-escolar.ts';
import { msg } from '../../src/domain/messages.ts';
import { MUTACOES } from '../../src/domain/mutacoes.ts';
import { readForm } from '../lib/form-body.ts';
import { HttpError } from '../lib/http-error.ts';
import { runMutation } from '../lib/mutation.ts';
import { parseOr422 } from '../lib/parse-or-422.ts';
import { pull } from '../sync/pull.ts';
import { pullDe } from '../sync/colecoes.ts';
import { rotaMutacao } from '../lib/rota-mutacao.ts';
import {
  deleteHistoricos, historicoPorId, historicosComMensalidades, insertHistorico, lockHistorico, updateHistorico,
} from '../repositories/historicos-escolares.ts';

export async function academicoRoutes(app: FastifyInstance) {
  app.get('/api/academico', (request) => pull(request, pullDe('historicos', request)));

  rotaMutacao(app, MUTACOES.cadastrarHistorico, async (request, reply) => {
    const form = await readForm(request);
    const input = parseOr422(MUTACOES.cadastrarHistorico.schema, form);
    return runMutation(request, reply, form, async (tx) => {
      const historico = await insertHistorico(tx, { id: input.id ?? uuidv7(), ...dadosHistorico(input) });
      if (!historico) throw new HttpError(409, msg.comum.registroDuplicado);
      return { status: 201, body: { message: msg.academico.cadastrado, historico } };
    });
  });

  rotaMutacao(app, MUTACOES.editarHistorico, async (request, reply) => {
    const form = await readForm(request);
    const input = parseOr422(MUTACOES.editarHistorico.schema, form);
    const id = input.id ?? '';
    return runMutation(request, reply, form, async (tx) => {
      const atual = await lockHistorico(tx, id);
      if (!atual) throw new HttpError(404, msg.academico.naoEncontrado, { errors: { id: [msg.academico.naoEncontrado] } });
      // The edit replaces the whole grid: one based on an older version would undo someone
      // else's disciplinas, so it is refused with the current row (decision 260).
      if (edicaoVencida(input.version, atual.version)) {
        throw new HttpError(409, msg.comum.registroAlterado, { atual: await historicoPorId(tx, id) });
      }
      const historico = await updateHistorico(tx, { id, ...dadosHistorico(input) });
      return { body: { message: msg.academico.atualizado, historico } };
    });
  });

  rotaMutacao(app, MUTACOES.deletarHistoricos, async (request, reply) => {
    const form = await readForm(request);
    const { ids } = parseOr422(MUTACOES.deletarHistoricos.schema, form);
    return runMutation(request, reply, form, async (tx) => {
      // All or nothing: a record with mensalidades keeps its payables' link (decision 262).
      if (await historicosComMensalidades(tx, ids) > 0) {
        throw new HttpError(422, msg.academico.comMensalidades, { errors: { ids: [msg.academico.comMensalidades] } });
      }
      await deleteHistoricos(tx, ids);
      return { body: { message: msg.academico.excluidos } };
    });
  });
}
