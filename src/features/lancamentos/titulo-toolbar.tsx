/* The Lançamentos/Recebíveis toolbar (SPEC §2): pay selected, inform payment, payment history,
   cancel, delete and filter. Batch actions do nothing without a selection (disabled); the
   single-row ones explain their rule when pressed with another count. */
import type { ReactNode } from 'react';
import { msg } from '../../domain/messages.ts';
import { Button } from '../../ui/button.tsx';

interface TituloToolbarProps {
  selecionadas: number;
  busy: boolean;
  filtroAtivo: boolean;
  onPagar: () => void;
  onInformar: () => void;
  onHistorico: () => void;
  /** Estornar (decision 393): enabled when the selection has a row with a payment. */
  onEstornar?: () => void;
  podeEstornar?: boolean;
  onCancelar: () => void;
  onDeletar: () => void;
  onFiltrar: () => void;
  /** Editar (decision 395): exactly one row selected. */
  onEditar?: () => void;
  onLimparFiltro: () => void;
  extra?: ReactNode;
}

export function TituloToolbar(props: TituloToolbarProps) {
  const none = props.selecionadas === 0 || props.busy;
  return (
    <>
      {props.extra}
      <Button variant="primary" onClick={props.onPagar} disabled={none}>Pagar</Button>
      {props.onEditar && <Button onClick={props.onEditar} disabled={props.selecionadas !== 1 || props.busy}>{msg.editar.editar}</Button>}
      <Button onClick={props.onInformar} disabled={props.busy}>Informar Pagamento</Button>
      <Button onClick={props.onHistorico}>Histórico</Button>
      {props.onEstornar && <Button onClick={props.onEstornar} disabled={props.busy || !props.podeEstornar}>{msg.estorno.estornar}</Button>}
      <Button onClick={props.onCancelar} disabled={none}>Cancelar</Button>
      <Button variant="danger" onClick={props.onDeletar} disabled={none}>Deletar</Button>
      <Button onClick={props.onFiltrar} aria-pressed={props.filtroAtivo}
        className={props.filtroAtivo ? 'border-sky-600 text-sky-800' : ''}>
        Filtrar
      </Button>
      {props.filtroAtivo && <Button variant="ghost" onClick={props.onLimparFiltro}>Limpar Filtro</Button>}
    </>
  );
}
