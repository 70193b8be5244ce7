/* Estornar (issue 31 item 4; decision 393): undo the payments of payables, receivables and
   invoices, with a motivo. Each write is one transaction through runMutation: the rows locked,
   their versions checked (409 with the current rows), the domain rule (domain/estorno.ts, the
   same the device runs) refusing a row without a payment or cancelled with a 422 that names it,
   then the rows back to Pagar and their history entries marked estornados (kept). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { lerAcaoEm } from '../../src/domain/auditoria.ts';
import { CABECALHO_ACAO_EM } from '../../src/domain/envio.ts';
import { versoesVencidas } from '../../src/domain/data-acao.ts';
import {
  estornarFatura, estornarParcela, motivoNaoEstornar, motivoNaoEstornarFatura,
} from '../../src/domain/estorno.ts';
import type { AlvoPagamento } from '../../src/domain/listas.ts';
import { msg } from '../../src/domain/messages.ts';
import { MUTACOES } from '../../src/domain/mutacoes.ts';
import { lancamentos, recebiveis } from '../db/schema.ts';
import { readForm } from '../lib/form-body.ts';
import { HttpError } from '../lib/http-error.ts';
import { runMutation } from '../lib/mutation.ts';
import { parseOr422 } from '../lib/parse-or-422.ts';
import { rotaMutacao } from '../lib/rota-mutacao.ts';
import { marcarFaturaEstornada } from '../repositories/estorno.ts';
import { faturaToWire, faturasParaAtualizar } from '../repositories/faturas.ts';
import { lancamentosByIds } from '../repositories/lancamentos.ts';
import { marcarEstornados } from '../repositories/pagamentos.ts';
import { recebiveisByIds } from '../repositories/recebiveis.ts';
import { lockByIds, savePagamento } from '../repositories/titulos.ts';
import type { TituloTable } from '../repositories/titulos.ts';
import { conferirVersoes } from './titulo-acoes.ts';
import type { TituloArea } from './titulo-acoes.ts';

function quandoDoDispositivo(request: FastifyRequest): string | null {
  const lido = lerAcaoEm(request.headers[CABECALHO_ACAO_EM], new Date());
  return lido.ok && lido.quando && lido.crivel ? lido.quando.toISOString() : null;
}

interface AreaEstorno extends Pick<TituloArea, 'key' | 'rowsByIds'> {
  mutacao: typeof MUTACOES.estornarPagamentos;
  table: TituloTable;
  alvo: AlvoPagamento;
}

function registrarEstornoTitulos(app: FastifyInstance, area: AreaEstorno) {
  rotaMutacao(app, area.mutacao, async (request, reply) => {
    const form = await readForm(request);
    const input = parseOr422(area.mutacao.schema, form);
    return runMutation(request, reply, form, async (tx) => {
      const rows = await lockByIds(tx, area.table, input.ids);
      if (rows.length !== input.ids.length) throw new HttpError(404, msg.comum.registroNaoEncontrado);
      await conferirVersoes(tx, area, rows, input.versions);
      // All or nothing: the device leaves out (and names) the rows it cannot estornar before sending.
      for (const row of rows) {
        const motivo = motivoNaoEstornar(row);
        if (motivo) throw new HttpError(422, motivo);
      }
      for (const row of rows) await savePagamento(tx, area.table, estornarParcela(row));
      // Estornado when the clerk did it (offline too): the device's time when credible (decision 380).
      const pagamentos = await marcarEstornados(tx, area.alvo, input.ids, input.motivo, quandoDoDispositivo(request));
      return { body: { message: msg.estorno.estornados, [area.key]: await area.rowsByIds(tx, input.ids), pagamentos } };
    });
  });
}

export async function estornoRoutes(app: FastifyInstance) {
  registrarEstornoTitulos(app, {
    mutacao: MUTACOES.estornarPagamentos, table: lancamentos, alvo: 'lancamento', key: 'lancamentos', rowsByIds: lancamentosByIds,
  });
  registrarEstornoTitulos(app, {
    mutacao: MUTACOES.estornarRecebimentos, table: recebiveis, alvo: 'recebivel', key: 'recebiveis', rowsByIds: recebiveisByIds,
  });

  // An invoice has no history entries: paying it only marks it Pago, so its estorno only marks it Pagar.
  rotaMutacao(app, MUTACOES.estornarFaturas, async (request, reply) => {
    const form = await readForm(request);
    const input = parseOr422(MUTACOES.estornarFaturas.schema, form);
    return runMutation(request, reply, form, async (tx) => {
      const rows = await faturasParaAtualizar(tx, input.ids);
      if (rows.length !== input.ids.length) throw new HttpError(404, msg.comum.registroNaoEncontrado);
      const vencidas = new Set(versoesVencidas(rows, input.versions));
      const stale = rows.filter((r) => vencidas.has(r.id)).map(faturaToWire);
      if (stale.length) throw new HttpError(409, msg.comum.registroAlterado, { faturas: stale, atual: stale[0], atuais: stale });
      for (const row of rows) {
        const motivo = motivoNaoEstornarFatura(row);
        if (motivo) throw new HttpError(422, motivo);
      }
      for (const row of rows) await marcarFaturaEstornada(tx, estornarFatura(row).id);
      const atualizadas = await faturasParaAtualizar(tx, input.ids);
      return { body: { message: msg.estorno.estornados, faturas: atualizadas.map(faturaToWire) } };
    });
  });
}
