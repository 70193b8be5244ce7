/* Automação de faturas (PRODUCT.md; issue 20; decisions 280–283). Gestor area: administrators
   only. GET regras → `regras` (each bank with credit, its rule, next run and last result);
   POST regras (editarRegraFatura); GET execucoes → `execucoes` (the run log, newest first);
   POST executar (a run now, or Reprocessar a run) answers 202 and the runner runs it after the
   answer; GET simulacao → the next bill's instalments and total, nothing saved. */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { uuidv7 } from 'uuidv7';
import {
  competenciaDaParcela, fechamentoDaCompetencia, proximaCompetencia, vencimentoDaCompetencia,
} from '../../src/domain/automacao-fatura.ts';
import { todayISO } from '../../src/domain/dates.ts';
import { idInput } from '../../src/domain/id-inputs.ts';
import { msg } from '../../src/domain/messages.ts';
import { MUTACOES } from '../../src/domain/mutacoes.ts';
import { toDecimal } from '../../src/domain/money.ts';
import { boolInput, optionalInt } from '../../src/domain/validation.ts';
import { readForm } from '../lib/form-body.ts';
import { HttpError } from '../lib/http-error.ts';
import { runMutation } from '../lib/mutation.ts';
import { registrarEntrada } from '../repositories/auditoria.ts';
import { parseOr422 } from '../lib/parse-or-422.ts';
import { rotaMutacao } from '../lib/rota-mutacao.ts';
import { findExecucao, listarExecucoes, ultimaExecucao } from '../repositories/automacao-execucoes.ts';
import {
  definirVencimentoBanco, gruposParcelas, listarRegras, parcelasDosDias, regraDoBanco, salvarRegra, ultimosResultados,
} from '../repositories/automacao-faturas.ts';
import { datasFeriados } from '../repositories/feriados.ts';
import { TAREFA_FATURAS } from '../jobs/tarefa-faturas.ts';

const GESTOR = { config: { gestor: true } } as const;
const LIMITE_EXECUCOES = 100;

const SimulacaoSchema = v.object({
  banco: idInput(msg.automacao.bancoObrigatorio),
  dia_fechamento: optionalInt({ min: 1, max: 31, rangeMessage: msg.automacao.diaFechamento }),
  dia_vencimento: optionalInt({ min: 1, max: 31, rangeMessage: msg.automacao.diaVencimento }),
  ajustar_dia_util: v.optional(boolInput(true)),
}, msg.comum.dadosInvalidos);

export async function automacaoRoutes(app: FastifyInstance) {
  // The list is read on the path the rule is written to (PRODUCT.md).
  app.get(MUTACOES.editarRegraFatura.path, GESTOR, async () => {
    const [regras, ultimos, ultima] = await Promise.all([listarRegras(app.db), ultimosResultados(app.db), ultimaExecucao(app.db, TAREFA_FATURAS)]);
    const proxima = app.automacao.proximaExecucao(TAREFA_FATURAS)?.toISOString() ?? null;
    return {
      regras: regras.map((r) => ({
        ...r, proxima_execucao: r.ativa ? proxima : null,
        ultimo_resultado: ultimos.get(r.banco_id) ?? (r.ativa && ultima ? { resultado: ultima.status, mensagem: ultima.mensagem ?? '', quando: ultima.terminada_em ?? '' } : null),
      })),
    };
  });

  rotaMutacao(app, MUTACOES.editarRegraFatura, async (request, reply) => {
    const form = await readForm(request);
    const input = parseOr422(MUTACOES.editarRegraFatura.schema, form);
    return runMutation(request, reply, form, async (tx) => {
      const atual = await regraDoBanco(tx, input.banco);
      if (!atual) throw new HttpError(422, msg.automacao.bancoSemCredito, { errors: { banco: [msg.automacao.bancoSemCredito] } });
      await salvarRegra(tx, {
        id: atual.regra_id ?? uuidv7(), bancoId: input.banco, diaFechamento: input.dia_fechamento, ativa: input.ativa,
        ajustarDiaUtil: input.ajustar_dia_util, alertaDias: input.alerta_dias,
      });
      await definirVencimentoBanco(tx, input.banco, input.dia_vencimento);
      return { body: { message: msg.automacao.regraSalva, regra: await regraDoBanco(tx, input.banco) } };
    });
  }, GESTOR);

  app.get('/api/automacao/execucoes', GESTOR, async () => ({ execucoes: await listarExecucoes(app.db, LIMITE_EXECUCOES, TAREFA_FATURAS) }));

  rotaMutacao(app, MUTACOES.executarAutomacao, async (request, reply) => {
    const form = await readForm(request);
    const input = parseOr422(MUTACOES.executarAutomacao.schema, form);
    const sent = await runMutation(request, reply, form, async (tx) => {
      let tarefa: string = input.tarefa;
      if (input.execucao) {
        const anterior = await findExecucao(tx, input.execucao);
        if (!anterior) throw new HttpError(422, msg.automacao.execucaoNaoEncontrada, { errors: { execucao: [msg.automacao.execucaoNaoEncontrada] } });
        if (anterior.status === 'executando' || anterior.status === 'pendente') throw new HttpError(409, msg.automacao.execucaoEmAndamento);
        tarefa = anterior.tarefa;
      }
      const origem = input.execucao ? 'reprocessar' : 'manual';
      const execucao = await app.automacao.novaExecucao(tx, tarefa, origem);
      await registrarEntrada(tx, 'automacao_execucoes', execucao || null, { tarefa, origem, execucao_anterior: input.execucao ?? null });
      return { status: 202, body: { message: msg.automacao.execucaoAgendada, execucao } };
    });
    // After the answer (and the commit): this process takes the run unless another one already has.
    setImmediate(() => { void app.automacao.varrer(); });
    return sent;
  }, GESTOR);

  app.get('/api/automacao/simulacao', GESTOR, async (request) => {
    const q = parseOr422(SimulacaoSchema, request.query ?? {});
    const regra = await regraDoBanco(app.db, q.banco);
    if (!regra) throw new HttpError(422, msg.automacao.bancoSemCredito, { errors: { banco: [msg.automacao.bancoSemCredito] } });
    const diaFechamento = q.dia_fechamento ?? regra.dia_fechamento;
    const diaVencimento = q.dia_vencimento ?? regra.dia_vencimento;
    if (diaFechamento === null) throw new HttpError(422, msg.automacao.diaFechamento, { errors: { dia_fechamento: [msg.automacao.diaFechamento] } });
    if (diaVencimento === null) throw new HttpError(422, msg.automacao.diaVencimento, { errors: { dia_vencimento: [msg.automacao.diaVencimento] } });
    const competencia = proximaCompetencia(todayISO(), diaFechamento);
    const grupos = (await gruposParcelas(app.db, q.banco)).filter((g) => competenciaDaParcela(g.data, g.parcela, diaFechamento) === competencia);
    const lancamentos = await parcelasDosDias(app.db, q.banco, grupos.map((g) => ({ data: g.data, parcela: g.parcela })));
    const total = grupos.reduce((s, g) => s + g.valor, 0);
    const regraSimulada = { dia_fechamento: diaFechamento, dia_vencimento: diaVencimento, ajustar_dia_util: q.ajustar_dia_util ?? regra.ajustar_dia_util };
    return {
      simulacao: {
        banco: regra.banco, competencia, fechamento: fechamentoDaCompetencia(competencia, diaFechamento),
        vencimento: vencimentoDaCompetencia(competencia, regraSimulada, await datasFeriados(app.db)),
        quantidade: grupos.reduce((s, g) => s + g.quantidade, 0), total: toDecimal(total),
        lancamentos: lancamentos.map((l) => ({ ...l, valor_parcela: toDecimal(l.valor_parcela) })),
      },
    };
  });
}
