/* The list actions payables and receivables share (SPEC §4, §7): pay, inform a payment, payment
   history, cancel and delete whole instalment groups. Rules come from domain/pagamento.ts; each
   write is one transaction through runMutation. Conflicts: docs/decisions/040-titulos-api.md. */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { uuidv7 } from 'uuidv7';
import { TOLERANCIA_DIAS_FUTURO, motivoDataAcao, versoesVencidas } from '../../src/domain/data-acao.ts';
import { motivoDiaPagamento } from '../../src/domain/pagamento-dia.ts';
import { excluiveisDosGrupos } from '../../src/domain/excluir-parcelas.ts';
import type { TipoAcao } from '../../src/domain/data-acao.ts';
import { addDays, todayISO } from '../../src/domain/dates.ts';
import { msg } from '../../src/domain/messages.ts';
import type { MUTACOES } from '../../src/domain/mutacoes.ts';
import {
  cancelarTitulos,
  informarPagamento, motivoNaoInformar, pagar } from '../../src/domain/pagamento.ts';
import type { HistoricoEntrada } from '../../src/domain/titulo.ts';
import { idInput } from '../../src/domain/id-inputs.ts';
import { readForm } from '../lib/form-body.ts';
import { HttpError } from '../lib/http-error.ts';
import { runMutation } from '../lib/mutation.ts';
import type { Tx } from '../db/client.ts';
import { parseOr422 } from '../lib/parse-or-422.ts';
import { rotaMutacao } from '../lib/rota-mutacao.ts';
import { deleteHistoricoDe, historicoExiste, insertHistorico, listHistorico } from '../repositories/pagamentos.ts';
import type { AlvoPagamento } from '../../src/domain/listas.ts';
import { cancelar, deleteByIds, lockByIds, lockByTitulos, savePagamento } from '../repositories/titulos.ts';
import type { EstadoTitulo, TituloTable } from '../repositories/titulos.ts';
import { semDuplicar } from './titulo-input.ts';

export interface TituloArea {
  table: TituloTable;
  alvo: AlvoPagamento;
  /** Response key of the rows (lancamentos, recebiveis). */
  key: string;
  rowsByIds(tx: Tx, ids: readonly string[]): Promise<{ id: string }[]>;
  /** The writes' definitions (domain/mutacoes.ts) and the history's read path. */
  mutacoes: {
    pagar: typeof MUTACOES.pagarLancamentos;
    informar: typeof MUTACOES.informarPagamentoLancamento;
    cancelar: typeof MUTACOES.cancelarLancamentos;
    deletar: typeof MUTACOES.deletarLancamentos;
  };
  historico: string;
  messages: { cancelados: string; deletados: string };
}

const HistoricoQuery = v.object({ id: idInput(msg.lista.registroNaoEncontrado) }, msg.comum.dadosInvalidos);

/**
 * 409 with the current rows when the client based its change on an older version. The body
 * carries them under the area's key and, like the other areas (decision 031), as atual/atuais.
 */
export async function conferirVersoes(tx: Tx, area: Pick<TituloArea, 'key' | 'rowsByIds'>, rows: readonly EstadoTitulo[], versions: Readonly<Record<string, number>>) {
  const stale = versoesVencidas(rows, versions);
  if (!stale.length) return;
  const atuais = await area.rowsByIds(tx, stale);
  throw new HttpError(409, msg.comum.registroAlterado, { [area.key]: atuais, atual: atuais[0], atuais });
}

/**
 * The day of the action: the device's (sent), else the server's today. Refused (422) when it is
 * ahead of today beyond the tolerance, or before the day of a row it applies to.
 */
export function diaDaAcao(tipo: TipoAcao, enviado: string | null, rows: readonly EstadoTitulo[]): string {
  const hoje = todayISO();
  const dia = enviado ?? hoje;
  const campo = tipo === 'pagamento' ? 'data_pagamento' : 'data_cancelamento';
  for (const row of [null, ...rows]) {
    // A payment day before a row's own date names that row (decision 392).
    const motivo = tipo === 'pagamento' && row
      ? motivoDiaPagamento(dia, addDays(hoje, TOLERANCIA_DIAS_FUTURO), row)
      : motivoDataAcao(tipo, dia, hoje, row?.data ?? null);
    if (motivo) throw new HttpError(422, motivo, { errors: { [campo]: [motivo] } });
  }
  return dia;
}

export interface Pago { row: EstadoTitulo; historico: HistoricoEntrada | null; historicoId: string | null }

/** Writes paid instalments and their history entries (the ids the device chose, when given);
    a history id already used is a 409. Shared by Pagar and conciliar. */
export async function gravarPagamentos(tx: Tx, area: Pick<TituloArea, 'table' | 'alvo'>, pagos: readonly Pago[]): Promise<{ id: string; alvo_id: string }[]> {
  const escolhidos = pagos.map((p) => p.historicoId).filter((id): id is string => id !== null);
  if (await historicoExiste(tx, escolhidos)) throw new HttpError(409, msg.pagamento.jaRegistrado);
  const criados: { id: string; alvo_id: string }[] = [];
  for (const { row, historico, historicoId } of pagos) {
    await savePagamento(tx, area.table, row);
    if (!historico) continue;
    const id = historicoId ?? uuidv7();
    await insertHistorico(tx, area.alvo, row.id, historico, id);
    criados.push({ id, alvo_id: row.id });
  }
  return criados;
}

export function registerTituloAcoes(app: FastifyInstance, area: TituloArea) {
  rotaMutacao(app, area.mutacoes.pagar, async (request, reply) => {
    const form = await readForm(request);
    const input = parseOr422(area.mutacoes.pagar.schema, form);
    return runMutation(request, reply, form, async (tx) => {
      const rows = await lockByIds(tx, area.table, input.ids);
      if (rows.length !== input.ids.length) throw new HttpError(404, msg.comum.registroNaoEncontrado);
      await conferirVersoes(tx, area, rows, input.versions);
      // Rows already Pago are a no-op: their day is not checked against this one.
      const dia = diaDaAcao('pagamento', input.data_pagamento, rows.filter((row) => row.status === 'Pagar'));
      const pagos: Pago[] = [];
      for (const row of rows) {
        const result = pagar(row, dia);
        if (!result.ok) throw new HttpError(422, result.message);
        if (result.value.row !== row) pagos.push({ ...result.value, historicoId: input.historico_ids[row.id] ?? null });
      }
      const pagamentos = await semDuplicar(msg.pagamento.jaRegistrado, () => gravarPagamentos(tx, area, pagos));
      return { body: { message: msg.pagamento.realizado, [area.key]: await area.rowsByIds(tx, input.ids), pagamentos } };
    });
  });

  rotaMutacao(app, area.mutacoes.informar, async (request, reply) => {
    const form = await readForm(request);
    const input = parseOr422(area.mutacoes.informar.schema, form);
    const versions = input.version === null ? input.versions : { ...input.versions, [input.id]: input.version };
    return runMutation(request, reply, form, async (tx) => {
      const [row] = await lockByIds(tx, area.table, [input.id]);
      if (!row) throw new HttpError(404, msg.lista.registroNaoEncontrado);
      await conferirVersoes(tx, area, [row], versions);
      const dia = diaDaAcao('pagamento', input.data_pagamento, motivoNaoInformar(row) ? [] : [row]);
      const result = informarPagamento(row, input.valor, dia);
      if (!result.ok) {
        // Status refusals concern the row; the others concern the typed value.
        const extra = motivoNaoInformar(row) ? {} : { errors: { valor: [result.message] } };
        throw new HttpError(422, result.message, extra);
      }
      const pago = { ...result.value, historicoId: input.historico_id };
      const pagamentos = await semDuplicar(msg.pagamento.jaRegistrado, () => gravarPagamentos(tx, area, [pago]));
      return { body: { message: msg.pagamento.informado, [area.key]: await area.rowsByIds(tx, [row.id]), pagamentos } };
    });
  });

  app.get(area.historico, async (request) => {
    const { id } = parseOr422(HistoricoQuery, request.query);
    return { payPagamento: await listHistorico(app.db, area.alvo, id) };
  });

  rotaMutacao(app, area.mutacoes.cancelar, async (request, reply) => {
    const form = await readForm(request);
    const input = parseOr422(area.mutacoes.cancelar.schema, form);
    return runMutation(request, reply, form, async (tx) => {
      const rows = await lockByTitulos(tx, area.table, input.id_titulos);
      if (new Set(rows.map((row) => row.id_titulo)).size !== input.id_titulos.length) {
        throw new HttpError(404, msg.comum.registroNaoEncontrado);
      }
      await conferirVersoes(tx, area, rows, input.versions);
      const abertas = rows.filter((row) => row.status === 'Pagar');
      const dia = diaDaAcao('cancelamento', input.data_cancelamento, abertas);
      const cancelados = cancelarTitulos(rows, input.id_titulos, dia);
      await cancelar(tx, area.table, cancelados.map((row) => row.id), dia);
      return { body: { message: area.messages.cancelados, [area.key]: await area.rowsByIds(tx, rows.map((row) => row.id)) } };
    });
  });

  rotaMutacao(app, area.mutacoes.deletar, async (request, reply) => {
    const form = await readForm(request);
    const { id_titulo } = parseOr422(area.mutacoes.deletar.schema, form);
    return runMutation(request, reply, form, async (tx) => {
      // Groups already gone count as deleted: a replayed or concurrent delete reaches the same end.
      // Parcelas with payment history are spared (decision 394): they keep their history.
      const rows = await lockByTitulos(tx, area.table, id_titulo);
      const ids = await deleteByIds(tx, area.table, excluiveisDosGrupos(rows, id_titulo).map((row) => row.id));
      await deleteHistoricoDe(tx, area.alvo, ids);
      return { body: { message: area.messages.deletados, removidos: ids } };
    });
  });
}
