/* The Recorrências table (issue 34): Descrição, Tipo, Valor, Frequência (in words), Próxima
   ocorrência (the domain's date rule, offline), Status. Module-level so rows stay memoised. */
import { formatDateBR } from '../../domain/dates.ts';
import { formatBRL } from '../../domain/money.ts';
import { buildSearchKey } from '../../domain/search.ts';
import { valorParaBusca } from '../../domain/search.ts';
import type { Linha } from '../../domain/wire-linhas.ts';
import type { Column } from '../../ui/column.ts';
import { StatusBadge } from '../../ui/status-badge.tsx';

/** A recorrência as the list shows it: the synced row, its rule in words and its next date. */
export type RecorrenciaLinha = Linha<'recorrencias'> & { banco?: string | null; regra: string; proxima: string | null; situacao: string };

export const ROTULO_TIPO = { pagar: 'A pagar', receber: 'A receber' } as const;

export const RECORRENCIA_COLUMNS: readonly Column<RecorrenciaLinha>[] = [
  { id: 'descricao', header: 'Descrição', width: 240, cell: (r) => r.descricao, priority: true },
  { id: 'tipo', header: 'Tipo', width: 110, cell: (r) => ROTULO_TIPO[r.tipo] },
  { id: 'valor', header: 'Valor', width: 130, align: 'right', cell: (r) => formatBRL(r.valor), priority: true },
  { id: 'frequencia', header: 'Frequência', width: 230, cell: (r) => r.regra },
  { id: 'proxima', header: 'Próxima ocorrência', width: 160, cell: (r) => (r.proxima ? formatDateBR(r.proxima) : '—'), priority: true },
  { id: 'status', header: 'Status', width: 110, cell: (r) => <StatusBadge status={r.situacao} />, priority: true },
];

export function recorrenciaSearchKey(r: RecorrenciaLinha): string {
  return buildSearchKey([r.descricao, ROTULO_TIPO[r.tipo], r.regra, r.situacao, r.banco ?? '', valorParaBusca(r.valor)]);
}

export function recorrenciaId(r: RecorrenciaLinha): string {
  return r.id;
}
