/* A labelled checkbox (native: Space toggles, the label is clickable). */
import { useId } from 'react';

interface CheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  disabled?: boolean;
}

export function Checkbox({ checked, onChange, label, disabled = false }: CheckboxProps) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <input id={id} type="checkbox" checked={checked} disabled={disabled} onChange={(event) => onChange(event.target.checked)}
        className="size-4 cursor-pointer accent-sky-700 disabled:cursor-not-allowed" />
      <label htmlFor={id} className={`text-sm ${disabled ? 'text-slate-400' : 'text-slate-700'}`}>{label}</label>
    </div>
  );
}
