import { createBrowserRouter } from 'react-router-dom';
import { LoginPage } from '../features/auth/login-page.tsx';
import { GuestOnly, RequireAuth } from './guard.tsx';
import { AppShell } from './app-shell.tsx';
import { ModalHost } from '../ui/modal-host.tsx';
import { MODAL_REGISTRY } from './modal-registry.tsx';
import { APP_ROUTES } from './routes.tsx';

export const router = createBrowserRouter([
  { path: '/login', element: <GuestOnly><LoginPage /></GuestOnly> },
  {
    element: <RequireAuth><ModalHost registry={MODAL_REGISTRY}><AppShell /></ModalHost></RequireAuth>,
    children: [...APP_ROUTES, { path: '*', element: <NotFound /> }],
  },
]);

function NotFound() {
  return <p className="text-slate-600">Página não encontrada.</p>;
}
