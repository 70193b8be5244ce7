/* SPEC §2 navigation guard: every path but /login needs the token cookie; the wanted path is
   remembered (unless /). /login is guest-only. */
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { rememberReturnPath } from '../data/prefs.ts';
import { useSessionUser } from '../data/session.ts';

export function RequireAuth({ children }: { children: ReactNode }) {
  const user = useSessionUser();
  const location = useLocation();
  if (!user) {
    rememberReturnPath(location.pathname + location.search);
    return <Navigate to="/login" replace />;
  }
  return children;
}

export function GuestOnly({ children }: { children: ReactNode }) {
  const user = useSessionUser();
  return user ? <Navigate to="/" replace /> : children;
}
