/* Footer (SPEC §2): page size, "start - end de total", "n selecionada(s)" with Limpar, the pager.
   While the rows load (decision 122) the range reads "Carregando..." and is aria-busy: with a
   head (no total yet) and before any row is in (`ready` false), so a list still loading never
   reads "0 - 0 de 0" as if it were empty (decision 192). A head that carries the list's count
   (a later open, decision 338) shows the real range at once. */
import { msg } from '../domain/messages.ts';
import { PageSizeSelect } from './page-size-select.tsx';
import { Pager } from './pager.tsx';
import type { ListState } from './use-list-state.ts';

export function ListFooter<T>({ list, ready = true }: { list: ListState<T>; ready?: boolean }) {
  const { range, selected } = list;
  // A head with the list's count shows the real range, not busy; data-loading says the rows are
  // still coming (decision 338).
  const busy = (list.loading && list.total === null) || !ready;
  return (
    <footer className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 px-4 py-3 text-sm text-slate-600">
      <div className="flex flex-wrap items-center gap-4">
        <PageSizeSelect value={list.pageSize} onChange={list.setPageSize} />
        <span data-testid="list-range" aria-busy={busy || undefined} data-loading={list.loading || undefined}>
          {list.total === null || !ready ? `${msg.layout.carregando}...` : msg.lista.intervalo(range.start, range.end, list.total)}
        </span>
        {selected.size > 0 && (
          <span className="flex items-center gap-2" data-testid="list-selected">
            <span>{msg.lista.selecionadas(selected.size)}</span>
            <button type="button" onClick={list.clearSelection}
              className="rounded px-1 font-medium text-sky-700 underline hover:text-sky-900 focus-visible:ring-2 focus-visible:ring-sky-400 focus-visible:outline-none">
              {msg.lista.limpar}
            </button>
          </span>
        )}
      </div>
      <Pager page={list.page} totalPages={list.totalPages} onPage={list.setPage} />
    </footer>
  );
}
