/* The app's routes in react-router's declarative mode (BrowserRouter + Routes): the app uses no
   loaders, actions or fetchers, and the data router costs ~16 KB gzip more in the first download
   (decision 115). A navigation is not a transition (AppRouter, decision 452): the old screen is
   hidden at once and the next one appears when its chunk is here. */
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { BrowserRouter, Route, Routes, useNavigate } from 'react-router-dom';
import type { NavigateFunction } from 'react-router-dom';
import { peekReturnPath } from '../data/prefs.ts';
import { quandoCarregada } from '../data/live.ts';
import { depoisDoPrimeiroDownload } from '../data/sync/first-pull.ts';
import { LoginPage } from '../features/auth/login-page.tsx';
import { ModalHost } from '../ui/modal-host.tsx';
import { AppShell } from './app-shell.tsx';
import { GuestOnly, RequireAuth } from './guard.tsx';
import { MODAL_REGISTRY } from './modal-registry.tsx';
import { ObservacoesProvider } from './observacoes-provider.tsx';
import { APP_ROUTES, preloadScreen } from './routes.tsx';

let navigateFn: NavigateFunction | null = null;

/**
 * The app's router. Navigations are not transitions (decision 452): a screen left while still
 * loading (the Painel over 100,000 rows) re-rendered on every store update and held the next
 * screen back 0.4–0.8 s. Now the click hides it (React keeps it, suspended, and renders its
 * updates only when idle) while the next screen's chunk loads.
 */
export function AppRouter({ children }: { children: ReactNode }) {
  return <BrowserRouter useTransitions={false}>{children}</BrowserRouter>;
}

/** Navigation for code outside React (the 401 handler in main.tsx). */
export function navigateOutside(path: string): void {
  if (navigateFn) void navigateFn(path);
  else window.location.assign(path);
}

export function AppRoutes() {
  const navigate = useNavigate();
  useEffect(() => {
    navigateFn = navigate;
  }, [navigate]);

  return (
    <Routes>
      <Route path="/login" element={<GuestOnly><PreloadAfterSignIn /><LoginPage /></GuestOnly>} />
      <Route element={<RequireAuth><PreloadScreens /><ModalHost registry={MODAL_REGISTRY}><ObservacoesProvider><AppShell /></ObservacoesProvider></ModalHost></RequireAuth>}>
        {APP_ROUTES.map((r) => <Route key={r.path} path={r.path} element={r.element} />)}
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}

/** The lists whose first download starts at Entrar (pull-early.ts): the first rows a person waits for. */
export const FIRST_LISTS = ['/financeiro/lancamentos', '/financeiro/recebiveis'];

/**
 * While the user types on /login, fetch what the first seconds after Entrar need (decision 355):
 * the screen Entrar goes to, the big lists' screens and the shell's bell. Loaded after the
 * sign-in answer instead, these chunks waited behind the first download on a busy server.
 */
function PreloadAfterSignIn() {
  useEffect(() => {
    for (const path of new Set([peekReturnPath(), ...FIRST_LISTS])) preloadScreen(path);
    import('./layout/notifications-bell.tsx').catch(() => undefined);
  }, []);
  return null;
}

/**
 * Once the shell has mounted, fetch every screen's chunk (decision 453), so a click on the menu
 * renders its screen in the same commit instead of requesting the chunk then, behind the
 * reload's work (≈ 200 ms to the request, 124 ms more to compile, at 100,000 rows). The big
 * lists' own screens only once the payables are in memory: loading one used to build the search
 * keys of every row as the rows loaded (≈ 350 ms on a Painel's reload). Since decision 455 the
 * keys wait for idle time anyway; whether this wait still pays is not measured yet.
 */
function PreloadScreens() {
  useEffect(() => {
    let montado = true;
    let parar = () => undefined as void;
    // After a first download, not during it: fetching the screens then made it ≈ 0.3 s longer.
    void depoisDoPrimeiroDownload().then(() => {
      if (!montado) return;
      for (const r of APP_ROUTES) if (!FIRST_LISTS.includes(r.path)) preloadScreen(r.path);
      parar = quandoCarregada('lancamentos', () => FIRST_LISTS.forEach(preloadScreen));
    });
    return () => {
      montado = false;
      parar();
    };
  }, []);
  return null;
}

function NotFound() {
  return <p className="text-slate-600">Página não encontrada.</p>;
}
