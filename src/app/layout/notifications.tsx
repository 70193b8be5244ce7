/* SPEC §1: the notification dropdown holds static sample text and a badge. */
import { useDropdown } from './use-dropdown.ts';

const SAMPLE = [
  { title: 'Bem-vindo ao Fluxo', text: 'Suas alterações são salvas neste dispositivo e sincronizadas automaticamente.' },
  { title: 'Dica', text: 'Use F8 para atualizar as listas e Ctrl+Setas para navegar entre páginas.' },
];

export function Notifications() {
  const { open, rootProps, buttonProps } = useDropdown();
  return (
    <div className="relative" {...rootProps}>
      <button {...buttonProps} aria-label={`Notificações: ${SAMPLE.length}`} className="relative rounded p-2 hover:bg-slate-800">
        <svg aria-hidden viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" /><path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
        </svg>
        <span className="absolute -top-0.5 -right-0.5 rounded-full bg-red-600 px-1.5 text-[10px] font-bold" data-testid="notification-badge">{SAMPLE.length}</span>
      </button>
      {open && (
        <div tabIndex={-1} className="absolute top-full right-0 z-50 mt-1 w-72 rounded-md bg-white p-2 text-slate-800 shadow-lg">
          <p className="px-2 pb-1 text-xs font-semibold text-slate-500 uppercase">Notificações</p>
          {SAMPLE.map((n) => (
            <div key={n.title} className="rounded px-2 py-2 hover:bg-slate-50">
              <p className="text-sm font-medium">{n.title}</p>
              <p className="text-xs text-slate-600">{n.text}</p>
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
