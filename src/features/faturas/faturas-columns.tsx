/* The Faturas table (SPEC §2): Descrição, Banco, Valor, Status, Vencimento (with the due-date
   text in São Paulo days), Pagamento. Module-level so rows stay memoised. */
import { formatDateBR, todayISO } from '../../domain/dates.ts';
import { chaveBuscaFatura, textoVencimento } from '../../domain/fatura.ts';
import type { Fatura } from '../../domain/fatura.ts';
import { msg } from '../../domain/messages.ts';
import { formatBRL } from '../../domain/money.ts';
import { buildSearchKey } from '../../domain/search.ts';
import type { Column } from '../../ui/column.ts';
import { Placeholder } from '../../ui/placeholder.tsx';
import { StatusBadge } from '../../ui/status-badge.tsx';

export type FaturaRow = Fatura;

function tone(row: FaturaRow, hoje: string): string {
  if (row.status === 'Pago') return 'text-green-800';
  if (!row.vencimento) return 'text-slate-600';
  if (row.vencimento < hoje) return 'text-red-700';
  return row.vencimento === hoje ? 'text-amber-800' : 'text-slate-600';
}

function VencimentoCell({ row }: { row: FaturaRow }) {
  const hoje = todayISO();
  const texto = textoVencimento(row, hoje);
  if (!row.vencimento) return <Placeholder text={msg.lista.semVencimento} />;
  return (
    // One line cut with an ellipsis when narrow; the cell's title holds the whole text.
    <span className="block truncate">
      <span>{formatDateBR(row.vencimento)}</span>
      {texto && <span data-testid="texto-vencimento" className={`ml-2 text-xs ${tone(row, hoje)}`}>{texto}</span>}
    </span>
  );
}

export const FATURA_COLUMNS: readonly Column<FaturaRow>[] = [
  { id: 'descricao', priority: true, header: 'Descrição', width: 200, cell: (row) => row.descricao },
  { id: 'banco', header: 'Banco', width: 150, cell: (row) => row.banco },
  { id: 'valor', priority: true, header: 'Valor', align: 'right', width: 120, cell: (row) => formatBRL(row.valor) },
  { id: 'status', priority: true, header: 'Status', width: 120, cell: (row) => <StatusBadge status={row.status} /> },
  {
    id: 'vencimento', priority: true, header: 'Vencimento', width: 240, cell: (row) => <VencimentoCell row={row} />,
    title: (row) => (row.vencimento ? [formatDateBR(row.vencimento), textoVencimento(row, todayISO())].filter(Boolean).join(' · ') : msg.lista.semVencimento),
  },
  {
    id: 'data_pagamento', header: 'Pagamento', width: 140,
    cell: (row) => (row.data_pagamento ? formatDateBR(row.data_pagamento) : <Placeholder text={msg.lista.semPagamento} />),
  },
];

export function faturaSearchKey(row: FaturaRow): string {
  return buildSearchKey(chaveBuscaFatura(row));
}

export function faturaId(row: FaturaRow): string {
  return row.id;
}
