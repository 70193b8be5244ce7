/* Ações (issue 19, PRODUCT.md "Ações"): the trades as a synced list, their writes, and the
   positions and monthly apuração computed by the same domain functions the client runs. */
import type { FastifyInstance } from 'fastify';
import { uuidv7 } from 'uuidv7';
import { apurarMes, isMes } from '../../src/domain/acoes-apuracao.ts';
import { calcularCarteira } from '../../src/domain/acoes-posicoes.ts';
import type { Apuracao } from '../../src/domain/acoes-apuracao.ts';
import type { Posicao } from '../../src/domain/acoes-posicoes.ts';
import { msg } from '../../src/domain/messages.ts';
import { toDecimal } from '../../src/domain/money.ts';
import { MUTACOES } from '../../src/domain/mutacoes.ts';
import { readForm } from '../lib/form-body.ts';
import { HttpError } from '../lib/http-error.ts';
import { runMutation } from '../lib/mutation.ts';
import { parseOr422 } from '../lib/parse-or-422.ts';
import { pull } from '../sync/pull.ts';
import { pullDe } from '../sync/colecoes.ts';
import { rotaMutacao } from '../lib/rota-mutacao.ts';
import {
  comprovanteExiste, deleteOperacoes, insertOperacao, lockTicker, operacoesDosTickers, tickersDasOperacoes, todasOperacoes,
} from '../repositories/acoes.ts';
import { findBanco } from '../repositories/bancos.ts';
import { datasFeriados } from '../repositories/feriados.ts';

const campo = (nome: string, message: string) => new HttpError(422, message, { errors: { [nome]: [message] } });

export function posicaoNoFio(p: Posicao) {
  return { ...p, custo_total: toDecimal(p.custo_total), preco_medio: toDecimal(p.preco_medio) };
}

const DINHEIRO_LINHA = ['vendas', 'resultado', 'prejuizo_anterior', 'base_calculo', 'prejuizo_a_compensar', 'imposto', 'irrf', 'ir_devido'] as const;
const DINHEIRO_MES = [
  'vendas_isentas', 'imposto', 'irrf', 'irrf_anterior', 'irrf_deduzido', 'irrf_a_compensar', 'irrf_nao_compensado_ano', 'ir_devido', 'darf_anterior',
  'darf_total', 'darf_a_pagar', 'darf_a_compensar',
] as const;

/** Money of an apuração as dot decimals (the wire form). */
export function apuracaoNoFio(a: Apuracao) {
  const mes: Record<string, unknown> = { ...a };
  for (const k of DINHEIRO_MES) mes[k] = toDecimal(a[k]);
  mes.linhas = a.linhas.map((l) => {
    const linha: Record<string, unknown> = { ...l };
    for (const k of DINHEIRO_LINHA) linha[k] = toDecimal(l[k]);
    return linha;
  });
  return mes;
}

export async function acoesRoutes(app: FastifyInstance) {
  app.get('/api/acoes', (request) => pull(request, pullDe('operacoes', request)));

  app.get('/api/acoes/posicoes', async () => {
    const { posicoes } = calcularCarteira(await todasOperacoes(app.db));
    return { posicoes: posicoes.map(posicaoNoFio) };
  });

  app.get('/api/acoes/apuracao', async (request) => {
    const mes = (request.query as Record<string, unknown>).mes;
    if (!isMes(mes)) throw campo('mes', msg.acoes.mesInvalido);
    const [ops, extras] = await Promise.all([todasOperacoes(app.db), datasFeriados(app.db)]);
    return { apuracao: apuracaoNoFio(apurarMes(ops, mes, extras)) };
  });

  rotaMutacao(app, MUTACOES.cadastrarOperacao, async (request, reply) => {
    const form = await readForm(request);
    const input = parseOr422(MUTACOES.cadastrarOperacao.schema, form);
    return runMutation(request, reply, form, async (tx) => {
      if (input.corretora_id && !(await findBanco(tx, input.corretora_id))) throw campo('corretora_id', msg.acoes.corretoraInexistente);
      if (input.comprovante_id && !(await comprovanteExiste(tx, input.comprovante_id))) throw campo('comprovante_id', msg.acoes.anexoInexistente);
      await lockTicker(tx, input.ticker);
      const id = input.id ?? uuidv7();
      const nova = { ...input, id };
      const { erro } = calcularCarteira([...(await operacoesDosTickers(tx, [input.ticker])), nova]);
      if (erro) throw campo('quantidade', erro.message);
      const operacao = await insertOperacao(tx, nova);
      if (!operacao) throw new HttpError(409, msg.comum.registroDuplicado);
      return { status: 201, body: { message: msg.acoes.cadastrada, operacao } };
    });
  });

  rotaMutacao(app, MUTACOES.deletarOperacoes, async (request, reply) => {
    const form = await readForm(request);
    const { ids } = parseOr422(MUTACOES.deletarOperacoes.schema, form);
    return runMutation(request, reply, form, async (tx) => {
      const tickers = await tickersDasOperacoes(tx, ids);
      for (const ticker of tickers) await lockTicker(tx, ticker);
      const fora = new Set(ids);
      const restantes = (await operacoesDosTickers(tx, tickers)).filter((o) => !fora.has(o.id));
      const { erro } = calcularCarteira(restantes);
      if (erro) throw campo('ids', msg.acoes.exclusaoQuebraVenda(erro.ticker));
      await deleteOperacoes(tx, ids);
      return { body: { message: msg.acoes.excluidas } };
    });
  });
}
