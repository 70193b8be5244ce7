// Histórico Escolar (issue 21, PRODUCT.md): one record per aluno and período, with its
// disciplinas (nome, carga, nota, faltas, resultado), situação and frequência. Pure rules shared by
// the client (offline validation, optimistic rows, the printed history) and the server.
// Notas are 0–10 with one decimal and are computed in tenths (integers), so 8,5 × 60 h never
// meets a binary float; the média is weighted by carga horária (decision 261).

import * as v from 'valibot';
import { isBlank } from './coerce.ts';
import { optionalId } from './id-inputs.ts';
import { msg } from './messages.ts';
import { enumInput } from './option-inputs.ts';
import { normalizeSearch } from './search.ts';
import { field, optionalInt, requiredText } from './validation.ts';
import { MAX_DISCIPLINAS, MAX_HORAS, lerDisciplina, lerFrequencia, lerLista, ordemPeriodo, periodoValido } from './historico-escolar-disciplinas.ts';
import { SITUACOES } from './listas.ts';
import type { Disciplina, HistoricoEscolar } from './historico-escolar-disciplinas.ts';

/** The disciplinas grid: an array (or its JSON string); blank is an empty list. One message per bad line. */
export function disciplinasInput() {
  return v.pipe(
    field(),
    v.rawTransform(({ dataset, addIssue, NEVER }): Disciplina[] => {
      if (isBlank(dataset.value)) return [];
      const lista = lerLista(dataset.value);
      if (lista === null) {
        addIssue({ message: msg.academico.disciplinasInvalidas });
        return NEVER;
      }
      if (lista.length > MAX_DISCIPLINAS) {
        addIssue({ message: msg.academico.disciplinasDemais(MAX_DISCIPLINAS) });
        return NEVER;
      }
      const out: Disciplina[] = [];
      const nomes = new Set<string>();
      let falhou = false;
      lista.forEach((raw, i) => {
        const lida = lerDisciplina(raw);
        const problema = typeof lida === 'string' ? lida
          : nomes.has(normalizeSearch(lida.nome)) ? msg.academico.disciplinaRepetida : null;
        if (problema !== null || typeof lida === 'string') {
          addIssue({ message: msg.academico.disciplina(i + 1, problema ?? msg.academico.disciplinasInvalidas) });
          falhou = true;
          return;
        }
        nomes.add(normalizeSearch(lida.nome));
        out.push(lida);
      });
      return falhou ? NEVER : out;
    }),
  );
}

function periodoInput() {
  return v.pipe(
    requiredText(msg.academico.periodoObrigatorio, 7),
    v.check((text) => periodoValido(text), msg.academico.periodoInvalido),
  );
}

function frequenciaInput() {
  return v.pipe(
    field(),
    v.rawTransform(({ dataset, addIssue, NEVER }): number | null => {
      const f = lerFrequencia(dataset.value);
      if (typeof f === 'string') {
        addIssue({ message: f });
        return NEVER;
      }
      return f;
    }),
  );
}

const camposHistorico = {
  aluno: requiredText(msg.academico.alunoObrigatorio, 150),
  instituicao: requiredText(msg.academico.instituicaoObrigatoria, 150),
  curso: requiredText(msg.academico.cursoObrigatorio, 150),
  periodo: periodoInput(),
  situacao: enumInput(SITUACOES, msg.academico.situacaoObrigatoria),
  frequencia: frequenciaInput(),
  carga_horaria: optionalInt({ min: 0, max: MAX_HORAS, rangeMessage: msg.academico.cargaInvalida }),
  disciplinas: disciplinasInput(),
};

/** cadastrarHistorico (its definition: mutacoes-academico.ts). */
export const NovoHistoricoSchema = v.object({ id: optionalId(), ...camposHistorico }, msg.comum.dadosInvalidos);
export type NovoHistorico = v.InferOutput<typeof NovoHistoricoSchema>;

/** editarHistorico: the whole record, disciplinas replaced at once. */
export const EditarHistoricoSchema = v.object(
  {
    id: v.pipe(optionalId(), v.check((id) => id !== null, msg.academico.naoEncontrado)),
    ...camposHistorico,
    version: optionalInt({ min: 0 }),
  },
  msg.comum.dadosInvalidos,
);
export type EditarHistorico = v.InferOutput<typeof EditarHistoricoSchema>;

/** Sum of the disciplinas' hours. */
export function cargaTotal(disciplinas: readonly Pick<Disciplina, 'carga'>[]): number {
  return disciplinas.reduce((s, d) => s + d.carga, 0);
}

/**
 * The média of the graded disciplinas, weighted by carga horária (decision 261); when none of
 * them has hours, the simple mean. Two decimals, half up. Null when nothing is graded.
 */
export function mediaPonderada(disciplinas: readonly Pick<Disciplina, 'nota' | 'carga'>[]): number | null {
  const notas = disciplinas.filter((d): d is Pick<Disciplina, 'carga'> & { nota: number } => d.nota !== null);
  if (notas.length === 0) return null;
  const horas = cargaTotal(notas);
  // Tenths × hours are integers; ×100 / horas keeps the 2 decimals of the division exact.
  const soma = horas > 0
    ? notas.reduce((s, d) => s + Math.round(d.nota * 10) * d.carga, 0)
    : notas.reduce((s, d) => s + Math.round(d.nota * 10), 0);
  const peso = horas > 0 ? horas : notas.length;
  return Math.round((soma * 10) / peso) / 100;
}

/** Frequência from absences (hours) over hours, one decimal; null without hours. */
export function frequenciaPorFaltas(disciplinas: readonly Pick<Disciplina, 'faltas' | 'carga'>[]): number | null {
  const horas = cargaTotal(disciplinas);
  if (horas === 0) return null;
  const faltas = Math.min(horas, disciplinas.reduce((s, d) => s + d.faltas, 0));
  return Math.round(((horas - faltas) * 1000) / horas) / 10;
}

/** What is stored for an input: carga and frequência fall back to the disciplinas' (decision 261). */
export function dadosHistorico(input: Omit<NovoHistorico, 'id'>): Omit<HistoricoEscolar, 'id' | 'version' | 'created_at' | 'updated_at'> {
  return {
    aluno: input.aluno,
    instituicao: input.instituicao,
    curso: input.curso,
    periodo: input.periodo,
    situacao: input.situacao,
    frequencia: input.frequencia ?? frequenciaPorFaltas(input.disciplinas),
    carga_horaria: input.carga_horaria ?? cargaTotal(input.disciplinas),
    disciplinas: input.disciplinas,
    media: mediaPonderada(input.disciplinas),
  };
}

/** 8,5 · 10 · 7,25 (pt-BR, no trailing zeros beyond one decimal). */
export function formatNota(n: number | null): string {
  if (n === null) return msg.academico.semMedia;
  const fixed = Number.isInteger(n * 10) ? n.toFixed(1) : n.toFixed(2);
  return fixed.replace('.', ',');
}

export function formatFrequencia(f: number | null): string {
  return f === null ? msg.academico.semMedia : `${f.toFixed(1).replace('.', ',')} %`;
}

/** Fields list search covers. */
export function chaveBuscaHistorico(row: Pick<HistoricoEscolar, 'aluno' | 'instituicao' | 'curso' | 'periodo' | 'situacao'>): string[] {
  return [row.aluno, row.instituicao, row.curso, row.periodo, row.situacao];
}

/** Payables linked to records (Gerar mensalidades) that count towards 'Custo no período'. */
export interface ParcelaVinculada {
  historico_id?: string | null;
  valor_parcela: number;
  status: string;
}

/** 'Custo no período' per record: the linked instalments' amounts, cancelled ones left out (cents). */
export function custoPorHistorico(parcelas: readonly ParcelaVinculada[]): Map<string, number> {
  const custo = new Map<string, number>();
  for (const p of parcelas) {
    if (!p.historico_id || p.status === 'Cancelado') continue;
    custo.set(p.historico_id, (custo.get(p.historico_id) ?? 0) + p.valor_parcela);
  }
  return custo;
}

/** Every record of one aluno, oldest period first: the printed history (Imprimir histórico). */
export interface HistoricoAluno {
  aluno: string;
  registros: HistoricoEscolar[];
  cargaTotal: number;
  /** Weighted by carga over every graded disciplina of every period. */
  mediaGeral: number | null;
}

export function historicoDoAluno(todos: readonly HistoricoEscolar[], aluno: string): HistoricoAluno {
  const chave = normalizeSearch(aluno);
  const registros = todos
    .filter((h) => normalizeSearch(h.aluno) === chave)
    .sort((a, b) => ordemPeriodo(a.periodo).localeCompare(ordemPeriodo(b.periodo)) || a.curso.localeCompare(b.curso, 'pt-BR'));
  const disciplinas = registros.flatMap((r) => r.disciplinas);
  return {
    aluno: registros[0]?.aluno ?? aluno,
    registros,
    cargaTotal: registros.reduce((s, r) => s + r.carga_horaria, 0),
    mediaGeral: mediaPonderada(disciplinas),
  };
}

/** What 'Gerar mensalidades' asks: the monthly amount (cents), how many, the first due date, how paid. */
export interface PedidoMensalidades {
  banco: string;
  categoria: string | null;
  pagamento: string;
  /** One instalment, in cents. */
  valorMensalidade: number;
  parcelas: number;
  primeiroVencimento: string;
  /** The action's day (the posting's data). */
  hoje: string;
}

/**
 * The cadastrarLancamento input of a record's mensalidades: an ordinary Parcelado payable group
 * (total = mensalidade × parcelas, split to the cent, monthly due dates) carrying historico_id
 * (decision 262). Validation is the posting's own schema.
 */
export function lancamentoMensalidades(h: Pick<HistoricoEscolar, 'id' | 'aluno' | 'periodo' | 'curso'>, p: PedidoMensalidades): Record<string, unknown> {
  return {
    descricao: msg.academico.mensalidadeDescricao(h.aluno, h.periodo),
    status: 'Pagar',
    valor: (p.valorMensalidade * p.parcelas / 100).toFixed(2),
    data: p.hoje,
    tipo: 'Com Vencimento',
    vencimento: p.primeiroVencimento,
    metodo: 'Parcelado',
    parcela: p.parcelas,
    pagamento: p.pagamento,
    banco: p.banco,
    categorias: p.categoria,
    tipo_lancamento: 'Serviço',
    observacao: `${h.curso} · ${h.periodo}`,
    historico_id: h.id,
  };
}
