/* Receivables (SPEC §7): the list with delta pulls, the filter, the creation and the list actions
   shared with payables (titulo-acoes.ts). */
import type { FastifyInstance } from 'fastify';
import { efetivoDaAgenda } from '../../src/domain/vencimento-efetivo.ts';
import { FiltroSchema, aplicarFiltro } from '../../src/domain/filtro.ts';
import { msg } from '../../src/domain/messages.ts';
import { MUTACOES } from '../../src/domain/mutacoes.ts';
import { gerarRecebiveis } from '../../src/domain/recebivel.ts';
import { recebiveis } from '../db/schema.ts';
import { readForm } from '../lib/form-body.ts';
import { HttpError } from '../lib/http-error.ts';
import { runMutation } from '../lib/mutation.ts';
import { parseOr422 } from '../lib/parse-or-422.ts';
import { rotaMutacao } from '../lib/rota-mutacao.ts';
import { ndjsonDe, parsePullQuery, pullInstantaneo } from '../sync/pull.ts';
import { pullComum } from '../sync/colecoes.ts';
import { selectComEfetivo } from '../repositories/vencimento-efetivo.ts';
import { agendaDoBanco } from '../repositories/feriados.ts';
import { findBanco } from '../repositories/bancos.ts';
import {
  insertRecebiveis, recebiveisByIds, recebiveisByTitulos, selectRecebiveis,
} from '../repositories/recebiveis.ts';
import { condicoesFiltro, idsEmUso } from '../repositories/titulos.ts';
import { registerTituloAcoes } from './titulo-acoes.ts';
import { conferirDestinosRateio } from '../lib/rateio-destinos.ts';
import { idsDaCriacao, semDuplicar } from './titulo-input.ts';

export async function recebiveisRoutes(app: FastifyInstance) {
  // Each row carries vencimento_efetivo, by the database's holidays (decision 223); receivables are never taxes.
  const spec = async (since: number | null) => ({
    ...pullComum('recebiveis'),
    select: await selectComEfetivo(app.db, recebiveis, since, selectRecebiveis, null),
  });
  // A first download is sent from its snapshot when current (decision 364).
  app.instantaneos.fonte('recebiveis', async () => { const s = await spec(null); return ndjsonDe(app, s, s.select, 'colunas'); });
  app.get('/api/recebiveis', async (request) => pullInstantaneo(request, 'recebiveis', () => spec(parsePullQuery(request).since)));

  app.post('/api/filtro/recebiveis', async (request) => {
    const filtro = parseOr422(FiltroSchema, await readForm(request));
    const [candidatos, agenda] = await app.db.transaction(
      async (tx) => [await selectRecebiveis(tx, condicoesFiltro(recebiveis, filtro)), await agendaDoBanco(tx)] as const,
      { accessMode: 'read only' },
    );
    const efetivo = efetivoDaAgenda(agenda);
    return { filtro_lancamento: aplicarFiltro(candidatos, filtro, efetivo).map((row) => ({ ...row, vencimento_efetivo: efetivo(row) })) };
  });

  rotaMutacao(app, MUTACOES.cadastrarRecebivel, async (request, reply) => {
    const form = await readForm(request);
    const input = parseOr422(MUTACOES.cadastrarRecebivel.schema, form);
    return runMutation(request, reply, form, async (tx) => {
      if (input.banco && !(await findBanco(tx, input.banco))) {
        throw new HttpError(422, msg.banco.naoEncontrado, { errors: { banco: [msg.banco.naoEncontrado] } });
      }
      await conferirDestinosRateio(tx, input.rateio);
      const ids = idsDaCriacao(input);
      if (await idsEmUso(tx, recebiveis, ids.id_titulo, ids.ids)) throw new HttpError(409, msg.lancamento.jaCadastrado);
      await semDuplicar(msg.lancamento.jaCadastrado, () => insertRecebiveis(tx, gerarRecebiveis(input, ids)));
      return { status: 201, body: { message: msg.recebivel.cadastrado, recebiveis: await recebiveisByTitulos(tx, [ids.id_titulo]) } };
    });
  });

  registerTituloAcoes(app, {
    table: recebiveis,
    alvo: 'recebivel',
    key: 'recebiveis',
    rowsByIds: recebiveisByIds,
    mutacoes: {
      pagar: MUTACOES.pagarRecebiveis,
      informar: MUTACOES.informarPagamentoRecebivel,
      cancelar: MUTACOES.cancelarRecebiveis,
      deletar: MUTACOES.deletarRecebiveis,
    },
    historico: '/api/get-dados-pagamento_recebiveis',
    messages: { cancelados: msg.lancamento.cancelados, deletados: msg.lancamento.deletados },
  });
}
