/* 'Confirmação' with Cancelar / Confirmar (SPEC §2), e.g. for multi-instalment warnings. */
import { useCallback, useState } from 'react';
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

interface Pedido {
  texto: string;
  acao: () => void;
}

/**
 * Asks before an action that cannot be undone (Deletar, Pagar, Inativar; decision 213):
 * `pedir(texto, acao)` opens the Confirmação; Confirmar runs `acao`, Cancelar or Escape nothing.
 * Render `dialogo` once in the screen.
 */
export function useConfirmacao(): { pedir: (texto: string, acao: () => void) => void; dialogo: ReactNode } {
  const [pedido, setPedido] = useState<Pedido | null>(null);
  const pedir = useCallback((texto: string, acao: () => void) => setPedido({ texto, acao }), []);
  const dialogo = (
    <ConfirmDialog open={pedido !== null} onCancel={() => setPedido(null)}
      onConfirm={() => { setPedido(null); pedido?.acao(); }}>
      {pedido?.texto}
    </ConfirmDialog>
  );
  return { pedir, dialogo };
}
