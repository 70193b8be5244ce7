/* /financeiro/entradas (SPEC §2 "Entradas e Reservas list"): report a yield and see the history
   (exactly one row), inactivate (exactly one Ativo row), delete (one or more), and the
   'Cadastro de entradas' modal. */
import { useState } from 'react';
import { msg } from '../../domain/messages.ts';
import { podeInativarEntrada } from '../../domain/entrada.ts';
import { deletarEntradas, inativarEntradas, informarRendimentoEntrada, useHistorico } from '../../data/entradas.ts';
import { useCollection } from '../../data/live.ts';
import { refreshAll } from '../../data/sync-status.ts';
import { Button } from '../../ui/button.tsx';
import { HistoricoMovimentacoesModal } from '../../ui/historico-movimentacoes-modal.tsx';
import { InformeRendimentoModal } from '../../ui/informe-rendimento-modal.tsx';
import { ListCard } from '../../ui/list-card.tsx';
import { reportOutcome } from '../../ui/outcome.ts';
import { toast } from '../../ui/toast.tsx';
import { useListState } from '../../ui/use-list-state.ts';
import { CadastroEntradaModal } from './cadastro-entrada-modal.tsx';
import { ENTRADA_COLUMNS, entradaId, entradaSearchKey } from './entradas-columns.tsx';
import type { EntradaRow } from './entradas-columns.tsx';

export function EntradasPage() {
  const { rows, ready } = useCollection<EntradaRow>('entradas');
  const list = useListState({ rows, searchKeyOf: entradaSearchKey, getRowId: entradaId });
  const [creating, setCreating] = useState(false);
  const [informing, setInforming] = useState<string | null>(null);
  const [historyOf, setHistoryOf] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  const historico = useHistorico(historyOf);
  const none = list.selected.size === 0;
  const single = list.selectedRows.length === 1 ? list.selectedRows[0] : undefined;

  /** SPEC §5 single-row rules: nothing without a selection, the message with more than one. */
  function exactlyOne(message: string): EntradaRow | null {
    if (none) return null;
    if (!single) toast.warning(message);
    return single ?? null;
  }

  async function run(action: 'inativar' | 'deletar') {
    if (none || working) return;
    setWorking(true);
    const ids = [...list.selected];
    const outcome = action === 'inativar' ? await inativarEntradas(ids) : await deletarEntradas(ids);
    setWorking(false);
    if (reportOutcome(outcome, { successFallback: msg.comum.operacaoConcluida, errorFallback: msg.comum.erroAcao })) list.clearSelection();
  }

  const actions = (
    <>
      <Button variant="primary" onClick={() => setCreating(true)}>Cadastrar Entrada</Button>
      <Button disabled={none} onClick={() => setInforming(exactlyOne(msg.lista.selecioneUmaRendimento)?.id ?? null)}>Informar Rendimento</Button>
      <Button disabled={none} onClick={() => setHistoryOf(exactlyOne(msg.lista.selecioneUmaHistorico)?.id ?? null)}>Histórico</Button>
      <Button disabled={!single || !podeInativarEntrada(single) || working} onClick={() => void run('inativar')}>Inativar</Button>
      <Button variant="danger" disabled={none || working} onClick={() => void run('deletar')}>Deletar</Button>
    </>
  );

  return (
    <ListCard title="Entradas e Reservas" list={list} columns={ENTRADA_COLUMNS} onRefresh={refreshAll} ready={ready} actions={actions}>
      <CadastroEntradaModal open={creating} onClose={() => setCreating(false)} />
      <InformeRendimentoModal rowId={informing} onClose={() => setInforming(null)} onSave={informarRendimentoEntrada} />
      <HistoricoMovimentacoesModal open={historyOf !== null} onClose={() => setHistoryOf(null)} rows={historico.rows} ready={historico.ready} />
    </ListCard>
  );
}
