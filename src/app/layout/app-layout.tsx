/* The signed-in chrome: top bar, side menu (remembered collapsed state on wide screens, a
   drawer on tablet widths), breadcrumbs and the routed screen. */
import { Suspense, useState } from 'react';
import type { ReactNode } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useEhAdministrador } from '../../data/perfil.ts';
import { logout } from '../../data/auth.ts';
import { msg } from '../../domain/messages-shell.ts';
import { HistoricoAlteracoesProvider } from '../../features/auditoria/historico-provider.tsx';
import { markSignedOut, readSidebarCollapsed, writeSidebarCollapsed } from '../../data/prefs.ts';
import { useMediaQuery } from '../../ui/use-media-query.ts';
import { soDoAdministrador } from '../menu.ts';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { LazyDrawerDialog } from './lazy-dialogs.ts';
import { ScreenBoundary } from './screen-boundary.tsx';
import { SideMenu } from './side-menu.tsx';
import { TopBar } from './top-bar.tsx';

export function AppLayout({ status, beforeLogout }: { status?: ReactNode; beforeLogout?: () => Promise<boolean> }) {
  const navigate = useNavigate();
  const wide = useMediaQuery('(min-width: 1024px)');
  const [collapsed, setCollapsed] = useState(readSidebarCollapsed);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  // Decision 232: an Operador sees no administrator's screen (the server refuses its routes with 403).
  const barrado = !useEhAdministrador() && soDoAdministrador(pathname);

  function toggleMenu() {
    if (!wide) return setDrawerOpen((o) => !o);
    setCollapsed((c) => {
      writeSidebarCollapsed(!c);
      return !c;
    });
  }

  async function handleLogout() {
    if (beforeLogout && !(await beforeLogout())) return;
    markSignedOut();
    await logout();
    void navigate('/login');
  }

  return (
    <div className="flex h-screen flex-col bg-slate-100">
      <TopBar onToggleMenu={toggleMenu} onLogout={() => void handleLogout()} extra={status} />
      <div className="flex min-h-0 flex-1">
        {wide && !collapsed && (
          <aside className="w-64 shrink-0" data-testid="sidebar"><SideMenu onNavigate={() => undefined} /></aside>
        )}
        {!wide && drawerOpen && (
          <Suspense fallback={null}>
            <LazyDrawerDialog onClose={() => setDrawerOpen(false)}><SideMenu onNavigate={() => setDrawerOpen(false)} /></LazyDrawerDialog>
          </Suspense>
        )}
        <main className="min-w-0 flex-1 overflow-auto p-4 lg:p-6">
          <Breadcrumbs />
          <HistoricoAlteracoesProvider>
            <ScreenBoundary>
              {barrado ? <p role="alert" className="rounded-md bg-white p-6 text-slate-700">{msg.perfis.somenteGestor}</p> : <Outlet />}
            </ScreenBoundary>
          </HistoricoAlteracoesProvider>
        </main>
      </div>
    </div>
  );
}
