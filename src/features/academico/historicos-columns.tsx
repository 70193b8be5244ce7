/* The Histórico Escolar Consulta table (PRODUCT.md): Aluno, Instituição, Curso, Período,
   Situação, Média, Frequência, Custo no período (the linked payables, summed per record). The
   rows stay the collection's own objects (search keys are memoised per row); the custo comes
   from a map the columns close over. */
import { chaveBuscaHistorico, formatFrequencia, formatNota } from '../../domain/historico-escolar.ts';
import type { HistoricoEscolar } from '../../domain/historico-escolar-disciplinas.ts';
import { formatBRL } from '../../domain/money.ts';
import { buildSearchKey } from '../../domain/search.ts';
import type { Column } from '../../ui/column.ts';

export function historicoColumns(custo: ReadonlyMap<string, number>): readonly Column<HistoricoEscolar>[] {
  return [
    { id: 'aluno', header: 'Aluno', width: 200, cell: (r) => r.aluno, title: (r) => r.aluno },
    { id: 'instituicao', header: 'Instituição', width: 170, cell: (r) => r.instituicao, title: (r) => r.instituicao },
    { id: 'curso', header: 'Curso', width: 170, cell: (r) => r.curso, title: (r) => r.curso },
    { id: 'periodo', header: 'Período', width: 90, cell: (r) => r.periodo, priority: true },
    { id: 'situacao', header: 'Situação', width: 110, cell: (r) => r.situacao, priority: true },
    { id: 'media', header: 'Média', width: 80, align: 'right', cell: (r) => formatNota(r.media), priority: true },
    { id: 'frequencia', header: 'Frequência', width: 105, align: 'right', cell: (r) => formatFrequencia(r.frequencia) },
    { id: 'custo', header: 'Custo no período', width: 150, align: 'right', cell: (r) => formatBRL(custo.get(r.id) ?? 0), priority: true },
  ];
}

export function historicoSearchKey(row: HistoricoEscolar): string {
  return buildSearchKey(chaveBuscaHistorico(row));
}

export function historicoId(row: HistoricoEscolar): string {
  return row.id;
}
