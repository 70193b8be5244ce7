/* Categories (SPEC §2 Categorias list, §5 category forms, §7): list, create, edit text/status,
   delete. Texts are unique ignoring case and accents; a category in use is never deleted
   (decision 032). */
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
import { batchMemo, batchMemoPeek } from '../lib/mutation-batch.ts';
import { parseOr422 } from '../lib/parse-or-422.ts';
import { rotaMutacao } from '../lib/rota-mutacao.ts';
import { pull } from '../sync/pull.ts';
import { pullDe } from '../sync/colecoes.ts';
import { foreignKeyViolation } from '../repositories/bancos.ts';
import {
  categoriasEmUso, deleteCategorias, findCategoria, insertCategoria, lockNomesCategorias, nomesCategorias, updateCategoria,
} from '../repositories/categorias.ts';

/* Every category's normalized text by id. In POST /api/lote the lock and the names are taken
   once per batch (the lock is held until the batch commits) and the names kept up to date by
   the batch's own writes: reading every name for each of 1,000 queued creations made the
   drain quadratic (decision 120). */
const NOMES = 'categorias:nomes';
async function nomesNormalizados(tx: Tx): Promise<Map<string, string>> {
  return batchMemo(NOMES, async () => new Map((await nomesCategorias(tx)).map((c) => [c.id, normalizeSearch(c.nome)])));
}

async function checkNomeLivre(tx: Tx, nome: string, exceptId: string | null): Promise<void> {
  await batchMemo(`${NOMES}:lock`, () => lockNomesCategorias(tx));
  const wanted = normalizeSearch(nome);
  const taken = [...(await nomesNormalizados(tx))].some(([id, normal]) => id !== exceptId && normal === wanted);
  if (taken) throw new HttpError(422, msg.categoria.jaExiste, { errors: { descricao: [msg.categoria.jaExiste] } });
}

function emUso(ids: string[]): HttpError {
  return new HttpError(422, msg.categoria.emUso, { errors: { ids: [msg.categoria.emUso] }, ids });
}

async function criar(tx: Tx, id: string, descricao: string, status: boolean, tributo = false) {
  await checkNomeLivre(tx, descricao, null);
  const categoria = await insertCategoria(tx, { id, descricao, status, tributo });
  if (!categoria) throw new HttpError(409, msg.comum.registroDuplicado);
  batchMemoPeek<Map<string, string>>(NOMES)?.set(id, normalizeSearch(descricao));
  return { status: 201, body: { message: msg.categoria.cadastrada, categoria } };
}

export async function categoriasRoutes(app: FastifyInstance) {
  app.get('/api/categorias', (request) => pull(request, pullDe('categorias', request)));

  rotaMutacao(app, MUTACOES.cadastrarCategoria, async (request, reply) => {
    const form = await readForm(request);
    const input = parseOr422(MUTACOES.cadastrarCategoria.schema, form);
    return runMutation(request, reply, form, (tx) => criar(tx, input.id ?? uuidv7(), input.descricao, true, input.tributo));
  });

  // SPEC's edit form; without an id it creates (as update-banco does).
  rotaMutacao(app, MUTACOES.editarCategoria, async (request, reply) => {
    const form = await readForm(request);
    const input = parseOr422(MUTACOES.editarCategoria.schema, form);
    return runMutation(request, reply, form, async (tx) => {
      if (!input.id) return criar(tx, uuidv7(), input.descricao, input.status, input.tributo ?? false);
      const atual = await findCategoria(tx, input.id, true);
      if (!atual) throw new HttpError(404, msg.categoria.naoEncontrada);
      // A stale edit may not flip the status someone else just set (decision 031).
      if (edicaoVencida(input.version, atual.version) && input.status !== atual.status) {
        throw new HttpError(409, msg.comum.registroAlterado, { atual });
      }
      if (normalizeSearch(input.descricao) !== normalizeSearch(atual.descricao)) await checkNomeLivre(tx, input.descricao, atual.id);
      const categoria = await updateCategoria(tx, atual.id, { descricao: input.descricao, status: input.status, dre_linha: input.dre_linha, tributo: input.tributo });
      batchMemoPeek<Map<string, string>>(NOMES)?.set(atual.id, normalizeSearch(input.descricao));
      return { body: { message: msg.categoria.cadastrada, categoria } };
    });
  });

  rotaMutacao(app, MUTACOES.deletarCategorias, async (request, reply) => {
    const form = await readForm(request);
    const { ids } = parseOr422(MUTACOES.deletarCategorias.schema, form);
    return runMutation(request, reply, form, async (tx) => {
      // All or nothing: one category in use refuses the whole request.
      const usadas = await categoriasEmUso(tx, ids);
      if (usadas.length > 0) throw emUso(usadas);
      try {
        await deleteCategorias(tx, ids);
        for (const id of ids) batchMemoPeek<Map<string, string>>(NOMES)?.delete(id);
      } catch (error) {
        if (foreignKeyViolation(error)) throw emUso(ids);
        throw error;
      }
      return { body: { message: msg.comum.excluidos } };
    });
  });
}
