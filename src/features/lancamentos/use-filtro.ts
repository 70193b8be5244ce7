/* Filtro de Lançamento state (SPEC §3, §4, §5): the dialog's fields (kept between openings) and
   the filter in force. The filter runs here, on the rows in memory, with the very predicate the
   server's filter endpoints use (domain/filtro.ts), memoised on the rows' identity. */
import { useMemo, useState } from 'react';
import { aplicarFiltro } from '../../domain/filtro.ts';
import type { Filtro, LinhaFiltravel } from '../../domain/filtro.ts';

export interface FiltroForm {
  data1: string;
  data2: string;
  vencimento1: string;
  vencimento2: string;
  semVencimento: boolean;
  data_pagamento1: string;
  data_pagamento2: string;
  semPagamento: boolean;
  status: string[];
  metodo: string[];
  categoria: string[];
}

export const FILTRO_VAZIO: FiltroForm = {
  data1: '', data2: '', vencimento1: '', vencimento2: '', semVencimento: false,
  data_pagamento1: '', data_pagamento2: '', semPagamento: false, status: [], metodo: [], categoria: [],
};

/** A 'sem' box turns its range off: its dates are cleared (SPEC: they are sent empty). */
export function mudarFiltro<K extends keyof FiltroForm>(form: FiltroForm, key: K, value: FiltroForm[K]): FiltroForm {
  const next = { ...form, [key]: value };
  if (key === 'semVencimento' && value) Object.assign(next, { vencimento1: '', vencimento2: '' });
  if (key === 'semPagamento' && value) Object.assign(next, { data_pagamento1: '', data_pagamento2: '' });
  return next;
}

export function useFiltro<T extends LinhaFiltravel>(rows: readonly T[]) {
  const [form, setForm] = useState<FiltroForm>(FILTRO_VAZIO);
  const [ativo, setAtivo] = useState<Filtro | null>(null);
  const [aberto, setAberto] = useState(false);
  const filtradas = useMemo(() => (ativo ? aplicarFiltro(rows, ativo) : rows), [rows, ativo]);

  return {
    form,
    ativo,
    aberto,
    rows: filtradas,
    abrir: () => setAberto(true),
    fechar: () => setAberto(false),
    mudar: <K extends keyof FiltroForm>(key: K, value: FiltroForm[K]) => setForm((f) => mudarFiltro(f, key, value)),
    aplicar: (filtro: Filtro) => {
      setAtivo(filtro);
      setAberto(false);
    },
    /** Clears the fields and the filter in force; true when a filter was in force. */
    limpar: (): boolean => {
      setForm(FILTRO_VAZIO);
      setAberto(false);
      const had = ativo !== null;
      setAtivo(null);
      return had;
    },
  };
}

export type FiltroState = ReturnType<typeof useFiltro>;
