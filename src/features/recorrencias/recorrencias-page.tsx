/* /financeiro/recorrencias (issue 34, PRODUCT "Contas recorrentes"): the recorrências on the list
   kit with their next occurrence, the monthly total of the active ones above the list (decision
   415), Cadastrar / Editar in a modal and Excluir after a confirmation. All offline. */
import { useMemo, useState } from 'react';
import { todayISO } from '../../domain/dates.ts';
import { datasExtras } from '../../domain/feriado.ts';
import { msg } from '../../domain/messages.ts';
import { proximaOcorrencia } from '../../domain/recorrencia.ts';
import { frequenciaPorExtenso, porMes, recorrenciaAtiva, regraDe, totaisMensais } from '../../domain/recorrencia-ocorrencias.ts';
import { useCollection } from '../../data/live.ts';
import { deletarRecorrencias, useRecorrencias } from '../../data/recorrencias.ts';
import { refreshAll } from '../../data/sync/sync-status.ts';
import { Button } from '../../ui/button.tsx';
import { useConfirmacao } from '../../ui/confirm-dialog.tsx';
import { ListCard } from '../../ui/list-card.tsx';
import { reportOutcome } from '../../ui/outcome.ts';
import { useListState } from '../../ui/use-list-state.ts';
import { RecorrenciaModal } from './recorrencia-modal.tsx';
import { RECORRENCIA_COLUMNS, recorrenciaId, recorrenciaSearchKey } from './recorrencias-columns.tsx';
import type { RecorrenciaLinha } from './recorrencias-columns.tsx';

export function RecorrenciasPage() {
  const { rows, ready } = useRecorrencias();
  const { rows: feriados } = useCollection('feriados');
  const hoje = todayISO();
  const linhas = useMemo(() => {
    const extras = datasExtras(feriados);
    return rows.map((r): RecorrenciaLinha => ({
      ...r,
      regra: frequenciaPorExtenso(r),
      proxima: r.status ? proximaOcorrencia(regraDe(r), hoje, extras) : null,
      situacao: recorrenciaAtiva(r, hoje) ? 'Ativa' : r.status ? 'Encerrada' : 'Inativa',
    }));
  }, [rows, feriados, hoje]);
  const totais = useMemo(() => totaisMensais(rows, hoje), [rows, hoje]);
  const list = useListState({ rows: linhas, searchKeyOf: recorrenciaSearchKey, getRowId: recorrenciaId });
  const confirmacao = useConfirmacao();
  const [modal, setModal] = useState<{ row: RecorrenciaLinha | null } | null>(null);
  const [deleting, setDeleting] = useState(false);
  const single = list.selectedRows.length === 1 ? list.selectedRows[0] : undefined;

  async function remove() {
    if (list.selected.size === 0 || deleting) return;
    setDeleting(true);
    const outcome = await deletarRecorrencias([...list.selected]);
    setDeleting(false);
    if (reportOutcome(outcome, { errorFallback: msg.recorrencia.erroDeletar })) list.clearSelection();
  }

  const actions = (
    <>
      <Button variant="primary" onClick={() => setModal({ row: null })}>Cadastrar Recorrência</Button>
      {single && <Button onClick={() => setModal({ row: single })}>Editar</Button>}
      <Button variant="danger" disabled={list.selected.size === 0 || deleting}
        onClick={() => confirmacao.pedir(msg.recorrencia.confirmarExclusao(list.selected.size), () => void remove())}>Excluir</Button>
    </>
  );

  return (
    <>
      <section aria-label="Total mensal" className="mb-3 flex flex-wrap gap-x-8 gap-y-1 rounded-lg border border-slate-200 bg-white px-4 py-3 text-sm">
        <p>A pagar: <strong data-total="pagar" className="tabular-nums">{porMes(totais.pagar)}</strong></p>
        <p>A receber: <strong data-total="receber" className="tabular-nums">{porMes(totais.receber)}</strong></p>
      </section>
      <ListCard entidade="recorrencias" title="Recorrências" list={list} columns={RECORRENCIA_COLUMNS} onRefresh={refreshAll} ready={ready}
        actions={actions} onAbrir={(row) => setModal({ row })} empty={{ label: 'Cadastrar Recorrência', onCreate: () => setModal({ row: null }) }}>
        <RecorrenciaModal open={modal !== null} row={modal?.row ?? null} onClose={() => setModal(null)} />
        {confirmacao.dialogo}
      </ListCard>
    </>
  );
}
