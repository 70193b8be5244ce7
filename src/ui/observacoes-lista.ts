/* What every list needs of Observações (issue 17) without ui importing data: the ids of records
   that have notes (the marker, one Set lookup per drawn row) and how to open the Cadastro modal
   pre-linked to one row. The app provides it (app/observacoes-provider.tsx). */
import { createContext, useContext } from 'react';

export interface ObservacoesLista {
  /** Records with notes, each with the assunto its Observação column shows. */
  marcados: ReadonlyMap<string, string>;
  abrir: (entidade: string, registroId: string) => void;
}

/** The Observações entity of a list's rows, by the table the list shows (ListCard's `entidade`). */
export const ENTIDADE_OBSERVACAO_DA_TABELA: Readonly<Record<string, string>> = {
  lancamentos: 'Lançamento', recebiveis: 'Recebível', faturas: 'Fatura', bancos: 'Banco', categorias: 'Categoria',
  investimentos: 'Investimento', entradas: 'Entrada',
};

export const ObservacoesListaContext = createContext<ObservacoesLista>({ marcados: new Map(), abrir: () => undefined });

export function useObservacoesLista(): ObservacoesLista {
  return useContext(ObservacoesListaContext);
}
