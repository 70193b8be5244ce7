/* The submit button: while saving it reads 'Cadastrando' with growing dots and is disabled until
   the call ends (SPEC §2, §9). */
import type { ReactNode } from 'react';
import { msg } from '../domain/messages.ts';
import { buttonClass } from './button.tsx';
import { AnimatedDots } from './dots.tsx';

interface SubmitButtonProps {
  busy: boolean;
  children: ReactNode;
  busyLabel?: string;
  disabled?: boolean;
  className?: string;
}

export function SubmitButton({ busy, children, busyLabel = msg.layout.cadastrando, disabled = false, className = '' }: SubmitButtonProps) {
  return (
    <button type="submit" disabled={busy || disabled} aria-busy={busy || undefined} className={buttonClass('primary', `min-w-32 ${className}`)}>
      {busy ? <AnimatedDots label={busyLabel} /> : children}
    </button>
  );
}
