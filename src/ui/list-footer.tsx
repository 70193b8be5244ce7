/* Footer (SPEC §2): page size, "start - end de total", "n selecionada(s)" with Limpar, the pager.
   While the rows load (decision 122) the range reads "Carregando..." and is aria-busy. */
import { msg } from '../domain/messages.ts';
import { PageSizeSelect } from './page-size-select.tsx';
import { Pager } from './pager.tsx';
import type { ListState } from './use-list-state.ts';

export function ListFooter<T>({ list }: { list: ListState<T> }) {
  const { range, selected } = list;
  return (
    <footer className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 px-4 py-3 text-sm text-slate-600">
      <div className="flex flex-wrap items-center gap-4">
        <PageSizeSelect value={list.pageSize} onChange={list.setPageSize} />
        <span data-testid="list-range" aria-busy={list.loading || undefined}>
          {list.total === null ? `${msg.layout.carregando}...` : msg.lista.intervalo(range.start, range.end, list.total)}
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
