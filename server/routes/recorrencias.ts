/* Contas recorrentes (issue 34, PRODUCT "Contas recorrentes", decisions 404 and 414): the list,
   and the writes that keep each recorrência's next 12 occurrences as ordinary payables or
   receivables. The device sends the ids of the occurrences it created offline: the server creates
   exactly those rows (a replay answers from the idempotency log, a sync never duplicates). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { uuidv7 } from 'uuidv7';
import { conferirBanco } from '../../src/domain/credito.ts';
import { addDays, todayISO } from '../../src/domain/dates.ts';
import { edicaoVencida, TOLERANCIA_DIAS_FUTURO } from '../../src/domain/data-acao.ts';
import { msg } from '../../src/domain/messages.ts';
import { MUTACOES } from '../../src/domain/mutacoes.ts';
import type { NovaRecorrencia } from '../../src/domain/recorrencia.ts';
import type { Tx } from '../db/client.ts';
import { readForm } from '../lib/form-body.ts';
import { HttpError } from '../lib/http-error.ts';
import { runMutation } from '../lib/mutation.ts';
import { ajustarOcorrencias } from '../lib/ocorrencias.ts';
import { parseOr422 } from '../lib/parse-or-422.ts';
import { pull } from '../sync/pull.ts';
import { rotaMutacao } from '../lib/rota-mutacao.ts';
import { pullDe } from '../sync/colecoes.ts';
import { bancoPorId, categoriaPorId } from '../repositories/dados.ts';
import { datasFeriados } from '../repositories/feriados.ts';
import {
  deleteRecorrencias, insertRecorrencia, recorrenciaWire, recorrenciasPorIds, updateRecorrencia,
} from '../repositories/recorrencias.ts';
import type { RecorrenciaValues } from '../repositories/recorrencias.ts';
import { perfilDe } from './alcadas.ts';
import { semDuplicar } from './titulo-input.ts';

function erro422(campo: string, message: string): HttpError {
  return new HttpError(422, message, { errors: { [campo]: [message] } });
}

/** The server's own checks: the bank exists (with a card for Crédito), the category exists. */
async function conferir(tx: Tx, input: NovaRecorrencia): Promise<void> {
  if (input.banco || input.tipo === 'pagar') {
    const banco = input.banco ? await bancoPorId(tx, input.banco) : null;
    const conferido = conferirBanco(banco, input.pagamento ?? 'Boleto');
    if (!conferido.ok) throw erro422('banco', conferido.message);
  }
  if (input.categoria && !(await categoriaPorId(tx, input.categoria))) throw erro422('categoria', msg.categoria.naoEncontrada);
}

/** The device's day of the write (an offline write keeps its day), never ahead of the server's by more than the tolerance. */
function diaDaEscrita(enviado: string | null): string {
  const hoje = todayISO();
  return enviado !== null && enviado <= addDays(hoje, TOLERANCIA_DIAS_FUTURO) ? enviado : hoje;
}

/** The rule as stored: who saved it last decides how the alçada judges its payables (decision 439). */
function dados(input: NovaRecorrencia, id: string, request: FastifyRequest): RecorrenciaValues {
  return {
    salva_por_operador: perfilDe(request) === 'operador',
    id, tipo: input.tipo, descricao: input.descricao, valor: input.valor, banco_id: input.banco, categoria_id: input.categoria,
    pagamento: input.pagamento, frequencia: input.frequencia, dia: input.dia, inicio: input.inicio, fim: input.fim,
    ajustar_dia_util: input.ajustar_dia_util, observacao: input.observacao, status: input.status,
  };
}

export async function recorrenciasRoutes(app: FastifyInstance) {
  app.get('/api/recorrencias', (request) => pull(request, pullDe('recorrencias', request)));

  rotaMutacao(app, MUTACOES.cadastrarRecorrencia, async (request, reply) => {
    const form = await readForm(request);
    const input = parseOr422(MUTACOES.cadastrarRecorrencia.schema, form);
    return runMutation(request, reply, form, async (tx) => {
      await conferir(tx, input);
      const r = dados(input, input.id ?? uuidv7(), request);
      if (!(await insertRecorrencia(tx, r))) throw new HttpError(409, msg.comum.registroDuplicado);
      const feito = await semDuplicar(msg.comum.registroDuplicado, async () =>
        ajustarOcorrencias(tx, r, diaDaEscrita(input.hoje), await datasFeriados(tx), input.ocorrencias ?? []));
      return { status: 201, body: { message: msg.recorrencia.cadastrada, recorrencia: await recorrenciaWire(tx, r.id), ocorrencias: feito.criadas } };
    });
  });

  rotaMutacao(app, MUTACOES.editarRecorrencia, async (request, reply) => {
    const form = await readForm(request);
    const input = parseOr422(MUTACOES.editarRecorrencia.schema, form);
    const id = input.id;
    if (!id) throw erro422('id', msg.recorrencia.idObrigatorio);
    return runMutation(request, reply, form, async (tx) => {
      const [atual] = await recorrenciasPorIds(tx, [id]);
      if (!atual) throw new HttpError(404, msg.comum.registroNaoEncontrado);
      if (edicaoVencida(input.version, atual.version)) throw new HttpError(409, msg.comum.registroAlterado);
      await conferir(tx, input);
      const hoje = diaDaEscrita(input.hoje);
      const extras = await datasFeriados(tx);
      // A change of kind ends the old kind's open occurrences first.
      if (atual.tipo !== input.tipo) await ajustarOcorrencias(tx, { ...atual, status: false }, hoje, extras);
      const r = dados(input, id, request);
      await updateRecorrencia(tx, r);
      const feito = await semDuplicar(msg.comum.registroDuplicado, () => ajustarOcorrencias(tx, r, hoje, extras, input.ocorrencias ?? []));
      return { body: { message: msg.recorrencia.atualizada, recorrencia: await recorrenciaWire(tx, id), ...feito } };
    });
  });

  rotaMutacao(app, MUTACOES.deletarRecorrencias, async (request, reply) => {
    const form = await readForm(request);
    const { ids } = parseOr422(MUTACOES.deletarRecorrencias.schema, form);
    return runMutation(request, reply, form, async (tx) => {
      const hoje = todayISO();
      const extras = await datasFeriados(tx);
      const rows = await recorrenciasPorIds(tx, ids);
      // Its future open occurrences go; the paid and the past ones stay, unlinked (ON DELETE SET NULL).
      for (const r of rows) await ajustarOcorrencias(tx, { ...r, status: false }, hoje, extras);
      await deleteRecorrencias(tx, rows.map((r) => r.id));
      return { body: { message: msg.recorrencia.excluidas } };
    });
  });
}
