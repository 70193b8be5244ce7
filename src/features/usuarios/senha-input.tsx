/* The password field with its show/hide toggle (SPEC §2 user modals). Passwords are not trimmed. */
import { useState } from 'react';
import { TextInput } from '../../ui/text-input.tsx';

interface SenhaInputProps {
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
}

export function SenhaInput({ value, onChange, placeholder }: SenhaInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="flex gap-2">
      <TextInput type={visible ? 'text' : 'password'} value={value} onChange={onChange} placeholder={placeholder}
        autoComplete="new-password" maxLength={200} />
      <button type="button" onClick={() => setVisible((v) => !v)} aria-pressed={visible}
        aria-label={visible ? 'Ocultar senha' : 'Mostrar senha'} title={visible ? 'Ocultar senha' : 'Mostrar senha'}
        className="shrink-0 rounded-md border border-slate-300 px-3 text-sm text-slate-600 hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-sky-400 focus-visible:outline-none">
        {visible ? 'Ocultar' : 'Mostrar'}
      </button>
    </div>
  );
}
