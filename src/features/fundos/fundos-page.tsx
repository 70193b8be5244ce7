/* /financeiro/fundos (issue 19): funds held in quotas, with aplicação, resgate and cotação on the
   selected fund (exactly one), its movement history, Editar, and Excluir (decision 319); values computed offline from the
   synced movements. */
import { useState } from 'react';
import type { LinhaFundo } from '../../domain/fundos.ts';
import type { TipoMovimento } from '../../domain/listas.ts';
import { msg } from '../../domain/messages.ts';
import { deletarFundos, useFundos } from '../../data/fundos.ts';
import { refreshAll } from '../../data/sync/sync-status.ts';
import { Button } from '../../ui/button.tsx';
import { useConfirmacao } from '../../ui/confirm-dialog.tsx';
import { ListCard } from '../../ui/list-card.tsx';
import { reportOutcome } from '../../ui/outcome.ts';
import { useListState } from '../../ui/use-list-state.ts';
import { FundoFormModal, HistoricoFundoModal, MovimentoModal } from './fundo-modals.tsx';
import { FUNDO_COLUMNS, fundoId, fundoSearchKey } from './fundos-columns.tsx';

const f = msg.fundos;

export function FundosPage() {
  const { rows, ready } = useFundos();
  const list = useListState({ rows, searchKeyOf: fundoSearchKey, getRowId: fundoId });
  const [creating, setCreating] = useState(false);
  const [movimento, setMovimento] = useState<{ fundo: LinhaFundo; tipo: TipoMovimento } | null>(null);
  const [historico, setHistorico] = useState<LinhaFundo | null>(null);
  const [editando, setEditando] = useState<LinhaFundo | null>(null);
  const [excluindo, setExcluindo] = useState(false);
  const confirmacao = useConfirmacao();
  const unico = list.selected.size === 1 ? rows.find((r) => list.selected.has(r.id)) ?? null : null;
  const ativo = unico !== null && unico.status === 'Ativo';

  async function excluir() {
    setExcluindo(true);
    const outcome = await deletarFundos([...list.selected]);
    setExcluindo(false);
    if (reportOutcome(outcome, { successFallback: f.excluidos, errorFallback: f.erroExcluir })) list.clearSelection();
  }

  const actions = (
    <>
      <Button variant="primary" onClick={() => setCreating(true)}>{f.novoFundo}</Button>
      <Button disabled={!ativo} onClick={() => unico && setMovimento({ fundo: unico, tipo: 'Aplicação' })}>{f.aplicacao}</Button>
      <Button disabled={!ativo} onClick={() => unico && setMovimento({ fundo: unico, tipo: 'Resgate' })}>{f.resgate}</Button>
      <Button disabled={unico === null} onClick={() => unico && setMovimento({ fundo: unico, tipo: 'Cotação' })}>{f.cotacao}</Button>
      <Button disabled={unico === null} onClick={() => setHistorico(unico)}>{f.historico}</Button>
      <Button disabled={unico === null} onClick={() => setEditando(unico)}>{f.editar}</Button>
      <Button variant="danger" disabled={list.selected.size === 0 || excluindo}
        onClick={() => confirmacao.pedir(f.confirmarExcluir(list.selected.size), () => void excluir())}>{f.excluir}</Button>
    </>
  );

  return (
    <ListCard title={f.titulo} list={list} columns={FUNDO_COLUMNS} onRefresh={refreshAll} ready={ready} actions={actions}
      empty={{ label: f.novoFundo, onCreate: () => setCreating(true) }}>
      <FundoFormModal open={creating} onClose={() => setCreating(false)} />
      {editando && <FundoFormModal key={editando.id} open fundo={editando} onClose={() => setEditando(null)} />}
      {confirmacao.dialogo}
      {movimento && <MovimentoModal fundo={movimento.fundo} tipo={movimento.tipo} onClose={() => setMovimento(null)} />}
      {historico && <HistoricoFundoModal fundo={historico} onClose={() => setHistorico(null)} />}
    </ListCard>
  );
}
