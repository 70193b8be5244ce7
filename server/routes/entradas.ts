/* Entradas e Reservas (SPEC §2, §4, §7): list, create, yields with their history, inactivate or
   delete. Investments share the yield, history and batch handlers (rotasRendimento), as the
   domain makes them "like entries"; GET /api/movimentacoes is the offline copy of both
   histories (decision 033). */
import { edicaoVencida } from '../../src/domain/data-acao.ts';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { uuidv7 } from 'uuidv7';
import { todayISO } from '../../src/domain/dates.ts';
import { criarEntrada } from '../../src/domain/entrada.ts';
import { msg } from '../../src/domain/messages.ts';
import { MUTACOES } from '../../src/domain/mutacoes.ts';
import { aplicarRendimento, inativar } from '../../src/domain/rendimento.ts';
import { idInput, optionalId } from '../../src/domain/id-inputs.ts';
import { readForm } from '../lib/form-body.ts';
import { HttpError } from '../lib/http-error.ts';
import { runMutation } from '../lib/mutation.ts';
import { parseOr422 } from '../lib/parse-or-422.ts';
import { rotaMutacao } from '../lib/rota-mutacao.ts';
import { pull } from '../sync/pull.ts';
import { pullDe } from '../sync/colecoes.ts';
import {
  deleteEntradas, entradaToWire, entradasParaAtualizar, findEntrada, insertEntrada, setStatusEntradas, setValorFinalEntrada,
} from '../repositories/entradas.ts';
import type { AlvoMovimentacao } from '../../src/domain/listas.ts';
import { deleteMovimentacoesDe, historicoDe, insertMovimentacao } from '../repositories/movimentacoes.ts';
import type { Db, Tx } from '../db/client.ts';

/** What the shared handlers need to know about entries or investments. */
export interface AlvoRendimento<R extends { id: string; status: string; valor_final: number; version: number }> {
  alvo: AlvoMovimentacao;
  /** The writes' definitions (domain/mutacoes.ts) and the history's read path. */
  mutacoes: { informe: typeof MUTACOES.informarRendimentoEntrada; lote: typeof MUTACOES.acaoEntradas };
  historico: string;
  /** Response keys: the history list and the changed rows. */
  chaveHistorico: string;
  chaveRows: string;
  find(db: Db | Tx, id: string): Promise<R | null>;
  paraAtualizar(tx: Tx, ids: string[]): Promise<R[]>;
  toWire(row: R): unknown;
  setValorFinal(tx: Tx, id: string, cents: number): Promise<void>;
  setInativo(tx: Tx, ids: string[]): Promise<void>;
  deletar(tx: Tx, ids: string[]): Promise<void>;
}

// The client may name the history entry it already shows offline, so a pull does not duplicate it.
const MovimentacaoIdSchema = v.object({ movimentacao_id: optionalId() });
const HistoricoQuerySchema = v.object({ id: idInput(msg.lista.registroNaoEncontrado) }, msg.comum.dadosInvalidos);

export function rotasRendimento<R extends { id: string; status: string; valor_final: number; version: number }>(
  app: FastifyInstance,
  cfg: AlvoRendimento<R>,
): void {
  rotaMutacao(app, cfg.mutacoes.informe, async (request, reply) => {
    const form = await readForm(request);
    const input = parseOr422(cfg.mutacoes.informe.schema, form);
    const { movimentacao_id } = parseOr422(MovimentacaoIdSchema, form);
    return runMutation(request, reply, form, async (tx) => {
      const [row] = await cfg.paraAtualizar(tx, [input.id]);
      if (!row) throw new HttpError(422, msg.lista.registroNaoEncontrado);
      // Amounts changed since the client's version: refuse rather than add on top (decision 031).
      if (edicaoVencida(input.version, row.version)) {
        throw new HttpError(409, msg.comum.registroAlterado, { atual: cfg.toWire(row) });
      }
      const result = aplicarRendimento(row, input.valor, input.operacao, todayISO());
      if (!result.ok) throw new HttpError(422, result.message, { errors: { valor: [result.message] } });
      const { historico } = result.value;
      const id = movimentacao_id ?? uuidv7();
      await cfg.setValorFinal(tx, row.id, result.value.row.valor_final);
      if (!await insertMovimentacao(tx, { id, alvo: cfg.alvo, alvoId: row.id, ...historico })) {
        throw new HttpError(409, msg.comum.registroDuplicado);
      }
      const atualizado = await cfg.find(tx, row.id);
      return { body: { message: msg.rendimento.cadastrado, [cfg.chaveRows]: atualizado && [cfg.toWire(atualizado)] } };
    });
  });

  app.get(cfg.historico, async (request) => {
    const { id } = parseOr422(HistoricoQuerySchema, request.query);
    if (!await cfg.find(app.db, id)) throw new HttpError(404, msg.lista.registroNaoEncontrado);
    return { [cfg.chaveHistorico]: await historicoDe(app.db, cfg.alvo, id) };
  });

  rotaMutacao(app, cfg.mutacoes.lote, async (request, reply) => {
    const form = await readForm(request);
    const { ids, tipo } = parseOr422(cfg.mutacoes.lote.schema, form);
    return runMutation(request, reply, form, async (tx) => {
      const rows = await cfg.paraAtualizar(tx, ids);
      if (tipo === 'deletar') {
        // Ids already gone are ignored, so a replayed delete still succeeds.
        const existing = rows.map((r) => r.id);
        if (existing.length > 0) {
          await deleteMovimentacoesDe(tx, cfg.alvo, existing);
          await cfg.deletar(tx, existing);
        }
        return { body: { message: msg.comum.excluidos } };
      }
      if (rows.length !== ids.length) throw new HttpError(422, msg.lista.registroNaoEncontrado);
      // All or nothing: one row that cannot be inactivated refuses the request.
      for (const row of rows) {
        const result = inativar(row);
        if (!result.ok) throw new HttpError(422, result.message);
      }
      await cfg.setInativo(tx, ids);
      const atualizados = await cfg.paraAtualizar(tx, ids);
      return { body: { message: msg.rendimento.inativados, [cfg.chaveRows]: atualizados.map(cfg.toWire) } };
    });
  });
}

export async function entradasRoutes(app: FastifyInstance) {
  app.get('/api/entradas', (request) => pull(request, pullDe('entradas', request)));

  app.get('/api/movimentacoes', (request) => pull(request, pullDe('movimentacoes', request)));

  rotaMutacao(app, MUTACOES.cadastrarEntrada, async (request, reply) => {
    const form = await readForm(request);
    const input = parseOr422(MUTACOES.cadastrarEntrada.schema, form);
    return runMutation(request, reply, form, async (tx) => {
      const row = criarEntrada(input, input.id ?? uuidv7());
      if (!await insertEntrada(tx, row)) throw new HttpError(409, msg.comum.registroDuplicado);
      const entrada = await findEntrada(tx, row.id);
      return { status: 201, body: { message: msg.entrada.cadastrada, entrada: entrada && entradaToWire(entrada) } };
    });
  });

  rotasRendimento(app, {
    alvo: 'entrada',
    // SPEC §7 spells the history path with two dashes.
    mutacoes: { informe: MUTACOES.informarRendimentoEntrada, lote: MUTACOES.acaoEntradas },
    historico: '/api/get-dados--movimentacoes-entrantes',
    chaveHistorico: 'historicoEntrante',
    chaveRows: 'entradas',
    find: findEntrada,
    paraAtualizar: entradasParaAtualizar,
    toWire: entradaToWire,
    setValorFinal: setValorFinalEntrada,
    setInativo: (tx, ids) => setStatusEntradas(tx, ids, 'Inativo'),
    deletar: deleteEntradas,
  });
}
