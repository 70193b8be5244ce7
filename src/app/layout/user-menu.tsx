/* The top bar's user menu: the user's name opens a one-item menu with Sair (SPEC §2). */
import { useEffect, useRef } from 'react';
import { useDropdown } from './use-dropdown.ts';

export function UserMenu({ name, onLogout }: { name: string; onLogout: () => void }) {
  const { open, close, rootProps, buttonProps } = useDropdown();
  const first = useRef<HTMLButtonElement>(null);

  // A menu opened from its button puts focus on its first item (WAI-ARIA menu button pattern).
  useEffect(() => {
    if (open) first.current?.focus();
  }, [open]);

  return (
    <div className="relative" {...rootProps}>
      <button {...buttonProps} aria-haspopup="menu" className="rounded px-3 py-2 text-sm hover:bg-slate-800" data-testid="user-name">{name}</button>
      {open && (
        <div role="menu" aria-label={name} className="absolute top-full right-0 z-50 mt-1 w-40 rounded-md bg-white py-1 text-slate-800 shadow-lg">
          <button ref={first} type="button" role="menuitem" tabIndex={-1}
            onClick={() => { close(); onLogout(); }}
            className="block w-full px-4 py-2 text-left text-sm hover:bg-slate-100 focus:bg-slate-100 focus:outline-none">
            Sair
          </button>
        </div>
      )}
    </div>
  );
}
