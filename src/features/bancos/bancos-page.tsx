/* /financeiro/bancos (SPEC §2 "Bancos list"): the banks with search, paging and selection;
   Cadastrar Banco, Editar (exactly one row selected) and Deletar. */
import { useMemo, useState } from 'react';
import { todayISO } from '../../domain/dates.ts';
import { useSaldos } from '../../data/saldos.ts';
import { msg } from '../../domain/messages.ts';
import { deletarBancos } from '../../data/bancos.ts';
import { useCollection } from '../../data/live.ts';
import { refreshAll } from '../../data/sync/sync-status.ts';
import { Button } from '../../ui/button.tsx';
import { useConfirmacao } from '../../ui/confirm-dialog.tsx';
import { ListCard } from '../../ui/list-card.tsx';
import { reportOutcome } from '../../ui/outcome.ts';
import { useListState } from '../../ui/use-list-state.ts';
import { BANCO_COLUMNS, bancoId, bancoSearchKey } from './bancos-columns.tsx';
import type { BancoRow } from './bancos-columns.tsx';
import { CadastrarBancoModal } from './cadastrar-banco-modal.tsx';
import { EditarBancoModal } from './editar-banco-modal.tsx';

export function BancosPage() {
  const { rows: bancos, ready } = useCollection('bancos');
  // Issue 32: each bank's saldo today, on this device's rows (decision 402).
  const saldos = useSaldos(todayISO());
  const rows = useMemo(() => {
    if (!saldos) return bancos;
    const porBanco = new Map(saldos.saldos.map((s) => [s.banco_id, s.saldo]));
    return bancos.map((b) => ({ ...b, saldo: porBanco.get(b.id) ?? 0 }));
  }, [bancos, saldos]);
  const list = useListState({ rows, searchKeyOf: bancoSearchKey, getRowId: bancoId });
  const confirmacao = useConfirmacao();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<BancoRow | null>(null);
  const [deleting, setDeleting] = useState(false);
  const single = list.selectedRows.length === 1 ? list.selectedRows[0] : undefined;

  async function remove() {
    if (list.selected.size === 0 || deleting) return;
    setDeleting(true);
    const outcome = await deletarBancos([...list.selected]);
    setDeleting(false);
    if (reportOutcome(outcome, { errorFallback: msg.banco.erroDeletar })) list.clearSelection();
  }

  const actions = (
    <>
      <Button variant="primary" onClick={() => setCreating(true)}>Cadastrar Banco</Button>
      {single && <Button onClick={() => setEditing(single)}>Editar</Button>}
      <Button variant="danger" onClick={() => confirmacao.pedir(msg.ux.confirmarDeletar(list.selected.size), () => void remove())} disabled={list.selected.size === 0 || deleting}>Deletar</Button>
    </>
  );

  return (
    <ListCard entidade="bancos" title="Bancos" list={list} columns={BANCO_COLUMNS} onRefresh={refreshAll} ready={ready} actions={actions} empty={{ label: 'Cadastrar Banco', onCreate: () => setCreating(true) }}>
      <CadastrarBancoModal open={creating} onClose={() => setCreating(false)} />
      <EditarBancoModal row={editing} onClose={() => setEditing(null)} />
      {confirmacao.dialogo}
    </ListCard>
  );
}
