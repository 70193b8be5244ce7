/* Editar a payable or a receivable (issue 31 item 1, decision 395): the target's group locked,
   the target's version checked (409 with the current row), the domain rule, the rows written. */
import type { FastifyInstance } from 'fastify';
import { camposQueReaprovam } from '../../src/domain/alcada.ts';
import { conferirBanco } from '../../src/domain/credito.ts';
import { versoesVencidas } from '../../src/domain/data-acao.ts';
import { editarFatura } from '../../src/domain/editar-fatura.ts';
import { editarLancamento, editarRecebivel } from '../../src/domain/editar-titulo.ts';
import type { EditarLancamento, NomesEdicao } from '../../src/domain/editar-titulo.ts';
import { msg } from '../../src/domain/messages.ts';
import { MUTACOES } from '../../src/domain/mutacoes.ts';
import type { Resultado } from '../../src/domain/validation.ts';
import type { Tx } from '../db/client.ts';
import { readForm } from '../lib/form-body.ts';
import { HttpError } from '../lib/http-error.ts';
import { runMutation } from '../lib/mutation.ts';
import { parseOr422 } from '../lib/parse-or-422.ts';
import { rotaMutacao } from '../lib/rota-mutacao.ts';
import { aprovacaoDaEdicao } from './alcadas.ts';
import { marcarAprovacao } from '../repositories/alcada.ts';
import { bancoPorId, categoriaPorId } from '../repositories/dados.ts';
import { grupoLancamento, grupoRecebivel, salvarFatura, salvarLancamentos, salvarRecebiveis } from '../repositories/editar-titulos.ts';
import { findBanco } from '../repositories/bancos.ts';
import { faturaToWire, faturasParaAtualizar } from '../repositories/faturas.ts';
import { lancamentosByIds } from '../repositories/lancamentos.ts';
import { recebiveisByIds } from '../repositories/recebiveis.ts';
import { conferirDestinosRateio } from '../lib/rateio-destinos.ts';

/** The target of the group: 404 when unknown, 409 with the current row when edited since `version`. */
async function conferirAlvo<T extends { id: string; version: number }>(
  tx: Tx, grupo: readonly T[], id: string, version: number, key: string, rowsByIds: (tx: Tx, ids: string[]) => Promise<unknown[]>,
): Promise<void> {
  const alvo = grupo.find((row) => row.id === id);
  if (!alvo) throw new HttpError(404, msg.lista.registroNaoEncontrado);
  if (!versoesVencidas([alvo], { [id]: version }).length) return;
  const atuais = await rowsByIds(tx, [id]);
  throw new HttpError(409, msg.comum.registroAlterado, { [key]: atuais, atual: atuais[0], atuais });
}

function ou422<T>(result: Resultado<T>, campo = 'id'): T {
  if (!result.ok) throw new HttpError(422, result.message, { errors: { [campo]: [result.message] } });
  return result.value;
}

/** The names of the bank and category chosen (422 on the field when they do not exist). */
async function nomesDaEdicao(tx: Tx, input: EditarLancamento, pagamento: EditarLancamento['pagamento']): Promise<NomesEdicao> {
  const nomes: NomesEdicao = {};
  if (input.banco !== undefined && pagamento !== undefined) {
    nomes.banco = ou422(conferirBanco(await bancoPorId(tx, input.banco), pagamento), 'banco').banco;
  }
  if (input.categorias) {
    const categoria = await categoriaPorId(tx, input.categorias);
    if (!categoria) throw new HttpError(422, msg.categoria.naoEncontrada, { errors: { categorias: [msg.categoria.naoEncontrada] } });
    nomes.categoria = categoria.descricao;
  }
  return nomes;
}

export async function editarTitulosRoutes(app: FastifyInstance) {
  rotaMutacao(app, MUTACOES.editarLancamento, async (request, reply) => {
    const form = await readForm(request);
    const input = parseOr422(MUTACOES.editarLancamento.schema, form);
    return runMutation(request, reply, form, async (tx) => {
      const grupo = await grupoLancamento(tx, input.id);
      await conferirAlvo(tx, grupo, input.id, input.version, 'lancamentos', lancamentosByIds);
      await conferirDestinosRateio(tx, input.rateio);
      const pagamento = input.pagamento ?? grupo.find((row) => row.id === input.id)?.pagamento;
      const rows = ou422(editarLancamento(grupo, input, await nomesDaEdicao(tx, input, pagamento)));
      await salvarLancamentos(tx, rows);
      // The alçada (decision 422): an Operador's change of what is paid sends the group back to wait.
      const antes = grupo.find((row) => row.id === input.id)!;
      const depois = rows.find((row) => row.id === input.id) ?? antes;
      const anterior = { estado: antes.aprovacao ?? null, alterados: camposQueReaprovam(antes, depois) };
      const estado = await aprovacaoDaEdicao(tx, request, depois.valor, anterior);
      if (estado !== anterior.estado) await marcarAprovacao(tx, grupo.map((row) => row.id), estado);
      const ids = rows.map((row) => row.id);
      return { body: { message: msg.editar.editados(ids.length), lancamentos: await lancamentosByIds(tx, ids) } };
    });
  });

  rotaMutacao(app, MUTACOES.editarRecebivel, async (request, reply) => {
    const form = await readForm(request);
    const input = parseOr422(MUTACOES.editarRecebivel.schema, form);
    return runMutation(request, reply, form, async (tx) => {
      const grupo = await grupoRecebivel(tx, input.id);
      await conferirAlvo(tx, grupo, input.id, input.version, 'recebiveis', recebiveisByIds);
      if (input.banco && !(await findBanco(tx, input.banco))) throw new HttpError(422, msg.banco.naoEncontrado, { errors: { banco: [msg.banco.naoEncontrado] } });
      await conferirDestinosRateio(tx, input.rateio);
      const rows = ou422(editarRecebivel(grupo, input));
      await salvarRecebiveis(tx, rows);
      const ids = rows.map((row) => row.id);
      return { body: { message: msg.editar.editados(ids.length), recebiveis: await recebiveisByIds(tx, ids) } };
    });
  });

  rotaMutacao(app, MUTACOES.editarFatura, async (request, reply) => {
    const form = await readForm(request);
    const input = parseOr422(MUTACOES.editarFatura.schema, form);
    return runMutation(request, reply, form, async (tx) => {
      const faturasPorIds = async (t: Tx, ids: string[]) => (await faturasParaAtualizar(t, ids)).map(faturaToWire);
      const [row] = await faturasParaAtualizar(tx, [input.id]);
      await conferirAlvo(tx, row ? [row] : [], input.id, input.version, 'faturas', faturasPorIds);
      const banco = input.banco === undefined ? undefined : (await findBanco(tx, input.banco))?.banco;
      if (input.banco !== undefined && banco === undefined) {
        throw new HttpError(422, msg.banco.naoEncontrado, { errors: { banco: [msg.banco.naoEncontrado] } });
      }
      const rows = row ? ou422(editarFatura(row, input, banco)) : [];
      for (const fatura of rows) await salvarFatura(tx, fatura);
      const ids = rows.map((f) => f.id);
      return { body: { message: msg.editar.editados(ids.length), faturas: await faturasPorIds(tx, ids) } };
    });
  });
}
