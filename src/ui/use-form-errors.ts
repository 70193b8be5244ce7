/* Field errors of a form (SPEC §5): shown under each field, cleared field by field as the user
   edits, and a failed submit also raises the danger toast 'Preencha todos os campos obrigatórios.' */
import { useCallback, useMemo, useState } from 'react';
import { msg } from '../domain/messages.ts';
import { toast } from './toast.tsx';

export type FieldErrors = Readonly<Record<string, string>>;
export type ErrorsInput = Readonly<Record<string, readonly string[] | string | undefined>>;

export interface FormErrors {
  errors: FieldErrors;
  /** Called from a field's onChange. */
  clear: (field: string) => void;
  /** Shows the errors under their fields. */
  show: (errors: ErrorsInput) => void;
  /** A failed submit: the errors plus the danger toast. */
  fail: (errors: ErrorsInput) => void;
  reset: () => void;
}

function firstOfEach(errors: ErrorsInput): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, value] of Object.entries(errors)) {
    const text = typeof value === 'string' ? value : value?.[0];
    if (text) out[field] = text;
  }
  return out;
}

export function useFormErrors(): FormErrors {
  const [errors, setErrors] = useState<FieldErrors>({});

  const clear = useCallback((field: string) => {
    setErrors((current) => {
      if (!(field in current)) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }, []);

  const show = useCallback((input: ErrorsInput) => setErrors(firstOfEach(input)), []);

  const fail = useCallback((input: ErrorsInput) => {
    setErrors(firstOfEach(input));
    toast.danger(msg.comum.preenchaObrigatorios);
  }, []);

  const reset = useCallback(() => setErrors({}), []);

  return useMemo(() => ({ errors, clear, show, fail, reset }), [errors, clear, show, fail, reset]);
}

/** Keeps only the first failing field in `order` (forms that show one message at a time). */
export function firstInOrder(errors: ErrorsInput, order: readonly string[]): ErrorsInput {
  const key = order.find((field) => {
    const value = errors[field];
    return typeof value === 'string' ? value !== '' : (value?.length ?? 0) > 0;
  });
  return key === undefined ? errors : { [key]: errors[key] };
}
