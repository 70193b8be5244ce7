/* /financeiro/faturas (SPEC §2 "Faturas list"): invoices with their due-date texts; Pagar (1 to 3
   rows), Estornar (decision 393), Deletar, and the 'Cadastro de faturas' modal. */
import { useEffect, useRef, useState } from 'react';
import { msg } from '../../domain/messages.ts';
import { deletarFaturas, pagarFaturas } from '../../data/faturas.ts';
import { estornarFaturas } from '../../data/estorno.ts';
import { motivoNaoEstornarFatura } from '../../domain/estorno.ts';
import { EstornarModal } from '../comum/estornar-modal.tsx';
import { useCollection } from '../../data/live.ts';
import { refreshAll } from '../../data/sync/sync-status.ts';
import { Button } from '../../ui/button.tsx';
import { MAX_FATURAS_PAGAMENTO } from '../../domain/fatura.ts';
import { useConfirmacao } from '../../ui/confirm-dialog.tsx';
import { ListCard } from '../../ui/list-card.tsx';
import { reportOutcome } from '../../ui/outcome.ts';
import { showToast, toast } from '../../ui/toast.tsx';
import { useListState } from '../../ui/use-list-state.ts';
import { CadastroFaturaModal } from './cadastro-fatura-modal.tsx';
import { EditarFaturaModal } from './editar-fatura-modal.tsx';
import type { FaturaReaberta, FaturaRecusada } from './editar-fatura-modal.tsx';
import { FATURA_COLUMNS, faturaId, faturaSearchKey } from './faturas-columns.tsx';
import type { FaturaRow } from './faturas-columns.tsx';

export function FaturasPage() {
  const { rows, ready } = useCollection('faturas');
  const list = useListState({ rows, searchKeyOf: faturaSearchKey, getRowId: faturaId });
  const [creating, setCreating] = useState(false);
  const [working, setWorking] = useState(false);
  const [estornando, setEstornando] = useState<typeof list.selectedRows | null>(null);
  const [editando, setEditando] = useState<FaturaRow | null>(null);
  const [reaberta, setReaberta] = useState<FaturaReaberta | null>(null);
  // The bills as they are now, for a refusal's toast acted on later.
  const atuais = useRef(rows);
  useEffect(() => {
    atuais.current = rows;
  });
  const confirmacao = useConfirmacao();

  function fecharEdicao() {
    setReaberta(null);
    setEditando(null);
  }

  // The server refused an edit after its form closed (decision 396): a toast naming the bill,
  // kept until dismissed, whose action reopens Editar on the bill as it is now with the values typed.
  function edicaoRecusada(row: FaturaRow, recusa: FaturaRecusada) {
    showToast('danger', msg.editar.recusada(row.descricao, recusa.message), {
      sticky: true,
      action: {
        label: msg.editar.reabrir,
        run: () => {
          const agora = atuais.current.find((f) => f.id === row.id);
          if (!agora) return;
          setReaberta({ digitado: recusa.digitado, errors: recusa.errors });
          setEditando(agora);
        },
      },
    });
  }
  const none = list.selected.size === 0;

  async function run(action: 'pagar' | 'deletar') {
    if (none || working) return;
    // Paying invoices already Pago changes nothing: say so rather than 'Pagamento realizado'.
    const ids = action === 'pagar' ? list.selectedRows.filter((row) => row.status !== 'Pago').map(faturaId) : [...list.selected];
    if (ids.length === 0) return toast.info(msg.ux.nadaAPagar);
    setWorking(true);
    const outcome = action === 'pagar' ? await pagarFaturas(ids) : await deletarFaturas(ids);
    setWorking(false);
    const fallbacks = action === 'pagar'
      ? { successFallback: msg.pagamento.realizado, errorFallback: msg.pagamento.erro }
      : { successFallback: msg.comum.excluidos, errorFallback: msg.fatura.erroDeletar };
    if (reportOutcome(outcome, fallbacks)) list.clearSelection();
  }

  function pedirPagar() {
    const abertas = list.selectedRows.filter((row) => row.status !== 'Pago').length;
    if (abertas === 0) return toast.info(msg.ux.nadaAPagar);
    // The limit is told before asking, not after the clerk confirmed.
    if (abertas > MAX_FATURAS_PAGAMENTO) return toast.warning(msg.fatura.limitePagamento);
    confirmacao.pedir(msg.ux.confirmarPagarFaturas(abertas), () => void run('pagar'));
  }

  const actions = (
    <>
      <Button variant="primary" onClick={() => setCreating(true)}>Cadastrar Fatura</Button>
      <Button onClick={() => setEditando(list.selectedRows[0] ?? null)} disabled={list.selected.size !== 1 || working}>{msg.editar.editar}</Button>
      <Button onClick={() => pedirPagar()} disabled={none || working}>Pagar</Button>
      <Button onClick={() => setEstornando(list.selectedRows)} disabled={working || !list.selectedRows.some((row) => row.status === 'Pago')}>{msg.estorno.estornar}</Button>
      <Button variant="danger" onClick={() => confirmacao.pedir(msg.ux.confirmarDeletar(list.selected.size), () => void run('deletar'))} disabled={none || working}>Deletar</Button>
    </>
  );

  return (
    <ListCard entidade="faturas" title="Faturas" list={list} columns={FATURA_COLUMNS} onRefresh={refreshAll} ready={ready} actions={actions} empty={{ label: 'Cadastrar Fatura', onCreate: () => setCreating(true) }}
      onAbrir={(row) => { setReaberta(null); setEditando(row); }}>
      <CadastroFaturaModal open={creating} onClose={() => setCreating(false)} />
      <EditarFaturaModal row={editando} reaberta={reaberta} onClose={fecharEdicao}
        onSaved={() => { fecharEdicao(); list.clearSelection(); }} onRecusada={(recusa) => { if (editando) edicaoRecusada(editando, recusa); }} />
      {confirmacao.dialogo}
      <EstornarModal linhas={estornando} motivoNao={motivoNaoEstornarFatura} valor={(row) => row.valor} estornar={estornarFaturas}
        onClose={() => setEstornando(null)} onDone={list.clearSelection} />
    </ListCard>
  );
}
