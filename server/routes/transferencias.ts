/* Transferências between banks (issue 32, PRODUCT "Contas bancárias e saldos", decision 406):
   the synced list, create (valor > 0, de ≠ para: the domain's schema; both banks exist: here and
   on the device) and delete. Audited by the table's trigger (decision 230). */
import type { FastifyInstance } from 'fastify';
import { uuidv7 } from 'uuidv7';
import { msg } from '../../src/domain/messages.ts';
import { MUTACOES } from '../../src/domain/mutacoes.ts';
import { bancosAusentes } from '../../src/domain/transferencia.ts';
import { readForm } from '../lib/form-body.ts';
import { HttpError } from '../lib/http-error.ts';
import { runMutation } from '../lib/mutation.ts';
import { parseOr422 } from '../lib/parse-or-422.ts';
import { pull } from '../sync/pull.ts';
import { rotaMutacao } from '../lib/rota-mutacao.ts';
import { pullDe } from '../sync/colecoes.ts';
import { bancosExistentes, deleteTransferencias, insertTransferencia } from '../repositories/transferencias.ts';

export async function transferenciasRoutes(app: FastifyInstance) {
  app.get('/api/transferencias', (request) => pull(request, pullDe('transferencias', request)));

  rotaMutacao(app, MUTACOES.cadastrarTransferencia, async (request, reply) => {
    const form = await readForm(request);
    const input = parseOr422(MUTACOES.cadastrarTransferencia.schema, form);
    return runMutation(request, reply, form, async (tx) => {
      const errors = bancosAusentes(input, await bancosExistentes(tx, [input.de, input.para]));
      const first = Object.values(errors)[0]?.[0];
      if (first) throw new HttpError(422, first, { errors });
      const transferencia = await insertTransferencia(tx, { ...input, id: input.id ?? uuidv7() });
      if (!transferencia) throw new HttpError(409, msg.comum.registroDuplicado);
      return { status: 201, body: { message: msg.saldos.transferencia.cadastrada, transferencia } };
    });
  });

  rotaMutacao(app, MUTACOES.deletarTransferencias, async (request, reply) => {
    const form = await readForm(request);
    const { ids } = parseOr422(MUTACOES.deletarTransferencias.schema, form);
    return runMutation(request, reply, form, async (tx) => {
      await deleteTransferencias(tx, ids);
      return { body: { message: msg.saldos.transferencia.excluidas } };
    });
  });
}
