/* Signing out with changes not yet on the server warns and asks (DESIGN §3): they stay on this
   device, in this user's database, and are sent at the next sign-in. */
import { useCallback, useRef, useState } from 'react';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { msg } from '../domain/messages.ts';
import { getSyncStatus } from '../data/sync-status.ts';

const m = msg.sincronizacao;

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

  const dialog = (
    <Dialog open={unsent !== null} onClose={() => close(false)} className="relative z-[1060]">
      <div className="fixed inset-0 bg-black/40" aria-hidden />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-lg bg-white p-5 shadow-xl">
          <DialogTitle className="text-lg font-semibold text-slate-800">{m.sairTitulo}</DialogTitle>
          <p className="mt-2 text-sm text-slate-600">{m.sairComPendentes(unsent ?? 0)}</p>
          <div className="mt-5 flex justify-end gap-2">
            <button type="button" onClick={() => close(false)} className="rounded border border-slate-300 px-4 py-2 text-sm hover:bg-slate-50">{msg.comum.cancelar}</button>
            <button type="button" onClick={() => close(true)} className="rounded bg-red-600 px-4 py-2 text-sm font-semibold text-white hover:bg-red-500">{m.sairMesmoAssim}</button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );

  return { beforeLogout, dialog };
}
