/* 'Confirmação' with Cancelar / Confirmar (SPEC §2), e.g. for multi-instalment warnings. */
import type { ReactNode } from 'react';
import { msg } from '../domain/messages.ts';
import { Button } from './button.tsx';
import { Modal } from './modal.tsx';

interface ConfirmDialogProps {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  children: ReactNode;
  title?: string;
  busy?: boolean;
}

export function ConfirmDialog({ open, onCancel, onConfirm, children, title = msg.confirmacao.titulo, busy = false }: ConfirmDialogProps) {
  return (
    <Modal open={open} onClose={onCancel} title={title} size="sm" busy={busy}>
      <div className="space-y-1 text-sm whitespace-pre-line text-slate-700">{children}</div>
      <div className="mt-5 flex justify-end gap-2">
        <Button onClick={onCancel} disabled={busy}>{msg.confirmacao.cancelar}</Button>
        <Button variant="primary" onClick={onConfirm} disabled={busy} data-autofocus>{msg.confirmacao.confirmar}</Button>
      </div>
    </Modal>
  );
}
