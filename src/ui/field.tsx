/* A labelled form field with its error text under it. The control inside reads its id and its
   error wiring from context, so a screen writes <Field label error><TextInput …/></Field>. */
import { createContext, useContext, useId } from 'react';
import type { ReactNode } from 'react';

interface FieldControl {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
}

const FieldContext = createContext<FieldControl | null>(null);

/** Props a control spreads onto its element; empty outside a Field. */
export function useFieldControl(): Partial<FieldControl> {
  return useContext(FieldContext) ?? {};
}

export const CONTROL_CLASS = `w-full rounded-md border px-3 py-2 text-sm text-slate-800 focus:ring-2 focus:outline-none
  disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-400`;

export function controlClass(invalid: boolean | undefined): string {
  return `${CONTROL_CLASS} ${invalid ? 'border-red-500 focus:border-red-500 focus:ring-red-200' : 'border-slate-300 focus:border-sky-500 focus:ring-sky-200'}`;
}

interface FieldProps {
  label: string;
  error?: string | undefined;
  children: ReactNode;
  className?: string;
}

export function Field({ label, error, children, className = '' }: FieldProps) {
  const id = useId();
  const errorId = `${id}-erro`;
  const control: FieldControl = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined };
  return (
    <div className={`mb-4 ${className}`}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">{label}</label>
      <FieldContext.Provider value={control}>{children}</FieldContext.Provider>
      {error && <p id={errorId} data-field-error className="mt-1 text-sm text-red-600">{error}</p>}
    </div>
  );
}
