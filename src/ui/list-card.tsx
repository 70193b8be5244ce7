/* A complete list screen body: toolbar, table, footer and the list shortcuts. Screens supply the
   rows (through useListState), the columns and their action buttons. */
import { useCallback, useState } from 'react';
import type { ReactNode } from 'react';
import type { Column } from './column.ts';
import { DataTable } from './data-table.tsx';
import type { EmptyAction } from './data-table.tsx';
import { ListFooter } from './list-footer.tsx';
import { useHistoricoAlteracoes } from './historico-context.ts';
import { ListToolbar } from './list-toolbar.tsx';
import { useListKeyboard } from './use-list-keyboard.ts';
import { ENTIDADE_OBSERVACAO_DA_TABELA, useObservacoesLista } from './observacoes-lista.ts';
import type { ListState } from './use-list-state.ts';

interface ListCardProps<T> {
  title: string;
  list: ListState<T>;
  columns: readonly Column<T>[];
  onRefresh?: () => Promise<void> | void;
  ready?: boolean;
  actions?: ReactNode;
  children?: ReactNode;
  /** The table the rows come from ('bancos', 'lancamentos'…): enables 'Histórico de alterações'
   *  and, for an Observações entity, the toolbar's Observação action and the rows' note marker. */
  entidade?: string;
  /** The create action an empty, never-searched list offers (decision 214). */
  empty?: EmptyAction | null;
  /** The title's level: h2 when the list is a part of a screen with its own h1. */
  heading?: 'h1' | 'h2';
  /** Opens a row (Editar): a double click on it or Enter on its checkbox (PRODUCT). */
  onAbrir?: ((row: T) => void) | undefined;
}

/** Runs the refresh once at a time; SPEC §8: load failures are logged, never shown. */
export function useRefresh(onRefresh?: () => Promise<void> | void) {
  const [refreshing, setRefreshing] = useState(false);
  const refresh = useCallback(() => {
    if (!onRefresh) return;
    setRefreshing(true);
    Promise.resolve()
      .then(onRefresh)
      .catch((error: unknown) => console.error(error))
      .finally(() => setRefreshing(false));
  }, [onRefresh]);
  return { refreshing, refresh };
}

export function ListCard<T>({ title, list, columns, onRefresh, ready = true, actions, children, entidade, empty, heading, onAbrir }: ListCardProps<T>) {
  const observacoes = useObservacoesLista();
  const entidadeObs = entidade ? ENTIDADE_OBSERVACAO_DA_TABELA[entidade] : undefined;
  const unica = entidadeObs && list.selected.size === 1 ? [...list.selected][0] : undefined;
  const { refreshing, refresh } = useRefresh(onRefresh);
  const historicoCtx = useHistoricoAlteracoes();
  const unico = list.selected.size === 1 ? [...list.selected][0]! : null;
  const historico = entidade && historicoCtx?.podeVer
    ? { onOpen: unico ? () => historicoCtx.abrir(entidade, unico) : null }
    : undefined;
  useListKeyboard({ refresh: onRefresh ? refresh : undefined, stepPage: list.stepPage, stepPageSize: list.stepPageSize });
  return (
    <section className="rounded-lg border border-slate-200 bg-white shadow-sm">
      <ListToolbar title={title} heading={heading} query={list.query} onQuery={list.setQuery}
        onRefresh={onRefresh ? refresh : undefined} refreshing={refreshing} actions={actions} historico={historico}
        onObservacao={entidadeObs && unica ? () => observacoes.abrir(entidadeObs, unica) : undefined} />
      <DataTable list={list} columns={columns} label={title} ready={ready} marcados={entidadeObs ? observacoes.marcados : undefined} empty={empty} onAbrir={onAbrir} />
      <ListFooter list={list} ready={ready} />
      {children}
    </section>
  );
}
