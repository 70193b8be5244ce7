/* A modal holding a form: Enter submits (except in a textarea), Cancelar closes, the submit button
   shows 'Cadastrando...' while saving. Most creation and edit dialogs are just this. */
import type { FormEvent, ReactNode } from 'react';
import { msg } from '../domain/messages.ts';
import { Button } from './button.tsx';
import { Modal } from './modal.tsx';
import type { ModalSize } from './modal.tsx';
import { SubmitButton } from './submit-button.tsx';

interface FormModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  onSubmit: () => void;
  busy: boolean;
  submitLabel: string;
  children: ReactNode;
  size?: ModalSize;
}

export function FormModal({ open, onClose, title, onSubmit, busy, submitLabel, children, size }: FormModalProps) {
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!busy) onSubmit();
  }
  return (
    <Modal open={open} onClose={onClose} title={title} busy={busy} size={size}>
      <form noValidate onSubmit={submit}>
        {children}
        <div className="mt-2 flex justify-end gap-2 border-t border-slate-100 pt-4">
          <Button onClick={onClose} disabled={busy}>{msg.comum.cancelar}</Button>
          <SubmitButton busy={busy}>{submitLabel}</SubmitButton>
        </div>
      </form>
    </Modal>
  );
}
