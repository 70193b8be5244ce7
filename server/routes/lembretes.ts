/* Lembretes and the bell's read marks (issue 17, PRODUCT.md "Lembretes"). A recurring reminder
   concluded moves to its next occurrence on the bank calendar (the same domain function the
   client runs offline); a single one becomes Concluído. */
import type { FastifyInstance } from 'fastify';
import { uuidv7 } from 'uuidv7';
import { edicaoVencida } from '../../src/domain/data-acao.ts';
import { concluir } from '../../src/domain/lembrete.ts';
import type { EditarLembrete, NovoLembrete } from '../../src/domain/lembrete.ts';
import { msg } from '../../src/domain/messages.ts';
import { MUTACOES } from '../../src/domain/mutacoes.ts';
import type { Tx } from '../db/client.ts';
import { readForm } from '../lib/form-body.ts';
import { HttpError } from '../lib/http-error.ts';
import { runMutation } from '../lib/mutation.ts';
import { parseOr422 } from '../lib/parse-or-422.ts';
import { pull } from '../sync/pull.ts';
import { pullDe } from '../sync/colecoes.ts';
import { rotaMutacao } from '../lib/rota-mutacao.ts';
import { datasFeriados } from '../repositories/feriados.ts';
import {
  deleteLembretes, insertLembrete, lembretesPorIds, setDataStatus, updateLembrete, usuariosExistentes, vinculoExiste,
} from '../repositories/lembretes.ts';
import { desmarcar, marcarLidas } from '../repositories/notificacoes.ts';

/** The server's own checks of a reminder: its recipients are users, its link exists. */
async function conferir(tx: Tx, input: NovoLembrete | EditarLembrete): Promise<void> {
  const errors: Record<string, string[]> = {};
  const existentes = await usuariosExistentes(tx, input.destinatarios);
  if (input.destinatarios.some((id) => !existentes.has(id))) errors.destinatarios = [msg.lembretes.destinatarioNaoEncontrado];
  if (input.vinculo_tipo && input.vinculo_id && !(await vinculoExiste(tx, input.vinculo_tipo, input.vinculo_id))) {
    errors.vinculo_id = [msg.lembretes.vinculoNaoEncontrado];
  }
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new HttpError(422, first, { errors });
}

export async function lembretesRoutes(app: FastifyInstance) {
  app.get('/api/lembretes', (request) => pull(request, pullDe('lembretes', request)));
  // The signed-in user's read marks only (decision 241).
  app.get('/api/notificacoes-lidas', (request) => pull(request, pullDe('lidas', request)));

  rotaMutacao(app, MUTACOES.cadastrarLembrete, async (request, reply) => {
    const form = await readForm(request);
    const input = parseOr422(MUTACOES.cadastrarLembrete.schema, form);
    return runMutation(request, reply, form, async (tx) => {
      await conferir(tx, input);
      const lembrete = await insertLembrete(tx, { ...input, id: input.id ?? uuidv7(), status: 'Pendente' }, request.user?.id ?? null);
      if (!lembrete) throw new HttpError(409, msg.comum.registroDuplicado);
      return { status: 201, body: { message: msg.lembretes.cadastrado, lembrete } };
    });
  });

  rotaMutacao(app, MUTACOES.editarLembrete, async (request, reply) => {
    const form = await readForm(request);
    const input = parseOr422(MUTACOES.editarLembrete.schema, form);
    return runMutation(request, reply, form, async (tx) => {
      const [atual] = await lembretesPorIds(tx, [input.id]);
      if (!atual) throw new HttpError(404, msg.comum.registroNaoEncontrado);
      // Edited on an old copy (another person or device changed it since): refuse (decision 317).
      if (edicaoVencida(input.version, atual.version)) throw new HttpError(409, msg.comum.registroAlterado, { atual });
      await conferir(tx, input);
      const lembrete = await updateLembrete(tx, input);
      if (!lembrete) throw new HttpError(404, msg.comum.registroNaoEncontrado);
      return { body: { message: msg.lembretes.atualizado, lembrete } };
    });
  });

  rotaMutacao(app, MUTACOES.concluirLembretes, async (request, reply) => {
    const form = await readForm(request);
    const { ids } = parseOr422(MUTACOES.concluirLembretes.schema, form);
    return runMutation(request, reply, form, async (tx) => {
      const extras = await datasFeriados(tx);
      const rows = await lembretesPorIds(tx, ids);
      const atualizados: { id: string; data: string; status: string }[] = [];
      for (const row of rows) {
        if (row.status === 'Concluído') continue;
        const feito = concluir(row, extras);
        await setDataStatus(tx, row.id, feito.data, feito.status);
        atualizados.push({ id: row.id, data: feito.data, status: feito.status });
      }
      return { body: { message: msg.lembretes.concluidos, lembretes: atualizados } };
    });
  });

  rotaMutacao(app, MUTACOES.deletarLembretes, async (request, reply) => {
    const form = await readForm(request);
    const { ids } = parseOr422(MUTACOES.deletarLembretes.schema, form);
    return runMutation(request, reply, form, async (tx) => {
      await deleteLembretes(tx, ids);
      return { body: { message: msg.lembretes.excluidos } };
    });
  });

  rotaMutacao(app, MUTACOES.marcarNotificacoesLidas, async (request, reply) => {
    const form = await readForm(request);
    const { itens } = parseOr422(MUTACOES.marcarNotificacoesLidas.schema, form);
    return runMutation(request, reply, form, async (tx) => {
      const marcadas = await marcarLidas(tx, request.user!.id, itens);
      return { body: { message: msg.notificacoes.marcadas, marcadas } };
    });
  });

  rotaMutacao(app, MUTACOES.desmarcarNotificacoes, async (request, reply) => {
    const form = await readForm(request);
    const { chaves } = parseOr422(MUTACOES.desmarcarNotificacoes.schema, form);
    return runMutation(request, reply, form, async (tx) => {
      const removidas = await desmarcar(tx, request.user!.id, chaves);
      return { body: { message: msg.notificacoes.preferenciaSalva, removidas } };
    });
  });
}
