/* /financeiro/aprovacoes (issue 35 item 1, PRODUCT "Aprovação de pagamentos (alçadas)", decision
   432): the payables that wait for an Administrador, from the device's in-memory list (offline
   too), on the list kit. An Administrador sees the alçada's configuration above the list and the
   Aprovar (after a confirmation) and Reprovar (a motivo) actions; an Operador sees the list only.
   A decided row leaves the list at once (the write applies optimistically). */
import { useMemo, useState } from 'react';
import { aguardandoAprovacao } from '../../domain/alcada.ts';
import { MSG_ALCADA as m } from '../../domain/messages-alcada.ts';
import { aprovarLancamentos } from '../../data/alcada.ts';
import { useCollection } from '../../data/live.ts';
import { useEhAdministrador } from '../../data/perfil.ts';
import { refreshAll } from '../../data/sync/sync-status.ts';
import { Button } from '../../ui/button.tsx';
import { useConfirmacao } from '../../ui/confirm-dialog.tsx';
import { ListCard } from '../../ui/list-card.tsx';
import { reportOutcome } from '../../ui/outcome.ts';
import { useListState } from '../../ui/use-list-state.ts';
import type { LancamentoRow } from './lancamentos-columns.tsx';
import { AlcadaConfig } from './alcada-config.tsx';
import { APROVACAO_COLUMNS, aprovacaoId, aprovacaoSearchKey } from './aprovacoes-columns.tsx';
import { ReprovarModal } from './reprovar-modal.tsx';

export function AprovacoesPage() {
  const { rows, ready: carregada, head } = useCollection('lancamentos');
  const administrador = useEhAdministrador();
  // While the payables load, the waiting ones kept beside their head (sync/paginas.ts) paint at
  // once (issue 35: first paint ≤ 300 ms at 100,000 payables).
  const guardadas = carregada ? undefined : head?.vistas?.aguardando;
  const ready = carregada || guardadas !== undefined;
  const aguardando = useMemo(
    () => (guardadas ? [...guardadas] : aguardandoAprovacao(rows)) as LancamentoRow[],
    [rows, guardadas],
  );
  const list = useListState({ rows: aguardando, searchKeyOf: aprovacaoSearchKey, getRowId: aprovacaoId });
  const confirmacao = useConfirmacao();
  const [reprovando, setReprovando] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const nenhum = list.selected.size === 0;

  async function aprovar(ids: string[]) {
    setBusy(true);
    const outcome = await aprovarLancamentos(ids);
    setBusy(false);
    if (reportOutcome(outcome, { errorFallback: m.erroAprovar })) list.clearSelection();
  }

  const actions = administrador ? (
    <>
      <Button variant="primary" disabled={nenhum || busy}
        onClick={() => { const ids = [...list.selected]; confirmacao.pedir(m.confirmarAprovacao(ids.length), () => void aprovar(ids)); }}>
        {m.aprovar}
      </Button>
      <Button variant="danger" disabled={nenhum || busy} onClick={() => setReprovando([...list.selected])}>{m.reprovar}</Button>
    </>
  ) : null;

  return (
    <>
      {administrador ? <AlcadaConfig /> : <p role="note" className="mb-3 text-sm text-slate-600">{m.somenteLeitura}</p>}
      <ListCard entidade="lancamentos" title={m.tituloLista} list={list} columns={APROVACAO_COLUMNS} onRefresh={refreshAll} ready={ready}
        actions={actions}>
        <ReprovarModal ids={reprovando} onClose={() => setReprovando(null)} onDone={() => { setReprovando(null); list.clearSelection(); }} />
        {confirmacao.dialogo}
      </ListCard>
    </>
  );
}
