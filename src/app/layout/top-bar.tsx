/* Dark top bar (SPEC §2): brand, the user's name from the token (Usuário without one), the
   static notification dropdown and Sair. `extra` holds the sync status from the offline engine. */
import type { ReactNode } from 'react';
import { useSessionUser } from '../../data/session.ts';
import { Notifications } from './notifications.tsx';
import { UserMenu } from './user-menu.tsx';

export function TopBar({ onToggleMenu, onLogout, extra }: { onToggleMenu: () => void; onLogout: () => void; extra?: ReactNode }) {
  const user = useSessionUser();
  const name = user?.name || 'Usuário';
  return (
    <header className="flex h-14 items-center gap-3 bg-slate-900 px-4 text-slate-100 shadow">
      <button type="button" aria-label="Alternar menu" onClick={onToggleMenu} className="rounded p-2 hover:bg-slate-800">
        <span aria-hidden className="block h-0.5 w-5 bg-current shadow-[0_6px_0_currentColor,0_-6px_0_currentColor]" />
      </button>
      <span className="text-lg font-bold tracking-wide">Fluxo</span>
      <div className="ml-auto flex items-center gap-2">
        {extra}
        <Notifications />
        <UserMenu name={name} onLogout={onLogout} />
      </div>
    </header>
  );
}
