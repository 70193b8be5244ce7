/* 'Cadastrar Banco' (SPEC §2, §4, §5): name, has-card switch (disabled until a name is typed),
   Crédito and Débito, due day 1–31 (only with credit). Only the first of the bank, due-day and
   card-type errors is shown; then (issue 32) the opening balance and its date. Fields reset after a save. */
import { useEffect, useState } from 'react';
import { DIAS_VENCIMENTO, NovoBancoSchema } from '../../domain/banco.ts';
import { msg } from '../../domain/messages.ts';
import { validate } from '../../domain/validation.ts';
import { cadastrarBanco } from '../../data/bancos.ts';
import { setUnsavedForm } from '../../data/unsaved-form.ts';
import { Checkbox } from '../../ui/checkbox.tsx';
import { Field } from '../../ui/field.tsx';
import { FormModal } from '../../ui/form-modal.tsx';
import { reportOutcome } from '../../ui/outcome.ts';
import { Select } from '../../ui/select.tsx';
import { Switch } from '../../ui/switch.tsx';
import { TextInput } from '../../ui/text-input.tsx';
import { firstInOrder, useFormErrors } from '../../ui/use-form-errors.ts';
import { saldoInicialInput, useBancoForm } from './use-banco-form.ts';
import { SaldoInicialFields } from './saldo-inicial-fields.tsx';

const ERROR_ORDER = ['banco', 'vencimento', 'credito', 'saldo_inicial', 'data_saldo_inicial'] as const;
const DIAS = DIAS_VENCIMENTO.map((day) => ({ value: String(day), label: String(day) }));

export function CadastrarBancoModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const errors = useFormErrors();
  const { form, change, reset, cardEnabled } = useBancoForm(errors.clear);
  const [busy, setBusy] = useState(false);
  const dirty = open && (form.banco !== '' || form.possui_cartao);

  // A new app version never reloads the page under this half-typed form.
  useEffect(() => {
    setUnsavedForm(dirty);
    return () => setUnsavedForm(false);
  }, [dirty]);

  async function submit() {
    const input = { ...form, ...saldoInicialInput(form) };
    const checked = validate(NovoBancoSchema, input);
    if (!checked.ok) return errors.fail(firstInOrder(checked.errors, ERROR_ORDER));
    setBusy(true);
    const outcome = await cadastrarBanco(input);
    setBusy(false);
    const saved = reportOutcome(outcome, {
      form: errors, fields: ERROR_ORDER, successFallback: msg.banco.cadastrado, errorFallback: msg.banco.erroCadastrar,
    });
    if (!saved) return;
    reset();
    errors.reset();
    onClose();
  }

  return (
    <FormModal open={open} onClose={onClose} title="Cadastrar Banco" busy={busy} submitLabel="Cadastrar" onSubmit={() => void submit()}>
      <Field label="Banco" error={errors.errors.banco}>
        <TextInput value={form.banco} onChange={(value) => change('banco', value)} autoFocus autoComplete="off" maxLength={100} />
      </Field>
      <Switch label="Possui Cartão" checked={form.possui_cartao} disabled={!cardEnabled}
        onChange={(value) => change('possui_cartao', value)} className="mb-4" />
      <fieldset className="mb-4" aria-describedby={errors.errors.credito ? 'banco-tipo-cartao-erro' : undefined}>
        <legend className="mb-1 text-sm font-medium text-slate-700">Tipo de Cartão</legend>
        <div className="flex gap-6">
          <Checkbox label="Crédito" checked={form.credito} disabled={!form.possui_cartao} onChange={(value) => change('credito', value)} />
          <Checkbox label="Débito" checked={form.debito} disabled={!form.possui_cartao} onChange={(value) => change('debito', value)} />
        </div>
        {errors.errors.credito && <p id="banco-tipo-cartao-erro" data-field-error className="mt-1 text-sm text-red-600">{errors.errors.credito}</p>}
      </fieldset>
      <Field label="Vencimento" error={errors.errors.vencimento}>
        <Select value={form.vencimento === null ? '' : String(form.vencimento)} options={DIAS} placeholder="Selecione"
          disabled={!form.credito} onChange={(value) => change('vencimento', value === '' ? null : Number(value))} />
      </Field>
      <SaldoInicialFields form={form} errors={errors.errors}
        onSaldo={(v) => change('saldo_inicial', v)} onData={(v) => change('data_saldo_inicial', v)} />
    </FormModal>
  );
}
