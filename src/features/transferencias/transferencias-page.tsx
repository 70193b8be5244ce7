/* /financeiro/transferencias (issue 32, decision 406): money moved between banks, on the list
   kit: Data, De, Para, Valor, Descrição; Cadastrar and Excluir (asked first). Offline too. */
import { useState } from 'react';
import { formatDateBR } from '../../domain/dates.ts';
import { msg } from '../../domain/messages.ts';
import { formatBRL } from '../../domain/money.ts';
import { buildSearchKey } from '../../domain/search.ts';
import { chaveBuscaTransferencia } from '../../domain/transferencia.ts';
import { refreshAll } from '../../data/sync/sync-status.ts';
import { deletarTransferencias, useTransferencias } from '../../data/transferencias.ts';
import { Button } from '../../ui/button.tsx';
import type { Column } from '../../ui/column.ts';
import { useConfirmacao } from '../../ui/confirm-dialog.tsx';
import { ListCard } from '../../ui/list-card.tsx';
import { reportOutcome } from '../../ui/outcome.ts';
import { useListState } from '../../ui/use-list-state.ts';
import { CadastrarTransferenciaModal } from './cadastrar-transferencia-modal.tsx';

const t = msg.saldos.transferencia;

/** A row as the list holds it: both banks' names joined (src/data/collections.ts). */
interface Linha { id: string; de: string; para: string; valor: number; data: string; descricao: string | null; banco_de?: string | null; banco_para?: string | null }

const COLUMNS: readonly Column<Linha>[] = [
  { id: 'data', header: 'Data', width: 110, cell: (r) => formatDateBR(r.data), priority: true },
  { id: 'banco_de', header: 'De', width: 170, cell: (r) => r.banco_de ?? '—', priority: true },
  { id: 'banco_para', header: 'Para', width: 170, cell: (r) => r.banco_para ?? '—', priority: true },
  { id: 'valor', header: 'Valor', width: 140, align: 'right', cell: (r) => formatBRL(r.valor), priority: true },
  { id: 'descricao', header: 'Descrição', width: 220, cell: (r) => r.descricao ?? '' },
];

const searchKey = (r: Linha) => buildSearchKey([...chaveBuscaTransferencia(r), formatDateBR(r.data)]);
const rowId = (r: Linha) => r.id;

export function TransferenciasPage() {
  const { rows, ready } = useTransferencias();
  const list = useListState({ rows: rows as readonly Linha[], searchKeyOf: searchKey, getRowId: rowId });
  const confirmacao = useConfirmacao();
  const [creating, setCreating] = useState(false);
  const [busy, setBusy] = useState(false);

  async function remove() {
    if (list.selected.size === 0 || busy) return;
    setBusy(true);
    const outcome = await deletarTransferencias([...list.selected]);
    setBusy(false);
    if (reportOutcome(outcome, { errorFallback: t.erroDeletar, successFallback: t.excluidas })) list.clearSelection();
  }

  const actions = (
    <>
      <Button variant="primary" onClick={() => setCreating(true)}>Cadastrar Transferência</Button>
      <Button variant="danger" disabled={list.selected.size === 0 || busy}
        onClick={() => confirmacao.pedir(t.confirmarExclusao(list.selected.size), () => void remove())}>Excluir</Button>
    </>
  );

  return (
    <ListCard title="Transferências" list={list} columns={COLUMNS} onRefresh={refreshAll} ready={ready} actions={actions}
      empty={{ label: 'Cadastrar Transferência', onCreate: () => setCreating(true) }}>
      <CadastrarTransferenciaModal open={creating} onClose={() => setCreating(false)} />
      {confirmacao.dialogo}
    </ListCard>
  );
}
