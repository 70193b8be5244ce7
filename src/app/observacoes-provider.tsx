/* Gives every list (ui/observacoes-lista.ts) the ids of records with notes and the Observação
   action's opener (the Cadastro modal, pre-linked). */
import { useCallback, useMemo } from 'react';
import type { ReactNode } from 'react';
import { useRegistrosComObservacao } from '../data/observacoes-marcados.ts';
import { useOpenModal } from '../ui/modal-host.tsx';
import { ObservacoesListaContext } from '../ui/observacoes-lista.ts';

export function ObservacoesProvider({ children }: { children: ReactNode }) {
  const marcados = useRegistrosComObservacao();
  const open = useOpenModal();
  const abrir = useCallback((entidade: string, registroId: string) => open('observacao', { contexto: { entidade, registro_id: registroId } }), [open]);
  const value = useMemo(() => ({ marcados, abrir }), [marcados, abrir]);
  return <ObservacoesListaContext.Provider value={value}>{children}</ObservacoesListaContext.Provider>;
}
