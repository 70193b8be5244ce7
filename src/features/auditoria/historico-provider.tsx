/* Supplies the shared list kit's 'Histórico de alterações' (ui/historico-context.ts): who may see
   it (perfil Administrador: the log is Gestor-area data, decision 232) and the modal it opens. */
import { lazy, Suspense, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useEhAdministrador } from '../../data/perfil.ts';
import { HistoricoAlteracoesContext } from '../../ui/historico-context.ts';

// Fetched the first time a history opens: the shell's first load stays as small as it was.
const HistoricoAlteracoesModal = lazy(async () => ({ default: (await import('./historico-alteracoes-modal.tsx')).HistoricoAlteracoesModal }));

export function HistoricoAlteracoesProvider({ children }: { children: ReactNode }) {
  const podeVer = useEhAdministrador();
  const [alvo, setAlvo] = useState<{ entidade: string; registroId: string } | null>(null);
  const valor = useMemo(() => ({ podeVer, abrir: (entidade: string, registroId: string) => setAlvo({ entidade, registroId }) }), [podeVer]);
  return (
    <HistoricoAlteracoesContext.Provider value={valor}>
      {children}
      {alvo && <Suspense fallback={null}><HistoricoAlteracoesModal alvo={alvo} onClose={() => setAlvo(null)} /></Suspense>}
    </HistoricoAlteracoesContext.Provider>
  );
}
