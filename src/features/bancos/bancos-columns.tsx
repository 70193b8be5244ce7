/* The Bancos table (SPEC §2): Descrição, Status (Ativo green / Inativo red), Possui Cartão,
   Crédito, Débito, Vencimento (the day, or Não), and (issue 32) the Saldo today. Module-level so rows stay memoised. */
import type { Banco } from '../../domain/banco.ts';
import { chaveBuscaBanco } from '../../domain/banco.ts';
import { msg } from '../../domain/messages.ts';
import { formatBRL } from '../../domain/money.ts';
import { buildSearchKey } from '../../domain/search.ts';
import type { Column } from '../../ui/column.ts';
import { StatusBadge } from '../../ui/status-badge.tsx';

/** A bank as the list holds it: the domain row plus the sync version the edit is based on. */
export type BancoRow = Banco & {
  version?: number;
  /** Issue 32: the bank's saldo today, in cents, computed on the device (undefined: not yet). */
  saldo?: number;
};

const simNao = (value: boolean) => (value ? msg.comum.sim : msg.comum.nao);

export const BANCO_COLUMNS: readonly Column<BancoRow>[] = [
  { id: 'banco', header: 'Descrição', width: 200, cell: (row) => row.banco },
  { id: 'status', header: 'Status', width: 85, cell: (row) => <StatusBadge status={row.status ? msg.comum.ativo : msg.comum.inativo} /> },
  { id: 'possui_cartao', header: 'Possui Cartão', width: 145, cell: (row) => simNao(row.possui_cartao) },
  { id: 'credito', header: 'Crédito', width: 85, cell: (row) => simNao(row.credito) },
  { id: 'debito', header: 'Débito', width: 85, cell: (row) => simNao(row.debito) },
  { id: 'vencimento', header: 'Vencimento', width: 125, cell: (row) => row.vencimento ?? msg.comum.nao },
  {
    id: 'saldo', header: 'Saldo', width: 140, align: 'right', priority: true, sortValue: (row) => row.saldo ?? null,
    cell: (row) => (row.saldo === undefined ? '…' : <span className={row.saldo < 0 ? 'text-red-700' : undefined}>{formatBRL(row.saldo)}</span>),
  },
];

export function bancoSearchKey(row: BancoRow): string {
  return buildSearchKey(chaveBuscaBanco(row));
}

export function bancoId(row: BancoRow): string {
  return row.id;
}
