/* Invoices (SPEC §2 Faturas list, §5 invoice form, §7): list, create, pay 1 to 3, delete. */
import type { FastifyInstance } from 'fastify';
import { uuidv7 } from 'uuidv7';
import { motivoDataAcao, versoesVencidas } from '../../src/domain/data-acao.ts';
import { todayISO } from '../../src/domain/dates.ts';
import { pagarFatura } from '../../src/domain/fatura.ts';
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
import { agendaDoBanco } from '../repositories/feriados.ts';
import { vencimentoEfetivo } from '../../src/domain/vencimento-efetivo.ts';
import {
  deleteFaturas, faturaToWire, faturasParaAtualizar, findFatura, insertFatura, marcarPaga,
} from '../repositories/faturas.ts';

export async function faturasRoutes(app: FastifyInstance) {
  // Invoices are few and read in JavaScript: vencimento_efetivo by the domain function itself (decision 223).
  app.get('/api/faturas', async (request) => {
    const agenda = await agendaDoBanco(app.db);
    const spec = pullDe('faturas', request);
    return pull(request, {
      ...spec,
      select: async (tx, where, limit) => (await spec.select(tx, where, limit)).map((row) => ({ ...row, vencimento_efetivo: vencimentoEfetivo(row, agenda) })),
    });
  });

  rotaMutacao(app, MUTACOES.cadastrarFatura, async (request, reply) => {
    const form = await readForm(request);
    const input = parseOr422(MUTACOES.cadastrarFatura.schema, form);
    return runMutation(request, reply, form, async (tx) => {
      if (!await findBanco(tx, input.banco)) {
        throw new HttpError(422, msg.banco.naoEncontrado, { errors: { banco: [msg.banco.naoEncontrado] } });
      }
      const id = input.id ?? uuidv7();
      const inserted = await insertFatura(tx, {
        id, descricao: input.descricao, bancoId: input.banco, valor: input.valor, status: input.status,
        vencimento: input.vencimento, dataPagamento: input.data_pagamento,
        linhaDigitavel: input.linha_digitavel, pixChave: input.pix_chave, pixTxid: input.pix_txid,
      });
      if (!inserted) throw new HttpError(409, msg.comum.registroDuplicado);
      const fatura = await findFatura(tx, id);
      return { status: 201, body: { message: msg.fatura.cadastrada, fatura: fatura && faturaToWire(fatura) } };
    });
  });

  rotaMutacao(app, MUTACOES.pagarFaturas, async (request, reply) => {
    const form = await readForm(request);
    const { ids, data_pagamento, versions } = parseOr422(MUTACOES.pagarFaturas.schema, form);
    const hoje = todayISO();
    const dia = data_pagamento ?? hoje;
    // An invoice has no posting day: only a day ahead of today (beyond the tolerance) is refused.
    const motivo = motivoDataAcao('pagamento', dia, hoje);
    if (motivo) throw new HttpError(422, motivo, { errors: { data_pagamento: [motivo] } });
    return runMutation(request, reply, form, async (tx) => {
      const rows = await faturasParaAtualizar(tx, ids);
      if (rows.length !== ids.length) throw new HttpError(422, msg.lista.registroNaoEncontrado);
      const vencidas = new Set(versoesVencidas(rows, versions));
      const stale = rows.filter((r) => vencidas.has(r.id));
      if (stale[0]) throw new HttpError(409, msg.comum.registroAlterado, { atual: faturaToWire(stale[0]), atuais: stale.map(faturaToWire) });
      // All or nothing: one Cancelado (or D.P.C) invoice refuses the whole payment.
      const pagas = rows.map((row) => {
        const result = pagarFatura(row, dia);
        if (!result.ok) throw new HttpError(422, result.message);
        return result.value;
      });
      for (const [i, paga] of pagas.entries()) {
        if (paga !== rows[i]) await marcarPaga(tx, paga.id, paga.data_pagamento ?? dia);
      }
      const atualizadas = await faturasParaAtualizar(tx, ids);
      return { body: { message: msg.pagamento.realizado, faturas: atualizadas.map(faturaToWire) } };
    });
  });

  rotaMutacao(app, MUTACOES.deletarFaturas, async (request, reply) => {
    const form = await readForm(request);
    const { ids } = parseOr422(MUTACOES.deletarFaturas.schema, form);
    return runMutation(request, reply, form, async (tx) => {
      await deleteFaturas(tx, ids);
      return { body: { message: msg.comum.excluidos } };
    });
  });
}
