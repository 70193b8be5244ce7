/* Open/close state for the top bar's two small dropdowns (user menu, notifications). Hand-made
   instead of Headless UI Menu/Popover so the shell's first download stays small (decision 115):
   closes on a press outside, on Escape (focus back on the button) and when focus leaves it. */
import { useEffect, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent } from 'react';

export function useDropdown() {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const rootProps = {
    ref: root,
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !open) return;
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
    },
    onBlur: (event: FocusEvent) => {
      if (open && !root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
    },
  };
  const buttonProps = {
    ref: button,
    type: 'button' as const,
    'aria-expanded': open,
    onClick: () => setOpen((o) => !o),
  };
  return { open, close: () => setOpen(false), rootProps, buttonProps };
}
