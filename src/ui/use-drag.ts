/* Dragging a dialog by its header with the pointer (mouse, pen or touch). */
import { useCallback, useRef, useState } from 'react';
import type { PointerEvent } from 'react';

export interface Drag {
  offset: { x: number; y: number };
  dragged: boolean;
  handleProps: {
    onPointerDown: (event: PointerEvent<HTMLElement>) => void;
    onPointerMove: (event: PointerEvent<HTMLElement>) => void;
    onPointerUp: (event: PointerEvent<HTMLElement>) => void;
  };
}

export function useDrag(): Drag {
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const [dragged, setDragged] = useState(false);
  const start = useRef<{ px: number; py: number; x: number; y: number } | null>(null);

  const onPointerDown = useCallback((event: PointerEvent<HTMLElement>) => {
    // Buttons in the header (close) keep working.
    if (event.button !== 0 || (event.target as HTMLElement).closest('button')) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    start.current = { px: event.clientX, py: event.clientY, x: offset.x, y: offset.y };
  }, [offset]);

  const onPointerMove = useCallback((event: PointerEvent<HTMLElement>) => {
    const from = start.current;
    if (!from) return;
    setOffset({ x: from.x + event.clientX - from.px, y: from.y + event.clientY - from.py });
    setDragged(true);
  }, []);

  const onPointerUp = useCallback((event: PointerEvent<HTMLElement>) => {
    start.current = null;
    event.currentTarget.releasePointerCapture?.(event.pointerId);
  }, []);

  return { offset, dragged, handleProps: { onPointerDown, onPointerMove, onPointerUp } };
}
