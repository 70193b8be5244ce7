/* Pieces of the Filtro de Lançamento dialog: a date range with its optional 'sem' box, and a
   group of option checkboxes. */
import { Checkbox } from '../../ui/checkbox.tsx';
import { DateInput } from '../../ui/date-input.tsx';
import { Field } from '../../ui/field.tsx';
import type { FieldErrors } from '../../ui/use-form-errors.ts';
import type { FiltroForm } from './use-filtro.ts';

type DateKey = 'data1' | 'data2' | 'vencimento1' | 'vencimento2' | 'data_pagamento1' | 'data_pagamento2';
type ListKey = 'status' | 'metodo' | 'categoria' | 'banco' | 'pagamento';

interface IntervaloProps {
  legend: string;
  nome: string;
  inicio: DateKey;
  fim: DateKey;
  sem?: { key: 'semVencimento' | 'semPagamento'; label: string };
  form: FiltroForm;
  errors: FieldErrors;
  onChange: <K extends keyof FiltroForm>(key: K, value: FiltroForm[K]) => void;
}

export function Intervalo({ legend, nome, inicio, fim, sem, form, errors, onChange }: IntervaloProps) {
  const off = sem ? form[sem.key] : false;
  return (
    <fieldset className="rounded-md border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-700">{legend}</legend>
      <Field label={`${nome} inicial`} error={errors[inicio]} className="mb-2">
        <DateInput value={form[inicio]} disabled={off} onChange={(value) => onChange(inicio, value)} />
      </Field>
      <Field label={`${nome} final`} error={errors[fim]} className="mb-2">
        <DateInput value={form[fim]} disabled={off} onChange={(value) => onChange(fim, value)} />
      </Field>
      {sem && <Checkbox label={sem.label} checked={off} onChange={(value) => onChange(sem.key, value)} />}
    </fieldset>
  );
}

interface OpcoesProps {
  legend: string;
  field: ListKey;
  options: readonly { value: string; label: string }[];
  form: FiltroForm;
  onChange: (key: ListKey, value: string[]) => void;
}

export function Opcoes({ legend, field, options, form, onChange }: OpcoesProps) {
  const chosen = form[field];
  function toggle(value: string, on: boolean) {
    onChange(field, on ? [...chosen, value] : chosen.filter((item) => item !== value));
  }
  return (
    <fieldset className="rounded-md border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-700">{legend}</legend>
      <div className="flex max-h-40 flex-col gap-1.5 overflow-y-auto">
        {options.map((option) => (
          <Checkbox key={option.value} label={option.label} checked={chosen.includes(option.value)}
            onChange={(on) => toggle(option.value, on)} />
        ))}
      </div>
    </fieldset>
  );
}
