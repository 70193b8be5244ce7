/* The collapsible side menu with SPEC's whole tree. Groups open on click; the group holding the
   current route starts open. "Not shown" modals open an Em construção dialog. */
import { Suspense, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import type { MenuNode } from '../menu.ts';
import { useEhAdministrador } from '../../data/perfil.ts';
import { menuDoPerfil } from '../menu.ts';
import { LazyEmConstrucaoDialog, MENU_MODALS } from './lazy-dialogs.ts';
import { useOpenModal, useRegisteredModals } from '../../ui/modal-host.tsx';
import type { HostedModalName } from '../../ui/modal-host.tsx';

function containsPath(node: MenuNode, path: string): boolean {
  if ('to' in node) return node.to === path;
  if ('children' in node) return node.children.some((c) => containsPath(c, path));
  return false;
}

function Node({ node, depth, onNavigate, onModal }: { node: MenuNode; depth: number; onNavigate: () => void; onModal: (t: string) => void }) {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(() => containsPath(node, pathname));
  const pad = { paddingLeft: `${0.75 + depth * 0.75}rem` };
  if ('to' in node) {
    return (
      <NavLink to={node.to} end style={pad} onClick={onNavigate}
        className={({ isActive }) => `block rounded py-1.5 pr-2 text-sm ${isActive ? 'bg-slate-700 text-white' : 'text-slate-300 hover:bg-slate-800 hover:text-white'}`}>
        {node.label}
      </NavLink>
    );
  }
  if ('modal' in node) {
    return (
      <button type="button" style={pad} onClick={() => onModal(node.modal)}
        className="block w-full rounded py-1.5 pr-2 text-left text-sm text-slate-300 hover:bg-slate-800 hover:text-white">
        {node.label}
      </button>
    );
  }
  return (
    <div>
      <button type="button" style={pad} aria-expanded={open} onClick={() => setOpen((o) => !o)}
        className="flex w-full items-center justify-between rounded py-1.5 pr-2 text-left text-sm font-medium text-slate-200 hover:bg-slate-800">
        <span>{node.label}</span><span aria-hidden className="text-xs">{open ? '▾' : '▸'}</span>
      </button>
      {open && node.children.map((c) => <Node key={c.label} node={c} depth={depth + 1} onNavigate={onNavigate} onModal={onModal} />)}
    </div>
  );
}

// Menu modals that exist open through the modal host; the rest still say Em construção.
const MODAL_DO_MENU: Readonly<Record<string, HostedModalName>> = { 'Cadastro de Observação': 'observacao' };

export function SideMenu({ onNavigate }: { onNavigate: () => void }) {
  const [modal, setModalState] = useState<string | null>(null);
  const MenuModal = modal === null ? undefined : MENU_MODALS[modal];
  const menu = menuDoPerfil(useEhAdministrador());
  const openModal = useOpenModal();
  const registered = useRegisteredModals();
  const setModal = (label: string | null) => {
    const hosted = label ? MODAL_DO_MENU[label] : undefined;
    if (hosted && registered.has(hosted)) openModal(hosted);
    else setModalState(label);
  };
  return (
    <nav aria-label="Menu principal" className="flex h-full flex-col gap-0.5 overflow-y-auto bg-slate-900 p-2">
      {menu.map((n) => <Node key={n.label} node={n} depth={0} onNavigate={onNavigate} onModal={setModal} />)}
      {modal !== null && (
        <Suspense fallback={null}>
          {MenuModal ? <MenuModal onClose={() => setModal(null)} /> : <LazyEmConstrucaoDialog title={modal} onClose={() => setModal(null)} />}
        </Suspense>
      )}
    </nav>
  );
}
