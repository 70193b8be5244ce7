import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { onUnauthorized } from '../data/unauthorized.ts';
import { rememberReturnPath } from '../data/prefs.ts';
import { clearTokenCookie, notifySessionChanged } from '../data/session.ts';
import { configurarTransportDaPagina } from '../data/sync/transport-pagina.ts';
import { Toaster } from '../ui/toast.tsx';
import { AppRouter, AppRoutes, navigateOutside } from './router.tsx';
import './styles.css';

// Every call to the server (the engine's and ky's) goes through the page's transport (decision 346).
configurarTransportDaPagina();

// SPEC §7/§8: any 401 stores the return path (unless / or /login) and goes to /login.
onUnauthorized(() => {
  const { pathname, search } = window.location;
  rememberReturnPath(pathname + search);
  clearTokenCookie();
  notifySessionChanged();
  navigateOutside('/login');
});

// The worker is built only for production bundles (vite-plugin-pwa devOptions are off). Its
// registration (workbox-window) is fetched after the first screen: Workbox registers on the
// window's load event anyway, so nothing waits on it (decision 115).
if (import.meta.env.PROD) {
  void import('./sw-register.ts').then((m) => m.registerServiceWorker());
}

const root = document.getElementById('root');
if (!root) throw new Error('#root ausente');
createRoot(root).render(
  <StrictMode>
    <AppRouter>
      <AppRoutes />
    </AppRouter>
    <Toaster />
  </StrictMode>,
);
