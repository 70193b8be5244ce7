/* The Faturas table (SPEC §2): Descrição, Banco, Valor, Status, Vencimento (with the due-date
   text in São Paulo days), Pagamento. Module-level so rows stay memoised. */
import { useAgenda } from '../../data/agenda.ts';
import { vencimentoEfetivo } from '../../domain/vencimento-efetivo.ts';
import { formatDateBR, todayISO } from '../../domain/dates.ts';
import { chaveBuscaFatura, textoVencimento } from '../../domain/fatura.ts';
import type { Fatura } from '../../domain/fatura.ts';
import { msg } from '../../domain/messages.ts';
import { formatBRL } from '../../domain/money.ts';
import { buildSearchKey } from '../../domain/search.ts';
import type { Column } from '../../ui/column.ts';
import { Placeholder } from '../../ui/placeholder.tsx';
import { StatusBadge } from '../../ui/status-badge.tsx';
import { VencimentoCell } from '../comum/vencimento-cell.tsx';

export type FaturaRow = Fatura;

function FaturaVencimento({ row }: { row: FaturaRow }) {
  const agenda = useAgenda();
  return <VencimentoCell row={row} efetivo={vencimentoEfetivo(row, agenda)} hoje={todayISO()} />;
}

export const FATURA_COLUMNS: readonly Column<FaturaRow>[] = [
  {
    id: 'descricao', priority: true, header: 'Descrição', width: 200, cell: (row) => row.descricao,
    // The boleto line or Pix key the invoice was read from, on hover (decision 222).
    title: (row) => [row.descricao, row.linha_digitavel && msg.boleto.linhaGuardada(row.linha_digitavel), row.pix_chave && msg.pix.chaveGuardada(row.pix_chave)]
      .filter(Boolean).join(' · '),
  },
  { id: 'banco', header: 'Banco', width: 150, cell: (row) => row.banco },
  { id: 'valor', priority: true, header: 'Valor', align: 'right', width: 120, cell: (row) => formatBRL(row.valor) },
  { id: 'status', priority: true, header: 'Status', width: 120, cell: (row) => <StatusBadge status={row.status} /> },
  {
    id: 'vencimento', priority: true, header: 'Vencimento', width: 240, cell: (row) => <FaturaVencimento row={row} />,
    // The whole due text on hover (the cell may cut it); national holidays only, as a title cannot
    // read the synced list: an administrator's holiday shows in the cell itself.
    title: (row) => (row.vencimento
      ? [formatDateBR(row.vencimento), textoVencimento(row, todayISO(), vencimentoEfetivo(row))].filter(Boolean).join(' · ')
      : msg.lista.semVencimento),
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
