/* The toolbar's behaviour (SPEC §2, §4, §5): pay the selection, inform a payment and see the
   payment history of exactly one row, cancel or delete parcelas with a scope (the selection or
   its whole groups; decision 394). Cancel and delete cannot be undone, so they always ask first,
   counting what will change and the paid parcelas kept; paying rows already Pago says
   there is nothing to pay instead of claiming a payment. */
import { useState } from 'react';
import { todayISO } from '../../domain/dates.ts';
import { msg } from '../../domain/messages.ts';
import type { EscopoParcelas } from '../../domain/excluir-parcelas.ts';
import { motivoNaoInformar } from '../../domain/pagamento.ts';
import type { AcoesParcelas } from '../../data/parcelas.ts';
import type { AcoesTitulo } from '../../data/titulo-acoes.ts';
import type { MutationOutcome } from '../../domain/mutacao.ts';
import { reportOutcome } from '../../ui/outcome.ts';
import { toast } from '../../ui/toast.tsx';
import type { ListState } from '../../ui/use-list-state.ts';
import type { PedidoPagamento } from './pagar-dialog.tsx';
import type { AcaoParcelas, PedidoParcelas } from './excluir-parcelas-dialog.tsx';
import type { TituloRow } from './titulo-cells.tsx';

const FALLBACKS: Record<AcaoParcelas, { successFallback: string; errorFallback: string }> = {
  cancelar: { successFallback: msg.parcelas.canceladas, errorFallback: msg.parcelas.erroCancelar },
  deletar: { successFallback: msg.parcelas.excluidas, errorFallback: msg.parcelas.erroExcluir },
};

export function useTituloAcoes<T extends TituloRow>(list: ListState<T>, todas: readonly T[], acoes: AcoesTitulo & AcoesParcelas) {
  const [busy, setBusy] = useState(false);
  const [informando, setInformando] = useState<T | null>(null);
  const [historico, setHistorico] = useState<T | null>(null);
  const [confirmacao, setConfirmacao] = useState<PedidoParcelas<T> | null>(null);
  const [pagamento, setPagamento] = useState<PedidoPagamento<T> | null>(null);

  async function run(work: () => Promise<MutationOutcome>, fallbacks: { successFallback: string; errorFallback: string }): Promise<boolean> {
    setBusy(true);
    try {
      const ok = reportOutcome(await work(), fallbacks);
      if (ok) list.clearSelection();
      return ok;
    } finally {
      setBusy(false);
    }
  }

  /** SPEC §5 single-row rule (inform payment and payment history share the message). */
  function umaLinha(): T | null {
    if (list.selected.size !== 1) {
      toast.warning(msg.lista.selecioneUmaPagamento);
      return null;
    }
    const row = list.selectedRows[0];
    if (!row) toast.danger(msg.lista.registroNaoEncontrado);
    return row ?? null;
  }

  function pagar() {
    if (list.selected.size === 0 || busy) return;
    // Rows already Pago are left out: paying them changes nothing, and saying 'Pagamento
    // realizado' for them would be untrue.
    const rows = list.selectedRows;
    if (rows.every((row) => row.status === 'Pago')) {
      toast.info(msg.ux.nadaAPagar);
      return;
    }
    // Paying cannot be undone from the list: ask first, on a chosen day, counting what will be
    // paid and naming what cannot be (decisions 213, 392).
    setPagamento({ rows: [...rows], dia: todayISO() });
  }

  function confirmarPagamento(ids: string[], dia: string, jaPagas: number) {
    setPagamento(null);
    void run(() => acoes.pagar(ids, dia), { successFallback: msg.pagamento.realizado, errorFallback: msg.pagamento.erro })
      .then((ok) => { if (ok && jaPagas > 0) toast.info(msg.ux.jaPagas(jaPagas)); });
  }

  function informar() {
    const row = umaLinha();
    if (!row) return;
    const motivo = motivoNaoInformar(row);
    if (motivo) toast.danger(motivo);
    else setInformando(row);
  }

  function verHistorico() {
    const row = umaLinha();
    if (row) setHistorico(row);
  }

  // Excluir / Cancelar ask first with a scope, counting what changes and the paid parcelas kept
  // (decision 394); only the ids that change are sent.
  function pedir(acao: AcaoParcelas) {
    if (list.selected.size === 0 || busy) return;
    setConfirmacao({ acao, selecionadas: [...list.selectedRows], escopo: 'selecionadas' });
  }

  function confirmar(acao: AcaoParcelas, ids: string[]) {
    setConfirmacao(null);
    void run(() => (acao === 'cancelar' ? acoes.cancelarParcelas(ids) : acoes.deletarParcelas(ids)), FALLBACKS[acao]);
  }

  return {
    busy, informando, historico, confirmacao, pagar, informar, verHistorico, confirmar,
    pagamento, confirmarPagamento, fecharPagamento: () => setPagamento(null),
    diaPagamento: (dia: string) => setPagamento((p) => (p ? { ...p, dia } : p)),
    cancelar: () => pedir('cancelar'),
    deletar: () => pedir('deletar'),
    fecharInforme: () => setInformando(null),
    fecharHistorico: () => setHistorico(null),
    fecharConfirmacao: () => setConfirmacao(null),
    escopo: (escopo: EscopoParcelas) => setConfirmacao((c) => (c ? { ...c, escopo } : c)),
    informado: () => {
      setInformando(null);
      list.clearSelection();
    },
  };
}
