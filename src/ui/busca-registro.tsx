/* Pick one record of a long list (a reminder's link, a note's record): type a few letters, choose
   among the first 50 matches. A select of 100,000 payables would be too heavy to open. */
import { useMemo, useState } from 'react';
import { normalizeSearch } from '../domain/search.ts';
import { Select } from './select.tsx';

interface BuscaRegistroProps<T extends { id: string }> {
  rows: readonly T[];
  rotulo: (row: T) => string;
  value: string;
  onChange: (id: string) => void;
}

export function BuscaRegistro<T extends { id: string }>({ rows, rotulo, value, onChange }: BuscaRegistroProps<T>) {
  const [busca, setBusca] = useState('');
  const opcoes = useMemo(() => {
    const q = normalizeSearch(busca);
    const achados: T[] = [];
    for (const r of rows) {
      if (achados.length >= 50) break;
      if (!q || normalizeSearch(rotulo(r)).includes(q)) achados.push(r);
    }
    const atual = rows.find((r) => r.id === value);
    if (atual && !achados.includes(atual)) achados.unshift(atual);
    return achados.map((r) => ({ value: r.id, label: rotulo(r) }));
  }, [rows, rotulo, busca, value]);
  return (
    <div className="flex flex-col gap-1">
      <input type="search" aria-label="Buscar registro" placeholder="Buscar pela descrição" value={busca} onChange={(e) => setBusca(e.target.value)}
        className="rounded-md border border-slate-300 px-3 py-1.5 text-sm" />
      <Select value={value} onChange={onChange} placeholder="Selecione" options={opcoes} />
    </div>
  );
}
