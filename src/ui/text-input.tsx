/* Text input wired to its Field; onChange gives the text. */
import type { InputHTMLAttributes, Ref } from 'react';
import { controlClass, useFieldControl } from './field.tsx';

type TextInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  value: string;
  onChange: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
};

export function TextInput({ value, onChange, className = '', type = 'text', ...rest }: TextInputProps) {
  const control = useFieldControl();
  return (
    <input type={type} {...control} {...rest} value={value} onChange={(event) => onChange(event.target.value)}
      className={`${controlClass(control['aria-invalid'])} ${className}`} />
  );
}
