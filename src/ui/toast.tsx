/* Toasts (SPEC §2): success, danger, warning, info; bottom right; 3 s; dismissible; empty
   messages are not shown. A module-level store so any code path can raise one. */
import { useSyncExternalStore } from 'react';
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

export function dismissToast(id: number): void {
  items = items.filter((t) => t.id !== id);
  emit();
}

export function showToast(kind: ToastKind, message: string | null | undefined, options: { action?: ToastItem['action']; sticky?: boolean } = {}): void {
  if (!message || !message.trim()) return;
  const id = nextId++;
  items = [...items, { id, kind, message, action: options.action, sticky: options.sticky }];
  emit();
  if (!options.sticky) setTimeout(() => dismissToast(id), TOAST_MS);
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

export function Toaster() {
  const list = useSyncExternalStore(subscribe, () => items, () => items);
  return (
    <div className="pointer-events-none fixed right-4 bottom-4 z-[2000] flex w-80 flex-col gap-2" aria-live="polite">
      {list.map((t) => (
        <div key={t.id} role={t.kind === 'danger' ? 'alert' : 'status'} data-kind={t.kind}
          className={`pointer-events-auto flex items-start gap-2 rounded-md px-4 py-3 text-sm text-white shadow-lg ${STYLE[t.kind]}`}>
          <span className="flex-1">{t.message}</span>
          {t.action && (
            <button type="button" className="font-semibold underline" onClick={() => { t.action?.run(); dismissToast(t.id); }}>
              {t.action.label}
            </button>
          )}
          <button type="button" aria-label="Fechar" className="opacity-80 hover:opacity-100" onClick={() => dismissToast(t.id)}>×</button>
        </div>
      ))}
    </div>
  );
}
