/* Fields several creation forms show alike (entries, investments, invoices, receivables): the
   Descrição that takes the focus, the Valor and Data pair, and the optional Observação. */
import { DateInput } from '../../ui/date-input.tsx';
import { Field } from '../../ui/field.tsx';
import { MoneyInput } from '../../ui/money-input.tsx';
import { TextArea } from '../../ui/text-area.tsx';
import { TextInput } from '../../ui/text-input.tsx';
import type { FieldErrors } from '../../ui/use-form-errors.ts';

interface TextFieldProps {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  className?: string;
}

export function DescricaoField({ value, error, onChange, className }: TextFieldProps) {
  return (
    <Field label="Descrição" error={error} className={className}>
      <TextInput value={value} onChange={onChange} autoFocus autoComplete="off" maxLength={255} />
    </Field>
  );
}

export function ObservacaoField({ value, error, onChange, className }: TextFieldProps) {
  return (
    <Field label="Observação" error={error} className={className}>
      <TextArea value={value} onChange={onChange} maxLength={1000} />
    </Field>
  );
}

interface ValorDataProps {
  valor: number | null;
  data: string;
  errors: FieldErrors;
  onValor: (value: number | null) => void;
  onData: (value: string) => void;
}

export function ValorDataFields({ valor, data, errors, onValor, onData }: ValorDataProps) {
  return (
    <>
      <Field label="Valor" error={errors.valor}>
        <MoneyInput value={valor} onChange={onValor} />
      </Field>
      <Field label="Data" error={errors.data}>
        <DateInput value={data} onChange={onData} />
      </Field>
    </>
  );
}
