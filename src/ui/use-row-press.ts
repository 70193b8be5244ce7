/* Row clicks (SPEC §2): a click toggles the row after 10 ms, shift-click selects a range, and a
   press held 200 ms or more, or one that leaves text selected, is a text selection instead. */
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { MouseEvent } from 'react';
import { ROW_CLICK_DELAY_MS, isTextSelectionClick } from '../domain/list.ts';

export interface RowPressHandlers {
  onMouseDown: (event: MouseEvent, id: string) => void;
  onClick: (event: MouseEvent, id: string) => void;
}

function hasTextSelection(): boolean {
  const selection = typeof window === 'undefined' ? null : window.getSelection();
  return !!selection && !selection.isCollapsed && selection.toString().trim() !== '';
}

export function useRowPress(press: (id: string, extend: boolean) => void): RowPressHandlers {
  const downAt = useRef(0);
  const latest = useRef(press);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    latest.current = press;
  }, [press]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const onMouseDown = useCallback((event: MouseEvent) => {
    downAt.current = performance.now();
    // Shift+mousedown would otherwise extend the browser's text selection across rows.
    if (event.shiftKey) event.preventDefault();
  }, []);

  const onClick = useCallback((event: MouseEvent, id: string) => {
    const pressDurationMs = downAt.current ? performance.now() - downAt.current : 0;
    downAt.current = 0;
    if (isTextSelectionClick({ pressDurationMs, hasTextSelection: hasTextSelection() })) return;
    const extend = event.shiftKey;
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      latest.current(id, extend);
    }, ROW_CLICK_DELAY_MS);
    timers.current.add(timer);
  }, []);

  // A stable object, so memoised rows do not re-render when the list does.
  return useMemo(() => ({ onMouseDown, onClick }), [onMouseDown, onClick]);
}
