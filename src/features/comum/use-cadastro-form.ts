/* The cycle every creation modal shares (SPEC §5): field state with its errors cleared as the
   user edits, check with the domain schema, save, SPEC's toasts, then reset and close. */
import { useEffect, useState } from 'react';
import { toDecimal } from '../../domain/money.ts';
import { validate } from '../../domain/validation.ts';
import { reportOutcome } from '../../ui/outcome.ts';
import type { MutationOutcome } from '../../domain/mutacao.ts';
import { useFormErrors } from '../../ui/use-form-errors.ts';

interface CadastroFormOptions<F extends object> {
  open: boolean;
  onClose: () => void;
  empty: F;
  /** The form's fields as the schema reads them (money as a wire decimal). */
  toInput: (form: F) => object;
  schema: Parameters<typeof validate>[0];
  save: (input: object) => Promise<MutationOutcome>;
  fields: readonly string[];
  successFallback: string;
  errorFallback: string;
  /** The data layer's setUnsavedForm (ui does not import data): a new app version never
      reloads the page under a half-typed form. */
  onDirtyChange: (dirty: boolean) => void;
  /** Live rules after each change (clears what the form disables). */
  adjust?: (form: F) => F;
  /** Field errors a change clears: its own by default. */
  clears?: (key: string) => readonly string[];
}

/** A form's fields as the schema reads them when only its Valor needs converting. */
export function comValorDecimal<F extends { valor: number | null }>(form: F) {
  return { ...form, valor: form.valor === null ? '' : toDecimal(form.valor) };
}

export function useCadastroForm<F extends object>(options: CadastroFormOptions<F>) {
  const { open, empty, onDirtyChange } = options;
  const errors = useFormErrors();
  const [form, setForm] = useState<F>(empty);
  const [busy, setBusy] = useState(false);
  const dirty = open && (Object.keys(empty) as (keyof F)[]).some((key) => form[key] !== empty[key]);
  useEffect(() => {
    onDirtyChange(dirty);
    return () => onDirtyChange(false);
  }, [dirty, onDirtyChange]);

  function change<K extends keyof F & string>(key: K, value: F[K]) {
    const adjust = options.adjust ?? ((next: F) => next);
    setForm((current) => adjust({ ...current, [key]: value }));
    (options.clears?.(key) ?? [key]).forEach(errors.clear);
  }

  async function submit() {
    const input = options.toInput(form);
    const checked = validate(options.schema, input);
    if (!checked.ok) return errors.fail(checked.errors);
    setBusy(true);
    const outcome = await options.save(input);
    setBusy(false);
    const saved = reportOutcome(outcome, {
      form: errors, fields: options.fields, successFallback: options.successFallback, errorFallback: options.errorFallback,
    });
    if (!saved) return;
    setForm(empty);
    errors.reset();
    options.onClose();
  }

  return { form, errors: errors.errors, busy, change, submit: () => void submit() };
}
