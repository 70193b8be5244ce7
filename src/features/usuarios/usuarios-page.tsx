/* /gestor/usuarios (SPEC §2 "Users screen"): the card 'Usuários' with reload, search on name or
   e-mail, Editar (exactly one row: the user loads, then the dialog opens) and Cadastrar Usuário. */
import { useState } from 'react';
import { useCollection } from '../../data/live.ts';
import { refreshAll } from '../../data/sync/sync-status.ts';
import { carregarUsuario } from '../../data/usuarios.ts';
import type { UsuarioEdicao } from '../../data/usuarios.ts';
import { Button } from '../../ui/button.tsx';
import { ListCard } from '../../ui/list-card.tsx';
import { toast } from '../../ui/toast.tsx';
import { useListState } from '../../ui/use-list-state.ts';
import { CadastrarUsuarioModal, EditarUsuarioModal } from './usuario-modal.tsx';
import { USUARIO_COLUMNS, usuarioId, usuarioSearchKey } from './usuarios-columns.tsx';

export function UsuariosPage() {
  const { rows, ready } = useCollection('usuarios');
  const list = useListState({ rows, searchKeyOf: usuarioSearchKey, getRowId: usuarioId });
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<UsuarioEdicao | null>(null);
  const [loading, setLoading] = useState(false);
  const single = list.selectedRows.length === 1 ? list.selectedRows[0] : undefined;

  async function edit() {
    if (!single || loading) return;
    setLoading(true);
    const result = await carregarUsuario(single.id);
    setLoading(false);
    if (result.ok) setEditing(result.usuario);
    else toast.danger(result.message);
  }

  const actions = (
    <>
      {single && <Button onClick={() => void edit()} disabled={loading}>Editar</Button>}
      <Button variant="primary" onClick={() => setCreating(true)}>Cadastrar Usuário</Button>
    </>
  );

  return (
    <ListCard entidade="users" title="Usuários" list={list} columns={USUARIO_COLUMNS} onRefresh={refreshAll} ready={ready} actions={actions} empty={{ label: 'Cadastrar Usuário', onCreate: () => setCreating(true) }}>
      <CadastrarUsuarioModal open={creating} onClose={() => setCreating(false)} />
      <EditarUsuarioModal usuario={editing} onClose={() => setEditing(null)} />
    </ListCard>
  );
}
