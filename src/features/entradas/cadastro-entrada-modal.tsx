/* 'Cadastro de entradas' (SPEC §2, §5): Descrição, Valor, Data, Tipo de Lançamento (Entrante,
   Reserva), Observação optional. Resets after a save. */
import { useEffect, useState } from 'react';
import { NovaEntradaSchema, TIPOS_ENTRADA_CRIACAO } from '../../domain/entrada.ts';
import { msg } from '../../domain/messages.ts';
import { toDecimal } from '../../domain/money.ts';
import { validate } from '../../domain/validation.ts';
import { cadastrarEntrada } from '../../data/entradas.ts';
import { setUnsavedForm } from '../../data/unsaved-form.ts';
import { DateInput } from '../../ui/date-input.tsx';
import { Field } from '../../ui/field.tsx';
import { FormModal } from '../../ui/form-modal.tsx';
import { MoneyInput } from '../../ui/money-input.tsx';
import { reportOutcome } from '../../ui/outcome.ts';
import { RadioGroup } from '../../ui/radio-group.tsx';
import { TextArea } from '../../ui/text-area.tsx';
import { TextInput } from '../../ui/text-input.tsx';
import { useFormErrors } from '../../ui/use-form-errors.ts';

type Tipo = (typeof TIPOS_ENTRADA_CRIACAO)[number];

interface EntradaForm {
  descricao: string;
  valor: number | null;
  data: string;
  tipo: Tipo | '';
  observacao: string;
}

const EMPTY: EntradaForm = { descricao: '', valor: null, data: '', tipo: '', observacao: '' };
const FIELDS = ['descricao', 'valor', 'data', 'tipo', 'observacao'] as const;
const TIPOS = TIPOS_ENTRADA_CRIACAO.map((t) => ({ value: t, label: t }));

export function CadastroEntradaModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const errors = useFormErrors();
  const [form, setForm] = useState<EntradaForm>(EMPTY);
  const [busy, setBusy] = useState(false);
  const dirty = open && (Object.keys(EMPTY) as (keyof EntradaForm)[]).some((key) => form[key] !== EMPTY[key]);
  // A new app version never reloads the page under this half-typed form.
  useEffect(() => {
    setUnsavedForm(dirty);
    return () => setUnsavedForm(false);
  }, [dirty]);

  function change<K extends keyof EntradaForm>(key: K, value: EntradaForm[K]) {
    setForm((current) => ({ ...current, [key]: value }));
    errors.clear(key);
  }

  async function submit() {
    const input = { ...form, valor: form.valor === null ? '' : toDecimal(form.valor) };
    const checked = validate(NovaEntradaSchema, input);
    if (!checked.ok) return errors.fail(checked.errors);
    setBusy(true);
    const outcome = await cadastrarEntrada(input);
    setBusy(false);
    const saved = reportOutcome(outcome, {
      form: errors, fields: FIELDS, successFallback: msg.entrada.cadastrada, errorFallback: msg.entrada.erroCadastrar,
    });
    if (!saved) return;
    setForm(EMPTY);
    errors.reset();
    onClose();
  }

  const e = errors.errors;
  return (
    <FormModal open={open} onClose={onClose} title="Cadastro de entradas" busy={busy} submitLabel="Cadastrar" onSubmit={() => void submit()}>
      <Field label="Descrição" error={e.descricao}>
        <TextInput value={form.descricao} onChange={(v) => change('descricao', v)} autoFocus autoComplete="off" maxLength={255} />
      </Field>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <Field label="Valor" error={e.valor}>
          <MoneyInput value={form.valor} onChange={(v) => change('valor', v)} />
        </Field>
        <Field label="Data" error={e.data}>
          <DateInput value={form.data} onChange={(v) => change('data', v)} />
        </Field>
      </div>
      <RadioGroup label="Tipo de Lançamento" value={form.tipo} options={TIPOS} error={e.tipo} onChange={(v) => change('tipo', v)} />
      <Field label="Observação" error={e.observacao}>
        <TextArea value={form.observacao} onChange={(v) => change('observacao', v)} maxLength={1000} />
      </Field>
    </FormModal>
  );
}
