/* A native select wired to its Field: keyboard-friendly and fast with long option lists. */
import type { SelectHTMLAttributes } from 'react';
import { controlClass, useFieldControl } from './field.tsx';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value'> & {
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  /** Shown as the empty choice (value ''). */
  placeholder?: string;
};

export function Select({ value, onChange, options, placeholder, className = '', ...rest }: SelectProps) {
  const control = useFieldControl();
  return (
    <select {...control} {...rest} value={value} onChange={(event) => onChange(event.target.value)}
      className={`${controlClass(control['aria-invalid'])} bg-white ${className}`}>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value} disabled={option.disabled}>{option.label}</option>
      ))}
    </select>
  );
}
