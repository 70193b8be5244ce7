/* 'Cadastrar Transferência' (issue 32, decision 406): de, para (active banks), valor, data and an
   optional descrição. The schema's rules (valor > 0, de ≠ para) run before saving, and the data
   layer checks both banks exist on this device, as the server does. */
import { useMemo, useState } from 'react';
import { msg } from '../../domain/messages.ts';
import { toDecimal } from '../../domain/money.ts';
import { NovaTransferenciaSchema } from '../../domain/transferencia.ts';
import { validate } from '../../domain/validation.ts';
import { useCollection } from '../../data/live.ts';
import { cadastrarTransferencia } from '../../data/transferencias.ts';
import { DateInput } from '../../ui/date-input.tsx';
import { Field } from '../../ui/field.tsx';
import { FormModal } from '../../ui/form-modal.tsx';
import { MoneyInput } from '../../ui/money-input.tsx';
import { reportOutcome } from '../../ui/outcome.ts';
import { Select } from '../../ui/select.tsx';
import { TextInput } from '../../ui/text-input.tsx';
import { firstInOrder, useFormErrors } from '../../ui/use-form-errors.ts';

const t = msg.saldos.transferencia;
const FIELDS = ['de', 'para', 'valor', 'data', 'descricao'] as const;

interface Form { de: string; para: string; valor: number | null; data: string; descricao: string }
const VAZIO: Form = { de: '', para: '', valor: null, data: '', descricao: '' };

export function CadastrarTransferenciaModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const errors = useFormErrors();
  const [form, setForm] = useState<Form>(VAZIO);
  const [busy, setBusy] = useState(false);
  const { rows: bancos } = useCollection('bancos');
  const opcoes = useMemo(() => bancos.filter((b) => b.status !== false).map((b) => ({ value: b.id, label: b.banco })), [bancos]);
  const change = <K extends keyof Form>(key: K, value: Form[K]) => {
    setForm((atual) => ({ ...atual, [key]: value }));
    errors.clear(key);
  };

  async function submit() {
    const input = { ...form, valor: form.valor === null ? '' : toDecimal(form.valor) };
    const checked = validate(NovaTransferenciaSchema, input);
    if (!checked.ok) return errors.fail(firstInOrder(checked.errors, FIELDS));
    setBusy(true);
    const outcome = await cadastrarTransferencia(input);
    setBusy(false);
    if (!reportOutcome(outcome, { form: errors, fields: FIELDS, successFallback: t.cadastrada, errorFallback: t.erroCadastrar })) return;
    setForm(VAZIO);
    errors.reset();
    onClose();
  }

  return (
    <FormModal open={open} onClose={onClose} title="Cadastrar Transferência" busy={busy} submitLabel="Cadastrar" onSubmit={() => void submit()}>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <Field label="De (banco de origem)" error={errors.errors.de}>
          <Select value={form.de} options={opcoes} placeholder="Selecione" onChange={(v) => change('de', v)} />
        </Field>
        <Field label="Para (banco de destino)" error={errors.errors.para}>
          <Select value={form.para} options={opcoes} placeholder="Selecione" onChange={(v) => change('para', v)} />
        </Field>
        <Field label="Valor" error={errors.errors.valor}>
          <MoneyInput value={form.valor} onChange={(v) => change('valor', v)} />
        </Field>
        <Field label="Data" error={errors.errors.data}>
          <DateInput value={form.data} onChange={(v) => change('data', v)} />
        </Field>
      </div>
      <Field label="Descrição" error={errors.errors.descricao}>
        <TextInput value={form.descricao} onChange={(v) => change('descricao', v)} maxLength={255} autoComplete="off" />
      </Field>
    </FormModal>
  );
}
