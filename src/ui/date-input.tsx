/* A calendar date ('YYYY-MM-DD', '' when empty) with the browser's date picker. */
import type { InputHTMLAttributes } from 'react';
import { controlClass, useFieldControl } from './field.tsx';

type DateInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'type'> & {
  value: string;
  onChange: (iso: string) => void;
};

export function DateInput({ value, onChange, className = '', ...rest }: DateInputProps) {
  const control = useFieldControl();
  return (
    <input type="date" {...control} {...rest} value={value} onChange={(event) => onChange(event.target.value)}
      className={`${controlClass(control['aria-invalid'])} ${className}`} />
  );
}
