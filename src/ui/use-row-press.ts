/* Row clicks (SPEC §2): a click toggles the row after 10 ms, shift-click selects a range, and a
   press held 200 ms or more, or one that leaves text selected, is a text selection instead.
   A double click opens the row (Editar, PRODUCT "The posting lifecycle") and leaves its selection
   as it was: the first click's toggle is undone, the second click and the word selection a double
   click makes are ignored. */
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { MouseEvent } from 'react';
import { ROW_CLICK_DELAY_MS, isTextSelectionClick } from '../domain/list.ts';

export interface RowPressHandlers {
  onMouseDown: (event: MouseEvent, id: string) => void;
  onClick: (event: MouseEvent, id: string) => void;
  onDoubleClick: (event: MouseEvent, id: string) => void;
}

function hasTextSelection(): boolean {
  const selection = typeof window === 'undefined' ? null : window.getSelection();
  return !!selection && !selection.isCollapsed && selection.toString().trim() !== '';
}

export function useRowPress(press: (id: string, extend: boolean) => void, open?: (id: string) => void): RowPressHandlers {
  const downAt = useRef(0);
  const latest = useRef(press);
  const latestOpen = useRef(open);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  // The last single click's toggle: its row and its timer (null once it ran).
  const lastToggle = useRef<{ id: string; extend: boolean; timer: ReturnType<typeof setTimeout> | null } | null>(null);

  useEffect(() => {
    latest.current = press;
    latestOpen.current = open;
  }, [press, open]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const onMouseDown = useCallback((event: MouseEvent) => {
    downAt.current = performance.now();
    // Shift+mousedown would otherwise extend the browser's text selection across rows; the second
    // press of a double click would select a word.
    if (event.shiftKey || (event.detail >= 2 && latestOpen.current)) event.preventDefault();
  }, []);

  const onClick = useCallback((event: MouseEvent, id: string) => {
    const pressDurationMs = downAt.current ? performance.now() - downAt.current : 0;
    downAt.current = 0;
    // The second click of a double click: onDoubleClick decides.
    if (event.detail >= 2 && latestOpen.current) return;
    lastToggle.current = null;
    if (isTextSelectionClick({ pressDurationMs, hasTextSelection: hasTextSelection() })) return;
    const extend = event.shiftKey;
    const toggle = { id, extend, timer: null as ReturnType<typeof setTimeout> | null };
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      toggle.timer = null;
      latest.current(id, extend);
    }, ROW_CLICK_DELAY_MS);
    toggle.timer = timer;
    timers.current.add(timer);
    lastToggle.current = toggle;
  }, []);

  const onDoubleClick = useCallback((event: MouseEvent, id: string) => {
    const abrir = latestOpen.current;
    if (!abrir) return;
    event.preventDefault();
    // Undo the first click's toggle of this row (still pending: cancel it; done: toggle back).
    const toggle = lastToggle.current;
    lastToggle.current = null;
    if (toggle?.id === id) {
      if (toggle.timer !== null) {
        clearTimeout(toggle.timer);
        timers.current.delete(toggle.timer);
      } else latest.current(id, toggle.extend);
    }
    abrir(id);
  }, []);

  // A stable object, so memoised rows do not re-render when the list does.
  return useMemo(() => ({ onMouseDown, onClick, onDoubleClick }), [onMouseDown, onClick, onDoubleClick]);
}
