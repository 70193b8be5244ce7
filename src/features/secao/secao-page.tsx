/* A section's page (/financeiro, /gestor…): what a breadcrumb between Dashboard and a screen
   opens, listing the section's screens (issue 13). */
import { Link } from 'react-router-dom';
import { msg } from '../../domain/messages-shell.ts';
import { SECTION_TITLES, screensOf } from './titles.ts';

export function SecaoPage({ path }: { path: string }) {
  const screens = screensOf(path);
  return (
    <section className="max-w-xl rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <h1 className="mb-1 text-xl font-semibold text-slate-800">{SECTION_TITLES[path] ?? path}</h1>
      <h2 className="mb-3 text-sm text-slate-600">{msg.ux.secao}</h2>
      <ul className="grid gap-1 sm:grid-cols-2">
        {screens.map((screen) => (
          <li key={screen.to}>
            <Link to={screen.to} className="block rounded px-2 py-1.5 text-sky-800 hover:bg-sky-50 hover:underline">{screen.title}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
