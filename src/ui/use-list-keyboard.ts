/* List shortcuts (SPEC §2): F8 reloads; Ctrl+Right / Ctrl+Left change page; Ctrl+Up / Ctrl+Down
   change page size. Paging keys stay with text fields (Ctrl+arrows move the caret by word there)
   and with open dialogs, so the shortcuts never fight with editing. */
import { useEffect, useRef } from 'react';

export interface ListKeyboardActions {
  refresh?: () => void;
  stepPage: (delta: 1 | -1) => void;
  stepPageSize: (direction: 'up' | 'down') => void;
}

const TEXT_INPUT_TYPES = new Set(['text', 'search', 'email', 'password', 'number', 'tel', 'url', 'date']);

function isEditing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && TEXT_INPUT_TYPES.has(target.type);
}

function dialogOpen(): boolean {
  return document.querySelector('[role="dialog"]') !== null;
}

const PAGE_KEYS: Record<string, (actions: ListKeyboardActions) => void> = {
  ArrowRight: (a) => a.stepPage(1),
  ArrowLeft: (a) => a.stepPage(-1),
  ArrowUp: (a) => a.stepPageSize('up'),
  ArrowDown: (a) => a.stepPageSize('down'),
};

export function useListKeyboard(actions: ListKeyboardActions): void {
  const latest = useRef(actions);
  useEffect(() => {
    latest.current = actions;
  });

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'F8') {
        event.preventDefault();
        latest.current.refresh?.();
        return;
      }
      const run = PAGE_KEYS[event.key];
      if (!run || !event.ctrlKey || event.altKey || event.shiftKey || event.metaKey) return;
      if (isEditing(event.target) || dialogOpen()) return;
      event.preventDefault();
      run(latest.current);
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
