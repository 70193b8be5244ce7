/* A list's Observação cell (issue 33): the row's own observação, else the assunto of a note linked
   to it in Observações (the pinned one, else the newest), else 'Sem Observação'. Before, a linked
   note showed only as the marker's dot while the column said 'Sem Observação'. */
import { msg } from '../domain/messages.ts';
import { useObservacoesLista } from './observacoes-lista.ts';
import { Placeholder } from './placeholder.tsx';

export function ObservacaoCell({ id, texto }: { id: string; texto: string | null | undefined }) {
  const { marcados } = useObservacoesLista();
  const nota = texto && texto.trim() !== '' ? texto : marcados.get(id);
  if (!nota) return <Placeholder text={msg.lista.semObservacao} />;
  // Long notes would widen every row: show the start, the whole text on hover.
  return <span title={nota} className="inline-block max-w-56 truncate align-bottom">{nota}</span>;
}
