/* Category writes (SPEC §7): create, edit, delete, each through the one mutation path. */
import { msg } from '../domain/messages.ts';
import { MUTACOES } from '../domain/mutacoes.ts';
import { mutate } from './mutate.ts';
import type { MutationOutcome } from '../domain/mutacao.ts';
import { baseVersion, countReferences, flag, nowIso, rowNames, withClientId } from './entity-helpers.ts';

/** cadastrarCategoria with a client id. */
export function cadastrarCategoria(input: unknown): Promise<MutationOutcome> {
  return mutate({
    mutacao: MUTACOES.cadastrarCategoria,
    input: withClientId(input),
    toBody: (c) => ({ id: c.id, descricao: c.descricao, ...(c.tributo ? { tributo: '1' } : {}) }),
    touches: (c) => [{ table: 'categorias', id: c.id! }],
    apply: async (tx, c) => {
      const now = nowIso();
      await tx.put('categorias', { id: c.id!, descricao: c.descricao, status: true, tributo: c.tributo, dre_linha: null, version: 1, created_at: now, updated_at: now });
    },
    describe: (c) => c.descricao,
  });
}

/** editarCategoria: text and status, based on the row's version. */
export async function editarCategoria(input: unknown): Promise<MutationOutcome> {
  const withVersion = await baseVersion('categorias', input);
  if (!(withVersion as { id?: unknown } | null)?.id) {
    return { kind: 'invalid', message: msg.categoria.naoEncontrada, errors: { id: [msg.categoria.naoEncontrada] } };
  }
  return mutate({
    mutacao: MUTACOES.editarCategoria,
    input: withVersion,
    toBody: (c) => ({
      id: c.id, descricao: c.descricao, status: flag(c.status), ...(c.version !== null ? { version: c.version } : {}),
      ...(c.dre_linha !== undefined ? { dre_linha: c.dre_linha ?? '' } : {}),
      ...(c.tributo !== undefined ? { tributo: flag(c.tributo) } : {}),
    }),
    touches: (c) => [{ table: 'categorias', id: c.id! }],
    apply: async (tx, c) => {
      const row = await tx.get('categorias', c.id!);
      if (!row) return;
      const version = typeof row.version === 'number' ? row.version + 1 : 1;
      await tx.update('categorias', c.id!, {
        descricao: c.descricao, status: c.status, version, updated_at: nowIso(),
        ...(c.dre_linha !== undefined ? { dre_linha: c.dre_linha } : {}),
        ...(c.tributo !== undefined ? { tributo: c.tributo } : {}),
      });
    },
    describe: (c) => c.descricao,
    // DESIGN §7 corrects SPEC's 'categoria cadastrado com sucesso!'.
  });
}

/** deletarCategorias. A category used by postings is refused here already. */
export async function deletarCategorias(ids: string[]): Promise<MutationOutcome> {
  const lower = ids.map((id) => id.toLowerCase());
  if ((await countReferences('lancamentos', 'categoria_id', lower)) + (await countReferences('recorrencias', 'categoria_id', lower)) > 0) {
    return { kind: 'invalid', message: msg.categoria.emUso, errors: { ids: [msg.categoria.emUso] } };
  }
  const names = await rowNames('categorias', lower, 'descricao');
  return mutate({
    mutacao: MUTACOES.deletarCategorias,
    input: { ids: lower },
    toBody: (c) => ({ ids: c.ids }),
    touches: (c) => c.ids.map((id) => ({ table: 'categorias' as const, id })),
    apply: async (tx, c) => {
      for (const id of c.ids) await tx.delete('categorias', id);
    },
    describe: () => names,
  });
}
