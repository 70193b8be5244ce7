/* An on/off switch with its label (Headless UI: role="switch", Space toggles, Enter submits). */
import { Field as HField, Label as HLabel, Switch as HSwitch } from '@headlessui/react';

interface SwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  disabled?: boolean;
  className?: string;
}

export function Switch({ checked, onChange, label, disabled = false, className = '' }: SwitchProps) {
  return (
    <HField disabled={disabled} className={`flex items-center gap-3 ${className}`}>
      <HSwitch checked={checked} onChange={onChange}
        className="group relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full bg-slate-300 transition-colors
          focus-visible:ring-2 focus-visible:ring-sky-400 focus-visible:outline-none data-[checked]:bg-sky-700 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50">
        <span aria-hidden className="inline-block size-4 translate-x-1 rounded-full bg-white shadow transition-transform group-data-[checked]:translate-x-6" />
      </HSwitch>
      <HLabel className="text-sm text-slate-700 data-[disabled]:text-slate-400">{label}</HLabel>
    </HField>
  );
}
