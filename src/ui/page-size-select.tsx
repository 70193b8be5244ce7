/* 'Por Pág:' with 15 (default), 30, 50 and Todos (SPEC §2). */
import { useId } from 'react';
import { PAGE_SIZES, parsePageSize } from '../domain/list.ts';
import type { PageSize } from '../domain/list.ts';
import { msg } from '../domain/messages.ts';

export function PageSizeSelect({ value, onChange }: { value: PageSize; onChange: (size: PageSize) => void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-slate-600">{msg.lista.porPagina}</label>
      <select id={id} value={String(value)} onChange={(event) => onChange(parsePageSize(event.target.value))}
        className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm focus:border-sky-500 focus:ring-2 focus:ring-sky-200 focus:outline-none">
        {PAGE_SIZES.map((size) => (
          <option key={size} value={String(size)}>{size === 'Todos' ? msg.lista.todos : size}</option>
        ))}
      </select>
    </div>
  );
}
