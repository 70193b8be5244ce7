/* Modal dialog (Headless UI): title, close button, focus trapped inside, Esc closes. While a
   save runs (`busy`), closing is refused so the answer is never lost from view. */
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import type { CSSProperties, ReactNode } from 'react';
import { useDialogOpenSignal } from './toast.tsx';
import type { Drag } from './use-drag.ts';

export type ModalSize = 'sm' | 'md' | 'lg' | 'xl';

const WIDTH: Record<ModalSize, string> = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-5xl' };

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  size?: ModalSize;
  busy?: boolean;
}

/** Shared by Modal and DraggableModal; `drag` makes the header a handle. */
export function ModalFrame({ open, onClose, title, children, size = 'md', busy = false, drag }: ModalProps & { drag?: Drag }) {
  const close = () => {
    if (!busy) onClose();
  };
  useDialogOpenSignal(open);
  // SPEC §2: the filter dialog sits at z-index 1056 once dragged.
  const layer: CSSProperties = { zIndex: drag?.dragged ? 1056 : 1050 };
  const moved: CSSProperties | undefined = drag ? { transform: `translate(${drag.offset.x}px, ${drag.offset.y}px)` } : undefined;
  return (
    <Dialog open={open} onClose={close} className="fixed inset-0" style={layer}>
      <DialogBackdrop className="fixed inset-0 bg-slate-900/50" />
      <div className="fixed inset-0 overflow-y-auto">
        <div className="flex min-h-full items-start justify-center p-4 sm:pt-16">
          <DialogPanel className={`w-full ${WIDTH[size]} rounded-lg bg-white shadow-2xl`} style={moved}>
            <header {...drag?.handleProps}
              className={`flex items-center justify-between border-b border-slate-200 px-5 py-3 ${drag ? 'cursor-move touch-none select-none' : ''}`}>
              <DialogTitle className="text-base font-semibold text-slate-800">{title}</DialogTitle>
              <button type="button" aria-label="Fechar" onClick={close} disabled={busy}
                className="rounded p-1 text-xl leading-none text-slate-500 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-sky-400 focus-visible:outline-none">
                ×
              </button>
            </header>
            <div className="px-5 py-4">{children}</div>
          </DialogPanel>
        </div>
      </div>
    </Dialog>
  );
}

export function Modal(props: ModalProps) {
  return <ModalFrame {...props} />;
}
