/* Toasts (SPEC §2): success, danger, warning, info; 3 s; dismissible; empty messages are not
   shown. A module-level store so any code path can raise one. Top right, under the top bar, not
   SPEC's bottom right: there they covered the Cadastro's Cadastrar button and the totals at a
   list's or report's foot (issue 33, decision 436); the top right of a screen holds its title's
   line and the search box, never its primary button or a total.
   The stack lives in its own element under <body>, outside the app root: an open dialog (Headless
   UI) makes the app root inert and treats a click in it as "outside", which closed the dialog and
   swallowed the toast's ×. While a dialog is open the stack moves to the top right, away from the
   dialog's buttons at its foot (issue 13). */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { TOAST_MS } from '../domain/list.ts';

export type ToastKind = 'success' | 'danger' | 'warning' | 'info';
export interface ToastItem {
  id: number;
  kind: ToastKind;
  message: string;
  action?: { label: string; run: () => void } | undefined;
  sticky?: boolean | undefined;
}

let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

const timers = new Map<number, ReturnType<typeof setTimeout>>();

export function dismissToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  items = items.filter((t) => t.id !== id);
  emit();
}

function startTimer(id: number): void {
  clearTimeout(timers.get(id));
  timers.set(id, setTimeout(() => dismissToast(id), TOAST_MS));
}

/** A toast under the pointer stays until the pointer leaves: it never vanishes mid-click. */
function holdToast(id: number, held: boolean): void {
  if (!items.some((t) => t.id === id && !t.sticky)) return;
  if (held) {
    clearTimeout(timers.get(id));
    timers.delete(id);
  } else startTimer(id);
}

export function showToast(kind: ToastKind, message: string | null | undefined, options: { action?: ToastItem['action']; sticky?: boolean } = {}): void {
  if (!message || !message.trim()) return;
  const id = nextId++;
  items = [...items, { id, kind, message, action: options.action, sticky: options.sticky }];
  emit();
  if (!options.sticky) startTimer(id);
}

export const toast = {
  success: (m: string | null | undefined) => showToast('success', m),
  danger: (m: string | null | undefined) => showToast('danger', m),
  warning: (m: string | null | undefined) => showToast('warning', m),
  info: (m: string | null | undefined) => showToast('info', m),
};

const STYLE: Record<ToastKind, string> = {
  success: 'bg-green-600',
  danger: 'bg-red-600',
  warning: 'bg-amber-500',
  info: 'bg-sky-600',
};

function subscribe(l: () => void) {
  listeners.add(l);
  return () => listeners.delete(l);
}

let openDialogs = 0;
const dialogListeners = new Set<() => void>();

/** Called by every open dialog: while one is open the toasts stay clear of its buttons. */
export function useDialogOpenSignal(open: boolean): void {
  useEffect(() => {
    if (!open) return;
    openDialogs++;
    dialogListeners.forEach((l) => l());
    return () => {
      openDialogs--;
      dialogListeners.forEach((l) => l());
    };
  }, [open]);
}

function subscribeDialogs(l: () => void) {
  dialogListeners.add(l);
  return () => dialogListeners.delete(l);
}

function toastLayer(): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  let layer = document.getElementById('fluxo-toasts');
  if (!layer) {
    layer = document.createElement('div');
    layer.id = 'fluxo-toasts';
    document.body.appendChild(layer);
  }
  return layer;
}

export function Toaster() {
  const list = useSyncExternalStore(subscribe, () => items, () => items);
  const dialogOpen = useSyncExternalStore(subscribeDialogs, () => openDialogs > 0, () => false);
  const [layer] = useState(toastLayer);
  const place = dialogOpen ? 'top-4' : 'top-16';
  const stack = (
    <div data-testid="toasts" className={`pointer-events-none fixed right-4 ${place} z-[2000] flex w-80 flex-col gap-2`} aria-live="polite">
      {list.map((t) => (
        <div key={t.id} role={t.kind === 'danger' ? 'alert' : 'status'} data-kind={t.kind}
          onMouseEnter={() => holdToast(t.id, true)} onMouseLeave={() => holdToast(t.id, false)}
          className={`pointer-events-auto flex items-start gap-2 rounded-md px-4 py-3 text-sm text-white shadow-lg ${STYLE[t.kind]}`}>
          <span className="flex-1">{t.message}</span>
          {t.action && (
            <button type="button" className="font-semibold underline" onClick={() => { t.action?.run(); dismissToast(t.id); }}>
              {t.action.label}
            </button>
          )}
          <button type="button" aria-label="Fechar aviso" className="opacity-80 hover:opacity-100" onClick={() => dismissToast(t.id)}>×</button>
        </div>
      ))}
    </div>
  );
  return layer ? createPortal(stack, layer) : stack;
}
