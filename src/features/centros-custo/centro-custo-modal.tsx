/* 'Cadastrar Centro de Custo' and 'Editar Centro de Custo' (issue 35): código, nome and the
   Ativo/Inativo switch. One form for both: the edit starts from the row as it is now. */
import { useEffect, useState } from 'react';
import { EditarCentroCustoSchema, NovoCentroCustoSchema } from '../../domain/centro-custo.ts';
import { MSG_CENTRO } from '../../domain/messages-centros.ts';
import { msg } from '../../domain/messages.ts';
import { validate } from '../../domain/validation.ts';
import { cadastrarCentroCusto, editarCentroCusto } from '../../data/centros-custo.ts';
import { setUnsavedForm } from '../../data/unsaved-form.ts';
import { Field } from '../../ui/field.tsx';
import { FormModal } from '../../ui/form-modal.tsx';
import { reportOutcome } from '../../ui/outcome.ts';
import { Switch } from '../../ui/switch.tsx';
import { TextInput } from '../../ui/text-input.tsx';
import { useFormErrors } from '../../ui/use-form-errors.ts';
import type { CentroCustoRow } from './centros-custo-columns.tsx';

/** `row` null: a new centro; a row: its edit. Keyed by row, so each opening starts afresh. */
export function CentroCustoModal({ open, row, onClose }: { open: boolean; row: CentroCustoRow | null; onClose: () => void }) {
  return open ? <CentroCustoForm key={row?.id ?? 'novo'} row={row} onClose={onClose} /> : null;
}

function CentroCustoForm({ row, onClose }: { row: CentroCustoRow | null; onClose: () => void }) {
  const errors = useFormErrors();
  const [codigo, setCodigo] = useState(row?.codigo ?? '');
  const [nome, setNome] = useState(row?.nome ?? '');
  const [status, setStatus] = useState(row?.status ?? true);
  const [busy, setBusy] = useState(false);
  const dirty = codigo !== (row?.codigo ?? '') || nome !== (row?.nome ?? '') || status !== (row?.status ?? true);

  // A new app version never reloads the page under this half-typed form.
  useEffect(() => {
    setUnsavedForm(dirty);
    return () => setUnsavedForm(false);
  }, [dirty]);

  async function submit() {
    const input = row ? { id: row.id, codigo, nome, status, version: row.version ?? null } : { codigo, nome, status };
    const checked = row ? validate(EditarCentroCustoSchema, input) : validate(NovoCentroCustoSchema, input);
    if (!checked.ok) return errors.fail(checked.errors);
    setBusy(true);
    const outcome = row ? await editarCentroCusto(input) : await cadastrarCentroCusto(input);
    setBusy(false);
    const saved = reportOutcome(outcome, {
      form: errors, fields: ['codigo', 'nome'],
      successFallback: row ? MSG_CENTRO.atualizado : MSG_CENTRO.cadastrado, errorFallback: row ? MSG_CENTRO.erroEditar : MSG_CENTRO.erroCadastrar,
    });
    if (saved) onClose();
  }

  return (
    <FormModal open onClose={onClose} title={row ? 'Editar Centro de Custo' : 'Cadastrar Centro de Custo'} busy={busy}
      submitLabel={row ? 'Salvar' : 'Cadastrar'} onSubmit={() => void submit()}>
      <Field label="Código" error={errors.errors.codigo}>
        <TextInput value={codigo} onChange={(value) => { setCodigo(value); errors.clear('codigo'); }} autoFocus autoComplete="off" maxLength={20} />
      </Field>
      <Field label="Nome" error={errors.errors.nome}>
        <TextInput value={nome} onChange={(value) => { setNome(value); errors.clear('nome'); }} autoComplete="off" maxLength={100} />
      </Field>
      <Switch label={status ? msg.comum.ativo : msg.comum.inativo} checked={status} onChange={setStatus} className="mb-4" />
    </FormModal>
  );
}
