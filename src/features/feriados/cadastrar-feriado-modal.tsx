/* 'Cadastrar Feriado' (issue 15): a date and a name (state, municipal or company holiday). */
import { useState } from 'react';
import { NovoFeriadoSchema } from '../../domain/feriado.ts';
import { msg } from '../../domain/messages.ts';
import { validate } from '../../domain/validation.ts';
import { cadastrarFeriado } from '../../data/feriados.ts';
import { DateInput } from '../../ui/date-input.tsx';
import { Field } from '../../ui/field.tsx';
import { FormModal } from '../../ui/form-modal.tsx';
import { reportOutcome } from '../../ui/outcome.ts';
import { TextInput } from '../../ui/text-input.tsx';
import { useFormErrors } from '../../ui/use-form-errors.ts';

export function CadastrarFeriadoModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const errors = useFormErrors();
  const [data, setData] = useState('');
  const [nome, setNome] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit() {
    const checked = validate(NovoFeriadoSchema, { data, nome });
    if (!checked.ok) return errors.fail(checked.errors);
    setBusy(true);
    const outcome = await cadastrarFeriado({ data, nome });
    setBusy(false);
    const saved = reportOutcome(outcome, {
      form: errors, fields: ['data', 'nome'], successFallback: msg.calendario.feriadoCadastrado, errorFallback: msg.calendario.erroCadastrar,
    });
    if (!saved) return;
    setData('');
    setNome('');
    errors.reset();
    onClose();
  }

  return (
    <FormModal open={open} onClose={onClose} title="Cadastrar Feriado" busy={busy} submitLabel="Cadastrar" onSubmit={() => void submit()}>
      <Field label="Data" error={errors.errors.data}>
        <DateInput value={data} onChange={(v) => { setData(v); errors.clear('data'); }} />
      </Field>
      <Field label="Nome" error={errors.errors.nome}>
        <TextInput value={nome} onChange={(v) => { setNome(v); errors.clear('nome'); }} autoComplete="off" maxLength={100} />
      </Field>
    </FormModal>
  );
}
