/* The optional link to an existing posting (SPEC §2 'Cadastro de Comprovantes'): a searchable
   list of posting titles (one per id_titulo) from the local copy; typing filters, ignoring case
   and accents. Only the first matches are listed so 100,000 postings stay instant. */
import { Combobox, ComboboxButton, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react';
import { useMemo, useState } from 'react';
import { formatDateBR } from '../../domain/dates.ts';
import { normalizeSearch } from '../../domain/search.ts';
import { useCollection } from '../../data/live.ts';

interface Titulo {
  id_titulo: string;
  descricao: string;
  data: string;
}

const MAX_OPCOES = 30;

function titulosDe(rows: readonly Titulo[]): Titulo[] {
  const seen = new Map<string, Titulo>();
  for (const row of rows) if (row.id_titulo && !seen.has(row.id_titulo)) seen.set(row.id_titulo, row);
  return [...seen.values()];
}

interface LancamentoComboboxProps {
  value: string;
  onChange: (idTitulo: string) => void;
}

export function LancamentoCombobox({ value, onChange }: LancamentoComboboxProps) {
  const { rows } = useCollection('lancamentos');
  const titulos = useMemo(() => titulosDe(rows), [rows]);
  const [query, setQuery] = useState('');
  const selected = useMemo(() => titulos.find((t) => t.id_titulo === value) ?? null, [titulos, value]);
  const opcoes = useMemo(() => {
    const wanted = normalizeSearch(query);
    const out: Titulo[] = [];
    for (const t of titulos) {
      if (wanted === '' || normalizeSearch(t.descricao).includes(wanted)) out.push(t);
      if (out.length >= MAX_OPCOES) break;
    }
    return out;
  }, [titulos, query]);

  return (
    <div className="mb-4">
      <Combobox value={selected} onChange={(t: Titulo | null) => onChange(t?.id_titulo ?? '')} onClose={() => setQuery('')} immediate>
        <div className="mb-1 text-sm font-medium text-slate-700">Lançamento Vinculado (opcional)</div>
        <div className="relative flex gap-2">
          <ComboboxInput aria-label="Lançamento Vinculado" placeholder="Buscar lançamento" autoComplete="off"
            displayValue={(t: Titulo | null) => t?.descricao ?? ''} onChange={(event) => setQuery(event.target.value)}
            className="w-full rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-sky-500 focus:ring-2 focus:ring-sky-200 focus:outline-none" />
          <ComboboxButton aria-label="Mostrar lançamentos" className="rounded-md border border-slate-300 px-2 text-slate-600 hover:bg-slate-50">▾</ComboboxButton>
          {selected && (
            <button type="button" onClick={() => onChange('')} aria-label="Remover vínculo"
              className="rounded-md border border-slate-300 px-2 text-slate-600 hover:bg-slate-50">×</button>
          )}
          <ComboboxOptions className="absolute top-full left-0 z-20 mt-1 max-h-60 w-full overflow-auto rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg empty:invisible">
            {opcoes.map((t) => (
              <ComboboxOption key={t.id_titulo} value={t} className="flex cursor-pointer justify-between gap-3 px-3 py-1.5 data-[focus]:bg-sky-100">
                <span>{t.descricao}</span>
                <span className="text-xs text-slate-500">{formatDateBR(t.data)}</span>
              </ComboboxOption>
            ))}
          </ComboboxOptions>
        </div>
      </Combobox>
    </div>
  );
}
