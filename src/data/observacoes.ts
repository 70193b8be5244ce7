/* Notes (issue 17): writes through the one mutation path. Offline, the note shows at once with
   this user as author and the device's time; the server's author and time replace them on sync.
   Only the author edits or deletes: refused here already, and by the server (403). */
import { msg } from '../domain/messages.ts';
import { MUTACOES } from '../domain/mutacoes.ts';
import type { NovaObservacao, Observacao } from '../domain/observacao.ts';
import { currentUser } from './session.ts';
import { localRow, nowIso, rowNames, withClientId } from './entity-helpers.ts';
import { useCollection } from './live.ts';
import { mutate } from './mutate.ts';
import type { MutationOutcome } from '../domain/mutacao.ts';

const corpo = (o: NovaObservacao) => ({ id: o.id, assunto: o.assunto, texto: o.texto, entidade: o.entidade, registro_id: o.registro_id ?? '', fixada: o.fixada });

export function cadastrarObservacao(input: unknown): Promise<MutationOutcome> {
  return mutate({
    mutacao: MUTACOES.cadastrarObservacao,
    input: withClientId(input),
    toBody: corpo,
    touches: (o) => [{ table: 'observacoes', id: o.id! }],
    dependsOnIds: (o) => (o.registro_id ? [o.registro_id] : []),
    apply: async (tx, o) => {
      const now = nowIso();
      await tx.put('observacoes', {
        id: o.id!, assunto: o.assunto, texto: o.texto, entidade: o.entidade, registro_id: o.registro_id, fixada: o.fixada,
        autor_id: currentUser()?.id ?? '', version: 1, created_at: now, updated_at: now,
      });
    },
    describe: (o) => o.assunto,
  });
}

function naoAutor(): MutationOutcome {
  return { kind: 'invalid', message: msg.observacoes.soAutor, errors: { _form: [msg.observacoes.soAutor] } };
}

export async function editarObservacao(input: { id: string } & Record<string, unknown>): Promise<MutationOutcome> {
  const row = await localRow<Observacao & Record<string, unknown>>('observacoes', input.id);
  if (row && row.autor_id !== currentUser()?.id) return naoAutor();
  return mutate({
    mutacao: MUTACOES.editarObservacao,
    input,
    toBody: corpo,
    touches: (o) => [{ table: 'observacoes', id: o.id }],
    apply: async (tx, o) => {
      const atual = await tx.get('observacoes', o.id);
      if (!atual) return;
      const version = typeof atual.version === 'number' ? atual.version + 1 : 1;
      await tx.update('observacoes', o.id, { assunto: o.assunto, texto: o.texto, entidade: o.entidade, registro_id: o.registro_id, fixada: o.fixada, version, updated_at: nowIso() });
    },
    describe: (o) => o.assunto,
  });
}

export async function deletarObservacoes(ids: string[]): Promise<MutationOutcome> {
  const lower = ids.map((id) => id.toLowerCase());
  const eu = currentUser()?.id;
  for (const id of lower) {
    const row = await localRow<Observacao & Record<string, unknown>>('observacoes', id);
    if (row && row.autor_id !== eu) return naoAutor();
  }
  const names = await rowNames('observacoes', lower, 'assunto');
  return mutate({
    mutacao: MUTACOES.deletarObservacoes,
    input: { ids: lower },
    toBody: (f) => ({ ids: f.ids }),
    touches: (f) => f.ids.map((id) => ({ table: 'observacoes' as const, id })),
    apply: async (tx, f) => {
      for (const id of f.ids) await tx.delete('observacoes', id);
    },
    describe: () => names,
  });
}

export function useObservacoes() {
  return useCollection('observacoes');
}
