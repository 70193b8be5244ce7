/* 'Histórico de alterações' from any list (issue 18): the shared list kit shows the button when
   exactly one row is selected; the app supplies who may see it and how it opens (ui imports no
   data: the modal, which reads the server, lives in features/auditoria). */
import { createContext, useContext } from 'react';

export interface HistoricoAlteracoes {
  /** The signed-in user may read the change log (perfil Administrador, decision 232). */
  podeVer: boolean;
  /** Opens the history of one record: `entidade` is the table name ('lancamentos', 'bancos'…). */
  abrir: (entidade: string, registroId: string) => void;
}

export const HistoricoAlteracoesContext = createContext<HistoricoAlteracoes | null>(null);

export function useHistoricoAlteracoes(): HistoricoAlteracoes | null {
  return useContext(HistoricoAlteracoesContext);
}
