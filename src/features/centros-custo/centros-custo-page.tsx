/* /financeiro/centros-custo (issue 35, PRODUCT "Centros de custo, rateio e orçamento"): the
   centros with search, paging and selection, as Categorias. Everyone reads them (a rateio names
   them); only an administrator creates, edits and deletes (the routes are the Gestor area's). */
import { useState } from 'react';
import { MSG_CENTRO } from '../../domain/messages-centros.ts';
import { msg } from '../../domain/messages.ts';
import { deletarCentrosCusto } from '../../data/centros-custo.ts';
import { useCollection } from '../../data/live.ts';
import { useEhAdministrador } from '../../data/perfil.ts';
import { refreshAll } from '../../data/sync/sync-status.ts';
import { Button } from '../../ui/button.tsx';
import { useConfirmacao } from '../../ui/confirm-dialog.tsx';
import { ListCard } from '../../ui/list-card.tsx';
import { reportOutcome } from '../../ui/outcome.ts';
import { useListState } from '../../ui/use-list-state.ts';
import { CentroCustoModal } from './centro-custo-modal.tsx';
import { CENTRO_CUSTO_COLUMNS, centroCustoId, centroCustoSearchKey } from './centros-custo-columns.tsx';
import type { CentroCustoRow } from './centros-custo-columns.tsx';

export function CentrosCustoPage() {
  const { rows, ready } = useCollection('centros_custo');
  const list = useListState({ rows, searchKeyOf: centroCustoSearchKey, getRowId: centroCustoId });
  const administrador = useEhAdministrador();
  const confirmacao = useConfirmacao();
  const [form, setForm] = useState<{ row: CentroCustoRow | null } | null>(null);
  const [deleting, setDeleting] = useState(false);
  const single = list.selectedRows.length === 1 ? list.selectedRows[0] : undefined;

  async function remove() {
    if (list.selected.size === 0 || deleting) return;
    setDeleting(true);
    const outcome = await deletarCentrosCusto([...list.selected]);
    setDeleting(false);
    if (reportOutcome(outcome, { errorFallback: MSG_CENTRO.erroDeletar })) list.clearSelection();
  }

  const actions = administrador ? (
    <>
      <Button variant="primary" onClick={() => setForm({ row: null })}>Cadastrar Centro de Custo</Button>
      {single && <Button onClick={() => setForm({ row: single })}>Editar</Button>}
      <Button variant="danger" onClick={() => confirmacao.pedir(msg.ux.confirmarDeletar(list.selected.size), () => void remove())} disabled={list.selected.size === 0 || deleting}>Deletar</Button>
    </>
  ) : null;

  return (
    <ListCard entidade="centros_custo" title="Centros de Custo" list={list} columns={CENTRO_CUSTO_COLUMNS} onRefresh={refreshAll} ready={ready} actions={actions}
      empty={administrador ? { label: 'Cadastrar Centro de Custo', onCreate: () => setForm({ row: null }) } : null}>
      <CentroCustoModal open={form !== null} row={form?.row ?? null} onClose={() => setForm(null)} />
      {confirmacao.dialogo}
    </ListCard>
  );
}
