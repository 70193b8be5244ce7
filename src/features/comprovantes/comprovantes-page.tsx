/* /financeiro/comprovantes (SPEC §2 "Comprovante list"): receipts with their files dialog,
   Deletar, and the 'Cadastro de Comprovantes' modal. */
import { useState } from 'react';
import { msg } from '../../domain/messages.ts';
import { deletarComprovantes } from '../../data/comprovantes.ts';
import { useCollection } from '../../data/live.ts';
import { refreshAll } from '../../data/sync/sync-status.ts';
import { Button } from '../../ui/button.tsx';
import { useConfirmacao } from '../../ui/confirm-dialog.tsx';
import { ListCard } from '../../ui/list-card.tsx';
import { reportOutcome } from '../../ui/outcome.ts';
import { useListState } from '../../ui/use-list-state.ts';
import { ArquivosModal } from './arquivos-modal.tsx';
import { CadastroComprovanteModal } from './cadastro-comprovante-modal.tsx';
import { COMPROVANTE_COLUMNS, VerComprovantesContext, comprovanteId, comprovanteSearchKey } from './comprovantes-columns.tsx';
import type { ComprovanteRow } from './comprovantes-columns.tsx';

export function ComprovantesPage() {
  const { rows, ready } = useCollection('comprovantes');
  const list = useListState({ rows, searchKeyOf: comprovanteSearchKey, getRowId: comprovanteId });
  const confirmacao = useConfirmacao();
  const [creating, setCreating] = useState(false);
  const [viewing, setViewing] = useState<ComprovanteRow | null>(null);
  const [deleting, setDeleting] = useState(false);
  // The dialog follows the row: a pull that brings the server's file names updates it.
  const shown = viewing ? rows.find((r) => r.id === viewing.id) ?? viewing : null;

  async function remove() {
    if (list.selected.size === 0 || deleting) return;
    setDeleting(true);
    const outcome = await deletarComprovantes([...list.selected]);
    setDeleting(false);
    if (reportOutcome(outcome, { successFallback: msg.comum.excluidos, errorFallback: msg.comprovante.erroDeletar })) list.clearSelection();
  }

  const actions = (
    <>
      <Button variant="primary" onClick={() => setCreating(true)}>Cadastrar Comprovante</Button>
      <Button variant="danger" onClick={() => confirmacao.pedir(msg.ux.confirmarDeletar(list.selected.size), () => void remove())} disabled={list.selected.size === 0 || deleting}>Deletar</Button>
    </>
  );

  return (
    <VerComprovantesContext.Provider value={setViewing}>
      <ListCard entidade="comprovantes" title="Comprovantes" list={list} columns={COMPROVANTE_COLUMNS} onRefresh={refreshAll} ready={ready} actions={actions} empty={{ label: 'Cadastrar Comprovante', onCreate: () => setCreating(true) }}>
        <CadastroComprovanteModal open={creating} onClose={() => setCreating(false)} />
        <ArquivosModal row={shown} onClose={() => setViewing(null)} />
        {confirmacao.dialogo}
    </ListCard>
    </VerComprovantesContext.Provider>
  );
}
