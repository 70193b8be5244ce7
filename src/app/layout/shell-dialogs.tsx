/* The shell's dialogs, loaded only when one opens (decision 115): Headless UI's Dialog is not
   part of the first download. The tablet drawer, the side menu's Em construção notice and the
   warning before signing out with unsent changes. */
import type { ReactNode } from 'react';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { msg } from '../../domain/messages.ts';

export function DrawerDialog({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  return (
    <Dialog open onClose={onClose} className="fixed inset-0 z-[1040]">
      <div className="fixed inset-0 bg-black/40" aria-hidden />
      <DialogPanel className="fixed inset-y-0 left-0 w-72" data-testid="sidebar">{children}</DialogPanel>
    </Dialog>
  );
}

export function EmConstrucaoDialog({ title, onClose }: { title: string; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} className="fixed inset-0 z-[1050]">
      <div className="fixed inset-0 bg-black/40" aria-hidden />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-lg bg-white p-6 shadow-xl">
          <DialogTitle className="mb-2 text-lg font-semibold">{title}</DialogTitle>
          <p className="text-slate-600">{msg.comum.emConstrucao}</p>
          <div className="mt-4 text-right">
            <button type="button" onClick={onClose} className="rounded bg-slate-800 px-4 py-2 text-sm text-white">Fechar</button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}

export function SairDialog({ unsent, onAnswer }: { unsent: number; onAnswer: (ok: boolean) => void }) {
  const m = msg.sincronizacao;
  return (
    <Dialog open onClose={() => onAnswer(false)} className="fixed inset-0 z-[1060]">
      <div className="fixed inset-0 bg-black/40" aria-hidden />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-lg bg-white p-5 shadow-xl">
          <DialogTitle className="text-lg font-semibold text-slate-800">{m.sairTitulo}</DialogTitle>
          <p className="mt-2 text-sm text-slate-600">{m.sairComPendentes(unsent)}</p>
          <div className="mt-5 flex justify-end gap-2">
            <button type="button" onClick={() => onAnswer(false)} className="rounded border border-slate-300 px-4 py-2 text-sm hover:bg-slate-50">{msg.comum.cancelar}</button>
            <button type="button" onClick={() => onAnswer(true)} className="rounded bg-red-600 px-4 py-2 text-sm font-semibold text-white hover:bg-red-500">{m.sairMesmoAssim}</button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
