/* Investimentos (SPEC §2, §4, §7): list, create, yields with their history, inactivate (not when
   Inativo or Finalizado) or delete. Yields, history and batch actions are the entries' handlers. */
import type { FastifyInstance } from 'fastify';
import { uuidv7 } from 'uuidv7';
import { criarInvestimento } from '../../src/domain/investimento.ts';
import { msg } from '../../src/domain/messages.ts';
import { MUTACOES } from '../../src/domain/mutacoes.ts';
import { readForm } from '../lib/form-body.ts';
import { HttpError } from '../lib/http-error.ts';
import { runMutation } from '../lib/mutation.ts';
import { parseOr422 } from '../lib/parse-or-422.ts';
import { rotaMutacao } from '../lib/rota-mutacao.ts';
import { pull } from '../sync/pull.ts';
import { pullDe } from '../sync/colecoes.ts';
import { findBanco } from '../repositories/bancos.ts';
import {
  deleteInvestimentos, findInvestimento, insertInvestimento, investimentoToWire, investimentosParaAtualizar, setStatusInvestimentos, setValorFinalInvestimento,
} from '../repositories/investimentos.ts';
import { rotasRendimento } from './entradas.ts';

export async function investimentosRoutes(app: FastifyInstance) {
  app.get('/api/investimento', (request) => pull(request, pullDe('investimentos', request)));

  rotaMutacao(app, MUTACOES.cadastrarInvestimento, async (request, reply) => {
    const form = await readForm(request);
    const input = parseOr422(MUTACOES.cadastrarInvestimento.schema, form);
    return runMutation(request, reply, form, async (tx) => {
      const banco = input.banco ? await findBanco(tx, input.banco) : null;
      if (input.banco && !banco) throw new HttpError(422, msg.banco.naoEncontrado, { errors: { banco: [msg.banco.naoEncontrado] } });
      const row = criarInvestimento(input, banco?.banco ?? null, input.id ?? uuidv7());
      if (!await insertInvestimento(tx, row)) throw new HttpError(409, msg.comum.registroDuplicado);
      const investimento = await findInvestimento(tx, row.id);
      return { status: 201, body: { message: msg.investimento.cadastrado, investimento: investimento && investimentoToWire(investimento) } };
    });
  });

  rotasRendimento(app, {
    alvo: 'investimento',
    // SPEC §7 keeps the investment yield under /api/entradas/.
    mutacoes: { informe: MUTACOES.informarRendimentoInvestimento, lote: MUTACOES.acaoInvestimentos },
    historico: '/api/get-dados-movimentacoes-investimentos',
    chaveHistorico: 'historicoInvestimentos',
    chaveRows: 'investimentos',
    find: findInvestimento,
    paraAtualizar: investimentosParaAtualizar,
    toWire: investimentoToWire,
    setValorFinal: setValorFinalInvestimento,
    setInativo: (tx, ids) => setStatusInvestimentos(tx, ids, 'Inativo'),
    deletar: deleteInvestimentos,
  });
}
