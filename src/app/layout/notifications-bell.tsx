/* The bell (issue 17): unread notifications computed from this device's data (reminders due for
   me, automatic due-date notices, refused sync entries), newest first, each with a link to its
   record; mark one or all read (synced to the user's other devices). */
import { Link } from 'react-router-dom';
import { useState } from 'react';
import { msg } from '../../domain/messages.ts';
import { definirVencimentosAutomaticos, marcarLidas, pedirPermissaoSistema, permissaoSistema, useSino } from '../../data/notificacoes.ts';
import { formatDateBR } from '../../domain/dates.ts';
import { useDropdown } from './use-dropdown.ts';

const n = msg.notificacoes;

function quandoTexto(quando: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(quando) ? formatDateBR(quando) : formatDateBR(quando.slice(0, 10));
}

export function NotificationsBell() {
  const { open, rootProps, buttonProps } = useDropdown();
  const { naoLidas, automaticos } = useSino();
  const [permissao, setPermissao] = useState(permissaoSistema);
  const total = naoLidas.length;
  return (
    <div className="relative" {...rootProps}>
      <button {...buttonProps} aria-label={`${n.titulo}: ${total}`} className="relative rounded p-2 hover:bg-slate-800">
        <svg aria-hidden viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" /><path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
        </svg>
        {total > 0 && (
          <span className="absolute -top-0.5 -right-0.5 rounded-full bg-red-600 px-1.5 text-[10px] font-bold" data-testid="notification-badge">
            {total > 99 ? '99+' : total}
          </span>
        )}
      </button>
      {open && (
        <div tabIndex={-1} className="absolute top-full right-0 z-50 mt-1 w-96 max-w-[90vw] rounded-md bg-white p-2 text-slate-800 shadow-lg" data-testid="notification-list">
          <div className="flex items-center justify-between px-2 pb-1">
            <p className="text-xs font-semibold text-slate-500 uppercase">{n.titulo}</p>
            {total > 0 && (
              <button type="button" className="text-xs text-sky-700 hover:underline" onClick={() => void marcarLidas(naoLidas.map((x) => x.chave))}>
                {n.marcarTodas}
              </button>
            )}
          </div>
          <ul className="max-h-96 overflow-y-auto">
            {total === 0 && <li className="px-2 py-3 text-sm text-slate-500">{n.nenhuma}</li>}
            {naoLidas.slice(0, 100).map((x) => (
              <li key={x.chave} className="flex items-start gap-2 rounded px-2 py-2 hover:bg-slate-50" data-chave={x.chave}>
                <Link to={x.link} className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium">{x.titulo}</p>
                  <p className="text-xs text-slate-600">{x.texto} · {quandoTexto(x.quando)}</p>
                </Link>
                <button type="button" aria-label={`${n.marcarLida}: ${x.titulo}`} title={n.marcarLida}
                  className="rounded px-1 text-slate-500 hover:bg-slate-200" onClick={() => void marcarLidas([x.chave])}>✓</button>
              </li>
            ))}
          </ul>
          <div className="mt-1 space-y-1 border-t border-slate-200 px-2 pt-2 text-xs text-slate-700">
            <label className="flex items-center gap-2">
              <input type="checkbox" checked={automaticos} onChange={(e) => void definirVencimentosAutomaticos(e.target.checked)} />
              {n.vencimentosAutomaticos}
            </label>
            {permissao === 'default' && (
              <button type="button" className="text-sky-700 hover:underline"
                onClick={() => void pedirPermissaoSistema().then(() => setPermissao(permissaoSistema()))}>{n.permitirSistema}</button>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
