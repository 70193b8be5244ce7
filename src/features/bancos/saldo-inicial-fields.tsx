/* The opening balance of a bank (issue 32, decision 402): "Saldo inicial" (the balance at the start
   of the day) and "Data do saldo inicial" (blank: every dated movement counts). Shared by
   Cadastrar and Editar Banco. */
import { DateInput } from '../../ui/date-input.tsx';
import { Field } from '../../ui/field.tsx';
import { MoneyInput } from '../../ui/money-input.tsx';
import type { BancoForm } from './use-banco-form.ts';

type Saldo = Pick<BancoForm, 'saldo_inicial' | 'data_saldo_inicial'>;

interface SaldoInicialFieldsProps {
  form: Saldo;
  errors: Readonly<Record<string, string | undefined>>;
  onSaldo: (cents: number | null) => void;
  onData: (iso: string) => void;
}

export function SaldoInicialFields({ form, errors, onSaldo, onData }: SaldoInicialFieldsProps) {
  return (
    <div className="grid gap-x-4 sm:grid-cols-2">
      <Field label="Saldo inicial" error={errors.saldo_inicial}>
        <MoneyInput value={form.saldo_inicial} onChange={onSaldo} />
      </Field>
      <Field label="Data do saldo inicial" error={errors.data_saldo_inicial}>
        <DateInput value={form.data_saldo_inicial} onChange={onData} />
      </Field>
    </div>
  );
}
