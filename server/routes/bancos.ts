/* Banks (SPEC §2 Bancos list, §5 bank forms, §7): list, create, edit name/status, delete.
   Names are unique ignoring case and accents (the CSV import finds banks by name), and a bank in
   use is never deleted (decision 032). */
import { edicaoVencida } from '../../src/domain/data-acao.ts';
import type { FastifyInstance } from 'fastify';
import { uuidv7 } from 'uuidv7';
import { msg } from '../../src/domain/messages.ts';
import { MUTACOES } from '../../src/domain/mutacoes.ts';
import { normalizeSearch } from '../../src/domain/search.ts';
import { readForm } from '../lib/form-body.ts';
import { HttpError } from '../lib/http-error.ts';
import type { Tx } from '../db/client.ts';
import { runMutation } from '../lib/mutation.ts';
import { parseOr422 } from '../lib/parse-or-422.ts';
import { rotaMutacao } from '../lib/rota-mutacao.ts';
import { pull } from '../sync/pull.ts';
import { pullDe } from '../sync/colecoes.ts';
import {
  bancosEmUso, deleteBancos, findBanco, foreignKeyViolation, insertBanco, lockNomesBancos, nomesBancos, updateBanco,
} from '../repositories/bancos.ts';

async function checkNomeLivre(tx: Tx, nome: string, exceptId: string | null): Promise<void> {
  await lockNomesBancos(tx);
  const wanted = normalizeSearch(nome);
  const taken = (await nomesBancos(tx)).some((b) => b.id !== exceptId && normalizeSearch(b.nome) === wanted);
  if (taken) throw new HttpError(422, msg.banco.jaExiste, { errors: { banco: [msg.banco.jaExiste] } });
}

function emUso(ids: string[]): HttpError {
  return new HttpError(422, msg.banco.emUso, { errors: { ids: [msg.banco.emUso] }, ids });
}

export async function bancosRoutes(app: FastifyInstance) {
  app.get('/api/bancos', (request) => pull(request, pullDe('bancos', request)));

  rotaMutacao(app, MUTACOES.cadastrarBanco, async (request, reply) => {
    const form = await readForm(request);
    const input = parseOr422(MUTACOES.cadastrarBanco.schema, form);
    return runMutation(request, reply, form, async (tx) => {
      await checkNomeLivre(tx, input.banco, null);
      const banco = await insertBanco(tx, {
        id: input.id ?? uuidv7(), banco: input.banco, status: true, possuiCartao: input.possui_cartao,
        credito: input.credito, debito: input.debito, vencimento: input.vencimento,
        saldoInicial: input.saldo_inicial, dataSaldoInicial: input.data_saldo_inicial,
      });
      if (!banco) throw new HttpError(409, msg.comum.registroDuplicado);
      return { status: 201, body: { message: msg.banco.cadastrado, banco } };
    });
  });

  // SPEC's edit form; without an id it creates a bank with just a name and status (older form).
  rotaMutacao(app, MUTACOES.editarBanco, async (request, reply) => {
    const form = await readForm(request);
    const input = parseOr422(MUTACOES.editarBanco.schema, form);
    return runMutation(request, reply, form, async (tx) => {
      if (!input.id) {
        await checkNomeLivre(tx, input.banco, null);
        const banco = await insertBanco(tx, {
          id: uuidv7(), banco: input.banco, status: input.status, possuiCartao: false, credito: false, debito: false, vencimento: null,
          saldoInicial: input.saldo_inicial ?? 0, dataSaldoInicial: input.data_saldo_inicial ?? null,
        });
        return { status: 201, body: { message: msg.banco.cadastrado, banco } };
      }
      const atual = await findBanco(tx, input.id, true);
      if (!atual) throw new HttpError(404, msg.banco.naoEncontrado);
      // A stale edit may not flip the status someone else just set (decision 031).
      if (edicaoVencida(input.version, atual.version) && input.status !== atual.status) {
        throw new HttpError(409, msg.comum.registroAlterado, { atual });
      }
      if (normalizeSearch(input.banco) !== normalizeSearch(atual.banco)) await checkNomeLivre(tx, input.banco, atual.id);
      // A form without the opening balance's fields (an older client) keeps the bank's.
      const banco = await updateBanco(tx, atual.id, {
        banco: input.banco, status: input.status,
        ...(input.saldo_inicial !== undefined ? { saldoInicial: input.saldo_inicial } : {}),
        ...(input.data_saldo_inicial !== undefined ? { dataSaldoInicial: input.data_saldo_inicial } : {}),
      });
      return { body: { message: msg.banco.cadastrado, banco } };
    });
  });

  rotaMutacao(app, MUTACOES.deletarBancos, async (request, reply) => {
    const form = await readForm(request);
    const { ids } = parseOr422(MUTACOES.deletarBancos.schema, form);
    return runMutation(request, reply, form, async (tx) => {
      // All or nothing: one bank in use refuses the whole request (history is never orphaned).
      const usados = await bancosEmUso(tx, ids);
      if (usados.length > 0) throw emUso(usados);
      try {
        await deleteBancos(tx, ids);
      } catch (error) {
        if (foreignKeyViolation(error)) throw emUso(ids);
        throw error;
      }
      return { body: { message: msg.comum.excluidos } };
    });
  });
}
