/* The administrator's holidays (issue 15): writes through the one mutation path (offline, queued,
   idempotent). The dates every effective due date reads are in agenda.ts. */
import { readCollection, useCollection } from './live.ts';
import { mutate } from './mutate.ts';
import type { MutationOutcome } from '../domain/mutacao.ts';
import { nowIso, rowNames, withClientId } from './entity-helpers.ts';
import { MUTACOES } from '../domain/mutacoes.ts';
import { NovoFeriadoSchema } from '../domain/feriado.ts';
import { feriadosBancarios } from '../domain/calendario.ts';
import { validate } from '../domain/validation.ts';
import { formatDateBR } from '../domain/dates.ts';
import { msg } from '../domain/messages.ts';

/** cadastrarFeriado with a client id; the server's two refusals are answered offline too. */
export async function cadastrarFeriado(input: unknown): Promise<MutationOutcome> {
  const pre = validate(NovoFeriadoSchema, input);
  if (pre.ok) {
    const { data } = pre.value;
    const recusa = feriadosBancarios(Number(data.slice(0, 4))).some((f) => f.data === data)
      ? msg.calendario.jaNacional
      : (await readCollection('feriados')).some((f) => f.data === data) ? msg.calendario.jaCadastrado : null;
    if (recusa) return { kind: 'invalid', message: recusa, errors: { data: [recusa] } };
  }
  return mutate({
    mutacao: MUTACOES.cadastrarFeriado,
    input: withClientId(input),
    toBody: (f) => ({ id: f.id, data: f.data, nome: f.nome }),
    touches: (f) => [{ table: 'feriados', id: f.id! }],
    apply: async (tx, f) => {
      await tx.put('feriados', { id: f.id!, data: f.data, nome: f.nome, version: 1, created_at: nowIso(), updated_at: nowIso() });
    },
    describe: (f) => `${formatDateBR(f.data)} ${f.nome}`,
  });
}

/** deletarFeriados. */
export async function deletarFeriados(ids: string[]): Promise<MutationOutcome> {
  const lower = ids.map((id) => id.toLowerCase());
  const names = await rowNames('feriados', lower, 'nome');
  return mutate({
    mutacao: MUTACOES.deletarFeriados,
    input: { ids: lower },
    toBody: (f) => ({ ids: f.ids }),
    touches: (f) => f.ids.map((id) => ({ table: 'feriados' as const, id })),
    apply: async (tx, f) => {
      for (const id of f.ids) await tx.delete('feriados', id);
    },
    describe: () => names,
  });
}

export function useFeriadosCadastrados() {
  return useCollection('feriados');
}
