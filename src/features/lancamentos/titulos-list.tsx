/* The Lançamentos and Recebíveis screens share everything but their columns, search fields and
   the category filter: the list, the toolbar and its dialogs. At 100,000 rows the filtered and
   searched arrays are derived once per change of the collection (memoised on its identity).
   While the collection loads, its head shows the first page; the filter, a search and the batch
   actions wait for every row (decision 122). */
import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { ordenarAbertasPrimeiro } from '../../domain/ordem-titulos.ts';
import { useAgenda } from '../../data/agenda.ts';
import { msg } from '../../domain/messages.ts';
import { motivoNaoEstornar, temPagamento, valorEstornado } from '../../domain/estorno.ts';
import type { MutationOutcome } from '../../domain/mutacao.ts';
import { EstornarModal } from '../comum/estornar-modal.tsx';
import { useColunas } from '../comum/use-colunas.ts';
import { EscolherColunas } from '../../ui/escolher-colunas.tsx';
import type { AcoesTitulo } from '../../data/titulo-acoes.ts';
import type { AcoesParcelas } from '../../data/parcelas.ts';
import { refreshAll } from '../../data/sync/sync-status.ts';
import type { Column } from '../../ui/column.ts';
import type { ListHead } from '../../ui/use-list-state.ts';
import { useVinculosExtrato } from '../../data/extrato-vinculos.ts';
import type { EmptyAction } from '../../ui/data-table.tsx';
import { ListCard } from '../../ui/list-card.tsx';
import { toast } from '../../ui/toast.tsx';
import { useListState } from '../../ui/use-list-state.ts';
import { FiltroModal } from './filtro-modal.tsx';
import type { BancoOpcao, CategoriaOpcao } from './filtro-modal.tsx';
import { HistoricoPagamentoModal } from './historico-pagamento-modal.tsx';
import { EditarTituloModal } from './editar-titulo-modal.tsx';
import type { EdicaoReaberta, EdicaoRecusada } from './editar-titulo-modal.tsx';
import type { Gravacao } from '../../data/editar-titulos.ts';
import { showToast } from '../../ui/toast.tsx';
import { InformarPagamentoModal } from './informar-pagamento-modal.tsx';
import { PagarDialog } from './pagar-dialog.tsx';
import { ExcluirParcelasDialog } from './excluir-parcelas-dialog.tsx';
import { AgendaDaListaProvider, tituloId } from './titulo-cells.tsx';
import type { TituloRow } from './titulo-cells.tsx';
import { TituloToolbar } from './titulo-toolbar.tsx';
import { useFiltro } from './use-filtro.ts';
import { useTituloAcoes } from './use-titulo-acoes.ts';
import { VinculosProvider } from './vinculo-extrato.tsx';

interface TitulosListProps<T extends TituloRow> {
  title: string;
  rows: readonly T[];
  ready: boolean;
  /** While the rows load: the newest rows, in list order (live.ts useCollection). */
  head?: ListHead<T>;
  /** Module-level (rows are memoised on it). */
  columns: readonly Column<T>[];
  /** Module-level (it keys the search cache). */
  searchKeyOf: (row: T) => string;
  acoes: AcoesTitulo & AcoesParcelas;
  categorias?: readonly CategoriaOpcao[];
  /** Payables only: the Filtro's bank and Pagamento choices. */
  bancos?: readonly BancoOpcao[];
  extraActions?: ReactNode;
  /** SPEC §2: in the first receivables list the header checkbox covers all rows. */
  headerCoversAll?: boolean;
  /** The table: Histórico de alterações (issue 18) and the statement links (decision 311). */
  entidade: 'lancamentos' | 'recebiveis';
  /** The create action an empty list offers when no search or filter narrows it (decision 214). */
  empty: EmptyAction | null;
  /** Estornar the selection's payments (decision 393). */
  estornar?: (ids: string[], motivo: string) => Promise<MutationOutcome>;
  /** Editar of the one selected row (decision 395): committed on the device, answered later (396). */
  editar?: (input: unknown) => Promise<Gravacao | MutationOutcome>;
}

export function TitulosList<T extends TituloRow>(props: TitulosListProps<T>) {
  const { title, rows, ready, columns, searchKeyOf, acoes, categorias, bancos, extraActions } = props;
  // Open instalments first, soonest effective due date on top (decision 160, 350); sorted once
  // per change of the rows or of the holidays and tax categories.
  const agenda = useAgenda();
  const ordenadas = useMemo(() => ordenarAbertasPrimeiro(rows, agenda), [rows, agenda]);
  const filtro = useFiltro(ordenadas);
  const head = ready || filtro.ativo !== null ? null : props.head ?? null;
  const list = useListState({
    rows: filtro.rows, searchKeyOf, getRowId: tituloId, head, headerCoversAll: props.headerCoversAll, limparFiltro: limparFiltroDaUrl,
  });
  const acao = useTituloAcoes(list, rows, acoes);
  const [estornando, setEstornando] = useState<readonly T[] | null>(null);
  const [editando, setEditando] = useState<T | null>(null);
  const [reaberta, setReaberta] = useState<EdicaoReaberta | null>(null);
  // The parcela being edited as the list has it now: a change made elsewhere shows in the modal.
  const editandoAgora = useMemo(() => (editando ? rows.find((row) => row.id === editando.id) ?? null : null), [rows, editando]);
  // The columns shown (the chooser, remembered per user and device: decision 435).
  const colunas = useColunas(props.entidade, columns);
  const vinculos = useVinculosExtrato(props.entidade === 'lancamentos' ? 'lancamento' : 'recebivel');

  // The server refused an edit after its form closed (decision 396): a toast naming the parcela,
  // kept until dismissed, whose action reopens Editar on the row the form had, with the values
  // typed; the parcela as it is now shows above the form (conflito / Usar os dados atuais).
  function edicaoRecusada(row: T, recusa: EdicaoRecusada) {
    const nome = `${row.descricao} (${row.parcela}/${row.quant_parcela})`;
    showToast('danger', msg.editar.recusada(nome, recusa.message), {
      sticky: true,
      action: {
        label: msg.editar.reabrir,
        run: () => {
          setReaberta({ digitado: recusa.digitado, errors: recusa.errors });
          setEditando(row);
        },
      },
    });
  }

  // A notification's link (?id=) to a row the filter hides clears the filter (decision 321).
  function limparFiltroDaUrl(): boolean {
    const havia = filtro.limpar();
    if (havia) toast.info(msg.filtro.removido);
    return havia;
  }

  function limparFiltro() {
    if (filtro.limpar()) {
      list.setPage(1);
      toast.success(msg.filtro.removido);
    }
  }

  const toolbar = (
    <>
    <TituloToolbar selecionadas={list.selected.size} busy={acao.busy || list.loading} filtroAtivo={filtro.ativo !== null}
      onPagar={acao.pagar} onInformar={acao.informar} onHistorico={acao.verHistorico} onCancelar={acao.cancelar}
      onEstornar={props.estornar && (() => setEstornando(list.selectedRows))} podeEstornar={list.selectedRows.some(temPagamento)}
      onDeletar={acao.deletar} onFiltrar={filtro.abrir} onLimparFiltro={limparFiltro} extra={extraActions}
      onEditar={props.editar ? () => setEditando(list.selectedRows[0] ?? null) : undefined} />
    <EscolherColunas columns={columns} ocultas={colunas.ocultas} onChange={colunas.mudar} />
    </>
  );

  return (
    <VinculosProvider value={vinculos}>
    <AgendaDaListaProvider value={agenda}>
    <ListCard entidade={props.entidade} title={title} list={list} columns={colunas.visiveis} onRefresh={refreshAll}
      ready={ready || (list.loading && !list.pending)} actions={toolbar} empty={filtro.ativo === null ? props.empty : null}
      onAbrir={props.editar ? (row) => { setReaberta(null); setEditando(row); } : undefined}>
      <InformarPagamentoModal row={acao.informando} informar={acoes.informar} onClose={acao.fecharInforme} onSaved={acao.informado} />
      {props.editar && (
        <EditarTituloModal row={editando} atual={editandoAgora} reaberta={reaberta}
          onRecarregar={() => { setReaberta(null); setEditando(editandoAgora); }}
          editar={props.editar} onClose={() => { setReaberta(null); setEditando(null); }}
          onSaved={() => { setReaberta(null); setEditando(null); list.clearSelection(); }} 
          onRecusada={(recusa) => { if (editando) edicaoRecusada(editando, recusa); }} />
      )}
      <HistoricoPagamentoModal row={acao.historico} onClose={acao.fecharHistorico} />
      {props.estornar && (
        <EstornarModal linhas={estornando} motivoNao={motivoNaoEstornar} valor={valorEstornado} estornar={props.estornar}
          onClose={() => setEstornando(null)} onDone={list.clearSelection} />
      )}
      <PagarDialog pedido={acao.pagamento} onDia={acao.diaPagamento} onCancel={acao.fecharPagamento} onConfirm={acao.confirmarPagamento} />
      <ExcluirParcelasDialog pedido={acao.confirmacao} todas={rows} busy={acao.busy} onEscopo={acao.escopo}
        onVoltar={acao.fecharConfirmacao} onConfirm={acao.confirmar} />
      <FiltroModal filtro={filtro} categorias={categorias} bancos={bancos} onAplicado={() => list.setPage(1)} onLimpar={limparFiltro} />
    </ListCard>
    </AgendaDaListaProvider>
    </VinculosProvider>
  );
}
