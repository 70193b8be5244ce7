/* Filtro de Lançamento state (SPEC §3, §4, §5): the dialog's fields (kept between openings) and
   the filter in force. The filter runs here, on the rows in memory, with the very predicate the
   server's filter endpoints use (domain/filtro.ts), memoised on the rows' identity. */
import { useMemo, useState } from 'react';
import { useAgenda } from '../../data/agenda.ts';
import { efetivoDaAgenda } from '../../domain/vencimento-efetivo.ts';
import { FiltroSchema, aplicarFiltro } from '../../domain/filtro.ts';
import { validate } from '../../domain/validation.ts';
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
  banco: string[];
  pagamento: string[];
}

export const FILTRO_VAZIO: FiltroForm = {
  data1: '', data2: '', vencimento1: '', vencimento2: '', semVencimento: false,
  data_pagamento1: '', data_pagamento2: '', semPagamento: false, status: [], metodo: [], categoria: [],
  banco: [], pagamento: [],
};

/** A 'sem' box turns its range off: its dates are cleared (SPEC: they are sent empty). */
export function mudarFiltro<K extends keyof FiltroForm>(form: FiltroForm, key: K, value: FiltroForm[K]): FiltroForm {
  const next = { ...form, [key]: value };
  if (key === 'semVencimento' && value) Object.assign(next, { vencimento1: '', vencimento2: '' });
  if (key === 'semPagamento' && value) Object.assign(next, { data_pagamento1: '', data_pagamento2: '' });
  return next;
}

/**
 * A filter in the address (the Painel's links: ?status=Pagar&vencimento1=…&vencimento2=…), read
 * with the filter's own schema; anything it refuses is ignored and the list opens unfiltered.
 */
export function filtroDaUrl(search: string): { form: FiltroForm; filtro: Filtro } | null {
  const params = new URLSearchParams(search);
  if (![...params.keys()].some((k) => k in FILTRO_VAZIO)) return null;
  const form: FiltroForm = {
    ...FILTRO_VAZIO,
    ...Object.fromEntries(['data1', 'data2', 'vencimento1', 'vencimento2', 'data_pagamento1', 'data_pagamento2'].map((k) => [k, params.get(k) ?? ''])),
    semVencimento: params.get('semVencimento') === '1',
    semPagamento: params.get('semPagamento') === '1',
    status: params.getAll('status'),
    metodo: params.getAll('metodo'),
    categoria: params.getAll('categoria'),
    banco: params.getAll('banco'),
    pagamento: params.getAll('pagamento'),
  };
  const parsed = validate(FiltroSchema, form);
  return parsed.ok ? { form, filtro: parsed.value } : null;
}

export function useFiltro<T extends LinhaFiltravel>(rows: readonly T[]) {
  // Read once from the address the list opened with (the lists also render outside a router in tests).
  const [inicial] = useState(() => (typeof window === 'undefined' ? null : filtroDaUrl(window.location.search)));
  const [form, setForm] = useState<FiltroForm>(inicial?.form ?? FILTRO_VAZIO);
  const [ativo, setAtivo] = useState<Filtro | null>(inicial?.filtro ?? null);
  const [aberto, setAberto] = useState(false);
  const agenda = useAgenda();
  const filtradas = useMemo(() => (ativo ? aplicarFiltro(rows, ativo, efetivoDaAgenda(agenda)) : rows), [rows, ativo, agenda]);

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
