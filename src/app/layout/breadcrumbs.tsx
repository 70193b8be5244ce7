import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { breadcrumbs } from '../menu.ts';
import { tituloDaAba } from './titulo-da-aba.ts';

export function Breadcrumbs() {
  const { pathname } = useLocation();
  const crumbs = breadcrumbs(pathname);
  // The trail is on every signed-in screen, so it also names the browser tab (issue 33).
  useEffect(() => {
    document.title = tituloDaAba(pathname);
  }, [pathname]);
  return (
    <nav aria-label="Trilha" className="mb-4 text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-1">
        {crumbs.map((c, i) => (
          <li key={c.to} className="flex items-center gap-1">
            {i > 0 && <span aria-hidden>/</span>}
            {i === crumbs.length - 1
              ? <span aria-current="page" className="font-medium text-slate-700">{c.label}</span>
              : <Link to={c.to} className="hover:text-slate-800 hover:underline">{c.label}</Link>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
