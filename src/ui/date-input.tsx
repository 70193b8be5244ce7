/* A calendar date ('YYYY-MM-DD', '' when empty or incomplete), typed and shown as dd/mm/aaaa
   whatever the browser's language (decision 212): slashes by themselves, ArrowUp/ArrowDown step
   the day, month or year under the caret, Alt+ArrowDown or the button opens a pt-BR calendar
   (loaded lazily). A filled ISO date ('2026-03-31') is accepted too. */
import { lazy, Suspense, useLayoutEffect, useRef, useState } from 'react';
import type { InputHTMLAttributes, KeyboardEvent } from 'react';
import { formatDateBR, todayISO } from '../domain/dates.ts';
import { isoDaMascara, mascaraData, passoData, segmentoNoCursor } from '../domain/data-digitada.ts';
import { msg } from '../domain/messages.ts';
import { controlClass, useFieldControl } from './field.tsx';

const Calendario = lazy(() => import('./date-calendar.tsx'));

type DateInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'type'> & {
  value: string;
  onChange: (iso: string) => void;
};

export function DateInput({ value, onChange, className = '', disabled, ...rest }: DateInputProps) {
  const control = useFieldControl();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(() => formatDateBR(value));
  const [seen, setSeen] = useState(value);
  const [aberto, setAberto] = useState(false);
  const caret = useRef<number | null>(null);
  // A value set from outside (a reset, the credit-card rule) replaces what the field shows;
  // the field's own incomplete typing ('' outside) stays.
  if (value !== seen) {
    setSeen(value);
    if (isoDaMascara(text) !== value) setText(formatDateBR(value));
  }
  useLayoutEffect(() => {
    const el = input.current;
    if (caret.current !== null && el && el === document.activeElement) el.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  function mudar(next: string) {
    setText(next);
    const iso = isoDaMascara(next);
    setSeen(iso);
    if (iso !== value) onChange(iso);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' && event.altKey) {
      event.preventDefault();
      setAberto(true);
      return;
    }
    if ((event.key !== 'ArrowUp' && event.key !== 'ArrowDown') || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    const at = event.currentTarget.selectionStart ?? 0;
    const next = passoData(isoDaMascara(text), segmentoNoCursor(at), event.key === 'ArrowUp' ? 1 : -1, todayISO());
    caret.current = at;
    mudar(formatDateBR(next));
  }

  return (
    <div className="relative">
      <input ref={input} type="text" inputMode="numeric" autoComplete="off" placeholder="dd/mm/aaaa" maxLength={10} aria-keyshortcuts="Alt+ArrowDown"
        {...control} {...rest} disabled={disabled} value={text}
        onChange={(event) => mudar(mascaraData(event.target.value))} onKeyDown={onKeyDown}
        className={`${controlClass(control['aria-invalid'])} pr-9 ${className}`} />
      <button type="button" disabled={disabled} aria-label={msg.ux.abrirCalendario} aria-haspopup="dialog" aria-expanded={aberto}
        onClick={() => setAberto((v) => !v)} tabIndex={-1}
        className="absolute top-1/2 right-1 -translate-y-1/2 cursor-pointer rounded p-1 text-slate-600 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-50">
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor" strokeWidth="1.6">
          <rect x="3" y="4.5" width="14" height="12.5" rx="1.5" /><path d="M3 8.5h14M7 2.5v4M13 2.5v4" />
        </svg>
      </button>
      {aberto && (
        <Suspense fallback={null}>
          <Calendario value={isoDaMascara(text)} hoje={todayISO()} onClose={() => { setAberto(false); input.current?.focus(); }}
            onSelect={(iso) => { mudar(formatDateBR(iso)); setAberto(false); input.current?.focus(); }} />
        </Suspense>
      )}
    </div>
  );
}
