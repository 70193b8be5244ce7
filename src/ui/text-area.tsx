/* Multi-line text wired to its Field (Enter adds a line; it never submits the form). */
import type { TextareaHTMLAttributes } from 'react';
import { controlClass, useFieldControl } from './field.tsx';

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value'> & {
  value: string;
  onChange: (value: string) => void;
};

export function TextArea({ value, onChange, className = '', rows = 3, ...rest }: TextAreaProps) {
  const control = useFieldControl();
  return (
    <textarea rows={rows} {...control} {...rest} value={value} onChange={(event) => onChange(event.target.value)}
      className={`${controlClass(control['aria-invalid'])} ${className}`} />
  );
}
