/* 'Cadastro de Comprovantes' (SPEC §2, §5, §9): Descrição, Data, several files with their total
   size and the 300 MB limit (red and refused above it: 'Tamanho dos arquivos excedido.'), and an
   optional link to a posting. Files are kept on the device until uploaded. Resets after a save. */
import { useEffect, useState } from 'react';
import { MAX_UPLOAD_BYTES, NovoComprovanteSchema, excedeLimite, formatarTamanho, tamanhoTotal } from '../../domain/comprovante.ts';
import { msg } from '../../domain/messages.ts';
import { validate } from '../../domain/validation.ts';
import { cadastrarComprovante } from '../../data/comprovantes.ts';
import { setUnsavedForm } from '../../data/unsaved-form.ts';
import { DateInput } from '../../ui/date-input.tsx';
import { Field } from '../../ui/field.tsx';
import { FormModal } from '../../ui/form-modal.tsx';
import { reportOutcome } from '../../ui/outcome.ts';
import { TextInput } from '../../ui/text-input.tsx';
import { toast } from '../../ui/toast.tsx';
import { useFormErrors } from '../../ui/use-form-errors.ts';
import { ArquivosInput } from './arquivos-input.tsx';
import { LancamentoCombobox } from './lancamento-combobox.tsx';

interface ComprovanteForm {
  descricao: string;
  data: string;
  lancamento: string;
  arquivos: File[];
}

const EMPTY: ComprovanteForm = { descricao: '', data: '', lancamento: '', arquivos: [] };
const FIELDS = ['descricao', 'data', 'lancamento', 'arquivo'] as const;

export function CadastroComprovanteModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const errors = useFormErrors();
  const [form, setForm] = useState<ComprovanteForm>(EMPTY);
  const [busy, setBusy] = useState(false);
  const dirty = open && (form.descricao !== '' || form.data !== '' || form.lancamento !== '' || form.arquivos.length > 0);
  // A new app version never reloads the page under this half-typed form.
  useEffect(() => {
    setUnsavedForm(dirty);
    return () => setUnsavedForm(false);
  }, [dirty]);
  // A new chooser after each save: a file input cannot be emptied by its value.
  const [chooser, setChooser] = useState(0);

  function change<K extends keyof ComprovanteForm>(key: K, value: ComprovanteForm[K]) {
    setForm((current) => ({ ...current, [key]: value }));
    errors.clear(key === 'arquivos' ? 'arquivo' : key);
  }

  async function submit() {
    const checked = validate(NovoComprovanteSchema, { ...form, arquivo: form.arquivos });
    if (!checked.ok) {
      // SPEC §5: too large a total is told by its own toast.
      if (checked.errors.arquivo?.[0] === msg.comprovante.tamanhoExcedido && Object.keys(checked.errors).length === 1) {
        errors.show(checked.errors);
        return toast.danger(msg.comprovante.tamanhoExcedido);
      }
      return errors.fail(checked.errors);
    }
    setBusy(true);
    const outcome = await cadastrarComprovante(form);
    setBusy(false);
    const saved = reportOutcome(outcome, {
      form: errors, fields: FIELDS, successFallback: msg.comprovante.cadastrado, errorFallback: msg.comprovante.erroCadastrar,
    });
    if (!saved) return;
    setForm(EMPTY);
    setChooser((n) => n + 1);
    errors.reset();
    onClose();
  }

  const e = errors.errors;
  const total = tamanhoTotal(form.arquivos);
  return (
    <FormModal open={open} onClose={onClose} title="Cadastro de Comprovantes" busy={busy} submitLabel="Cadastrar" onSubmit={() => void submit()}>
      <Field label="Descrição" error={e.descricao}>
        <TextInput value={form.descricao} onChange={(v) => change('descricao', v)} autoFocus autoComplete="off" maxLength={255} />
      </Field>
      <Field label="Data" error={e.data}>
        <DateInput value={form.data} onChange={(v) => change('data', v)} />
      </Field>
      <Field label="Arquivos" error={e.arquivo}>
        <ArquivosInput key={chooser} files={form.arquivos} onChange={(files) => change('arquivos', files)} />
      </Field>
      <p data-testid="tamanho-total" data-excedido={excedeLimite(form.arquivos) || undefined}
        className={`-mt-2 mb-4 text-sm ${excedeLimite(form.arquivos) ? 'font-semibold text-red-600' : 'text-slate-600'}`}>
        {`Total: ${formatarTamanho(total)} de ${formatarTamanho(MAX_UPLOAD_BYTES)}`}
      </p>
      <LancamentoCombobox value={form.lancamento} onChange={(v) => change('lancamento', v)} />
      {e.lancamento && <p data-field-error className="-mt-3 mb-4 text-sm text-red-600">{e.lancamento}</p>}
    </FormModal>
  );
}
