/* A link with ?id= (a notification of the bell, issue 17) opens a list on that record: once all
   the rows are known, the list selects that row alone, turns to its page, and the table scrolls it
   into view and focuses it. A search or the list's filter that hides it is cleared, with a pt-BR
   note (decision 321). Each navigation is handled once (by the location's key), so the user may
   then change the selection freely; a second click on the same notification selects it again. */
import { useContext, useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { UNSAFE_LocationContext } from 'react-router-dom';
import { msg } from '../domain/messages.ts';
import { toast } from './toast.tsx';

export interface PedidoRegistro {
  id: string;
  /** One per navigation (the router's location key). */
  chave: string;
}

/** The record the address asks for, or null (also outside a router: lists render alone in tests). */
export function useRegistroDaUrl(): PedidoRegistro | null {
  // Null outside a router (its default value); typed as always present by react-router.
  const ctx: { location: { search: string; key: string } } | null = useContext(UNSAFE_LocationContext);
  if (!ctx) return null;
  const id = new URLSearchParams(ctx.location.search).get('id');
  return id ? { id, chave: `${ctx.location.key}:${id}` } : null;
}

export interface RevelarOpcoes<T> {
  /** Every row of the list, before the search (but after the list's own filter). */
  rows: readonly T[];
  /** What the search (and the filter) leave, in list order. */
  filtered: readonly T[];
  getRowId: (row: T) => string;
  /** False while only the head of the rows is known. */
  completo: boolean;
  query: string;
  setQuery: (query: string) => void;
  /** The list's own filter, when it has one: clears it (true when one was in force). */
  limparFiltro?: (() => boolean) | undefined;
  /** Selects the row alone, turns to its page (its index in `filtered`) and asks for focus. */
  selecionar: (id: string, indice: number) => void;
}

/** Selects the record the address names, clearing what hides it (decision 321). */
export function useRevelarRegistro<T>(opcoes: RevelarOpcoes<T>): void {
  const pedido = useRegistroDaUrl();
  const id = pedido?.id ?? null;
  const chave = pedido?.chave ?? null;
  const feito = useRef<string | null>(null);
  const { rows, filtered, getRowId, completo, query, setQuery, limparFiltro, selecionar } = opcoes;
  useEffect(() => {
    if (id === null || !completo || feito.current === chave) return;
    const indice = filtered.findIndex((row) => getRowId(row) === id);
    if (indice >= 0) {
      feito.current = chave;
      selecionar(id, indice);
      return;
    }
    if (query.trim() !== '' && rows.some((row) => getRowId(row) === id)) {
      setQuery('');
      toast.info(msg.lista.buscaLimpaParaRegistro);
      return;
    }
    // Not among the rows: the filter may hide it (the caller's toast says it was removed). If it
    // is not there either, the record may still arrive with a pull: the request waits for it.
    limparFiltro?.();
  }, [id, chave, completo, filtered, rows, getRowId, query, setQuery, limparFiltro, selecionar]);
}

/** The table's half: scrolls the selected record into view and focuses its checkbox. A
 *  virtualised body first scrolls to the row's place, then waits (a few frames) for it to render. */
export function useFocarRegistro(
  foco: { id: string; indice: number } | null,
  focado: () => void,
  scrollRef: RefObject<HTMLDivElement | null>,
  alturaVirtual: number | null,
): void {
  useEffect(() => {
    const box = scrollRef.current;
    if (!foco || !box) return;
    if (alturaVirtual !== null) box.scrollTop = foco.indice * alturaVirtual;
    let frame = 0;
    let tentativas = 0;
    const tentar = () => {
      const linha = box.querySelector<HTMLElement>(`tr[data-id="${CSS.escape(foco.id)}"]`);
      const alvo = linha?.querySelector<HTMLInputElement>('input[type="checkbox"]');
      if (linha && alvo) {
        alvo.focus({ preventScroll: true });
        linha.scrollIntoView({ block: 'center' });
        focado();
      } else if (++tentativas < 60) frame = requestAnimationFrame(tentar);
      else focado();
    };
    tentar();
    return () => cancelAnimationFrame(frame);
  }, [foco, focado, scrollRef, alturaVirtual]);
}
