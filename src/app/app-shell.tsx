/* Composes the layout with the app-wide pieces: the offline engine for the signed-in user (and the
   alçada it keeps), its status in the top bar and the warning before signing out with unsent changes. */
import { useEffect } from 'react';
import { manterAlcadaNoAparelho } from '../data/alcada-lembrada.ts';
import { startEngine } from '../data/sync/engine.ts';
import { useSessionUser } from '../data/session.ts';
import { AppLayout } from './layout/app-layout.tsx';
import { useLogoutGuard } from './logout-guard.tsx';
import { SyncStatusBar } from './sync-status-bar.tsx';

export function AppShell() {
  const userId = useSessionUser()?.id ?? null;
  const { beforeLogout, dialog } = useLogoutGuard();

  useEffect(() => (userId ? startEngine(userId) : undefined), [userId]);
  // The alçada kept on the device, so an Operador's payable shows Aguardando offline (decision 446).
  useEffect(() => (userId ? manterAlcadaNoAparelho() : undefined), [userId]);

  return (
    <>
      <AppLayout status={<SyncStatusBar />} beforeLogout={beforeLogout} />
      {dialog}
    </>
  );
}
