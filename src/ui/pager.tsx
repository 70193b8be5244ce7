/* The pager (SPEC §2): previous/next arrows, first and last page always, up to three middle
   pages around the current one; every page when there are five or fewer. */
import { pagerWindow } from '../domain/list.ts';

interface PagerProps {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}

const ITEM = 'min-w-8 rounded-md px-2 py-1 text-sm focus-visible:ring-2 focus-visible:ring-sky-400 focus-visible:outline-none';

export function Pager({ page, totalPages, onPage }: PagerProps) {
  const items = pagerWindow(page, totalPages);
  return (
    <nav aria-label="Paginação" className="flex items-center gap-1">
      <button type="button" aria-label="Página anterior" disabled={page <= 1} onClick={() => onPage(page - 1)}
        className={`${ITEM} text-slate-600 hover:bg-slate-100 disabled:opacity-40`}>‹</button>
      {items.map((item, index) =>
        item === 'ellipsis' ? (
          <span key={`e${index}`} aria-hidden className="px-1 text-slate-400">…</span>
        ) : (
          <button key={item} type="button" aria-label={`Página ${item}`} aria-current={item === page ? 'page' : undefined}
            onClick={() => onPage(item)}
            className={`${ITEM} ${item === page ? 'bg-sky-700 font-semibold text-white' : 'text-slate-700 hover:bg-slate-100'}`}>
            {item}
          </button>
        ),
      )}
      <button type="button" aria-label="Próxima página" disabled={page >= totalPages} onClick={() => onPage(page + 1)}
        className={`${ITEM} text-slate-600 hover:bg-slate-100 disabled:opacity-40`}>›</button>
    </nav>
  );
}
