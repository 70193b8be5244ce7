/* A time of day typed as hh:mm, 24 h, whatever the browser's language (issue 33): the native time
   field shows "10:30 AM" on an English browser. Digits only; the colon comes by itself ("1030" →
   "10:30"); the form's own rule says when it is not a time. */
import type { InputHTMLAttributes } from 'react';
import { controlClass, useFieldControl } from './field.tsx';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'type'> & {
  value: string;
  onChange: (hhmm: string) => void;
};

/** "1030" → "10:30", "9" → "9", "12:3" → "12:3": at most 4 digits, a colon after the second. */
export function mascaraHora(texto: string): string {
  const digitos = texto.replace(/\D/g, '').slice(0, 4);
  return digitos.length > 2 ? `${digitos.slice(0, 2)}:${digitos.slice(2)}` : digitos;
}

export function HoraInput({ value, onChange, className = '', ...rest }: Props) {
  const control = useFieldControl();
  return (
    <input type="text" inputMode="numeric" autoComplete="off" placeholder="hh:mm" maxLength={5} {...control} {...rest}
      value={value} onChange={(event) => onChange(mascaraHora(event.target.value))}
      className={`${controlClass(control['aria-invalid'])} ${className}`} />
  );
}
