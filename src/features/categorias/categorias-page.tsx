/* /financeiro/categorias (SPEC §2 "Categorias list"): the categories with search, paging and
   selection; Cadastrar Categoria, Editar (exactly one row selected) and Deletar. */
import { useState } from 'react';
import { msg } from '../../domain/messages.ts';
import { deletarCategorias } from '../../data/categorias.ts';
import { useCollection } from '../../data/live.ts';
import { refreshAll } from '../../data/sync/sync-status.ts';
import { Button } from '../../ui/button.tsx';
import { useConfirmacao } from '../../ui/confirm-dialog.tsx';
import { ListCard } from '../../ui/list-card.tsx';
import { reportOutcome } from '../../ui/outcome.ts';
import { useListState } from '../../ui/use-list-state.ts';
import { CadastrarCategoriaModal } from './cadastrar-categoria-modal.tsx';
import { CATEGORIA_COLUMNS, categoriaId, categoriaSearchKey } from './categorias-columns.tsx';
import type { CategoriaRow } from './categorias-columns.tsx';
import { EditarCategoriaModal } from './editar-categoria-modal.tsx';

export function CategoriasPage() {
  const { rows, ready } = useCollection('categorias');
  const list = useListState({ rows, searchKeyOf: categoriaSearchKey, getRowId: categoriaId });
  const confirmacao = useConfirmacao();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<CategoriaRow | null>(null);
  const [deleting, setDeleting] = useState(false);
  const single = list.selectedRows.length === 1 ? list.selectedRows[0] : undefined;

  async function remove() {
    if (list.selected.size === 0 || deleting) return;
    setDeleting(true);
    const outcome = await deletarCategorias([...list.selected]);
    setDeleting(false);
    if (reportOutcome(outcome, { errorFallback: msg.categoria.erroDeletar })) list.clearSelection();
  }

  const actions = (
    <>
      <Button variant="primary" onClick={() => setCreating(true)}>Cadastrar Categoria</Button>
      {single && <Button onClick={() => setEditing(single)}>Editar</Button>}
      <Button variant="danger" onClick={() => confirmacao.pedir(msg.ux.confirmarDeletar(list.selected.size), () => void remove())} disabled={list.selected.size === 0 || deleting}>Deletar</Button>
    </>
  );

  return (
    <ListCard entidade="categorias" title="Categorias" list={list} columns={CATEGORIA_COLUMNS} onRefresh={refreshAll} ready={ready} actions={actions} empty={{ label: 'Cadastrar Categoria', onCreate: () => setCreating(true) }}>
      <CadastrarCategoriaModal open={creating} onClose={() => setCreating(false)} />
      <EditarCategoriaModal row={editing} onClose={() => setEditing(null)} />
      {confirmacao.dialogo}
    </ListCard>
  );
}
