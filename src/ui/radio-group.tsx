/* A labelled group of radio buttons (native: arrow keys move the choice) with its error text. */
import { useId } from 'react';

interface RadioGroupProps<V extends string> {
  label: string;
  value: V | '';
  onChange: (value: V) => void;
  options: readonly { value: V; label: string }[];
  error?: string | undefined;
  disabled?: boolean;
}

export function RadioGroup<V extends string>({ label, value, onChange, options, error, disabled = false }: RadioGroupProps<V>) {
  const name = useId();
  const errorId = `${name}-erro`;
  return (
    <fieldset className="mb-4" disabled={disabled} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-700">{label}</legend>
      <div className="flex flex-wrap gap-4">
        {options.map((option) => (
          <label key={option.value} className="flex items-center gap-2 text-sm text-slate-700">
            <input type="radio" name={name} value={option.value} checked={value === option.value}
              onChange={() => onChange(option.value)} className="size-4 accent-sky-700" />
            {option.label}
          </label>
        ))}
      </div>
      {error && <p id={errorId} data-field-error className="mt-1 text-sm text-red-600">{error}</p>}
    </fieldset>
  );
}
