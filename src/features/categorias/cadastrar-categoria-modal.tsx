/* 'Cadastrar Categoria' (SPEC §2, §5): the text and the tributo switch (decision 221); it resets after a save. */
import { useEffect, useState } from 'react';
import { NovaCategoriaSchema } from '../../domain/categoria.ts';
import { msg } from '../../domain/messages.ts';
import { validate } from '../../domain/validation.ts';
import { cadastrarCategoria } from '../../data/categorias.ts';
import { setUnsavedForm } from '../../data/unsaved-form.ts';
import { Field } from '../../ui/field.tsx';
import { FormModal } from '../../ui/form-modal.tsx';
import { reportOutcome } from '../../ui/outcome.ts';
import { Switch } from '../../ui/switch.tsx';
import { TextInput } from '../../ui/text-input.tsx';
import { useFormErrors } from '../../ui/use-form-errors.ts';

export function CadastrarCategoriaModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const errors = useFormErrors();
  const [descricao, setDescricao] = useState('');
  const [tributo, setTributo] = useState(false);
  const [busy, setBusy] = useState(false);
  const dirty = open && (descricao !== '' || tributo);

  // A new app version never reloads the page under this half-typed form.
  useEffect(() => {
    setUnsavedForm(dirty);
    return () => setUnsavedForm(false);
  }, [dirty]);

  async function submit() {
    const checked = validate(NovaCategoriaSchema, { descricao, tributo });
    // The flag travels only when on: the request of SPEC's form is unchanged.
    if (!checked.ok) return errors.fail(checked.errors);
    setBusy(true);
    const outcome = await cadastrarCategoria({ descricao, ...(tributo ? { tributo } : {}) });
    setBusy(false);
    const saved = reportOutcome(outcome, {
      form: errors, fields: ['descricao'], successFallback: msg.categoria.cadastrada, errorFallback: msg.categoria.erroCadastrar,
    });
    if (!saved) return;
    setDescricao('');
    setTributo(false);
    errors.reset();
    onClose();
  }

  return (
    <FormModal open={open} onClose={onClose} title="Cadastrar Categoria" busy={busy} submitLabel="Cadastrar" onSubmit={() => void submit()}>
      <Field label="Categoria" error={errors.errors.descricao}>
        <TextInput value={descricao} onChange={(value) => { setDescricao(value); errors.clear('descricao'); }}
          autoFocus autoComplete="off" maxLength={100} />
      </Field>
      <Switch label={msg.calendario.tributo} checked={tributo} onChange={setTributo} className="mb-4" />
    </FormModal>
  );
}
