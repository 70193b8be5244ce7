import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { onUnauthorized } from '../data/api.ts';
import { rememberReturnPath } from '../data/prefs.ts';
import { clearTokenCookie, notifySessionChanged } from '../data/session.ts';
import { Toaster } from '../ui/toast.tsx';
import { router } from './router.tsx';
import { registerServiceWorker } from './sw-register.ts';
import './styles.css';

// SPEC §7/§8: any 401 stores the return path (unless / or /login) and goes to /login.
onUnauthorized(() => {
  const { pathname, search } = window.location;
  rememberReturnPath(pathname + search);
  clearTokenCookie();
  notifySessionChanged();
  void router.navigate('/login');
});

// The worker is built only for production bundles (vite-plugin-pwa devOptions are off).
if (import.meta.env.PROD) registerServiceWorker();

const root = document.getElementById('root');
if (!root) throw new Error('#root ausente');
createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
    <Toaster />
  </StrictMode>,
);
