/* Transferências between banks (issue 32): every write through the one mutation path (offline,
   queued, idempotent). Before queueing, the device runs the server's rules: the schema's (valor
   > 0, de ≠ para) and both banks exist on this device. */
import { formatDateBR } from '../domain/dates.ts';
import { MUTACOES } from '../domain/mutacoes.ts';
import { formatBRL, toDecimal } from '../domain/money.ts';
import { NovaTransferenciaSchema, bancosAusentes } from '../domain/transferencia.ts';
import { validate } from '../domain/validation.ts';
import type { MutationOutcome } from '../domain/mutacao.ts';
import { localRow, nowIso, rowNames, withClientId } from './entity-helpers.ts';
import { useCollection } from './live.ts';
import { mutate } from './mutate.ts';

export async function cadastrarTransferencia(input: unknown): Promise<MutationOutcome> {
  const comId = withClientId(input);
  const pre = validate(NovaTransferenciaSchema, comId);
  if (!pre.ok) return { kind: 'invalid', message: pre.message, errors: pre.errors };
  const ids = [pre.value.de, pre.value.para];
  const existentes = new Set((await Promise.all(ids.map((id) => localRow('bancos', id)))).flatMap((b) => (b ? [b.id] : [])));
  const errors = bancosAusentes(pre.value, existentes);
  const first = Object.values(errors)[0]?.[0];
  if (first) return { kind: 'invalid', message: first, errors };
  return mutate({
    mutacao: MUTACOES.cadastrarTransferencia,
    input: comId,
    toBody: (t) => ({ id: t.id, de: t.de, para: t.para, valor: toDecimal(t.valor), data: t.data, descricao: t.descricao ?? '' }),
    touches: (t) => [{ table: 'transferencias', id: t.id! }],
    // A bank created offline travels first.
    dependsOnIds: (t) => [t.de, t.para],
    apply: async (tx, t) => {
      const now = nowIso();
      await tx.put('transferencias', {
        id: t.id!, de: t.de, para: t.para, valor: t.valor, data: t.data, descricao: t.descricao, version: 1, created_at: now, updated_at: now,
      });
    },
    describe: (t) => `${formatBRL(t.valor)} (${formatDateBR(t.data)})`,
  });
}

export async function deletarTransferencias(ids: string[]): Promise<MutationOutcome> {
  const lower = ids.map((id) => id.toLowerCase());
  const names = await rowNames('transferencias', lower, 'descricao');
  return mutate({
    mutacao: MUTACOES.deletarTransferencias,
    input: { ids: lower },
    toBody: (f) => ({ ids: f.ids }),
    touches: (f) => f.ids.map((id) => ({ table: 'transferencias' as const, id })),
    apply: async (tx, f) => {
      for (const id of f.ids) await tx.delete('transferencias', id);
    },
    describe: () => names,
  });
}

export function useTransferencias() {
  return useCollection('transferencias');
}
