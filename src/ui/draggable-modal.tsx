/* The wide, draggable dialog of the filters (SPEC §2 "Filtro de Lançamento"). */
import { ModalFrame } from './modal.tsx';
import type { ModalProps } from './modal.tsx';
import { useDrag } from './use-drag.ts';

export function DraggableModal({ size = 'xl', ...props }: ModalProps) {
  const drag = useDrag();
  return <ModalFrame {...props} size={size} drag={drag} />;
}
