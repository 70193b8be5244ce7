/* 'Editar Banco' (SPEC §2): the bank's name, the Ativo/Inativo switch and (issue 32) the opening
   balance and its date, for the one row selected. Status defaults to Ativo (SPEC §4). */
import { useEffect, useState } from 'react';
import { EditarBancoSchema } from '../../domain/banco.ts';
import { msg } from '../../domain/messages.ts';
import { validate } from '../../domain/validation.ts';
import { editarBanco } from '../../data/bancos.ts';
import { setUnsavedForm } from '../../data/unsaved-form.ts';
import { Field } from '../../ui/field.tsx';
import { FormModal } from '../../ui/form-modal.tsx';
import { reportOutcome } from '../../ui/outcome.ts';
import { Switch } from '../../ui/switch.tsx';
import { TextInput } from '../../ui/text-input.tsx';
import { useFormErrors } from '../../ui/use-form-errors.ts';
import type { BancoRow } from './bancos-columns.tsx';
import { SaldoInicialFields } from './saldo-inicial-fields.tsx';
import { saldoInicialInput } from './use-banco-form.ts';

interface EditarBancoModalProps {
  row: BancoRow | null;
  onClose: () => void;
}

export function EditarBancoModal({ row, onClose }: EditarBancoModalProps) {
  // Keyed by row: each edit starts from the row as it is now.
  return row ? <EditarBancoForm key={row.id} row={row} onClose={onClose} /> : null;
}

function EditarBancoForm({ row, onClose }: { row: BancoRow; onClose: () => void }) {
  const errors = useFormErrors();
  const [banco, setBanco] = useState(row.banco);
  const [status, setStatus] = useState(row.status ?? true);
  const saldoDaLinha = { saldo_inicial: row.saldo_inicial ? row.saldo_inicial : null, data_saldo_inicial: row.data_saldo_inicial ?? '' };
  const [saldo, setSaldo] = useState(saldoDaLinha);
  const [busy, setBusy] = useState(false);
  const dirty = banco !== row.banco || status !== (row.status ?? true)
    || saldo.saldo_inicial !== saldoDaLinha.saldo_inicial || saldo.data_saldo_inicial !== saldoDaLinha.data_saldo_inicial;

  // A new app version never reloads the page under this half-typed form.
  useEffect(() => {
    setUnsavedForm(dirty);
    return () => setUnsavedForm(false);
  }, [dirty]);

  async function submit() {
    const input = { id: row.id, banco, status, version: row.version ?? null, ...saldoInicialInput(saldo) };
    const checked = validate(EditarBancoSchema, input);
    if (!checked.ok) return errors.fail(checked.errors);
    setBusy(true);
    const outcome = await editarBanco(input);
    setBusy(false);
    if (reportOutcome(outcome, { form: errors, fields: ['banco', 'saldo_inicial', 'data_saldo_inicial'], successFallback: msg.banco.cadastrado, errorFallback: msg.banco.erroCadastrar })) onClose();
  }

  return (
    <FormModal open onClose={onClose} title="Editar Banco" busy={busy} submitLabel="Salvar" onSubmit={() => void submit()}>
      <Field label="Banco" error={errors.errors.banco}>
        <TextInput value={banco} onChange={(value) => { setBanco(value); errors.clear('banco'); }} autoFocus autoComplete="off" maxLength={100} />
      </Field>
      <Switch label={status ? msg.comum.ativo : msg.comum.inativo} checked={status} onChange={setStatus} className="mb-4" />
      <SaldoInicialFields form={saldo} errors={errors.errors}
        onSaldo={(v) => { setSaldo((atual) => ({ ...atual, saldo_inicial: v })); errors.clear('saldo_inicial'); }}
        onData={(v) => { setSaldo((atual) => ({ ...atual, data_saldo_inicial: v })); errors.clear('data_saldo_inicial'); }} />
    </FormModal>
  );
}
