/* Histórico Escolar writes (issue 21), each through the one mutation path (offline, queued,
   idempotent), and 'Gerar mensalidades', which is an ordinary payable creation linked to the
   record (decision 262). */
import { dadosHistorico, EditarHistoricoSchema, lancamentoMensalidades } from '../domain/historico-escolar.ts';
import type { HistoricoEscolar } from '../domain/historico-escolar-disciplinas.ts';
import type { PedidoMensalidades } from '../domain/historico-escolar.ts';
import { msg } from '../domain/messages.ts';
import { MUTACOES } from '../domain/mutacoes.ts';
import { validate } from '../domain/validation.ts';
import { baseVersion, localRow, nowIso, rowNames, withClientId } from './entity-helpers.ts';
import { cadastrarLancamento } from './lancamentos.ts';
import { readCollection, useCollection } from './live.ts';
import { mutate } from './mutate.ts';
import type { MutationOutcome } from '../domain/mutacao.ts';
import type { LocalRow } from './wire.ts';

type Dados = ReturnType<typeof dadosHistorico>;

function corpo(id: string, d: Dados, version?: number | null) {
  return {
    id, aluno: d.aluno, instituicao: d.instituicao, curso: d.curso, periodo: d.periodo, situacao: d.situacao,
    frequencia: d.frequencia, carga_horaria: d.carga_horaria, disciplinas: d.disciplinas,
    ...(version !== undefined && version !== null ? { version } : {}),
  };
}

/** cadastrarHistorico with a client id; the record (média computed here too) shows at once. */
export function cadastrarHistorico(input: unknown): Promise<MutationOutcome> {
  return mutate({
    mutacao: MUTACOES.cadastrarHistorico,
    input: withClientId(input),
    // Carga and frequência go as computed, so the server stores what the screen showed.
    toBody: (h) => corpo(h.id!, dadosHistorico(h)),
    touches: (h) => [{ table: 'historicos', id: h.id! }],
    apply: async (tx, h) => {
      const now = nowIso();
      await tx.put('historicos', { id: h.id!, ...dadosHistorico(h), version: 1, created_at: now, updated_at: now });
    },
    describe: (h) => `${h.aluno} ${h.periodo}`,
  });
}

/** editarHistorico: every field and the whole disciplinas grid, based on the row's version. */
export async function editarHistorico(input: unknown): Promise<MutationOutcome> {
  const withVersion = await baseVersion('historicos', input);
  const pre = validate(EditarHistoricoSchema, withVersion);
  if (pre.ok && !(await localRow('historicos', pre.value.id!))) {
    return { kind: 'invalid', message: msg.academico.naoEncontrado, errors: { id: [msg.academico.naoEncontrado] } };
  }
  return mutate({
    mutacao: MUTACOES.editarHistorico,
    input: withVersion,
    toBody: (h) => corpo(h.id!, dadosHistorico(h), h.version),
    touches: (h) => [{ table: 'historicos', id: h.id! }],
    apply: async (tx, h) => {
      const row = await tx.get('historicos', h.id!);
      if (!row) return;
      const version = typeof row.version === 'number' ? row.version + 1 : 1;
      await tx.put('historicos', { ...row, ...dadosHistorico(h), version, updated_at: nowIso() });
    },
    describe: (h) => `${h.aluno} ${h.periodo}`,
  });
}

/** deletarHistoricos. A record with mensalidades is refused here already, as on the server. */
export async function deletarHistoricos(ids: string[]): Promise<MutationOutcome> {
  const lower = ids.map((id) => id.toLowerCase());
  const alvo = new Set(lower);
  const comMensalidades = (await readCollection('lancamentos')).some((l) => typeof l.historico_id === 'string' && alvo.has(l.historico_id));
  if (comMensalidades) return { kind: 'invalid', message: msg.academico.comMensalidades, errors: { ids: [msg.academico.comMensalidades] } };
  const names = await rowNames('historicos', lower, 'aluno');
  return mutate({
    mutacao: MUTACOES.deletarHistoricos,
    input: { ids: lower },
    toBody: (h) => ({ ids: h.ids }),
    touches: (h) => h.ids.map((id) => ({ table: 'historicos' as const, id })),
    apply: async (tx, h) => {
      for (const id of h.ids) await tx.delete('historicos', id);
    },
    describe: () => names,
  });
}

/** Gerar mensalidades: a Parcelado payable group through cadastrarLancamento, linked to the record. */
export async function gerarMensalidades(historicoId: string, pedido: PedidoMensalidades): Promise<MutationOutcome> {
  const h = await localRow<LocalRow & HistoricoEscolar>('historicos', historicoId);
  if (!h) return { kind: 'invalid', message: msg.academico.naoEncontrado, errors: { historico_id: [msg.academico.naoEncontrado] } };
  return cadastrarLancamento(lancamentoMensalidades(h, pedido));
}

export function useHistoricos() {
  return useCollection('historicos');
}
