/* The column chooser of a list (issue 33, decision 435): a button opening a list of the table's
   columns, each a checkbox; a fixed column (Descrição) cannot be hidden. Generic: a column a
   screen adds to its list appears here by itself. The choice is kept by the caller. */
import { useEffect, useId, useRef, useState } from 'react';
import { MSG_COLUNAS } from '../domain/messages-campos.ts';
import { Button } from './button.tsx';
import type { Column } from './column.ts';

interface EscolherColunasProps<T> {
  columns: readonly Column<T>[];
  ocultas: ReadonlySet<string>;
  onChange: (id: string, visivel: boolean) => void;
}

export function EscolherColunas<T>({ columns, ocultas, onChange }: EscolherColunasProps<T>) {
  const [aberto, setAberto] = useState(false);
  const painelId = useId();
  const caixa = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!aberto) return;
    function fora(event: MouseEvent) {
      if (caixa.current && !caixa.current.contains(event.target as Node)) setAberto(false);
    }
    function esc(event: KeyboardEvent) {
      if (event.key === 'Escape') setAberto(false);
    }
    document.addEventListener('mousedown', fora);
    document.addEventListener('keydown', esc);
    return () => {
      document.removeEventListener('mousedown', fora);
      document.removeEventListener('keydown', esc);
    };
  }, [aberto]);
  return (
    <div ref={caixa} className="relative">
      <Button onClick={() => setAberto((a) => !a)} aria-expanded={aberto} aria-controls={painelId}>{MSG_COLUNAS.colunas}</Button>
      {aberto && (
        <fieldset id={painelId} className="absolute left-0 z-30 mt-1 max-h-96 w-64 overflow-auto rounded-md border border-slate-200 bg-white p-3 text-sm shadow-lg">
          <legend className="sr-only">{MSG_COLUNAS.escolher}</legend>
          <p aria-hidden="true" className="mb-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">{MSG_COLUNAS.escolher}</p>
          {columns.map((column) => (
            <label key={column.id} className={`flex items-center gap-2 py-1 ${column.fixa ? 'text-slate-500' : 'cursor-pointer text-slate-700'}`}>
              <input type="checkbox" className="size-4 accent-sky-700" checked={column.fixa || !ocultas.has(column.id)} disabled={column.fixa}
                onChange={(event) => onChange(column.id, event.target.checked)} />
              {column.fixa ? MSG_COLUNAS.fixa(column.header) : column.header}
            </label>
          ))}
        </fieldset>
      )}
    </div>
  );
}
