/* Payables (SPEC §7): the list with delta pulls, the filter, the posting creation and the list
   actions shared with receivables (titulo-acoes.ts). */
import type { FastifyInstance } from 'fastify';
import { aplicarRegraCredito, conferirBanco } from '../../src/domain/credito.ts';
import { efetivoDaAgenda } from '../../src/domain/vencimento-efetivo.ts';
import { FiltroSchema, aplicarFiltro } from '../../src/domain/filtro.ts';
import { gerarLancamentos } from '../../src/domain/lancamento.ts';
import { msg } from '../../src/domain/messages.ts';
import { MUTACOES } from '../../src/domain/mutacoes.ts';
import { lancamentos } from '../db/schema.ts';
import { readForm } from '../lib/form-body.ts';
import { HttpError } from '../lib/http-error.ts';
import { runMutation } from '../lib/mutation.ts';
import { parseOr422 } from '../lib/parse-or-422.ts';
import { rotaMutacao } from '../lib/rota-mutacao.ts';
import { ndjsonDe, parsePullQuery, pullInstantaneo } from '../sync/pull.ts';
import { pullComum } from '../sync/colecoes.ts';
import { selectComEfetivo, tributoLancamento } from '../repositories/vencimento-efetivo.ts';
import { agendaDoBanco } from '../repositories/feriados.ts';
import { historicoPorId } from '../repositories/historicos-escolares.ts';
import { bancoPorId, categoriaPorId } from '../repositories/dados.ts';
import {
  insertLancamentos, lancamentosByIds, lancamentosByTitulos, selectLancamentos,
} from '../repositories/lancamentos.ts';
import { condicoesFiltro, idsEmUso } from '../repositories/titulos.ts';
import { aprovacaoDaCriacao } from './alcadas.ts';
import { registerTituloAcoes } from './titulo-acoes.ts';
import { conferirDestinosRateio } from '../lib/rateio-destinos.ts';
import { idsDaCriacao, semDuplicar } from './titulo-input.ts';

export async function lancamentosRoutes(app: FastifyInstance) {
  // Each row carries vencimento_efetivo, by the database's holidays and tax categories (decision 223).
  const spec = async (since: number | null) => ({
    ...pullComum('lancamentos'),
    select: await selectComEfetivo(app.db, lancamentos, since, selectLancamentos, tributoLancamento),
  });
  // A first download is sent from its snapshot when current (decision 364).
  app.instantaneos.fonte('lancamentos', async () => { const s = await spec(null); return ndjsonDe(app, s, s.select, 'colunas'); });
  app.get('/api/lancamentos', async (request) => pullInstantaneo(request, 'lancamentos', () => spec(parsePullQuery(request).since)));

  app.post('/api/filtro/lancamentos', async (request) => {
    const filtro = parseOr422(FiltroSchema, await readForm(request));
    const [candidatos, agenda] = await app.db.transaction(
      async (tx) => [await selectLancamentos(tx, condicoesFiltro(lancamentos, filtro)), await agendaDoBanco(tx)] as const,
      { accessMode: 'read only' },
    );
    const efetivo = efetivoDaAgenda(agenda);
    return { filtro_lancamento: aplicarFiltro(candidatos, filtro, efetivo).map((row) => ({ ...row, vencimento_efetivo: efetivo(row) })) };
  });

  rotaMutacao(app, MUTACOES.cadastrarLancamento, async (request, reply) => {
    const form = await readForm(request);
    const input = parseOr422(MUTACOES.cadastrarLancamento.schema, form);
    return runMutation(request, reply, form, async (tx) => {
      const conferido = conferirBanco(await bancoPorId(tx, input.banco), input.pagamento);
      if (!conferido.ok) throw new HttpError(422, conferido.message, { errors: { banco: [conferido.message] } });
      const banco = conferido.value;
      const categoria = input.categorias ? await categoriaPorId(tx, input.categorias) : null;
      if (input.categorias && !categoria) {
        throw new HttpError(422, msg.categoria.naoEncontrada, { errors: { categorias: [msg.categoria.naoEncontrada] } });
      }
      await conferirDestinosRateio(tx, input.rateio);
      if (input.historico_id && !(await historicoPorId(tx, input.historico_id))) {
        throw new HttpError(422, msg.academico.naoEncontrado, { errors: { historico_id: [msg.academico.naoEncontrado] } });
      }
      // The form locks tipo and vencimento on a credit card; the server recomputes them anyway.
      const dados = aplicarRegraCredito(input, banco);
      const ids = idsDaCriacao(dados);
      if (await idsEmUso(tx, lancamentos, ids.id_titulo, ids.ids)) throw new HttpError(409, msg.lancamento.jaCadastrado);
      const geradas = gerarLancamentos(dados, { banco: banco.banco, categoria: categoria?.descricao ?? null }, ids);
      // The alçada (decision 422): an Operador's payable at or above the limit waits for approval.
      const aprovacao = await aprovacaoDaCriacao(tx, request, geradas[0]?.valor ?? 0);
      const rows = geradas.map((row) => ({ ...row, aprovacao }));
      await semDuplicar(msg.lancamento.jaCadastrado, () => insertLancamentos(tx, rows));
      return { status: 201, body: { message: msg.lancamento.cadastrado, lancamentos: await lancamentosByTitulos(tx, [ids.id_titulo]) } };
    });
  });

  registerTituloAcoes(app, {
    table: lancamentos,
    alvo: 'lancamento',
    key: 'lancamentos',
    rowsByIds: lancamentosByIds,
    mutacoes: {
      pagar: MUTACOES.pagarLancamentos,
      informar: MUTACOES.informarPagamentoLancamento,
      cancelar: MUTACOES.cancelarLancamentos,
      deletar: MUTACOES.deletarLancamentos,
    },
    historico: '/api/get-dados-pagamento_lancamento',
    messages: { cancelados: msg.lancamento.cancelados, deletados: msg.lancamento.deletados },
  });
}
