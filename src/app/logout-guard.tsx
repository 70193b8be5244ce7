/* Signing out with changes not yet on the server warns and asks (DESIGN §3): they stay on this
   device, in this user's database, and are sent at the next sign-in. */
import { Suspense, useCallback, useRef, useState } from 'react';
import { getSyncStatus } from '../data/sync/sync-status.ts';
import { LazySairDialog } from './layout/lazy-dialogs.ts';

export function useLogoutGuard() {
  const [unsent, setUnsent] = useState<number | null>(null);
  const answer = useRef<((ok: boolean) => void) | null>(null);

  const beforeLogout = useCallback((): Promise<boolean> => {
    const { pending, failed } = getSyncStatus();
    if (pending + failed === 0) return Promise.resolve(true);
    setUnsent(pending + failed);
    return new Promise<boolean>((resolve) => {
      answer.current = resolve;
    });
  }, []);

  function close(ok: boolean) {
    answer.current?.(ok);
    answer.current = null;
    setUnsent(null);
  }

  const dialog = unsent !== null && (
    <Suspense fallback={null}><LazySairDialog unsent={unsent} onAnswer={close} /></Suspense>
  );

  return { beforeLogout, dialog };
}
