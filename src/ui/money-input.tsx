/* The BRL money input of SPEC §3: every typed digit is a cent, shown with pt-BR thousands dots and
   a decimal comma, without a currency symbol. The value is integer cents (null when empty); the
   data layer sends it as a plain decimal with a dot (domain toDecimal). */
import type { InputHTMLAttributes } from 'react';
import { formatValor, parseMoneyInput } from '../domain/money.ts';
import { controlClass, useFieldControl } from './field.tsx';

type MoneyInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'type'> & {
  value: number | null;
  onChange: (cents: number | null) => void;
};

export function MoneyInput({ value, onChange, className = '', ...rest }: MoneyInputProps) {
  const control = useFieldControl();
  return (
    <input type="text" inputMode="numeric" autoComplete="off" placeholder="0,00" {...control} {...rest}
      value={value === null ? '' : formatValor(value)}
      onChange={(event) => {
        // Backspacing down to zero empties the field: zero is never a valid amount here.
        const cents = parseMoneyInput(event.target.value);
        onChange(cents === 0 ? null : cents);
      }}
      className={`${controlClass(control['aria-invalid'])} text-right tabular-nums ${className}`} />
  );
}
