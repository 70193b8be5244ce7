/* Reminders (issue 17): every write through the one mutation path (offline, queued, idempotent).
   Concluir applies the same next-occurrence rule the server runs, on the same bank calendar. */
import { adiar, concluir } from '../domain/lembrete.ts';
import type { EditarLembrete, Lembrete, NovoLembrete } from '../domain/lembrete.ts';
import { datasExtras } from '../domain/feriado.ts';
import type { FeriadoCadastrado } from '../domain/feriado.ts';
import { MUTACOES } from '../domain/mutacoes.ts';
import { formatDateBR } from '../domain/dates.ts';
import { currentUser } from './session.ts';
import { nowIso, rowNames, withClientId } from './entity-helpers.ts';
import { currentDb } from './db.ts';
import { rowAs, rowsAs, useCollection } from './live.ts';
import { mutate } from './mutate.ts';
import type { MutationOutcome } from '../domain/mutacao.ts';

function corpo(l: NovoLembrete | EditarLembrete): Record<string, unknown> {
  return {
    id: l.id, titulo: l.titulo, descricao: l.descricao ?? '', data: l.data, hora: l.hora ?? '', antecedencia_dias: l.antecedencia_dias,
    recorrencia: l.recorrencia, dia_util: l.dia_util ?? '', ajustar_dia_util: l.ajustar_dia_util, destinatarios: l.destinatarios,
    vinculo_tipo: l.vinculo_tipo ?? '', vinculo_id: l.vinculo_id ?? '',
  };
}

function campos(l: NovoLembrete | EditarLembrete) {
  return {
    titulo: l.titulo, descricao: l.descricao, data: l.data, hora: l.hora, antecedencia_dias: l.antecedencia_dias, recorrencia: l.recorrencia,
    dia_util: l.dia_util, ajustar_dia_util: l.ajustar_dia_util, destinatarios: l.destinatarios, vinculo_tipo: l.vinculo_tipo, vinculo_id: l.vinculo_id,
  };
}

const vinculoDe = (l: NovoLembrete | EditarLembrete) => (l.vinculo_id ? [l.vinculo_id] : []);

export function cadastrarLembrete(input: unknown): Promise<MutationOutcome> {
  return mutate({
    mutacao: MUTACOES.cadastrarLembrete,
    input: withClientId(input),
    toBody: corpo,
    touches: (l) => [{ table: 'lembretes', id: l.id! }],
    dependsOnIds: vinculoDe,
    apply: async (tx, l) => {
      const now = nowIso();
      await tx.put('lembretes', {
        id: l.id!, ...campos(l), status: 'Pendente', criado_por: currentUser()?.id ?? null, version: 1, created_at: now, updated_at: now,
      });
    },
    describe: (l) => `${l.titulo} (${formatDateBR(l.data)})`,
  });
}

/** Editar (every field) and Adiar (the new date, status Adiado). */
export function editarLembrete(input: unknown): Promise<MutationOutcome> {
  return mutate({
    mutacao: MUTACOES.editarLembrete,
    input,
    toBody: (l) => ({ ...corpo(l), status: l.status, ...(l.version !== null ? { version: l.version } : {}) }),
    touches: (l) => [{ table: 'lembretes', id: l.id }],
    dependsOnIds: vinculoDe,
    apply: async (tx, l) => {
      const row = await tx.get('lembretes', l.id);
      if (!row) return;
      const version = typeof row.version === 'number' ? row.version + 1 : 1;
      await tx.update('lembretes', l.id, { ...campos(l), status: l.status, version, updated_at: nowIso() });
    },
    describe: (l) => `${l.titulo} (${formatDateBR(l.data)})`,
  });
}

/** Adiar +1 dia / +1 semana: an edit of the whole reminder to its new date. */
export function adiarLembrete(l: Lembrete, dias: number): Promise<MutationOutcome> {
  const novo = adiar(l, dias);
  return editarLembrete({ ...novo, ajustar_dia_util: Boolean(novo.ajustar_dia_util), destinatarios: novo.destinatarios ?? [] });
}

// Read from IndexedDB, not the in-memory list: that one waits for the first pull, which an
// offline device may not have made yet.
async function extras(): Promise<ReadonlySet<string>> {
  const rows = (await currentDb()?.feriados.toArray()) ?? [];
  return datasExtras(rowsAs<FeriadoCadastrado>(rows));
}

export async function concluirLembretes(ids: string[]): Promise<MutationOutcome> {
  const lower = ids.map((id) => id.toLowerCase());
  const names = await rowNames('lembretes', lower, 'titulo');
  const feriados = await extras();
  return mutate({
    mutacao: MUTACOES.concluirLembretes,
    input: { ids: lower },
    toBody: (f) => ({ ids: f.ids }),
    touches: (f) => f.ids.map((id) => ({ table: 'lembretes' as const, id })),
    apply: async (tx, f) => {
      for (const id of f.ids) {
        const row = rowAs<Lembrete>(await tx.get('lembretes', id));
        if (!row || row.status === 'Concluído') continue;
        const feito = concluir(row, feriados);
        const version = typeof row.version === 'number' ? row.version + 1 : 1;
        await tx.update('lembretes', id, { data: feito.data, status: feito.status, version, updated_at: nowIso() });
      }
    },
    describe: () => names,
  });
}

export async function deletarLembretes(ids: string[]): Promise<MutationOutcome> {
  const lower = ids.map((id) => id.toLowerCase());
  const names = await rowNames('lembretes', lower, 'titulo');
  return mutate({
    mutacao: MUTACOES.deletarLembretes,
    input: { ids: lower },
    toBody: (f) => ({ ids: f.ids }),
    touches: (f) => f.ids.map((id) => ({ table: 'lembretes' as const, id })),
    apply: async (tx, f) => {
      for (const id of f.ids) await tx.delete('lembretes', id);
    },
    describe: () => names,
  });
}

export function useLembretes() {
  return useCollection('lembretes');
}
