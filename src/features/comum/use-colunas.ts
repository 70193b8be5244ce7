/* Which columns of a list show (issue 33, decision 435): the columns marked `oculta` are hidden
   until chosen; a person's choice (the ids hidden) is kept per list, per user, on this device
   (prefs.ts). A column a screen adds later shows, and appears in the chooser by itself. */
import { useCallback, useMemo, useState } from 'react';
import { readColunasOcultas, writeColunasOcultas } from '../../data/prefs.ts';
import { useSessionUser } from '../../data/session.ts';
import type { Column } from '../../ui/column.ts';

export interface ColunasVisiveis<T> {
  /** The columns drawn, in the list's order. */
  visiveis: readonly Column<T>[];
  ocultas: ReadonlySet<string>;
  mudar: (id: string, visivel: boolean) => void;
}

export function useColunas<T>(lista: string, columns: readonly Column<T>[]): ColunasVisiveis<T> {
  const usuario = useSessionUser()?.id ?? '';
  const padrao = useMemo(() => columns.filter((c) => c.oculta).map((c) => c.id), [columns]);
  const [escolha, setEscolha] = useState<{ usuario: string; ocultas: string[] | null }>(() => ({ usuario, ocultas: readColunasOcultas(lista, usuario) }));
  // Another user signed in on this device: their own choice.
  const guardadas = escolha.usuario === usuario ? escolha.ocultas : readColunasOcultas(lista, usuario);
  const ocultas = useMemo(() => new Set(guardadas ?? padrao), [guardadas, padrao]);
  const visiveis = useMemo(() => columns.filter((c) => c.fixa || !ocultas.has(c.id)), [columns, ocultas]);
  const mudar = useCallback((id: string, visivel: boolean) => {
    const proximas = new Set(ocultas);
    if (visivel) proximas.delete(id); else proximas.add(id);
    const novas = [...proximas];
    writeColunasOcultas(lista, usuario, novas);
    setEscolha({ usuario, ocultas: novas });
  }, [ocultas, lista, usuario]);
  return { visiveis, ocultas, mudar };
}
