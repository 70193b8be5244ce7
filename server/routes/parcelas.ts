/* Excluir / Cancelar parcelas by id (issue 31 item 5, decision 394): the four writes of
   domain/mutacoes-parcelas.ts, for payables and receivables. A parcela with payment history (Pago or partly paid) is refused by name (422): estorne first.
   The rule is domain/excluir-parcelas.ts, which the device runs too (src/data/parcelas.ts). */
import type { FastifyInstance } from 'fastify';
import { motivoNaoCancelar, motivoNaoExcluir, cancelavel } from '../../src/domain/excluir-parcelas.ts';
import { msg } from '../../src/domain/messages.ts';
import { MUTACOES } from '../../src/domain/mutacoes.ts';
import { lancamentos, recebiveis } from '../db/schema.ts';
import { readForm } from '../lib/form-body.ts';
import { HttpError } from '../lib/http-error.ts';
import { runMutation } from '../lib/mutation.ts';
import { parseOr422 } from '../lib/parse-or-422.ts';
import { rotaMutacao } from '../lib/rota-mutacao.ts';
import { lancamentosByIds } from '../repositories/lancamentos.ts';
import { deleteHistoricoDe } from '../repositories/pagamentos.ts';
import { recebiveisByIds } from '../repositories/recebiveis.ts';
import { cancelar, deleteByIds, lockByIds } from '../repositories/titulos.ts';
import { conferirVersoes, diaDaAcao } from './titulo-acoes.ts';
import type { TituloArea } from './titulo-acoes.ts';

type AreaParcelas = Pick<TituloArea, 'table' | 'alvo' | 'key' | 'rowsByIds'> & {
  deletar: typeof MUTACOES.deletarParcelas;
  cancelar: typeof MUTACOES.cancelarParcelas;
};

function registrar(app: FastifyInstance, area: AreaParcelas) {
  rotaMutacao(app, area.deletar, async (request, reply) => {
    const form = await readForm(request);
    const input = parseOr422(area.deletar.schema, form);
    return runMutation(request, reply, form, async (tx) => {
      // Parcelas already gone count as deleted: a replayed or concurrent delete reaches the same end.
      const rows = await lockByIds(tx, area.table, input.ids);
      await conferirVersoes(tx, area, rows, input.versions);
      const motivo = motivoNaoExcluir(rows);
      if (motivo) throw new HttpError(422, motivo, { errors: { ids: [motivo] } });
      const ids = await deleteByIds(tx, area.table, rows.map((row) => row.id));
      await deleteHistoricoDe(tx, area.alvo, ids);
      return { body: { message: msg.parcelas.excluidas, [area.key]: [], removidos: ids } };
    });
  });

  rotaMutacao(app, area.cancelar, async (request, reply) => {
    const form = await readForm(request);
    const input = parseOr422(area.cancelar.schema, form);
    return runMutation(request, reply, form, async (tx) => {
      const rows = await lockByIds(tx, area.table, input.ids);
      if (rows.length !== input.ids.length) throw new HttpError(404, msg.comum.registroNaoEncontrado);
      await conferirVersoes(tx, area, rows, input.versions);
      const motivo = motivoNaoCancelar(rows);
      if (motivo) throw new HttpError(422, motivo, { errors: { ids: [motivo] } });
      const abertas = rows.filter(cancelavel);
      const dia = diaDaAcao('cancelamento', input.data_cancelamento, abertas);
      await cancelar(tx, area.table, abertas.map((row) => row.id), dia);
      return { body: { message: msg.parcelas.canceladas, [area.key]: await area.rowsByIds(tx, input.ids) } };
    });
  });
}

export async function parcelasRoutes(app: FastifyInstance) {
  registrar(app, {
    table: lancamentos, alvo: 'lancamento', key: 'lancamentos', rowsByIds: lancamentosByIds,
    deletar: MUTACOES.deletarParcelas, cancelar: MUTACOES.cancelarParcelas,
  });
  registrar(app, {
    table: recebiveis, alvo: 'recebivel', key: 'recebiveis', rowsByIds: recebiveisByIds,
    deletar: MUTACOES.deletarParcelasRecebiveis, cancelar: MUTACOES.cancelarParcelasRecebiveis,
  });
}
