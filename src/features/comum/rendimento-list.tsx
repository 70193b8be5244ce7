/* The list screen of applications that earn yields (SPEC §2 "Entradas e Reservas list",
   "Investimentos list"): report a yield and see the history (exactly one row), inactivate
   (exactly one row the area's rule allows), delete (one or more), and the area's creation modal.
   Screens supply rows, columns, texts and the data layer's calls (ui does not import data). */
import { useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { msg } from '../../domain/messages.ts';
import { Button } from '../../ui/button.tsx';
import type { Column } from '../../ui/column.ts';
import { HistoricoMovimentacoesModal } from './historico-movimentacoes-modal.tsx';
import type { MovimentacaoView } from './historico-movimentacoes-modal.tsx';
import { InformeRendimentoModal } from './informe-rendimento-modal.tsx';
import type { InformeRendimentoInput } from './informe-rendimento-modal.tsx';
import { useConfirmacao } from '../../ui/confirm-dialog.tsx';
import { ListCard } from '../../ui/list-card.tsx';
import { reportOutcome } from '../../ui/outcome.ts';
import type { MutationOutcome } from '../../domain/mutacao.ts';
import { toast } from '../../ui/toast.tsx';
import { useListState } from '../../ui/use-list-state.ts';
import type { ListStateOptions } from '../../ui/use-list-state.ts';

interface RendimentoListProps<T extends { id: string }> extends ListStateOptions<T> {
  title: string;
  /** The table ('entradas' | 'investimentos'): Histórico de alterações (issue 18). */
  entidade: string;
  ready: boolean;
  columns: readonly Column<T>[];
  cadastrarLabel: string;
  CadastroModal: ComponentType<{ open: boolean; onClose: () => void }>;
  podeInativar: (row: T) => boolean;
  inativar: (ids: string[]) => Promise<MutationOutcome>;
  deletar: (ids: string[]) => Promise<MutationOutcome>;
  informarRendimento: (input: InformeRendimentoInput) => Promise<MutationOutcome>;
  useHistorico: (rowId: string | null) => { rows: readonly MovimentacaoView[]; ready: boolean };
  /** A filter narrows `rows`: an empty result is then 'Busca não encontrada!', not an empty list. */
  filtroAtivo?: boolean;
  onRefresh: () => Promise<void> | void;
  /** More toolbar buttons (the Entradas filter). */
  extraActions?: ReactNode;
}

export function RendimentoList<T extends { id: string }>(props: RendimentoListProps<T>) {
  const { rows, searchKeyOf, getRowId, useHistorico, CadastroModal } = props;
  const list = useListState({ rows, searchKeyOf, getRowId });
  const confirmacao = useConfirmacao();
  const [creating, setCreating] = useState(false);
  const [informing, setInforming] = useState<string | null>(null);
  const [historyOf, setHistoryOf] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  const historico = useHistorico(historyOf);
  const none = list.selected.size === 0;
  const single = list.selectedRows.length === 1 ? list.selectedRows[0] : undefined;

  /** SPEC §5 single-row rules: nothing without a selection, the message with more than one. */
  function exactlyOne(message: string): T | null {
    if (none) return null;
    if (!single) toast.warning(message);
    return single ?? null;
  }

  async function run(action: 'inativar' | 'deletar') {
    if (none || working) return;
    setWorking(true);
    const ids = [...list.selected];
    const outcome = action === 'inativar' ? await props.inativar(ids) : await props.deletar(ids);
    setWorking(false);
    if (reportOutcome(outcome, { successFallback: msg.comum.operacaoConcluida, errorFallback: msg.comum.erroAcao })) list.clearSelection();
  }

  const actions = (
    <>
      <Button variant="primary" onClick={() => setCreating(true)}>{props.cadastrarLabel}</Button>
      <Button disabled={none} onClick={() => setInforming(exactlyOne(msg.lista.selecioneUmaRendimento)?.id ?? null)}>Informar Rendimento</Button>
      <Button disabled={none} onClick={() => setHistoryOf(exactlyOne(msg.lista.selecioneUmaHistorico)?.id ?? null)}>Histórico</Button>
      <Button disabled={!single || !props.podeInativar(single) || working} onClick={() => confirmacao.pedir(msg.ux.confirmarInativar, () => void run('inativar'))}>Inativar</Button>
      <Button variant="danger" disabled={none || working} onClick={() => confirmacao.pedir(msg.ux.confirmarDeletar(list.selected.size), () => void run('deletar'))}>Deletar</Button>
      {props.extraActions}
    </>
  );

  return (
    <ListCard entidade={props.entidade} title={props.title} list={list} columns={props.columns} onRefresh={props.onRefresh} ready={props.ready} actions={actions}
      empty={props.filtroAtivo ? null : { label: props.cadastrarLabel, onCreate: () => setCreating(true) }}>
      <CadastroModal open={creating} onClose={() => setCreating(false)} />
      <InformeRendimentoModal rowId={informing} onClose={() => setInforming(null)} onSave={props.informarRendimento} />
      <HistoricoMovimentacoesModal open={historyOf !== null} onClose={() => setHistoryOf(null)} rows={historico.rows} ready={historico.ready} />
      {confirmacao.dialogo}
    </ListCard>
  );
}
