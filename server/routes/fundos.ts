/* Fundos (issue 19, PRODUCT.md "Fundos"): funds and their movements as synced lists, their writes
   (the balance of quotas checked by the domain's situacaoFundo), and one fund's history. */
import type { FastifyInstance } from 'fastify';
import { uuidv7 } from 'uuidv7';
import { edicaoVencida } from '../../src/domain/data-acao.ts';
import { escalaParaTexto, situacaoFundo } from '../../src/domain/fundos.ts';
import type { NovoFundo } from '../../src/domain/fundos.ts';
import { isUUID } from '../../src/domain/coerce.ts';
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
import { findBanco } from '../repositories/bancos.ts';
import {
  deleteFundos, fundoComCnpj, fundosComMovimentos, fundoParaMovimento, insertFundo, insertMovimento, lockCnpjFundos, movimentosDoFundo, movimentosDoFundoWire, updateFundo,
} from '../repositories/fundos.ts';

const campo = (nome: string, message: string) => new HttpError(422, message, { errors: { [nome]: [message] } });

async function conferirFundo(tx: Tx, input: NovoFundo, id: string): Promise<void> {
  if (!(await findBanco(tx, input.banco_id))) throw campo('banco_id', msg.fundos.bancoInexistente);
  await lockCnpjFundos(tx);
  const outro = await fundoComCnpj(tx, input.cnpj);
  if (outro && outro.id !== id) throw campo('cnpj', msg.fundos.cnpjEmUso);
}

export async function fundosRoutes(app: FastifyInstance) {
  app.get('/api/fundos', (request) => pull(request, pullDe('fundos', request)));

  // With ?id: one fund's history (the modal); without: every movement as a synced list (?since=).
  app.get('/api/fundos/movimentos', async (request) => {
    const id = (request.query as Record<string, unknown>).id;
    if (id === undefined) {
      return pull(request, pullDe('fundo_movimentos', request));
    }
    if (typeof id !== 'string' || !isUUID(id)) throw campo('id', msg.comum.idInvalido);
    const movimentos = await movimentosDoFundoWire(app.db, id.toLowerCase());
    movimentos.sort((a, b) => (a.data !== b.data ? (a.data < b.data ? -1 : 1) : a.id < b.id ? -1 : 1));
    return { movimentos };
  });

  rotaMutacao(app, MUTACOES.cadastrarFundo, async (request, reply) => {
    const form = await readForm(request);
    const input = parseOr422(MUTACOES.cadastrarFundo.schema, form);
    return runMutation(request, reply, form, async (tx) => {
      const id = input.id ?? uuidv7();
      await conferirFundo(tx, input, id);
      const fundo = await insertFundo(tx, { ...input, id });
      if (!fundo) throw new HttpError(409, msg.comum.registroDuplicado);
      return { status: 201, body: { message: msg.fundos.cadastrado, fundo } };
    });
  });

  rotaMutacao(app, MUTACOES.editarFundo, async (request, reply) => {
    const form = await readForm(request);
    const input = parseOr422(MUTACOES.editarFundo.schema, form);
    return runMutation(request, reply, form, async (tx) => {
      const atual = await fundoParaMovimento(tx, input.id);
      if (!atual) throw new HttpError(404, msg.fundos.fundoInexistente);
      // Edited on an old copy (another person or device changed it since): refused (decision 320).
      if (edicaoVencida(input.version, atual.version)) throw new HttpError(409, msg.comum.registroAlterado, { atual });
      await conferirFundo(tx, input, input.id);
      const fundo = await updateFundo(tx, input);
      return { body: { message: msg.fundos.atualizado, fundo } };
    });
  });

  // A fund with movements is refused whole (decision 319); unknown ids are already gone.
  rotaMutacao(app, MUTACOES.deletarFundos, async (request, reply) => {
    const form = await readForm(request);
    const { ids } = parseOr422(MUTACOES.deletarFundos.schema, form);
    return runMutation(request, reply, form, async (tx) => {
      const comMovimentos = (await fundosComMovimentos(tx, ids)).find((x) => x.movimentos > 0);
      if (comMovimentos) throw campo('ids', msg.fundos.possuiMovimentacoes(comMovimentos.nome, comMovimentos.movimentos));
      await deleteFundos(tx, ids);
      return { body: { message: msg.fundos.excluidos } };
    });
  });

  rotaMutacao(app, MUTACOES.movimentoFundo, async (request, reply) => {
    const form = await readForm(request);
    const input = parseOr422(MUTACOES.movimentoFundo.schema, form);
    return runMutation(request, reply, form, async (tx) => {
      const fundo = await fundoParaMovimento(tx, input.fundo_id);
      if (!fundo) throw campo('fundo_id', msg.fundos.fundoInexistente);
      if (fundo.status === 'Encerrado' && input.tipo !== 'Cotação') throw campo('tipo', msg.fundos.fundoEncerrado);
      const novo = { ...input, id: input.id ?? uuidv7() };
      const { erro } = situacaoFundo([...(await movimentosDoFundo(tx, fundo.id)), novo]);
      if (erro) throw campo(input.tipo === 'Resgate' && form.cotas ? 'cotas' : 'valor', msg.fundos.resgateMaior(escalaParaTexto(erro.disponivel).replace('.', ',')));
      const movimento = await insertMovimento(tx, novo);
      if (!movimento) throw new HttpError(409, msg.comum.registroDuplicado);
      return { status: 201, body: { message: msg.fundos.movimentoRegistrado, movimento } };
    });
  });
}
