/* The date field's calendar popup (decision 212): react-day-picker in pt-BR, loaded only when a
   clerk first opens it (its code and styles stay out of the initial bundle). Escape or a click
   outside closes it; a day picked fills the field and returns the focus to it. */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { DayPicker } from 'react-day-picker';
import { ptBR } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import { msg } from '../domain/messages.ts';

export interface CalendarioProps {
  value: string;
  hoje: string;
  onSelect: (iso: string) => void;
  onClose: () => void;
}

const MARGEM_PX = 8;
const local = (iso: string) => new Date(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));
const pad = (n: number) => String(n).padStart(2, '0');
const iso = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

export default function Calendario({ value, hoje, onSelect, onClose }: CalendarioProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const fora = (event: PointerEvent) => {
      if (box.current && !box.current.parentElement?.contains(event.target as Node)) onClose();
    };
    document.addEventListener('pointerdown', fora, true);
    return () => document.removeEventListener('pointerdown', fora, true);
  }, [onClose]);
  // Opened from a field near the screen's right edge, the calendar moves left until it is whole
  // on screen (issue 33: the rightmost date field's opened past the edge).
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const caixa = el.getBoundingClientRect();
    const passa = caixa.right - (document.documentElement.clientWidth - MARGEM_PX);
    if (passa > 0) el.style.translate = `${-Math.min(passa, Math.max(0, caixa.left - MARGEM_PX))}px 0`;
  }, []);
  const selected = value ? local(value) : undefined;
  return (
    <div ref={box} role="dialog" aria-label={msg.ux.calendario} data-testid="calendario"
      className="fluxo-calendario absolute top-full left-0 z-50 mt-1 rounded-lg border border-slate-200 bg-white p-2 text-sm shadow-lg"
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        // The field's dialog (a modal) must not close with the calendar.
        event.stopPropagation();
        event.nativeEvent.stopImmediatePropagation();
        onClose();
      }}>
      <DayPicker mode="single" locale={ptBR} selected={selected} defaultMonth={selected ?? local(hoje)} autoFocus
        captionLayout="dropdown" startMonth={new Date(1990, 0)} endMonth={new Date(2099, 11)}
        onSelect={(day) => { if (day) onSelect(iso(day)); }} />
    </div>
  );
}
